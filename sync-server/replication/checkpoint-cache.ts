import type { TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

// A replicator reads its checkpoint and writes it back after every batch: a read and a write of
// CouchDB per batch. This instance remembers the checkpoints it last read or wrote, so the read is
// answered from memory. Being wrong is harmless: an older version makes the write a conflict
// (409), which forgets the entry, and the replicator reads again (PouchDB and CouchDB retry).

/** Enough for every replicator of a busy instance; checkpoints are small (MAX_LOCAL_DOC_BYTES). */
const MAX_REMEMBERED = 2000;
const remembered = new WeakMap<TStorage, Map<string, TPouchDoc | null>>();

function entries(storage: TStorage) {
  let map = remembered.get(storage);
  if (!map) {
    map = new Map();
    remembered.set(storage, map);
  }
  return map;
}

const keyOf = (db: string, storedId: string) => `${db}\u0000${storedId}`;

/** The checkpoint as last seen (null: known missing), or undefined when not remembered. */
export function recalledCheckpoint(storage: TStorage, db: string, storedId: string) {
  return entries(storage).get(keyOf(db, storedId));
}

export function rememberCheckpoint(storage: TStorage, db: string, storedId: string, doc: TPouchDoc | null) {
  const map = entries(storage);
  const key = keyOf(db, storedId);
  map.delete(key); // re-inserted last, so the least recently seen go first
  map.set(key, doc);
  if (map.size > MAX_REMEMBERED) map.delete(map.keys().next().value!);
}

export function forgetCheckpoint(storage: TStorage, db: string, storedId: string) {
  entries(storage).delete(keyOf(db, storedId));
}
