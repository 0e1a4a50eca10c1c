import { t } from '../i18n/core.ts';
import type { TRefusal } from './local-store.ts';
import { store } from './local-store.ts';
import { writeDoc } from './outbox.ts';
import type { TPouchError } from './pouch.ts';
import { loadPouch } from './pouch-loader.ts';
import { announceRefusal, generation } from './refusals.ts';

/**
 * The server refused the pushed version of a document. It stays on this device (PouchDB has no
 * undo), so it is recorded: screens show it as refused, counts leave it out, and the sync state is
 * not "up to date" until it is fixed (a new version) or discarded.
 */
export async function recordRefusal(db: string, docId: string, reason: string): Promise<void> {
  const key = `${db}|${docId}`;
  const { localDb } = await loadPouch();
  const local = await localDb(db)
    .get(docId)
    .catch(() => null);
  const refusal = await store.transaction('rw', store.outbox, store.refused, async () => {
    const pending = await store.outbox.get(key);
    const rev = pending?.rev ?? local?._rev;
    if (!rev) return null;
    // The refused version is no longer waiting to be sent; a newer one written since still is.
    if (pending && local?._rev && generation(pending.rev) <= generation(local._rev))
      await store.outbox.delete(key);
    const entry = { key, db, docId, rev, reason, at: Date.now() };
    await store.refused.put(entry);
    return entry;
  });
  if (refusal) announceRefusal(refusal);
}

/**
 * Puts the server's version back over a refused one: the server's body as a new revision, or a
 * deletion when the server never had the document. Needs the server, so it needs a connection.
 */
export async function discardRefusal(refusal: TRefusal): Promise<void> {
  const { localDb, remoteDb } = await loadPouch();
  const server = await remoteDb(refusal.db)
    .get(refusal.docId)
    .catch((error: TPouchError) => {
      if (error.status === 404) return null;
      throw new Error(t('app.connectToTheInternetTo'));
    });
  const local = await localDb(refusal.db).get(refusal.docId);
  if (server) await writeDoc(refusal.db, { ...server, _rev: local._rev });
  else await writeDoc(refusal.db, { _id: refusal.docId, _rev: local._rev, _deleted: true });
}
