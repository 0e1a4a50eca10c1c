// English, the source catalogue: the account's own settings (two-factor sign-in) on the admin's,
// captain's and referee's screens (ADR 037).
export default {
  'account.checking': 'Checking...',
  'account.codeFromTheApp': 'Code from the app',
  'account.codeHint': 'The 6-digit code your authenticator app shows, or one of your recovery codes.',
  'account.codesCopied': 'Recovery codes copied',
  'account.copyCodes': 'Copy the codes',
  'account.iSavedThem': 'I have saved them',
  'account.makeNewCodes': 'Make new codes',
  'account.newRecoveryCodes': 'New recovery codes',
  'account.newRecoveryCodesNote':
    'New codes replace all the old ones. Enter a code from your app to make them.',
  'account.orEnterTheKey': 'Or enter this key in the app:',
  'account.recoveryCodesLeft': '{count, plural, one {# recovery code left} other {# recovery codes left}}',
  'account.saveRecoveryCodes':
    'Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are not shown again.',
  'account.scanTheCode':
    'Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …), then enter the 6-digit code it shows.',
  'account.setUpTwoFactor': 'Set up two-factor sign-in',
  'account.turnOff': 'Turn off',
  'account.turnOffTwoFactorNote':
    'Enter your password and a code from your app (or a recovery code) to turn two-factor sign-in off.',
  'account.turnOn': 'Turn on',
  'account.twoFactor': 'Two-factor sign-in',
  'account.twoFactorFailed': 'Two-factor sign-in could not be changed. Try again.',
  'account.twoFactorOff':
    'Off. With it on, signing in also needs a code from an authenticator app on your phone, so a stolen password is not enough.',
  'account.twoFactorOn': 'On. Signing in needs your password and a code from your authenticator app.',
  'account.twoFactorQr': 'QR code for your authenticator app',
  'account.twoFactorTurnedOff': 'Two-factor sign-in is off',
  'account.twoFactorTurnedOn': 'Two-factor sign-in is on',
  'account.yourPassword': 'Your password',
};
