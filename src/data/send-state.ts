import { useLiveQuery } from './live-query.ts';
import { store } from './local-store.ts';
import { useRefusals } from './refusals.ts';

export type TSendState = { refusal: string | null; isPending: boolean };

/**
 * Where each document this device wrote to `db` stands on its way out: refused by the server (with
 * its reason), or still waiting to be sent. Screens say so beside what the person saved.
 */
export function useSendState(db: string): (docId: string) => TSendState {
  const refusals = useRefusals(db);
  const pending = useLiveQuery(() => store.outbox.where('db').equals(db).toArray(), [db], []);
  return (docId) => ({
    refusal: refusals.get(docId)?.reason ?? null,
    isPending: pending.some((entry) => entry.docId === docId),
  });
}
