// French: see the English catalogue for what each key is for (ADR 019).
import type { TCatalogueOf } from '../../core.ts';
import type en from '../en/pages.ts';

export default {
  'pages.email': 'E-mail',
  'pages.password': 'Mot de passe',
  'pages.signingIn': 'Connexion…',
  'pages.signIn': 'Se connecter',
  'pages.troubleSigningIn': 'Un problème pour vous connecter ?',
  'pages.contactSupport': 'Contacter l’assistance',
  'pages.noAccountYet': 'Pas encore de compte ?',
  'pages.signUp': 'Inscrivez-vous',
  'pages.refereeLogin': 'Connexion arbitre',
  'pages.teamLogin': 'Connexion équipe',
  'pages.signInWithYourTeam': 'Connectez-vous avec le compte de votre équipe.',
  'pages.yourSessionHasEndedSign':
    'Votre session a expiré. Reconnectez-vous pour continuer la synchronisation ; rien n’a été perdu sur cet appareil.',
  'pages.refereeLogin2': 'Connexion arbitre',
  'pages.refereesSignInHereTo':
    'Les arbitres se connectent ici pour voir leurs matchs et remplir les feuilles de match.',
  'pages.createATeam': 'Créer une équipe',
  'pages.signUpYourTeamAs': 'Inscrivez votre équipe en tant que capitaine, puis composez votre effectif.',
  'pages.joinAsFreeAgent': 'S’inscrire comme joueur libre',
  'pages.noTeamYetTellCaptains':
    'Pas encore d’équipe ? Présentez-vous aux capitaines et postulez auprès des équipes qui recrutent.',
  'pages.alreadyHaveAnAccount': 'Vous avez déjà un compte ?',
  'pages.logIn': 'Connectez-vous',
  'pages.contact': 'Contact',
  'pages.questionsAboutALeagueA':
    'Une question sur une ligue, un paiement, une feuille de match ou votre compte ? Écrivez aux organisateurs. Nous répondons sous deux jours ouvrés.',
  'pages.askYourLeagueOrganiserTheir':
    'Demandez à l’organisateur de votre ligue : son adresse figure sur la page de la ligue.',
  'pages.refereesAndHosts': 'Arbitres et organisateurs',
  'pages.wantToRefereeOrTo':
    'Envie d’arbitrer ou d’organiser une ligue dans votre quartier ? Écrivez à l’une des adresses ci-dessus en le précisant dans l’objet. Les arbitres qui ont déjà un compte peuvent se connecter sur la',
  'pages.refereeLoginPage': 'page de connexion des arbitres',
  'pages.welcome': 'Bienvenue, {displayName}.',
  'pages.youAreNotOnA': 'Vous n’êtes pas encore dans une équipe. Voici comment commencer à jouer :',
  'pages.beTheCaptainAndSign': 'Devenez capitaine et inscrivez votre équipe.',
  'pages.applyToTeamsThatAre': 'Postulez auprès des équipes qui recrutent.',
  'pages.standings': 'Classement',
  'pages.seeHowTheLeaguesStand': 'Voyez où en sont les ligues.',
  'pages.fixturesAndResults': 'Calendrier et résultats.',
  'pages.pageNotFound': 'Page introuvable',
  'pages.thereIsNoPageAt': 'Il n’y a aucune page à cette adresse.',
  'pages.goToTheHomePage': 'Aller à l’accueil',
  'pages.youAreOfflineSigningIn': 'Vous êtes hors ligne. La connexion nécessite un réseau.',
  'pages.verificationCode': 'Code de vérification',
  'pages.verificationCodeHint':
    'Le code à 6 chiffres de votre application d’authentification, ou l’un de vos codes de secours.',
  'pages.signInWithPasskey': 'Utiliser une clé d’accès',
  'pages.noPasskeyChosen':
    'Aucune clé d’accès n’a été utilisée. Réessayez, ou connectez-vous avec votre mot de passe.',
  'pages.waitlist.title': 'S’inscrire sur la liste d’attente',
  'pages.waitlist.intro':
    '{league} ({season}) est complète. Laissez les coordonnées de votre équipe : quand une place se libère, la ligue vous écrit, dans l’ordre des demandes.',
  'pages.waitlist.teamName': 'Nom de l’équipe',
  'pages.waitlist.captainName': 'Nom du capitaine',
  'pages.waitlist.email': 'E-mail',
  'pages.waitlist.phone': 'Téléphone (facultatif)',
  'pages.waitlist.note': 'Ce que la ligue devrait savoir (facultatif)',
  'pages.waitlist.joined': 'Vous êtes sur la liste d’attente',
  'pages.waitlist.position':
    '{team} est numéro {position} sur la liste d’attente de {league}. Une confirmation a été envoyée à {email}.',
  'pages.waitlist.backToLeagues': 'Retour aux ligues',
  'pages.waitlist.hasRoom': '{league} a encore des places : inscrivez votre équipe.',
  'pages.waitlist.signUp': 'Inscrire une équipe',
  'pages.waitlist.seasonOver': 'La saison de {league} est terminée : elle n’accepte plus d’équipes.',
  'pages.waitlist.notFound': 'Cette ligue n’existe pas.',
  'pages.waitlist.needsConnection':
    'L’inscription sur la liste d’attente nécessite une connexion. Vos informations restent dans le formulaire.',
  'pages.waitlist.failed': 'Impossible de s’inscrire sur la liste d’attente. Veuillez réessayer.',
  'pages.waitlist.nameTooLong': 'Les noms comptent au plus {max} caractères',
  'pages.waitlist.noteTooLong': 'La note compte au plus {max} caractères',
} satisfies TCatalogueOf<typeof en>;
