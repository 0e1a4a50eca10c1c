// French: see the English catalogue for what each key is for (ADR 019).
import type { TCatalogueOf } from '../../core.ts';
import type en from '../en/notices.ts';

export default {
  'notices.title': 'Notifications',
  'notices.thisDevice': 'Me prévenir sur ce téléphone',
  'notices.thisDeviceHint':
    'Résultats, rappels et demandes s’affichent sur cet appareil, même application fermée.',
  'notices.unsupported':
    'Ce navigateur ne peut pas afficher de notifications. Sur iPhone, ajoutez d’abord Pitchside à l’écran d’accueil.',
  'notices.blocked':
    'Les notifications sont bloquées pour ce site. Autorisez-les dans les réglages du site du navigateur, puis réessayez.',
  'notices.turnedOn': 'Notifications activées sur ce téléphone',
  'notices.turnedOff': 'Notifications désactivées sur ce téléphone',
  'notices.couldNotTurnOn': 'Impossible d’activer les notifications : {reason}',
  'notices.needsConnection': 'Activer ou désactiver les notifications nécessite une connexion.',
  'notices.channelEmail': 'E-mail',
  'notices.channelEmailHint':
    'Désignations, matchs déplacés ou annulés, feuilles de match à remplir ou renvoyées, à votre adresse e-mail.',
  'notices.channelPush': 'Notifications sur le téléphone',
  'notices.channelPushHint': 'Sur chaque téléphone où vous les avez activées.',
  'notices.teamPushHint':
    'Résultats, rappels, matchs déplacés ou annulés, candidatures et suspensions sur les téléphones du capitaine.',
  'notices.saved': 'Préférences de notification enregistrées',
  'notices.notSaved': 'Impossible d’enregistrer la préférence de notification',
  'notices.playerHint':
    'On te demandera ici quand un match approche et que tu n’as pas répondu, et on te dira si un match est déplacé ou annulé.',
  'notices.pushLog': 'Notifications sur le téléphone',
  'notices.pushCounts': '{sent} envoyées · {failed} en échec · {waiting} en attente',
  'notices.loading': 'Chargement des envois…',
  'notices.noPushYet': 'Aucune notification pour l’instant',
  'notices.pushTo': 'À {to} · {at}',
  'notices.pushAnswer': ' · le service a répondu {status}',
  'notices.refresh': 'Actualiser',
} satisfies TCatalogueOf<typeof en>;
