import { useLiveQuery } from './live-query.ts';
import { store, type TRefusal } from './local-store.ts';

// What screens need of refusals, without PouchDB: the shell loads this at once. Recording and
// discarding touch the local PouchDB and live in refusal-writes.ts, loaded with the sync engine.

export const generation = (rev: string) => Number.parseInt(rev, 10);
const listeners = new Set<(refusal: TRefusal) => void>();

/** The app shell listens here to say at once that the server refused something. */
export function onRefusal(listener: (refusal: TRefusal) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners (the refusal writer calls this once a refusal is recorded). */
export function announceRefusal(refusal: TRefusal): void {
  for (const listener of listeners) listener(refusal);
}

/** A newer version reached the server: what was refused before it is settled. */
export async function settleRefusals(db: string, docs: { _id: string; _rev?: string }[]): Promise<void> {
  const keys = docs.map((doc) => `${db}|${doc._id}`);
  const found = await store.refused.bulkGet(keys);
  const settled = found.filter(
    (entry, i) => entry && docs[i]!._rev && generation(docs[i]!._rev!) > generation(entry.rev),
  );
  if (settled.length) await store.refused.bulkDelete(settled.map((entry) => entry!.key));
}

/** The refusals of one database (or all), by document id, kept live. */
export function useRefusals(db?: string | null): Map<string, TRefusal> {
  const rows = useLiveQuery(
    () =>
      db ? store.refused.where('db').equals(db).toArray() : db === undefined ? store.refused.toArray() : [],
    [db],
    [],
  );
  return new Map(rows.map((row) => [row.docId, row]));
}
