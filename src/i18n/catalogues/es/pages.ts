// Spanish: see the English catalogue for what each key is for (ADR 019).
import type { TCatalogueOf } from '../../core.ts';
import type en from '../en/pages.ts';

export default {
  'pages.email': 'Correo electrónico',
  'pages.password': 'Contraseña',
  'pages.signingIn': 'Iniciando sesión…',
  'pages.signIn': 'Iniciar sesión',
  'pages.troubleSigningIn': '¿Problemas para iniciar sesión?',
  'pages.contactSupport': 'Contactar con soporte',
  'pages.noAccountYet': '¿Aún no tienes cuenta?',
  'pages.signUp': 'Regístrate',
  'pages.refereeLogin': 'Acceso de árbitros',
  'pages.teamLogin': 'Acceso de equipos',
  'pages.signInWithYourTeam': 'Inicia sesión con la cuenta de tu equipo.',
  'pages.yourSessionHasEndedSign':
    'Tu sesión ha terminado. Vuelve a iniciar sesión para seguir sincronizando; no se ha perdido nada de este dispositivo.',
  'pages.refereeLogin2': 'Acceso de árbitros',
  'pages.refereesSignInHereTo': 'Los árbitros inician sesión aquí para ver sus partidos y enviar actas.',
  'pages.createATeam': 'Crear un equipo',
  'pages.signUpYourTeamAs': 'Inscribe a tu equipo como capitán y luego arma tu plantilla.',
  'pages.joinAsFreeAgent': 'Unirse como agente libre',
  'pages.noTeamYetTellCaptains':
    '¿Aún sin equipo? Cuéntales a los capitanes quién eres y postúlate a los equipos que buscan jugadores.',
  'pages.alreadyHaveAnAccount': '¿Ya tienes cuenta?',
  'pages.logIn': 'Inicia sesión',
  'pages.contact': 'Contacto',
  'pages.questionsAboutALeagueA':
    '¿Preguntas sobre una liga, un pago, un acta o tu cuenta? Escribe a los organizadores. Respondemos en dos días hábiles.',
  'pages.askYourLeagueOrganiserTheir':
    'Pregunta al organizador de tu liga: su dirección está en la página de la liga.',
  'pages.refereesAndHosts': 'Árbitros y organizadores',
  'pages.wantToRefereeOrTo':
    '¿Quieres arbitrar u organizar una liga en tu barrio? Escribe a cualquiera de las direcciones de arriba e indícalo en el asunto. Los árbitros que ya tienen cuenta pueden iniciar sesión en la',
  'pages.refereeLoginPage': 'página de acceso de árbitros',
  'pages.welcome': 'Hola, {displayName}.',
  'pages.youAreNotOnA': 'Todavía no estás en un equipo. Así puedes empezar a jugar:',
  'pages.beTheCaptainAndSign': 'Sé el capitán e inscribe a tu equipo.',
  'pages.applyToTeamsThatAre': 'Postúlate a los equipos que buscan jugadores.',
  'pages.standings': 'Clasificación',
  'pages.seeHowTheLeaguesStand': 'Mira cómo va cada liga.',
  'pages.fixturesAndResults': 'Calendario y resultados.',
  'pages.pageNotFound': 'Página no encontrada',
  'pages.thereIsNoPageAt': 'No hay ninguna página en esta dirección.',
  'pages.goToTheHomePage': 'Ir a la página de inicio',
  'pages.youAreOfflineSigningIn': 'Estás sin conexión. Para iniciar sesión hace falta conexión.',
  'pages.verificationCode': 'Código de verificación',
  'pages.verificationCodeHint':
    'El código de 6 cifras de tu app de autenticación, o uno de tus códigos de recuperación.',
  'pages.signInWithPasskey': 'Usar una llave de acceso',
  'pages.noPasskeyChosen': 'No se usó ninguna llave de acceso. Inténtalo de nuevo o entra con tu contraseña.',
  'pages.waitlist.title': 'Apuntarse a la lista de espera',
  'pages.waitlist.intro':
    '{league} ({season}) está completa. Deja los datos de tu equipo: cuando quede una plaza libre, la liga te escribirá, por orden de llegada.',
  'pages.waitlist.teamName': 'Nombre del equipo',
  'pages.waitlist.captainName': 'Nombre del capitán',
  'pages.waitlist.email': 'Correo electrónico',
  'pages.waitlist.phone': 'Teléfono (opcional)',
  'pages.waitlist.note': 'Algo que la liga deba saber (opcional)',
  'pages.waitlist.joined': 'Estás en la lista de espera',
  'pages.waitlist.position':
    '{team} es el número {position} de la lista de espera de {league}. Te hemos enviado una confirmación a {email}.',
  'pages.waitlist.backToLeagues': 'Volver a las ligas',
  'pages.waitlist.hasRoom': '{league} tiene plazas libres: inscribe a tu equipo.',
  'pages.waitlist.signUp': 'Inscribir un equipo',
  'pages.waitlist.seasonOver': 'La temporada de {league} ha terminado: no admite más equipos.',
  'pages.waitlist.notFound': 'Esta liga no existe.',
  'pages.waitlist.needsConnection':
    'Para apuntarte a la lista de espera hace falta conexión. Tus datos siguen en el formulario.',
  'pages.waitlist.failed': 'No se pudo completar la inscripción en la lista de espera. Inténtalo de nuevo.',
  'pages.waitlist.nameTooLong': 'Los nombres tienen como máximo {max} caracteres',
  'pages.waitlist.noteTooLong': 'La nota tiene como máximo {max} caracteres',
} satisfies TCatalogueOf<typeof en>;
