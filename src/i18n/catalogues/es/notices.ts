// Spanish: see the English catalogue for what each key is for (ADR 019).
import type { TCatalogueOf } from '../../core.ts';
import type en from '../en/notices.ts';

export default {
  'notices.title': 'Avisos',
  'notices.thisDevice': 'Avisarme en este teléfono',
  'notices.thisDeviceHint':
    'Resultados, recordatorios y solicitudes aparecen en este dispositivo, incluso con la app cerrada.',
  'notices.unsupported':
    'Este navegador no puede mostrar avisos. En un iPhone, añade primero Pitchside a la pantalla de inicio.',
  'notices.blocked':
    'Los avisos están bloqueados para este sitio. Permítelos en los ajustes del sitio del navegador y vuelve a intentarlo.',
  'notices.turnedOn': 'Avisos activados en este teléfono',
  'notices.turnedOff': 'Avisos desactivados en este teléfono',
  'notices.couldNotTurnOn': 'No se pudieron activar los avisos: {reason}',
  'notices.needsConnection': 'Activar o desactivar los avisos necesita conexión.',
  'notices.channelEmail': 'Correo electrónico',
  'notices.channelEmailHint':
    'Asignaciones, partidos cambiados o cancelados, actas pendientes y actas devueltas, a tu correo.',
  'notices.channelPush': 'Avisos en el teléfono',
  'notices.channelPushHint': 'En cada teléfono donde los activaste.',
  'notices.teamPushHint':
    'Resultados, recordatorios, partidos cambiados o cancelados, solicitudes y sanciones en los teléfonos del capitán.',
  'notices.saved': 'Preferencias de avisos guardadas',
  'notices.notSaved': 'No se pudo guardar la preferencia de avisos',
  'notices.playerHint':
    'Te preguntaremos aquí cuando se acerque un partido y no hayas respondido, y te avisaremos si uno cambia o se cancela.',
  'notices.pushLog': 'Avisos en el teléfono',
  'notices.pushCounts': '{sent} enviados · {failed} fallidos · {waiting} en espera',
  'notices.loading': 'Cargando los envíos…',
  'notices.noPushYet': 'Aún no hay avisos enviados',
  'notices.pushTo': 'Para {to} · {at}',
  'notices.pushAnswer': ' · el servicio respondió {status}',
  'notices.refresh': 'Actualizar',
} satisfies TCatalogueOf<typeof en>;
