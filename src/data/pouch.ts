import HttpAdapter from 'pouchdb-adapter-http';
import IndexedDbAdapter from 'pouchdb-adapter-indexeddb';
import PouchCore from 'pouchdb-core';
import Replication from 'pouchdb-replication';
import { limitedFetch } from './limited-fetch.ts';

export type TDoc = { _id: string; _rev?: string; _deleted?: boolean; [key: string]: unknown };
export type TChange = { id: string; seq: number | string; deleted?: boolean; doc?: TDoc };
export type TPouchError = { status?: number; name?: string; message?: string; reason?: string };

type TEmitter<T> = T & { on(event: string, listener: (info: never) => void): T; cancel(): void };
export type TReplication = TEmitter<Promise<unknown>>;
export type TChangesFeed = TEmitter<Promise<{ results: TChange[]; last_seq: number | string }>>;

export type TPouch = {
  name: string;
  get(id: string, options?: { rev?: string }): Promise<TDoc>;
  put(doc: TDoc): Promise<{ id: string; rev: string }>;
  bulkDocs(
    docs: TDoc[],
    options?: { new_edits: false },
  ): Promise<({ id: string; rev: string; ok: true } | { id: string; error: string; message?: string })[]>;
  info(): Promise<{ doc_count: number; update_seq: number | string }>;
  changes(options: Record<string, unknown>): TChangesFeed;
  destroy(): Promise<unknown>;
};

type TPouchStatic = {
  new (name: string, options?: Record<string, unknown>): TPouch;
  plugin(plugin: unknown): TPouchStatic;
  replicate(source: TPouch, target: TPouch, options: Record<string, unknown>): TReplication;
};

const PouchDB = (PouchCore as TPouchStatic).plugin(IndexedDbAdapter).plugin(HttpAdapter).plugin(Replication);

const locals = new Map<string, TPouch>();

/** This device's copy of a server database, in IndexedDB. */
export function localDb(name: string): TPouch {
  let db = locals.get(name);
  if (!db) {
    db = new PouchDB(`pitchside-${name}`, { adapter: 'indexeddb', auto_compaction: true });
    locals.set(name, db);
  }
  return db;
}

const remotes = new Map<string, TPouch>();

/**
 * The server's database; the session cookie rides along (same origin). One object per database:
 * PouchDB's constructor keeps every instance it made, so one per replication would pile up.
 */
export function remoteDb(name: string): TPouch {
  let db = remotes.get(name);
  if (!db) {
    db = new PouchDB(new URL(`/db/${name}`, window.location.origin).href, {
      skip_setup: true,
      fetch: limitedFetch,
    });
    remotes.set(name, db);
  }
  return db;
}

/** Whether this device has opened its copy of the database since the app started. */
export const isOpen = (name: string): boolean => locals.has(name);

export function replicate(source: TPouch, target: TPouch, options: Record<string, unknown>): TReplication {
  return PouchDB.replicate(source, target, options);
}

/** Deletes a local copy; pouch-loader.ts's `destroyLocal` first leaves alone one that does not exist. */
export async function destroyLocal(name: string): Promise<void> {
  const db = locals.get(name) ?? new PouchDB(`pitchside-${name}`, { adapter: 'indexeddb' });
  locals.delete(name);
  await db.destroy().catch(() => {});
}
