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
  'account.orEnterTheKey': 'Ou saisissez cette clé dans l’application :',
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
    'Désactivée. Activée, la connexion demande aussi un code d’une application d’authentification sur votre téléphone : un mot de passe volé ne suffit plus.',
  'account.twoFactorOn':
    'Activée. La connexion demande votre mot de passe et un code de votre application d’authentification.',
  'account.twoFactorQr': 'Code QR pour votre application d’authentification',
  'account.twoFactorTurnedOff': 'La validation en deux étapes est désactivée',
  'account.twoFactorTurnedOn': 'La validation en deux étapes est activée',
  'account.yourPassword': 'Votre mot de passe',
  'account.enterACode': 'Saisissez le code de votre application',
  'account.enterYourPassword': 'Saisissez votre mot de passe',
  'account.passkeys': 'Clés d’accès',
  'account.passkeysNote':
    'Connectez-vous avec votre empreinte, votre visage ou le verrouillage de l’écran au lieu de votre mot de passe. Une clé d’accès reste sur votre téléphone (ou dans votre gestionnaire de mots de passe), ne sert que sur ce site et ne demande aucun code.',
  'account.passkeysUnsupported': 'Ce navigateur ne peut pas utiliser de clés d’accès.',
  'account.noPasskeys': 'Aucune clé d’accès pour l’instant.',
  'account.passkeyAdded': 'Ajoutée le {date}',
  'account.passkeyLastUsed': 'dernière utilisation le {date}',
  'account.passkeyNeverUsed': 'pas encore utilisée',
  'account.removePasskeyNamed': 'Supprimer la clé d’accès {name}',
  'account.remove': 'Supprimer',
  'account.addPasskey': 'Ajouter une clé d’accès',
  'account.passkeyAddedToast': 'Clé d’accès ajoutée : vous pouvez vous connecter avec',
  'account.removePasskeyQuestion': 'Supprimer {name} ?',
  'account.removePasskeyNote':
    'Elle ne vous connectera plus ici. Supprimez-la aussi du téléphone ou du gestionnaire de mots de passe.',
  'account.passkeyRemoved': '{name} supprimée',
  'account.passkeyName': 'Nom',
  'account.passkeyNameHint': 'Pour distinguer vos clés d’accès, p. ex. « Téléphone du travail ».',
  'account.passkeyCancelled': 'Aucune clé d’accès n’a été créée. Réessayez quand votre téléphone le demande.',
  'account.passkeyFailed': 'La clé d’accès n’a pas pu être ajoutée. Réessayez.',
  'account.emailChange.codeShape': 'Saisissez le code à {length} chiffres de l’e-mail',
  'account.emailChange.failed': 'Impossible de changer l’e-mail. Réessayez.',
  'account.emailChange.title': 'E-mail de connexion',
  'account.emailChange.current': 'Vous vous connectez avec {email}.',
  'account.emailChange.newEmail': 'Nouvel e-mail',
  'account.emailChange.password': 'Votre mot de passe (pour confirmer que c’est vous)',
  'account.emailChange.send': 'Envoyer un code au nouvel e-mail',
  'account.emailChange.codeSent': 'Nous avons envoyé un code à {email}. Il est valable 15 minutes.',
  'account.emailChange.code': 'Code reçu par e-mail',
  'account.emailChange.confirm': 'Changer mon e-mail',
  'account.emailChange.cancel': 'Annuler',
  'account.emailChange.done': 'Vous vous connectez maintenant avec {email}',
} satisfies TCatalogueOf<typeof en>;
