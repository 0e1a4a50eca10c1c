// Spanish: see the English catalogue for what each key is for (ADR 019).
import type { TCatalogueOf } from '../../core.ts';
import type en from '../en/account.ts';

export default {
  'account.checking': 'Comprobando...',
  'account.codeFromTheApp': 'Código de la app',
  'account.codeHint':
    'El código de 6 cifras que muestra tu app de autenticación, o uno de tus códigos de recuperación.',
  'account.codesCopied': 'Códigos de recuperación copiados',
  'account.copyCodes': 'Copiar los códigos',
  'account.iSavedThem': 'Ya los he guardado',
  'account.makeNewCodes': 'Crear códigos nuevos',
  'account.newRecoveryCodes': 'Nuevos códigos de recuperación',
  'account.newRecoveryCodesNote':
    'Los nuevos códigos sustituyen a todos los anteriores. Escribe un código de tu app para crearlos.',
  'account.orEnterTheKey': 'O escribe esta clave en la app:',
  'account.recoveryCodesLeft':
    '{count, plural, one {Queda # código de recuperación} other {Quedan # códigos de recuperación}}',
  'account.saveRecoveryCodes':
    'Guarda estos códigos de recuperación en un lugar seguro. Cada uno te deja entrar una vez si pierdes el teléfono. No se vuelven a mostrar.',
  'account.scanTheCode':
    'Escanea este código con una app de autenticación (Google Authenticator, Microsoft Authenticator, 1Password, …) y escribe el código de 6 cifras que muestra.',
  'account.setUpTwoFactor': 'Configurar la verificación en dos pasos',
  'account.turnOff': 'Desactivar',
  'account.turnOffTwoFactorNote':
    'Escribe tu contraseña y un código de tu app (o un código de recuperación) para desactivar la verificación en dos pasos.',
  'account.turnOn': 'Activar',
  'account.twoFactor': 'Verificación en dos pasos',
  'account.twoFactorFailed': 'No se pudo cambiar la verificación en dos pasos. Inténtalo de nuevo.',
  'account.twoFactorOff':
    'Desactivada. Si la activas, entrar también pide un código de una app de autenticación en tu teléfono, así que una contraseña robada no basta.',
  'account.twoFactorOn':
    'Activada. Para entrar se necesitan tu contraseña y un código de tu app de autenticación.',
  'account.twoFactorQr': 'Código QR para tu app de autenticación',
  'account.twoFactorTurnedOff': 'La verificación en dos pasos está desactivada',
  'account.twoFactorTurnedOn': 'La verificación en dos pasos está activada',
  'account.yourPassword': 'Tu contraseña',
  'account.enterACode': 'Escribe el código de tu app',
  'account.enterYourPassword': 'Escribe tu contraseña',
  'account.passkeys': 'Llaves de acceso',
  'account.passkeysNote':
    'Entra con tu huella, tu cara o el bloqueo de pantalla en lugar de tu contraseña. Una llave de acceso se queda en tu teléfono (o en tu gestor de contraseñas), solo sirve en este sitio y no pide código.',
  'account.passkeysUnsupported': 'Este navegador no puede usar llaves de acceso.',
  'account.noPasskeys': 'Todavía no hay llaves de acceso.',
  'account.passkeyAdded': 'Añadida el {date}',
  'account.passkeyLastUsed': 'último uso el {date}',
  'account.passkeyNeverUsed': 'sin usar todavía',
  'account.removePasskeyNamed': 'Eliminar la llave de acceso {name}',
  'account.remove': 'Eliminar',
  'account.addPasskey': 'Añadir una llave de acceso',
  'account.passkeyAddedToast': 'Llave de acceso añadida: ya puedes entrar con ella',
  'account.removePasskeyQuestion': '¿Eliminar {name}?',
  'account.removePasskeyNote':
    'Dejará de darte entrada aquí. Bórrala también del teléfono o del gestor de contraseñas.',
  'account.passkeyRemoved': '{name} eliminada',
  'account.passkeyName': 'Nombre',
  'account.passkeyNameHint': 'Para distinguir tus llaves de acceso, p. ej. «Teléfono del trabajo».',
  'account.passkeyCancelled':
    'No se creó ninguna llave de acceso. Inténtalo de nuevo cuando el teléfono lo pida.',
  'account.passkeyFailed': 'No se pudo añadir la llave de acceso. Inténtalo de nuevo.',
  'account.emailChange.codeShape': 'Escribe el código de {length} cifras del correo',
  'account.emailChange.failed': 'No se pudo cambiar el correo. Inténtalo de nuevo.',
  'account.emailChange.title': 'Correo para iniciar sesión',
  'account.emailChange.current': 'Inicias sesión con {email}.',
  'account.emailChange.newEmail': 'Correo nuevo',
  'account.emailChange.password': 'Tu contraseña (para confirmar que eres tú)',
  'account.emailChange.send': 'Enviar un código al correo nuevo',
  'account.emailChange.codeSent': 'Enviamos un código a {email}. Sirve durante 15 minutos.',
  'account.emailChange.code': 'Código del correo',
  'account.emailChange.confirm': 'Cambiar mi correo',
  'account.emailChange.cancel': 'Cancelar',
  'account.emailChange.done': 'Ahora inicias sesión con {email}',
} satisfies TCatalogueOf<typeof en>;
