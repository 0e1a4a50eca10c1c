import type * as Pouch from './pouch.ts';

/**
 * PouchDB, loaded the first time this device needs a local copy: to replicate a database it writes
 * to, or to write to one for the first time. A database it only reads comes straight into the read
 * model (batch-pull.ts), so a visitor's device never loads PouchDB: its modules and the start of a
 * replication cost a first visit ~75 ms of main thread, four times that on a phone (issue #36).
 */
export type TPouchModule = typeof Pouch;

let loaded: TPouchModule | null = null;
let loading: Promise<TPouchModule> | null = null;

export function loadPouch(): Promise<TPouchModule> {
  loading ??= import('./pouch.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A later call asks again; Chromium answers a failed module import from memory until a reload.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** PouchDB if it is loaded by now, so that a replication can start in the same task. */
export const pouchIfLoaded = (): TPouchModule | null => loaded;

/** PouchDB's name for a local copy's IndexedDB database. */
const IDB_PREFIX = '_pouch_pitchside-';

/**
 * The databases this device holds a local copy of, or null where the browser cannot list its
 * IndexedDB databases. Direct copies (a visitor's, an admin's) have none.
 */
export async function localCopyNames(): Promise<Set<string> | null> {
  const listed = await indexedDB.databases?.().catch(() => null);
  if (!listed) return null;
  const names = listed.map((db) => db.name ?? '').filter((name) => name.startsWith(IDB_PREFIX));
  return new Set(names.map((name) => name.slice(IDB_PREFIX.length)));
}

/**
 * Forgets a local copy (at sign-out, or a league no longer kept). A database with none is left
 * alone, without loading PouchDB: opening one only to delete it costs as much as making it.
 */
export async function destroyLocal(name: string, copies?: Set<string> | null): Promise<void> {
  const known = copies === undefined ? await localCopyNames() : copies;
  if (known && !known.has(name) && !loaded?.isOpen(name)) return;
  await (await loadPouch()).destroyLocal(name);
}
