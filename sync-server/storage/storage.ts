import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PouchDB, type TPouchConstructor, type TPouchDb } from './pouch.ts';

/** Holds credentials, sessions, throttles and checkpoints. No endpoint ever serves it. */
export const INTERNAL_DB = 'pitchside-internal';

export type TStorage = {
  mode: 'embedded' | 'couchdb';
  /** The database by name, opened once and kept. */
  db(name: string): TPouchDb;
  internal: TPouchDb;
  /** Fires synchronously after every write made through this instance, with the database name. */
  writes: EventEmitter<{ write: [string] }>;
  close(): Promise<void>;
};

export type TStorageOptions = { dataDir: string; couchUrl?: string | null };

/**
 * Embedded mode keeps each database in LevelDB under DATA_DIR. CouchDB mode keeps them in Apache
 * CouchDB 3 through PouchDB's http adapter: the same calls, and nothing per-instance in memory.
 */
export function openStorage(options: TStorageOptions): TStorage {
  let Pouch: TPouchConstructor;
  let mode: TStorage['mode'];
  if (options.couchUrl) {
    const base = options.couchUrl.replace(/\/+$/, '');
    Pouch = PouchDB.defaults({ prefix: `${base}/` });
    mode = 'couchdb';
  } else {
    const folder = join(options.dataDir, 'dbs');
    mkdirSync(folder, { recursive: true });
    Pouch = PouchDB.defaults({ prefix: `${folder}/` });
    mode = 'embedded';
  }
  const open = new Map<string, TPouchDb>();
  const writes = new EventEmitter<{ write: [string] }>();
  writes.setMaxListeners(0);
  const db = (name: string) => {
    let found = open.get(name);
    if (!found) {
      found = announceWrites(new Pouch(name), () => writes.emit('write', name));
      // Every waiting long-poll re-reads changes when a write lands; each read listens briefly.
      (found as unknown as EventEmitter).setMaxListeners(0);
      open.set(name, found);
    }
    return found;
  };
  return {
    mode,
    db,
    internal: db(INTERNAL_DB),
    writes,
    async close() {
      const all = [...open.values()];
      open.clear();
      await Promise.allSettled(all.map((d) => d.close()));
    },
  };
}

function announceWrites(db: TPouchDb, announce: () => void): TPouchDb {
  for (const method of ['bulkDocs', 'put', 'remove'] as const) {
    const original = db[method].bind(db) as (...args: unknown[]) => Promise<never>;
    (db as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      try {
        return await original(...args);
      } finally {
        announce();
      }
    };
  }
  return db;
}
