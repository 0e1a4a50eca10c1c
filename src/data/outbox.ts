import { liveQuery } from 'dexie';
import { projectWrites } from './bridge.ts';
import { writableCopy } from './direct-copy.ts';
import { store } from './local-store.ts';
import type { TDoc } from './pouch.ts';

const generation = (rev: string) => Number.parseInt(rev, 10);

const writeListeners = new Set<(db: string) => void>();

/** Sync listens here, so a local write is pushed at once (one-shot) without a live push. */
export function onLocalWrite(listener: (db: string) => void): void {
  writeListeners.add(listener);
}

/**
 * Every write goes through here: into the local PouchDB (from where replication carries it out),
 * and into the outbox, which is how the top bar knows how many changes are not on the server yet.
 */
export async function writeDoc(db: string, doc: TDoc): Promise<string> {
  const body = await normalised(db, doc);
  const { rev } = await (await writableCopy(db)).put(body);
  await projectWrites(db, [body], [rev]);
  const key = `${db}|${doc._id}`;
  await store.transaction('rw', store.outbox, store.refused, async () => {
    await store.outbox.put({ key, db, docId: doc._id, rev, at: Date.now() });
    // A new version replaces a refused one: it is pending again, and may be refused again.
    await store.refused.delete(key);
  });
  for (const listener of writeListeners) listener(db);
  return rev;
}

/**
 * Several documents in one local write, so one push carries them in one request (a season's
 * fixtures). Returns each document's revision, or the local error for that one. Throws
 * WriteRefused, writing nothing, if any document fails the shared schema.
 */
export async function writeDocs(db: string, docs: TDoc[]): Promise<({ rev: string } | { error: string })[]> {
  const bodies = await Promise.all(docs.map((doc) => normalised(db, doc)));
  const results = await (await writableCopy(db)).bulkDocs(bodies);
  await projectWrites(
    db,
    bodies,
    results.map((result) => ('rev' in result && result.rev ? result.rev : '')),
  );
  const at = Date.now();
  const written = results.flatMap((result, i) =>
    'rev' in result && result.rev
      ? [{ key: `${db}|${docs[i]!._id}`, db, docId: docs[i]!._id, rev: result.rev, at }]
      : [],
  );
  await store.outbox.bulkPut(written);
  for (const listener of writeListeners) listener(db);
  return results.map((result) =>
    'rev' in result && result.rev
      ? { rev: result.rev }
      : { error: String((result as { message?: string }).message ?? 'error') },
  );
}

/** A write the shared schema refuses: nothing was written, and the message is for people. */
export class WriteRefused extends Error {
  override name = 'WriteRefused';
}

/** What to tell the person after a failed write: the refusal's own words, else a fallback. */
export const refusalText = (error: unknown, fallback: string) =>
  error instanceof WriteRefused ? error.message : fallback;

/**
 * The document as the server will store it (trimmed strings, schema defaults, a bare deletion), so
 * the revision on this phone and on the server hold the same body. The shape check is the
 * server's own: a document it would refuse is never written, so no screen says "saved" for it.
 * Schemas load lazily: the shell does not need zod.
 */
async function normalised(db: string, doc: TDoc): Promise<TDoc> {
  const { checkDocShape, parseDbName } = await import('../domain/databases.ts');
  const ref = parseDbName(db);
  if (!ref) throw new WriteRefused(`Unknown database ${db}`);
  const shape = checkDocShape(ref.kind, doc, { tolerateUnknownFields: true });
  if (!shape.ok) throw new WriteRefused(shape.reason);
  const meta = { _id: doc._id, ...(doc._rev ? { _rev: doc._rev } : {}) };
  return shape.isDeleted ? { ...meta, _deleted: true } : { ...meta, ...shape.body };
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

/**
 * A push that started at `startedAt` finished with no error: every write made before it has
 * reached the server. Writes made since wait for the next push.
 */
export async function clearPushed(db: string, startedAt: number): Promise<void> {
  await store.outbox
    .where('db')
    .equals(db)
    .filter((entry) => entry.at <= startedAt)
    .delete();
}

/** The revisions of a document that lost a conflict, as they were written. */
export async function losingVersions(db: string, id: string, revs: string[]): Promise<TDoc[]> {
  const local = await writableCopy(db);
  const found = await Promise.all(revs.map((rev) => local.get(id, { rev }).catch(() => null)));
  return found.filter((doc): doc is TDoc => doc !== null);
}

/** Settles a conflict: the kept version stays, the other revisions are deleted everywhere. */
export async function dismissConflict(db: string, id: string, revs: string[]): Promise<void> {
  for (const rev of revs) await writeDoc(db, { _id: id, _rev: rev, _deleted: true });
}

/**
 * Resolves true once nothing written to `db` on this device still waits to reach the server, or
 * false after `ms` (offline, or the server refused it). For calls that act on what the server has,
 * such as sending a test e-mail with the settings just saved.
 */
export function whenPushed(db: string, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      resolve(false);
    }, ms);
    const subscription = liveQuery(() => store.outbox.where('db').equals(db).count()).subscribe({
      next: (waiting) => {
        if (waiting > 0) return;
        clearTimeout(timer);
        queueMicrotask(() => subscription.unsubscribe());
        resolve(true);
      },
      error: () => {
        clearTimeout(timer);
        resolve(false);
      },
    });
  });
}
