import { store } from './local-store.ts';
import { localDb, type TDoc } from './pouch.ts';

const generation = (rev: string) => Number.parseInt(rev, 10);

/**
 * Every write goes through here: into the local PouchDB (from where replication carries it out),
 * and into the outbox, which is how the top bar knows how many changes are not on the server yet.
 */
export async function writeDoc(db: string, doc: TDoc): Promise<string> {
  const { rev } = await localDb(db).put(doc);
  await store.outbox.put({ key: `${db}|${doc._id}`, db, docId: doc._id, rev, at: Date.now() });
  return rev;
}

/** The push replication delivered these revisions (or newer): they are no longer pending. */
export async function markPushed(db: string, docs: { _id: string; _rev?: string }[]): Promise<void> {
  await store.transaction('rw', store.outbox, async () => {
    for (const doc of docs) {
      const key = `${db}|${doc._id}`;
      const entry = await store.outbox.get(key);
      if (entry && doc._rev && generation(doc._rev) >= generation(entry.rev)) await store.outbox.delete(key);
    }
  });
}

/** The push replication is idle with no error: everything local has reached the server. */
export async function clearPushed(db: string): Promise<void> {
  await store.outbox.where('db').equals(db).delete();
}

/** The revisions of a document that lost a conflict, as they were written. */
export async function losingVersions(db: string, id: string, revs: string[]): Promise<TDoc[]> {
  const local = localDb(db);
  const found = await Promise.all(revs.map((rev) => local.get(id, { rev }).catch(() => null)));
  return found.filter((doc): doc is TDoc => doc !== null);
}

/** Settles a conflict: the kept version stays, the other revisions are deleted everywhere. */
export async function dismissConflict(db: string, id: string, revs: string[]): Promise<void> {
  for (const rev of revs) await writeDoc(db, { _id: id, _rev: rev, _deleted: true });
}
