import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

// A replicator reads its checkpoint and writes it back after every batch: two requests to storage
// per batch, each on the replication's critical path. This instance remembers the checkpoints it
// last read or wrote and answers both from memory, writing a checkpoint behind (FLUSH_AFTER_MS
// later, the latest version only). What can go wrong costs a re-scan, never data: a checkpoint only
// says how far a replicator got, and it is written after the documents it counts.
// - A crash loses at most FLUSH_AFTER_MS of checkpoints: the replicator resumes a little earlier.
// - Another instance moved the checkpoint on: the flush is a conflict (409) and the entry is
//   forgotten, so the next read is fresh; a write on top of a version this instance never saw is
//   refused with 409 at once, as CouchDB would, and PouchDB and CouchDB read again.

/** Enough for every replicator of a busy instance; checkpoints are small (MAX_LOCAL_DOC_BYTES). */
const MAX_REMEMBERED = 2000;
/** Beyond this many checkpoints waiting to be written, writes go straight to storage. */
const MAX_WAITING = 500;
const FLUSH_AFTER_MS = 500;
/**
 * A remembered checkpoint is trusted this long after this instance last read or wrote it; then it
 * is read again. Another instance's writes to it are not announced, so without this a replicator
 * whose reads and writes alternate between two instances could meet the same stale version (and
 * its conflict) again and again. A replicator at work writes every few milliseconds, so its
 * checkpoint stays fresh.
 */
const FRESH_MS = 3000;

type TEntry = {
  /** The database's name: opened again at flush time, as storage may have closed it meanwhile. */
  db: string;
  /** As the replicator sees it (null: known missing). */
  doc: TPouchDoc | null;
  /** The revision storage holds (null: none), which the next flush writes on top of. */
  storedRev: string | null;
  isWaiting: boolean;
  /** When this instance last read it from storage or wrote it. */
  seenAt: number;
  timer?: NodeJS.Timeout;
  flushing?: Promise<void>;
};

type TCache = { storage: TStorage; entries: Map<string, TEntry>; waiting: number };
const caches = new WeakMap<TStorage, TCache>();

function cacheOf(storage: TStorage): TCache {
  let cache = caches.get(storage);
  if (!cache) {
    cache = { storage, entries: new Map(), waiting: 0 };
    caches.set(storage, cache);
  }
  return cache;
}

const keyOf = (db: string, storedId: string) => `${db}\u0000${storedId}`;
/** A `_local` revision's number ("0-7" is 7; none is 0), or undefined for any other form. */
function localGeneration(rev: string | undefined): number | undefined {
  if (rev === undefined) return 0;
  const number = /^0-(\d+)$/.exec(rev)?.[1];
  return number === undefined ? undefined : Number(number);
}
/** An entry for a version storage holds, as this instance just read or wrote it. */
const seen = (db: string, doc: TPouchDoc | null): TEntry => ({
  db,
  doc,
  storedRev: doc?._rev ?? null,
  isWaiting: false,
  seenAt: Date.now(),
});

function remember(cache: TCache, key: string, entry: TEntry) {
  cache.entries.delete(key); // re-inserted last, so the least recently seen go first
  cache.entries.set(key, entry);
  if (cache.entries.size <= MAX_REMEMBERED) return;
  for (const [oldKey, old] of cache.entries) {
    if (old.isWaiting) continue; // written first, then forgotten when next seen over the bound
    cache.entries.delete(oldKey);
    return;
  }
}

function forgetEntry(cache: TCache, key: string) {
  const entry = cache.entries.get(key);
  if (!entry) return;
  clearTimeout(entry.timer);
  if (entry.isWaiting) cache.waiting -= 1;
  cache.entries.delete(key);
}

/** The remembered entry, if waiting to be written or seen lately; a stale one is forgotten. */
function trusted(cache: TCache, key: string): TEntry | undefined {
  const known = cache.entries.get(key);
  if (!known || known.isWaiting || Date.now() - known.seenAt < FRESH_MS) return known;
  forgetEntry(cache, key);
  return undefined;
}

/** The checkpoint (null: missing), from memory or else from storage. */
export async function readCheckpoint(storage: TStorage, dbName: string, storedId: string) {
  const cache = cacheOf(storage);
  const key = keyOf(dbName, storedId);
  const known = trusted(cache, key);
  if (known) return known.doc;
  const doc = await getOrNull(storage.db(dbName), storedId);
  remember(cache, key, seen(dbName, doc));
  return doc;
}

const conflict = () => Object.assign(new Error('Document update conflict'), { status: 409 });

/**
 * Writes a checkpoint: behind, when this instance knows the version it replaces; else straight
 * to storage, as CouchDB would (a wrong `_rev` is a 409 there).
 */
