import {
  MAX_LOCAL_DOC_BYTES,
  MAX_LOCAL_DOCS_PER_DB,
  MAX_READER_LOCAL_DOCS_PER_DB,
} from '../../src/domain/limits.ts';
import { getOrNull, isConflict, type TPouchDb } from '../storage/pouch.ts';
import { serialised } from '../storage/serialised.ts';
import { nameOf } from '../storage/storage.ts';
import { CouchError } from './couch-error.ts';

// Replication checkpoints (`_local/…`) are not listed by PouchDB or CouchDB, so the server keeps
// its own list per database, in internal storage, and holds each database to a fixed number: the
// least recently written checkpoint goes first. A forgotten checkpoint only costs its replicator
// a re-scan, so nobody is refused, and nobody can use checkpoints as free storage.

type TLocalIndex = { _id: string; _rev?: string; ids: Record<string, number> };
// Writers and readers keep separate lists, so a stranger's checkpoints never evict a writer's.
const indexId = (db: string, isReader: boolean) => `${isReader ? 'readerLocalIndex' : 'localIndex'}:${db}`;
const readerLocalId = (id: string) => `reader-${id}`;

/** A reader's checkpoint lives under its own prefix, so it can never overwrite a writer's. */
export const localDocId = (id: string, isReader: boolean) => `_local/${isReader ? readerLocalId(id) : id}`;

/**
 * Readers' checkpoint writes per address, per minute, on this instance: checkpoints are cheap, this
 * only stops a flood. The attempt is counted before the write. Returns seconds to wait, or 0.
 */
export function readerLocalLimiter(perMinute: number) {
  const writes = new Map<string, { count: number; resetAt: number }>();
  return (address: string, now = Date.now()): number => {
    if (writes.size > 10_000) for (const [key, v] of writes) if (v.resetAt <= now) writes.delete(key);
    const entry = writes.get(address);
    if (!entry || entry.resetAt <= now) {
      writes.set(address, { count: 1, resetAt: now + 60_000 });
      return 0;
    }
    if (entry.count >= perMinute) return Math.ceil((entry.resetAt - now) / 1000);
    entry.count += 1;
    return 0;
  };
}

export function checkLocalDocSize(body: unknown): void {
  if (Buffer.byteLength(JSON.stringify(body)) > MAX_LOCAL_DOC_BYTES) {
    throw new CouchError(
      413,
      'too_large',
      `Local documents are limited to ${MAX_LOCAL_DOC_BYTES / 1024} KB.`,
    );
  }
}

/**
 * A replicator writes its checkpoint after every batch. Its place in the index needs refreshing
 * only now and then, not a read and a write of internal storage per batch.
 */
const NOTE_AGAIN_MS = 10 * 60_000;
const MAX_REMEMBERED_NOTES = 10_000;
const recentNotes = new WeakMap<TPouchDb, Map<string, number>>();

/**
 * Records a checkpoint write and forgets the oldest checkpoints beyond the bound; `onDeleted` hears
 * the stored ids (`_local/…`) of the checkpoints deleted.
 */
export async function noteLocalWrite(
  internal: TPouchDb,
  db: TPouchDb,
  localId: string,
  isReader = false,
  onDeleted: (storedIds: string[]) => void = () => {},
): Promise<void> {
  let notes = recentNotes.get(internal);
  if (!notes) {
    notes = new Map();
    recentNotes.set(internal, notes);
  }
  const key = `${nameOf(db)}|${isReader}|${localId}`;
  const now = Date.now();
  if ((notes.get(key) ?? 0) > now - NOTE_AGAIN_MS) return;
  await indexLocalWrite(internal, db, localId, isReader, onDeleted, (evicted) => {
    for (const old of evicted) notes.delete(`${nameOf(db)}|${isReader}|${old}`);
  });
  if (notes.size >= MAX_REMEMBERED_NOTES) notes.clear();
  notes.set(key, now);
}

function indexLocalWrite(
  internal: TPouchDb,
  db: TPouchDb,
  localId: string,
  isReader: boolean,
  onDeleted: (storedIds: string[]) => void,
  onEvicted: (ids: string[]) => void,
): Promise<void> {
  const max = isReader ? MAX_READER_LOCAL_DOCS_PER_DB : MAX_LOCAL_DOCS_PER_DB;
  const stored = isReader ? readerLocalId(localId) : localId;
  return serialised(`${nameOf(db)}|${isReader}`, async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const id = indexId(nameOf(db), isReader);
      const index = ((await getOrNull(internal, id)) as TLocalIndex | null) ?? { _id: id, ids: {} };
      const ids = { ...index.ids, [stored]: Date.now() };
      const overflow = Object.entries(ids)
        .sort((a, b) => a[1] - b[1])
        .slice(0, Math.max(0, Object.keys(ids).length - max));
      for (const [old] of overflow) delete ids[old];
      try {
        await internal.put({ ...index, ids });
      } catch (error) {
        if (isConflict(error)) continue;
        throw error;
      }
      onEvicted(overflow.map(([old]) => (isReader ? old.slice(readerLocalId('').length) : old)));
      for (const [old] of overflow) {
        const doc = await getOrNull(db, `_local/${old}`);
        if (doc) await db.remove(doc).catch(() => {});
      }
      onDeleted(overflow.map(([old]) => `_local/${old}`));
      return;
    }
  });
}
