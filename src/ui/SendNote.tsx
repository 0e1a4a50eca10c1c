import type { TSendState } from '../data/send-state.ts';
import { t } from '../i18n/core.ts';

/** "Not sent: <reason>" for what the server refused, "Waiting to send" until it leaves the phone. */
export function SendNote({ refusal, isPending }: TSendState) {
  if (refusal) return <span className="block text-red-800">{t('team.notSent', { reason: refusal })}</span>;
  return isPending ? <span className="text-stone-600">{t('team.waitingToSend')}</span> : null;
}