export async function writeCheckpoint(
  storage: TStorage,
  dbName: string,
  storedId: string,
  body: TPouchDoc,
): Promise<{ ok: true; id: string; rev: string }> {
  const cache = cacheOf(storage);
  const key = keyOf(dbName, storedId);
  const known = trusted(cache, key);
  if (known?.isWaiting && body._rev !== known.doc?._rev) throw conflict();
  if (body._deleted) return deleteCheckpoint(cache, key, dbName, storedId, body);
  const generation = localGeneration(body._rev);
  // Special members other than these are CouchDB's to refuse (400), so those writes go through.
  const isPlain = Object.keys(body).every(
    (field) => !field.startsWith('_') || field === '_id' || field === '_rev',
  );
  const canWriteBehind =
    isPlain &&
    known !== undefined &&
    generation !== undefined &&
    body._rev === known.doc?._rev &&
    (known.isWaiting || cache.waiting < MAX_WAITING);
  if (!canWriteBehind) return writeThrough(cache, key, dbName, storedId, body);
  const rev = `0-${generation + 1}`;
  known.doc = { ...body, _id: storedId, _rev: rev };
  known.seenAt = Date.now();
  if (!known.isWaiting) {
    known.isWaiting = true;
    cache.waiting += 1;
  }
  remember(cache, key, known);
  scheduleFlush(cache, key, known);
  return { ok: true, id: storedId, rev };
}

function scheduleFlush(cache: TCache, key: string, entry: TEntry) {
  if (entry.timer || entry.flushing) return;
  entry.timer = setTimeout(() => void flush(cache, key), FLUSH_AFTER_MS);
  entry.timer.unref();
}

/** A deletion is written at once, on top of what storage holds. */
async function deleteCheckpoint(
  cache: TCache,
  key: string,
  dbName: string,
  storedId: string,
  body: TPouchDoc,
) {
  const db = cache.storage.db(dbName);
  const known = cache.entries.get(key);
  const heldBack = known?.isWaiting ? known : null;
  await heldBack?.flushing;
  forgetEntry(cache, key);
  let rev = '0-0';
  if (!heldBack) rev = (await db.put({ ...body, _id: storedId })).rev;
  // The version held back never reached storage: the deletion goes on top of what did.
  else if (heldBack.storedRev) await db.put({ _id: storedId, _rev: heldBack.storedRev, _deleted: true });
  remember(cache, key, seen(dbName, null));
  return { ok: true as const, id: storedId, rev };
}

async function writeThrough(cache: TCache, key: string, dbName: string, storedId: string, body: TPouchDoc) {
  forgetEntry(cache, key);
  const result = await cache.storage.db(dbName).put({ ...body, _id: storedId });
  remember(cache, key, seen(dbName, { ...body, _id: storedId, _rev: result.rev }));
  return { ok: true as const, id: storedId, rev: result.rev };
}

/** Writes the latest version of one waiting checkpoint on top of what storage holds. */
function flush(cache: TCache, key: string): Promise<void> {
  const entry = cache.entries.get(key);
  if (!entry?.isWaiting) return Promise.resolve();
  if (entry.flushing) return entry.flushing;
  clearTimeout(entry.timer);
  entry.timer = undefined;
  const written = entry.doc!;
  const { _rev, ...fields } = written;
  entry.flushing = (async () => {
    try {
      const db = cache.storage.db(entry.db);
      // Apache CouchDB does not check `_rev` on `_local` documents (a stale write simply wins), so
      // the version this write builds on is compared here first (issue #34).
      const current = await getOrNull(db, String(fields._id));
      if ((current?._rev ?? null) !== entry.storedRev) throw conflict();
      const stored = await db.put({ ...fields, ...(entry.storedRev ? { _rev: entry.storedRev } : {}) });
      entry.storedRev = stored.rev;
      entry.seenAt = Date.now();
      if (entry.doc === written && cache.entries.get(key) === entry) {
        entry.isWaiting = false;
        cache.waiting -= 1;
      }
    } catch {
      // Another instance moved it on (409), or storage is away: forgotten, so the next read is fresh.
      if (cache.entries.get(key) === entry) forgetEntry(cache, key);
    } finally {
      entry.flushing = undefined;
    }
    // Written again while this flush was under way: the next flush waits its turn.
    if (entry.isWaiting && cache.entries.get(key) === entry) scheduleFlush(cache, key, entry);
  })();
  return entry.flushing;
}

/** Writes every waiting checkpoint now: at shutdown, and for tests that read storage directly. */
export async function flushCheckpoints(storage: TStorage): Promise<void> {
  const cache = cacheOf(storage);
  await Promise.all([...cache.entries.keys()].map((key) => flush(cache, key)));
}

/** Deleted, or evicted by the index of a database's checkpoints: storage is read next time. */
export function forgetCheckpoint(storage: TStorage, db: string, storedId: string) {
  forgetEntry(cacheOf(storage), keyOf(db, storedId));
}
