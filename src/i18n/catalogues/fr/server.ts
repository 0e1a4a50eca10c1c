// French: see the English catalogue for what each key is for (ADR 019).
import type { TCatalogueOf } from '../../core.ts';
import type en from '../en/server.ts';

export default {
  'server.thePasswordCanBeAt': 'Le mot de passe peut comporter au plus 200 caractères',
  'server.pleaseEnterAValidEmail': 'Veuillez saisir une adresse e-mail valide',
  'server.noSmtpServerIsSet2': 'Aucun serveur SMTP n’est configuré',
  'server.pitchsideTestEMail': 'E-mail de test de Pitchside',
  'server.thisIsATestE':
    'Ceci est un e-mail de test de Pitchside. Si vous pouvez le lire, les e-mails de Pitchside arrivent bien.',
  'server.thisTeamHasAlreadyBeen': 'Cette équipe a déjà été retirée',
  'server.yourSessionHasExpiredPlease': 'Votre session a expiré. Veuillez vous reconnecter.',
  'server.onlyAnAdminCanDo': 'Seul un administrateur peut faire cela',
  'server.accountNotFound': 'Compte introuvable',
  'server.adminAccountsAreManagedWith': 'Les comptes administrateur se gèrent avec npm run admin',
  'server.thisLeagueDoesNotExist': 'Cette ligue n’existe pas',
  'server.teamNameNeedsAtLeast': 'Le nom de l’équipe doit contenir au moins une lettre ou un chiffre',
  'server.thisLeagueIsFull': 'Cette ligue est complète',
  'server.anAccountWithThisEmail': 'Un compte existe déjà avec cette adresse e-mail',
  'server.theServerIsBusyPlease': 'Le serveur est occupé. Veuillez réessayer dans un instant.',
  'server.tooManyTryAgainIn':
    'Trop {what, select, signIn {de tentatives de connexion} password {de tentatives de mot de passe} code {de tentatives de code} other {d’inscriptions depuis cette adresse}}. Réessayez dans {wait, plural, one {# seconde} other {# secondes}}.',
  'server.onlyAnAdminCanCreate': 'Seul un administrateur peut créer des comptes arbitre',
  'server.oneOfTheChosenTeams':
    'L’une des équipes choisies n’est plus dans vos ligues. Choisissez à nouveau.',
  'server.oneOfTheChosenTeams2': 'L’une des équipes choisies ne recrute plus. Choisissez à nouveau.',
  'server.thisPrivateLinkIsNot':
    'Ce lien privé n’est pas valide. Ouvrez le lien reçu lors de votre candidature.',
  'server.pleaseCheckTheFormAnd': 'Vérifiez le formulaire et réessayez.',
  'server.oneOfTheChosenLeagues': 'L’une des ligues choisies n’existe plus. Choisissez à nouveau.',
  'server.onlyTheTeamSCaptain': 'Seul le capitaine de l’équipe peut inviter des joueurs',
  'server.teamNotFound': 'Équipe introuvable',
  'server.openRecruitmentBeforeInvitingPlayers': 'Ouvrez le recrutement avant d’inviter des joueurs',
  'server.thisPlayerIsNoLonger': 'Ce joueur ne cherche plus d’équipe',
  'server.thisPlayerHasAlreadyApplied': 'Ce joueur a déjà postulé dans votre équipe : voir Candidatures',
  'server.thisPlayerDeclinedYourInvitation': 'Ce joueur a refusé votre invitation',
  'server.yourTeamHasSentInvitations':
    'Votre équipe a déjà envoyé {invitationsPerDay} invitations aujourd’hui. Réessayez demain.',
  'server.thisInvitationNoLongerExists': 'Cette invitation n’existe plus',
  'server.youHaveAlreadyAnsweredThis': 'Vous avez déjà répondu à cette invitation',
  'server.yourProfileIsWithdrawnApply': 'Votre profil est retiré : postulez d’abord à nouveau',
  'server.thisTeamHasLeftIts': 'Cette équipe a quitté sa ligue',
  'server.theRequestIsNestedToo': 'La requête est trop profondément imbriquée.',
  'server.theServerTookTooLong': 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
  'server.theAddressIsTooLong': 'L’adresse est trop longue.',
  'server.theAddressIsNotValid': 'L’adresse n’est pas valide.',
  'server.somethingWentWrongOnThe': 'Un problème est survenu sur le serveur. Veuillez réessayer.',
  'server.theRequestIsTooLarge': 'La requête est trop volumineuse.',
  'server.theRequestIsNotValid': 'La requête n’est pas un JSON valide.',
  'server.sendJsonContentTypeApplication': 'Envoyez du JSON (Content-Type: application/json).',
  'server.notFound': 'Introuvable',
  'server.noSuchMessage': 'Ce message n’existe pas',
  'server.onlyAFailedOrSkipped': 'Seul un message en échec ou ignoré peut être renvoyé',
  'server.thisMessageIsNoLonger': 'Ce message n’est plus d’actualité (son match ou son échéance est passé)',
  'server.theMessageChangedMeanwhileTry': 'Le message a changé entre-temps ; réessayez',
  'server.pleaseSignIn': 'Veuillez vous connecter.',
  'server.youMayNotThisDatabase':
    'Vous ne pouvez pas {action, select, read {lire} other {écrire dans}} cette base de données.',
  'server.onlyTheServerWritesDocuments': 'Seul le serveur écrit les documents {type}',
  'server.youMayNotWriteDocuments': 'Vous ne pouvez pas écrire de documents {type} ici',
  'server.onlyAnAdminCanChange': 'Seul un administrateur peut modifier cela',
  'server.thisBelongsToAnotherLeague': 'Cela appartient à une autre ligue',
  'server.unknownSettingsDocument': 'Document de paramètres inconnu',
  'server.anAdjustmentIsSignedBy': 'Un ajustement est signé par l’administrateur qui le fait',
  'server.theTeamDoesNotPlay':
    'L’équipe {side, select, home {à domicile} other {à l’extérieur}} ne joue pas dans cette ligue',
  'server.applicationsComeFromFreeAgents':
    'Les candidatures viennent des joueurs libres ; une équipe peut seulement y répondre',
  'server.onlyTheStatusOfAn': 'Seul le statut d’une candidature peut changer',
  'server.thisPlayerHasWithdrawnThe': 'Ce joueur a retiré sa candidature',
  'server.onlyThePlayerCanWithdraw': 'Seul le joueur peut retirer une candidature',
  'server.thisMatchIsNotAssigned': 'Ce match ne vous est pas attribué',
  'server.onlyAnAdminCanOverride': 'Seul un administrateur peut passer outre un verdict',
  'server.anOverrideIsFiledUnder': 'Une dérogation est classée sous l’identifiant de son match',
  'server.anOverrideIsSignedBy': 'Une dérogation est signée par l’administrateur qui la fait',
  'server.anAssignmentRequestIsMade': 'Une demande de désignation est faite par l’arbitre lui-même',
  'server.onlyAnAdminCanDelete': 'Seul un administrateur peut supprimer une équipe',
  'server.teamsAreCreatedBySigning': 'Les équipes sont créées lors de l’inscription',
  'server.onlyAnAdminCanChange2':
    'Seul un administrateur peut modifier ces informations de l’équipe : {value}',
  'server.noRefereeHasThisAccount': 'Aucun arbitre n’a ce compte',
  'server.thisRefereeAccountIsDeactivated': 'Ce compte arbitre est désactivé',
  'server.thisMatchIsNotIn': 'Ce match n’est dans aucune de vos ligues',
  'server.anotherRefereeAlreadyHasThis': 'Un autre arbitre a déjà ce match',
  'server.thisMatchIsNoLonger': 'Ce match n’est plus disponible',
  'server.thisChangeWasMadeTo':
    'Cette modification porte sur une version antérieure ; rechargez et réessayez',
  'server.teamNotRecruiting': '{name} ne recrute plus. Choisissez à nouveau.',
  'server.mail.when': '{day} à {time} (heure de New York)',
  'server.mail.teamFooter':
    'Vous recevez cet e-mail car les notifications par e-mail de votre équipe sont activées (paramètres de l’équipe).',
  'server.mail.reminderSubject': 'Rappel : {home} contre {away}, {day}',
  'server.mail.reminderAbout': 'Rappel : {home} contre {away}',
  'server.mail.venueTba': 'à confirmer',
  'server.mail.reminderBody':
    'Bonjour {captain},\n\n{us} affronte {them} dans deux jours.\n\nCoup d’envoi : {when}\nLieu : {venue}\n{us} joue {side, select, home {à domicile} other {à l’extérieur}}.\n\nAssurez-vous qu’au moins 7 joueurs pourront venir.',
  'server.mail.resultSubject': 'Résultat : {line}',
  'server.mail.resultBody':
    'Bonjour {captain},\n\nLa feuille de match de l’arbitre pour votre match du {when} a été acceptée.\n\nScore final : {line}\n\nLe classement et les statistiques sont à jour : ouvrez Pitchside pour les voir.',
  'server.mail.match': '{home} contre {away}',
  'server.mail.rejectedSubject': 'Votre feuille de match doit être corrigée : {match}',
  'server.mail.rejectedAbout': 'Feuille de match refusée : {match}',
  'server.mail.rejectedBody':
    'Bonjour {referee},\n\nVotre feuille de match pour {match} du {when} n’a pas été acceptée :\n\n{reasons}\n\nOuvrez-la dans Pitchside, corrigez-la et renvoyez-la.',
  'server.mail.applicationSubject': 'Nouvelle candidature pour {team} : {name} ({position})',
  'server.mail.applicationAbout': 'Candidature : {name} pour {team}',
  'server.mail.applicationBody':
    'Bonjour {captain},\n\n{name} aimerait jouer pour {team}.\n\nPoste : {position}\nNiveau : {level}\n{bio}\nOuvrez Candidatures dans le tableau de bord de votre équipe pour voir ses coordonnées et répondre.',
  'server.mail.about': 'À propos : {bio}',
  'server.calendar.team': 'Équipe',
  'server.calendar.homeTeam': 'Équipe à domicile',
  'server.calendar.awayTeam': 'Équipe à l’extérieur',
  'server.calendar.finalScore': 'Score final : {home} {homeScore} – {awayScore} {away}',
  'server.calendar.summary': '{home} contre {away}',
  'server.aRulingIsSignedBy': 'Une décision est signée par l’administrateur qui la prend',
  'server.thisBanIsNotThat': 'Cette suspension n’est pas celle de ce joueur',
  'server.onlyAPlayedMatchOf': 'Seul un match joué de cette ligue peut faire l’objet d’une décision',
  'server.theMatchIsAwardedTo':
    'Un match est donné gagné à l’une de ses deux équipes, avec le score le plus élevé',
  'server.mail.banWhy':
    '{kind, select, red {un carton rouge} twoYellows {un second carton jaune} other {l’accumulation de cartons jaunes}} ({minute}′, {day})',
  'server.mail.suspensionSubject': '{name} est suspendu',
  'server.mail.suspensionBody':
    'Bonjour {captain},\n\n{name} est suspendu pour {why} et ne doit pas jouer {count, plural, one {le prochain match} other {les # prochains matchs}} de l’équipe.\n\nLa feuille de match de l’arbitre affiche aussi la suspension. Si vous pensez qu’il s’agit d’une erreur, écrivez à la ligue.',
  'server.aDecisionIsFiledUnder': 'Une décision est enregistrée sous l’identifiant de son match',
  'server.thisResultIsNotWaiting': 'Ce résultat n’attend pas de réponse des capitaines',
  'server.anAnswerCannotBeWithdrawn': 'Une réponse ne peut pas être retirée ; modifiez-la',
  'server.anAnswerIsFiledUnder': 'Une réponse est enregistrée par son équipe, sous l’identifiant du match',
  'server.aRatingIsFiledUnder':
    'Une note est enregistrée par sa propre équipe, sous l’identifiant de son match',
  'server.thisRefereeCannotBeRated':
    'Seul un match joué avec un arbitre peut être noté, jusqu’à 14 jours après le coup d’envoi',
  'server.anotherRefereeHadThisMatch': 'Un autre arbitre a dirigé ce match',
  'server.aRatingCannotBeWithdrawn': 'Une note ne peut pas être retirée ; modifiez-la',
  'server.yourTeamDidNotPlay': 'Votre équipe n’a pas joué ce match',
  'server.theLeagueHasDecidedThis': 'La ligue a déjà tranché ce résultat',
  'server.theTimeToAnswerEnded': 'Le délai pour confirmer ou contester ce résultat a pris fin le {when}',
  'server.theResultHasChanged': 'Le résultat a changé depuis : regardez-le à nouveau',
  'server.mail.confirmSubject': 'Confirmez le résultat : {line}',
  'server.mail.confirmBody':
    'Bonjour {captain},\n\nLa feuille de l’arbitre est arrivée : {line}.\n\nOuvrez le tableau de bord de votre équipe pour le confirmer, ou le contester avec un motif, avant le {day} à {time}. Sans réponse, il sera considéré comme confirmé.',
  'server.mail.disputeSubject': 'Résultat contesté : {line}',
  'server.mail.disputeBody':
    '{team} conteste le résultat {line}.\n\nSon motif : {reason}\n\nOuvrez le bureau d’administration (Matchs) pour maintenir le résultat ou le corriger, avec un motif que les deux capitaines verront.',
  'server.notYourTeamsMatch': 'Ce match n’est pas celui de votre équipe',
  'server.answersAreClosed': 'Ce match a commencé ou n’est plus programmé : les réponses sont closes',
  'server.onlyThisTeamsCaptain': 'Seul le capitaine de cette équipe peut le faire',
  'server.noSuchPlayerOnTheTeam': 'Ce joueur ne fait pas partie de l’équipe',
  'server.tooManyAnswers': 'Trop de réponses d’ici : attendez quelques minutes',
  'server.thisLinkIsNoLonger': 'Ce lien n’est plus valide',
  'server.onlyThePlayersLinkAnswers':
    'La réponse d’un capitaine pour un joueur est marquée comme celle du capitaine',
  'server.mail.shortSubject':
    '{coming, plural, one {Seulement # joueur présent} other {Seulement # joueurs présents}} pour le {when}',
  'server.mail.shortBody':
    'Bonjour {captain},\n\n{coming, plural, one {Seul # joueur a} other {Seuls # joueurs ont}} répondu présent pour le match du {when} ; une équipe en a besoin de {needed}.\n\nOuvrez le tableau de bord de votre équipe pour voir qui n’a pas répondu, et renvoyez-leur leur lien.',
  'server.tooManyFromThisNetwork':
    'Beaucoup de personnes se sont inscrites depuis ce réseau dans la dernière heure. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
  'server.mail.unassignedSubject':
    '{count, plural, one {# match ne vous est plus attribué} other {# matchs ne vous sont plus attribués}}',
  'server.mail.unassignedBody':
    'Bonjour {name},\n\nVotre compte d’arbitre a été désactivé : ces matchs ne vous sont donc plus attribués :\n\n{lines}\n\nLes matchs que vous avez déjà arbitrés gardent votre nom et vos feuilles de match. S’il s’agit d’une erreur, écrivez à la ligue.',
  'server.paymentFiledUnderTeam': 'Un signalement de paiement est rangé sous sa propre équipe',
  'server.paymentForOwnLeague': 'Un signalement de paiement concerne la ligue de l’équipe',
  'server.paymentReferenceIsTheCaptains':
    'La référence du paiement est celle du capitaine et ne peut pas être modifiée',
  'server.paymentDecisionNeedsTime': 'Une décision sur un paiement doit être datée',
  'server.onlyTheLeagueConfirmsPayment': 'Seule la ligue peut confirmer ou refuser un paiement',
  'server.paymentAlreadyConfirmed': 'Cette cotisation est déjà confirmée comme payée',
  'server.onlyThePersonChoosesTheir': 'Seule la personne elle-même choisit comment elle est prévenue',
  'server.aChoiceIsFiledUnder': 'Un choix est enregistré sous le nom de son canal',
  'server.pushServiceNotAllowed': 'Pitchside n’envoie pas de notifications au service de ce navigateur',
  'server.push.reminderTitle': 'Match dans 2 jours : {match}',
  'server.push.reminderBody': '{when}, {venue}. Vérifiez qui vient.',
  'server.push.resultTitle': 'Résultat publié',
  'server.push.rejectedTitle': 'Feuille de match renvoyée',
  'server.push.rejectedBody': '{match} : ouvrez-la pour voir quoi corriger',
  'server.push.applicationTitle': 'Candidature reçue',
  'server.push.applicationBody': '{name} veut rejoindre {team} ({position})',
  'server.push.suspensionTitle': 'Joueur suspendu',
  'server.push.suspensionBody':
    '{name} manque {count, plural, one {le prochain match} other {les # prochains matchs}}',
  'server.push.confirmationTitle': 'Confirmez le résultat',
  'server.push.confirmationBody': '{line} : confirmez ou contestez avant le {when}',
  'server.push.disputeTitle': 'Résultat contesté',
  'server.push.disputeBody': '{team} conteste {line}',
  'server.push.shortTitle': 'Pas encore assez de joueurs',
  'server.push.shortBody': '{coming} sur {needed} présents pour le {when}',
  'server.push.assignmentTitle': 'Nouveau match à arbitrer',
  'server.push.assignmentBody': '{match}, {when}',
  'server.push.assignmentAbout': 'Vous arbitrez {match}',
  'server.push.reportDueTitle': 'Feuille de match à remplir',
  'server.push.reportDueBody': '{match} : envoyez la feuille de match',
  'server.push.reportDueAbout': 'Feuille de match à remplir : {match}',
  'server.push.unansweredTitle': 'Tu viens ?',
  'server.push.unansweredBody': '{match}, {when} : touche pour répondre',
  'server.push.unansweredAbout': 'Tu viens ? {match}',
  'server.mail.assignmentBody':
    'Bonjour {referee},\n\nLa ligue vous a désigné pour arbitrer {match} le {when} à {venue}.\n\nVous le trouverez dans Pitchside, sous Mes matchs, où vous enverrez la feuille de match après le coup de sifflet final.',
  'server.mail.reportDueBody':
    'Bonjour {referee},\n\nLe match {match} du {when} est terminé et sa feuille de match n’est pas encore arrivée. Le classement l’attend.\n\nOuvrez Pitchside pour l’envoyer : cela marche au stade sans réseau et part dès que vous êtes de nouveau en ligne.',
  'server.mail.invitationSubject': '{team} t’invite à rejoindre l’équipe',
  'server.mail.invitationBody':
    'Bonjour {name},\n\n{team} a vu ton profil de joueur libre sur Pitchside et t’invite à rejoindre l’équipe.\n\nOuvre le lien privé reçu à ton inscription pour accepter ou refuser. L’équipe ne voit tes coordonnées que si tu acceptes.',
  'server.updateTheAppToSave':
    'Cette modification nécessite la dernière version de Pitchside. Mettez l’application à jour, puis réessayez.',
  'server.signInSettingsTryAgain': 'Vos réglages de connexion ont changé entre-temps. Réessayez.',
  'server.codeRequired':
    'Saisissez le code à 6 chiffres de votre application d’authentification, ou un code de secours.',
  'server.incorrectCode':
    'Ce code n’est pas bon. Vérifiez que votre téléphone est à la bonne heure, ou utilisez un code de secours.',
  'server.twoFactorIsForAdmins':
    'La validation en deux étapes est réservée aux comptes administrateur, capitaine et arbitre.',
  'server.twoFactorSetupExpired': 'Cette configuration a expiré. Recommencez.',
  'server.twoFactorAlreadyOn': 'La validation en deux étapes est déjà activée.',
  'server.twoFactorIsOff': 'La validation en deux étapes n’est pas activée.',
  'server.metricsOff': 'Les métriques sont désactivées : définissez METRICS_TOKEN pour les activer.',
  'server.metricsTokenNeeded': 'Les métriques demandent le jeton défini dans METRICS_TOKEN.',
  'server.passkeysFull': 'Un compte garde au plus {count} clés d’accès : supprimez-en une d’abord.',
  'server.passkeySetupExpired': 'L’ajout de la clé d’accès a pris trop de temps. Recommencez.',
  'server.passkeyRefused': 'La clé d’accès n’a pas pu être ajoutée. Réessayez.',
  'server.passkeyDefaultName': 'Clé d’accès',
  'server.passkeyNotFound': 'Cette clé d’accès n’est pas sur ce compte.',
  'server.passkeySignInRefused':
    'Cette clé d’accès ne vous a pas connecté. Réessayez, ou connectez-vous avec votre mot de passe.',
  'server.mail.movedSubject': 'Match déplacé : {match}, désormais {day}',
  'server.mail.movedAbout': 'Déplacé : {match}',
  'server.mail.movedBody':
    'Bonjour {name},\n\nLa ligue a déplacé {match}.\n\nDésormais : {when}\nLieu : {venue}\n\nAvant : {wasWhen}, {wasVenue}\n\nOuvrez Pitchside pour vérifier qui peut encore venir.',
  'server.mail.cancelledSubject': 'Match annulé : {match}, {day}',
  'server.mail.cancelledAbout': 'Annulé : {match}',
  'server.mail.cancelledBody':
    'Bonjour {name},\n\nLa ligue a annulé {match}, qui devait se jouer {when} à {venue}.\n\nS’il est joué un autre jour, vous en serez informé ici.',
  'server.push.movedTitle': 'Match déplacé : {match}',
  'server.push.movedBody': 'Désormais {when}, {venue}.',
  'server.push.cancelledTitle': 'Match annulé : {match}',
  'server.push.cancelledBody': 'Il était prévu {when}, {venue}.',
  'server.calendar.name': '{team} : matchs',
  'server.mail.restoredSubject': 'Match rétabli : {match}, {day}',
  'server.mail.restoredAbout': 'Rétabli : {match}',
  'server.mail.restoredBody':
    'Bonjour {name},\n\nLa ligue a rétabli {match}.\n\nQuand : {when}\nLieu : {venue}\n\nOuvrez Pitchside pour vérifier qui peut venir.',
  'server.push.restoredTitle': 'Match rétabli : {match}',
  'server.push.restoredBody': '{when}, {venue}.',
  'server.push.offFixtureTitle': 'Match retiré de votre liste',
  'server.push.offFixtureAbout': 'Vous n’arbitrez plus {match}',
  'server.mail.offFixtureBody':
    'Bonjour {name},\n\nLa ligue vous a retiré de {match} du {when} : un autre arbitre s’en charge, ou personne pour l’instant. Vous n’avez pas besoin d’y être.\n\nS’il s’agit d’une erreur, écrivez à la ligue.',
  'server.aMessageBelongsToItsTeam': 'Un message est rangé dans la base de son équipe',
  'server.aMessageCannotBeChanged':
    'Un message ne peut plus être modifié une fois envoyé : supprimez-le et envoyez-en un autre',
  'server.aMessageIsDatedWhenWritten':
    'Un message est daté du moment où il est écrit, pas d’un moment à venir',
  'server.aTeamKeepsMessages': 'Une équipe garde au plus {max} messages : supprimez-en d’abord un ancien',
  'server.tooManyMessages':
    'Une équipe envoie au plus {max} messages par jour : réessayez dans {hours, plural, one {# heure} other {# heures}}',
  'server.push.teamMessageTitle': '{team} : message de votre capitaine',
  'server.push.teamMessageAbout': 'Message aux joueurs de {team}',
  'server.mail.rosterDeadlineSubject': '{league} : les effectifs ferment après le {date}',
  'server.mail.rosterDeadlineBody':
    'Bonjour {captain},\n\nLes effectifs de {league} seront clos à la fin du {date}. Ajoutez d’ici là les joueurs dont {team} a encore besoin : ensuite, seule la ligue pourra en ajouter.',
  'server.push.rosterDeadlineBody': 'Ajoutez d’ici là les joueurs dont {team} a encore besoin.',
  'server.mail.newsSubject': '{league} : {title}',
  'server.mail.newsBody': 'Bonjour {captain},\n\nDes nouvelles de {league} :\n\n{title}\n\n{body}',
  'server.moveFiledUnderMatch': 'Une demande de report est classée sous son match et son équipe',
  'server.moveAskedByCaptain':
    'La demande de report est celle du capitaine : la ligue peut seulement la refuser',
  'server.moveDecisionNeedsTime': 'Une demande de report refusée a besoin de sa date',
  'server.onlyTheLeagueDecidesMoves': 'Seule la ligue décide d’une demande de report',
  'server.moveTooLate': 'Ce match a commencé ou n’est plus programmé : il ne peut plus être déplacé',
  'server.moveMatchChanged':
    'Le match a changé depuis votre consultation : vérifiez son nouvel horaire et redemandez',
  'server.moveInThePast': 'Le nouvel horaire doit être dans le futur',
  'server.moveSameKickOff':
    'Choisissez un autre jour, une autre heure ou un autre terrain : c’est l’horaire et le lieu actuels',
  'server.mail.moveAskedSubject': 'Report demandé : {match}',
  'server.mail.moveAskedBody':
    '{team} demande de déplacer {match}.\n\nActuellement : {from}\nDemandé : {to}\nMotif : {note}\n\nOuvrez le bureau d’administration (Matchs) pour le déplacer ou refuser avec un motif. Si vous le déplacez, les deux équipes, l’arbitre et les joueurs ayant un lien sont prévenus.',
  'server.push.moveAskedTitle': 'Report demandé',
  'server.push.moveAskedBody': '{team} : {match} au {to}',
  'server.mail.moveDeclinedSubject': 'Le match est maintenu : {match}',
  'server.mail.moveDeclinedBody':
    'Bonjour {captain},\n\nLa ligue ne peut pas déplacer {match} : il reste prévu le {when}.\n\nMotif de la ligue : {reason}\n\nVous pouvez redemander depuis le tableau de bord de votre équipe.',
  'server.push.moveDeclinedTitle': 'Report refusé',
  'server.push.moveDeclinedBody': '{match} : {reason}',
  'server.noSuchMoveRequest': 'Il n’y a pas de demande de report pour ce match',
  'server.moveRequestChanged': 'La demande a changé depuis votre consultation : regardez-la de nouveau',
  'server.mail.moveOfferedSubject': 'Report demandé : {match}',
  'server.mail.moveOfferedBody':
    'Bonjour {captain},\n\n{team} a demandé à la ligue de déplacer {match}.\n\nActuellement : {from}\nDemandé : {to}\n\nLa ligue décide, et aimerait savoir si le nouvel horaire vous convient : répondez sur le tableau de bord de votre équipe.',
  'server.push.moveOfferedTitle': 'Report demandé',
  'server.aReportIsWrittenBy': 'Une feuille de match est rédigée par son propre arbitre',
  'server.aReportIsFiledUnder': 'Une feuille de match est classée sous son match',
  'server.aRequestIsFiledUnder': 'Une demande est classée sous son match',
  'server.aTeamDatabaseHoldsOnly': 'La base de données d’une équipe ne contient que la fiche de cette équipe',
  'server.aPlayerBelongsToThis':
    'Un joueur appartient à cette équipe et ne peut pas être déplacé dans une autre',
  'server.mail.moveGrantedSubject': 'Match déplacé comme demandé : {match}',
  'server.mail.moveGrantedBody':
    'Bonjour {captain},\n\nLa ligue a déplacé {match}, comme {team} l’a demandé : il a lieu désormais le {when}.\n\nLe tableau de bord de votre équipe et votre calendrier affichent le nouvel horaire.',
  'server.push.moveGrantedTitle': 'Match déplacé comme demandé',
  'server.push.moveGrantedBody': '{match} : désormais le {when}',
  'server.aHandBackCannotBeUndone':
    'Un match rendu ne peut pas être repris : demandez à la ligue de vous le confier à nouveau',
  'server.onlyTheRefereeHandsBack': 'Seul l’arbitre du match peut le rendre',
  'server.aHandBackIsFiledUnder': 'Un match rendu est classé sous son match',
  'server.aHandBackIsDated': 'Un match rendu est daté du moment où il l’est, pas plus tard',
  'server.onlyAMatchStillToBePlayed': 'Seul un match qui reste à jouer peut être rendu',
  'server.tooManyHandBacks':
    'Un arbitre rend au plus {max} matchs par jour : réessayez dans {hours, plural, one {# heure} other {# heures}}, ou écrivez à la ligue',
  'server.mail.refereeNeededSubject': 'Arbitre recherché : {match}, {day}',
  'server.mail.refereeNeededBody':
    'Bonjour {name},\n\n{match}, le {when} à {venue}, a besoin d’un arbitre : celui qui l’avait ne peut pas venir.\n\nSi vous pouvez, demandez-le dans votre liste de matchs (Disponibles). Le premier à le demander l’obtient.',
  'server.push.refereeNeededTitle': 'Arbitre recherché : {match}',
  'server.push.refereeNeededBody': '{when}, {venue}. Le premier à le demander l’obtient.',
  'server.mail.handedBackSubject': '{referee} ne peut pas arbitrer {match}, {day}',
  'server.mail.handedBackBody':
    'Bonjour {name},\n\n{referee} a rendu {match}, le {when} à {venue}, en disant : « {reason} »\n\nLes arbitres de la ligue peuvent le demander dans leur liste de matchs ; tant qu’aucun ne l’a fait, votre bureau le range parmi les matchs qui ont besoin d’un nouvel arbitre.',
  'server.push.handedBackTitle': '{referee} ne peut pas arbitrer {match}',
  'server.push.handedBackBody': '{when} : « {reason} »',
  'server.daysAwayAreFiledUnder':
    'Les jours d’absence d’un arbitre sont classés à son nom, dans sa propre base de données',
  'server.daysAwayWithinAYear': 'Les jours d’absence vont d’aujourd’hui à un an',
  'server.refereeNotFound': 'Arbitre introuvable',
  'server.calendar.refereeName': 'Mes matchs à arbitrer',
  'server.noWaiverToSign': 'Cette ligue n’a pas de décharge à signer',
  'server.waiverChanged': 'La ligue a modifié sa décharge : relisez-la, puis signez',
  'server.embed.standingsTitle': '{league} : classement',
  'server.embed.matchesTitle': '{league} : matchs et résultats',
  'server.embed.comingUp': 'Prochains matchs',
  'server.embed.latestResults': 'Derniers résultats',
  'server.embed.noTeams': 'Aucune équipe dans cette ligue pour l’instant.',
  'server.embed.noFixtures': 'Aucun match programmé.',
  'server.embed.noResults': 'Pas encore de résultats.',
  'server.embed.calledOff': 'Annulé',
  'server.embed.score': '{home} {homeScore} – {awayScore} {away}',
  'server.embed.adjustment': '{team} : {change} par décision de la ligue ({reason})',
  'server.embed.onPitchside': 'Classements et matchs avec Pitchside',
  'server.embed.leagueNotFound': 'Cette ligue n’est plus sur Pitchside.',
  'server.embed.scorersTitle': '{league} : buteurs',
  'server.embed.teamNotFound': 'Cette équipe n’est pas dans cette ligue sur Pitchside.',
  'server.nextSeason.matchesLeft':
    '{count, plural, one {# match de cette saison reste} other {# matchs de cette saison restent}} à jouer. Enregistrez-{count, plural, one {le} other {les}} ou annulez-{count, plural, one {le} other {les}} d’abord.',
  'server.nextSeason.notThisLeaguesTeam':
    'Seules les équipes qui jouent dans cette ligue en ce moment peuvent continuer.',
  'server.nextSeason.captainMovedOn': 'Le capitaine d’une équipe est déjà passé à une autre équipe.',
  'server.mail.nextSeasonSubject': '{team} est dans {league}, {season}',
  'server.mail.nextSeasonBody':
    'Bonjour {captain},\n\n{team} continue dans la saison suivante de {league} : {season}, du {start} au {end}. Votre effectif suit l’équipe, et les liens de vos joueurs restent valables. Vérifiez qui est toujours là, et ajoutez les nouveaux, dans Pitchside.',
  'server.push.nextSeasonBody': 'Votre effectif suit l’équipe : vérifiez qui est toujours là.',
  'server.nextSeason.underWay':
    'Une autre demande lance déjà la saison suivante : réessayez dans un instant.',
  'server.thisLeaguesSeasonIsOver': 'La saison de cette ligue est terminée : choisissez une autre ligue',
  'server.waitlist.hasRoom': 'Cette ligue a encore des places : inscrivez plutôt votre équipe.',
  'server.waitlist.full': 'La liste d’attente de cette ligue est complète.',
  'server.waitlist.notFound': 'Cette équipe n’est pas sur la liste d’attente.',
  'server.waitlist.noPlace': 'Aucune place n’est encore libre dans cette ligue.',
  'server.waitlist.alreadyOffered': 'La place a déjà été proposée à cette équipe.',
  'server.mail.waitlistSubject': '{team} est sur la liste d’attente de {league}',
  'server.mail.waitlistBody':
    'Bonjour {captain},\n\n{team} est numéro {position} sur la liste d’attente de {league} ({season}). Quand une place se libère, la ligue vous écrit à cette adresse, dans l’ordre des demandes.\n\nSi vous n’avez rien demandé, vous pouvez ignorer ce message.',
  'server.mail.waitlistOfferSubject': 'Une place est libre pour {team} dans {league}',
  'server.mail.waitlistOfferBody':
    'Bonjour {captain},\n\nUne place s’est libérée dans {league} ({season}) et la ligue la propose à {team}. La première équipe inscrite la prend : n’attendez pas trop.',
  'server.mail.waitlistOfferLink': 'Inscrivez votre équipe ici : {link}',
  'server.mail.waitlistOfferHow':
    'Inscrivez votre équipe sur Pitchside : Ligues, {league}, Rejoindre la ligue.',
  'server.noSuchReferee': 'Cet arbitre n’existe pas',
  'server.noSuchMatchToPay': 'Le match {matchId} est introuvable dans sa ligue',
  'server.thisMatchIsNotOwed':
    'Le match {matchId} n’est pas dû à cet arbitre : il doit être terminé et lui avoir été confié',
  'server.noRefereeFeeForLeague':
    'Fixez d’abord l’indemnité d’arbitrage par match de la ligue (Arbitres, Indemnités d’arbitrage)',
  'server.theseMatchesArePaid': 'Ces matchs sont déjà payés',
  'server.noSuchPayment': 'Aucun paiement n’est enregistré pour ce match',
  'server.aFeeIsFiledUnder': 'Une indemnité d’arbitrage est rangée sous sa ligue',
  'server.mail.refereePaidSubject': 'Paiement enregistré : {amount}',
  'server.mail.refereePaidBody':
    'Bonjour {name},\n\nLa ligue a enregistré un paiement de {amount} à votre nom pour {count, plural, one {# match} other {# matchs}} :',
  'server.mail.refereePaidNote': 'Note de la ligue : {note}',
  'server.push.refereePaidTitle': 'Paiement enregistré',
  'server.push.refereePaidBody': '{amount} pour {count, plural, one {# match} other {# matchs}}',
  'server.cannotPlayTooLateToTakeBack': 'Le match a commencé : seule la ligue peut changer cela maintenant',
  'server.cannotPlayFiledUnderMatch':
    'Un avis d’équipe qui ne peut pas jouer est rangé sous son match, dans la base de cette équipe',
  'server.cannotPlayAlreadyTold': 'La ligue le sait déjà : retirez-le d’abord pour la prévenir à nouveau',
  'server.cannotPlayTooLate': 'Ce match a commencé ou n’est plus programmé : appelez la ligue',
  'server.mail.cannotPlaySubject': '{team} ne peut pas jouer {match}',
  'server.mail.cannotPlayBody':
    'Bonjour {name},\n\n{team} a prévenu la ligue qu’elle ne peut pas jouer {match} ({when}). La ligue décide du sort du match, en général une victoire par forfait, et vous tiendra au courant. Vérifiez avant de vous déplacer.',
  'server.mail.cannotPlayReason': 'Leur motif : {reason}',
  'server.mail.canPlaySubject': '{match} a bien lieu',
  'server.mail.canPlayBody':
    'Bonjour {name},\n\n{team} peut finalement jouer {match} ({when}) : le match a lieu comme prévu.',
  'server.push.cannotPlayBody': '{when} : la ligue décide du sort du match',
  'server.push.canPlayBody': '{when} : {team} peut finalement jouer',
  'server.mail.captainChangedSubject': '{team} a un nouveau capitaine sur Pitchside',
  'server.mail.captainChangedBody':
    'Bonjour {name},\n\nLa ligue a confié le compte de {team} sur Pitchside à son nouveau capitaine, {captain}. Vous êtes déconnecté et votre mot de passe ne l’ouvre plus.\n\nS’il s’agit d’une erreur, contactez la ligue.',
  'server.emailChangeNotForAdmins': 'L’e-mail d’un administrateur se change avec npm run admin',
  'server.thatIsYourEmailAlready': 'Vous vous connectez déjà avec cet e-mail',
  'server.emailOffCannotSendCode':
    'L’e-mail est désactivé pour cette ligue, aucun code ne peut être envoyé : demandez à la ligue',
  'server.emailCodeExpired': 'Ce code a expiré : demandez-en un nouveau',
  'server.emailCodeWrong': 'Ce code n’est pas celui que nous avons envoyé',
  'server.mail.emailCodeSubject': 'Votre code : {code}',
  'server.mail.emailCodeBody':
    'Bonjour {name},\n\nPour vous connecter désormais à Pitchside avec {email}, saisissez ce code là où vous l’avez demandé : {code}\n\nIl est valable 15 minutes. Si vous n’avez rien demandé, ignorez ce message : rien ne change.',
  'server.mail.emailChangedSubject': 'Votre e-mail de connexion Pitchside a changé',
  'server.mail.emailChangedBody':
    'Bonjour {name},\n\nVous vous connectez maintenant à Pitchside avec {email}, et non plus avec cette adresse.\n\nSi ce n’est pas vous, contactez la ligue tout de suite.',
  'server.playoff.noLeague': 'Cette ligue n’existe pas',
  'server.playoff.notATeam': 'Chaque tête de série doit être une équipe de cette ligue',
  'server.playoff.alreadyDrawn':
    'Les phases finales de cette ligue sont déjà tirées. Retirez-les pour tirer à nouveau.',
  'server.playoff.none': 'Cette ligue n’a pas de phases finales',
  'server.playoff.alreadyPlayed':
    'Un match des phases finales a été joué ou rapporté : elles ne peuvent plus être retirées',
  'server.playoff.changedMeanwhile': 'Les phases finales ont changé entre-temps. Réessayez.',
  'server.playoff.removeInstead':
    'Un match des phases finales va avec elles : retirez plutôt les phases finales',
  'server.playoff.placeIsTheServers': 'Seules les phases finales placent un match dans le tableau',
  'server.playoff.teamsFollowTheBracket': 'Le tableau décide qui joue un match des phases finales',
  'server.mail.playoffSubject': 'Phases finales : {team} v {opponent}, {round}',
  'server.mail.playoffBody':
    'Bonjour {name},\n\n{team} affronte {opponent} en {round} : {when} à {venue}.\n\nDemandez à vos joueurs qui peut venir depuis le tableau de bord de l’équipe.',
  'server.push.playoffTitle': '{round} : {team} v {opponent}',
  'server.push.playoffBody': '{when} à {venue}',
  'server.embed.noPlayoffs': 'Pas encore de phases finales tirées.',
  'server.embed.playoffsTitle': '{league} : phases finales',
  'server.fines.signedByAuthor': 'Un paiement d’amendes est signé par l’administrateur qui l’enregistre',
  'server.calendar.playoffSummary': '{round} : {home} contre {away}',
  'server.dues.filedUnderTeam': 'Une collecte est rangée dans sa propre équipe',
  'server.dues.datedWhenWritten': 'Une collecte est datée du moment où elle est écrite, pas plus tard',
  'server.dues.teamKeeps': 'Une équipe garde au plus {max} collectes : supprimez-en une d’abord',
  'server.dues.reminderStays': 'Une relance déjà envoyée ne peut pas être retirée',
  'server.dues.remindedRecently': 'Ces joueurs ont été relancés il y a moins de {hours} heures',
  'server.dues.tooManyReminders': 'Une équipe envoie au plus {max} relances de paiement par jour',
  'server.push.dueTitle': '{team} : argent pour l’équipe',
  'server.push.dueBodyBy': '{title} : {amount}, avant le {date}. Touchez pour voir ce que vous devez.',
  'server.push.dueBody': '{title} : {amount}. Touchez pour voir ce que vous devez.',
  'server.push.dueAbout': 'Relance de paiement de {team}',
  'server.push.youAreSuspendedTitle': 'Vous êtes suspendu',
  'server.push.youAreSuspendedBody':
    'Vous ne pouvez pas jouer {count, plural, one {le prochain match} other {les # prochains matchs}} de l’équipe. Touchez pour voir lesquels.',
  'server.lineup.filedUnderTeam': 'Une composition est rangée dans sa propre équipe',
  'server.lineup.keyedByMatch': 'Une composition est rangée sous son match',
  'server.lineup.closed': 'Ce match a commencé ou n’est plus programmé : sa composition reste telle quelle',
  'server.lineup.datedWhenWritten': 'Une composition est datée du moment où elle est écrite, pas plus tard',
  'server.lineup.sharedStays': 'Les joueurs ont été prévenus de cette composition : elle reste partagée',
  'server.lineup.tooManyShares': 'Une équipe partage au plus {max} compositions par jour',
  'server.push.lineupTitle': '{team} contre {opponent} : la composition',
  'server.push.lineupBody':
    '{role, select, starter {Vous êtes titulaire{position, select, GK { dans les buts} DF { en défense} MF { au milieu} FW { en attaque} other {}}} other {Vous êtes remplaçant}}, {when}. Touchez pour la voir.',
  'server.push.lineupAbout': 'Composition de {team}',
  'server.join.requestsComeFromTheLink':
    'Les demandes viennent du lien d’invitation de l’équipe ; l’équipe peut seulement en retirer une',
  'server.join.tooManyWaiting':
    'Beaucoup de joueurs attendent déjà la réponse du capitaine de cette équipe : contactez-le directement',
  'server.join.onRoster': 'Vous êtes déjà dans l’effectif de cette équipe',
  'server.join.alreadyAsked': 'Vous avez déjà demandé à rejoindre l’équipe : le capitaine a votre demande',
  'server.join.numberTaken':
    'Le numéro {n} est déjà porté dans cette équipe : choisissez-en un autre ou laissez vide',
  'server.join.tooMany': 'Trop d’essais avec ce lien. Attendez quelques minutes, puis réessayez.',
  'server.join.notValid': 'Ce lien d’invitation ne fonctionne plus. Demandez-en un nouveau au capitaine.',
  'server.mail.joinSubject': '{name} demande à rejoindre {team}',
  'server.mail.joinBody':
    'Bonjour {captain},\n\n{name} demande à rejoindre {team} par son lien d’invitation.\n\nOuvrez Paramètres de l’équipe, Gérer l’effectif, pour l’ajouter d’un geste ou refuser.',
  'server.push.joinTitle': 'Demande pour rejoindre l’équipe',
  'server.push.joinBody': '{name} demande à rejoindre {team}. Touchez pour l’ajouter à l’effectif.',
  'server.fillIn.noSuchMatch': 'Ce match n’est pas un match de votre équipe',
  'server.fillIn.notOpen':
    'Les remplaçants se demandent pour un match des 7 prochains jours qui n’a pas commencé',
  'server.fillIn.youHaveYourFillIns':
    'Votre équipe a déjà {count, plural, one {# remplaçant} other {# remplaçants}} pour ce match',
  'server.fillIn.tooManyAsks':
    'Vous avez déjà sollicité {count} joueurs libres pour ce match : attendez leurs réponses',
  'server.fillIn.noSuchAsk': 'Cette équipe ne vous demande plus de jouer ce match',
  'server.fillIn.teamIsFull': 'Merci : l’équipe a trouvé tous ses remplaçants pour ce match',
  'server.mail.fillInSubject': '{team} vous demande si vous pouvez jouer un match',
  'server.mail.fillInBody':
    'Bonjour {name},\n\n{team} manque de joueurs et vous demande si vous pouvez jouer un match avec eux : {when} contre {opponent}, à {venue}.\n\nOuvrez votre lien de joueur libre sur Pitchside pour répondre. Si vous venez, le capitaine reçoit votre téléphone et votre e-mail.',
  'server.mail.fillInComingSubject': '{name} peut remplacer',
  'server.mail.fillInComingBody':
    'Bonjour {captain},\n\n{name} vient jouer le {when}. Son téléphone et son e-mail sont sur la page des remplaçants du match, sous Qui vient dans votre tableau de bord.',
  'server.push.fillInComingTitle': 'Un remplaçant vient',
  'server.push.fillInComingBody': '{name} peut jouer le {when}. Touchez pour voir son téléphone.',
  'server.fillIn.noSuchFillIn': 'Ce joueur libre n’a pas été sollicité pour ce match',
  'server.mail.fillInWithdrawnSubject': '{team} n’a plus besoin d’un remplaçant',
  'server.mail.fillInWithdrawnBody':
    'Bonjour {name},\n\n{team} a trouvé ses joueurs pour le {when} contre {opponent}, à {venue}, et n’a plus besoin de vous pour ce match. Merci d’avoir accepté : les équipes de votre ligue peuvent à nouveau vous solliciter grâce à votre profil de joueur libre.',
  'server.fillIn.notInThisLeague': 'Votre ligue n’autorise pas les remplaçants parmi ses joueurs libres',
} satisfies TCatalogueOf<typeof en>;
