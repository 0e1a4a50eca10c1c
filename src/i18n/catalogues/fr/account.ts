// French: see the English catalogue for what each key is for (ADR 019).
import type { TCatalogueOf } from '../../core.ts';
import type en from '../en/account.ts';

export default {
  'account.checking': 'Vérification...',
  'account.codeFromTheApp': 'Code de l’application',
  'account.codeHint':
    'Le code à 6 chiffres affiché par votre application d’authentification, ou l’un de vos codes de secours.',
  'account.codesCopied': 'Codes de secours copiés',
  'account.copyCodes': 'Copier les codes',
  'account.iSavedThem': 'Je les ai gardés',
  'account.makeNewCodes': 'Créer de nouveaux codes',
  'account.newRecoveryCodes': 'Nouveaux codes de secours',
  'account.newRecoveryCodesNote':
    'Les nouveaux codes remplacent tous les anciens. Saisissez un code de votre application pour les créer.',
  'account.orEnterTheKey': 'Ou saisissez cette clé dans l’application :',
  'account.recoveryCodesLeft':
    '{count, plural, one {# code de secours restant} other {# codes de secours restants}}',
  'account.saveRecoveryCodes':
    'Gardez ces codes de secours en lieu sûr. Chacun vous connecte une fois si vous perdez votre téléphone. Ils ne seront plus affichés.',
  'account.scanTheCode':
    'Scannez ce code avec une application d’authentification (Google Authenticator, Microsoft Authenticator, 1Password, …), puis saisissez le code à 6 chiffres qu’elle affiche.',
  'account.setUpTwoFactor': 'Configurer la validation en deux étapes',
  'account.turnOff': 'Désactiver',
  'account.turnOffTwoFactorNote':
    'Saisissez votre mot de passe et un code de votre application (ou un code de secours) pour désactiver la validation en deux étapes.',
  'account.turnOn': 'Activer',
  'account.twoFactor': 'Validation en deux étapes',
  'account.twoFactorFailed': 'La validation en deux étapes n’a pas pu être modifiée. Réessayez.',
  'account.twoFactorOff':
    'Désactivée. Activée, la connexion demande aussi un code d’une application d’authentification sur votre téléphone : un mot de passe volé ne suffit plus.',
  'account.twoFactorOn':
    'Activée. La connexion demande votre mot de passe et un code de votre application d’authentification.',
  'account.twoFactorQr': 'Code QR pour votre application d’authentification',
  'account.twoFactorTurnedOff': 'La validation en deux étapes est désactivée',
  'account.twoFactorTurnedOn': 'La validation en deux étapes est activée',
  'account.yourPassword': 'Votre mot de passe',
} satisfies TCatalogueOf<typeof en>;
