import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { join } from 'node:path';
import { couchRequest } from './couch-request.ts';
import { PouchDB, type TPouchConstructor, type TPouchDb } from './pouch.ts';

/** Holds credentials, sessions, throttles and checkpoints. No endpoint ever serves it. */
export const INTERNAL_DB = 'pitchside-internal';

/**
 * The admins' change history (issue #35): server-only, so the admin database a phone replicates
 * does not grow with it; read page by page through /api/admin/audit.
 */
export const AUDIT_DB = 'pitchside-audit';

/** Issue #33: the devices people asked to be notified on, and each push notice's delivery. */
export const PUSH_DB = 'pitchside-push';

/** Each database's last change, kept for devices resuming after a restart (live/update-log.ts). */
export const UPDATES_DB = 'pitchside-updates';

/** Databases that always exist; every other one is made on purpose with `create`. */
const FIXED_DATABASES = new Set([
  INTERNAL_DB,
  AUDIT_DB,
  UPDATES_DB,
  PUSH_DB,
  'leagues',
  'highlights',
  'admin',
]);

export type TStorage = {
  mode: 'embedded' | 'couchdb';
  /** CouchDB's address (with its credentials) in CouchDB mode. */
  couchUrl: string | null;
  /** In CouchDB mode, what every database name is stored under (`_db_updates` names carry it). */
  couchPrefix: string;
  /**
   * An existing database by name, opened once and kept. It never creates one: a database that
   * does not exist throws a 404, so nothing a client sends can make the server create storage.
   */
  db(name: string): TPouchDb;
  /** Opens a database, creating it if need be. Only for the server's own creations. */
  create(name: string): Promise<TPouchDb>;
  /** Keeps a database open (a live feed reads it) until the returned function is called. */
  pin(name: string): () => void;
  /** How many databases are open now (for tests and the benchmark). */
  openCount(): number;
  /** Every database this storage holds, by Pitchside's names (backups, issue #34). */
  listDatabases(): Promise<string[]>;
  internal: TPouchDb;
  /** Fires synchronously after every write made through this instance, with the database name. */
  writes: EventEmitter<{ write: [string] }>;
  close(): Promise<void>;
};

export type TStorageOptions = {
  dataDir: string;
  couchUrl?: string | null;
  couchPrefix?: string;
  /** Open databases beyond this are closed, least recently used first (idle and unpinned only). */
  maxOpenDatabases?: number;
};

/** A database idle this long may be closed to stay under the bound; busy ones never are. */
const EVICT_IDLE_MS = 30_000;

/** PouchDB's own shape for a missing database, so every caller and the error handler agree. */
const missingDatabase = () =>
  Object.assign(new Error('Database does not exist.'), {
    status: 404,
    name: 'not_found',
    reason: 'Database does not exist.',
  });

/**
 * Embedded mode keeps each database in LevelDB under DATA_DIR. CouchDB mode keeps them in Apache
 * CouchDB 3 through PouchDB's http adapter: the same calls, and nothing per-instance in memory.
 */
export function openStorage(options: TStorageOptions): TStorage {
  let Pouch: TPouchConstructor;
  let mode: TStorage['mode'];
  let folder = '';
  let agent: HttpAgent | null = null;
  let location = (name: string) => name;
  if (options.couchUrl) {
    const base = options.couchUrl.replace(/\/+$/, '');
    agent = new (base.startsWith('https:') ? HttpsAgent : HttpAgent)({ keepAlive: true, maxSockets: 64 });
    // The prefix is part of each database's name, not PouchDB's `prefix` option: the http adapter
    // puts a `/` after that one, so every database was asked for as `<prefix>/<name>` (issue #34).
    Pouch = PouchDB.defaults({ fetch: keepAliveFetch(agent) });
    location = (name) => `${base}/${encodeURIComponent(`${options.couchPrefix ?? ''}${name}`)}`;
    mode = 'couchdb';
  } else {
    folder = join(options.dataDir, 'dbs');
    mkdirSync(folder, { recursive: true });
    Pouch = PouchDB.defaults({ prefix: `${folder}/` });
    mode = 'embedded';
  }
  const maxOpen = options.maxOpenDatabases ?? 500;
  const open = new Map<string, { db: TPouchDb; usedAt: number; pins: number }>();
  const writes = new EventEmitter<{ write: [string] }>();
  writes.setMaxListeners(0);

  const instantiate = (name: string, isCreating: boolean) => {
    // http adapter: skip_setup stops PouchDB from creating a missing CouchDB database.
    const db = announceWrites(new Pouch(location(name), { skip_setup: !isCreating }), () =>
      writes.emit('write', name),
    );
    names.set(db, name);
    // Every waiting long-poll re-reads changes when a write lands; each read listens briefly.
    (db as unknown as EventEmitter).setMaxListeners(0);
    open.set(name, { db, usedAt: Date.now(), pins: 0 });
    evictIdle();
    return db;
  };

  function evictIdle() {
    if (open.size <= maxOpen) return;
    const now = Date.now();
    const idle = [...open]
      .filter(([name, e]) => e.pins === 0 && !FIXED_DATABASES.has(name) && now - e.usedAt > EVICT_IDLE_MS)
      .sort((a, b) => a[1].usedAt - b[1].usedAt);
    for (const [name, entry] of idle.slice(0, open.size - maxOpen)) {
      open.delete(name);
      void entry.db.close().catch(() => {});
    }
  }

  const db = (name: string) => {
    const found = open.get(name);
    if (found) {
      found.usedAt = Date.now();
      return found.db;
    }
    const isFixed = FIXED_DATABASES.has(name);
    if (mode === 'embedded' && !isFixed && !existsSync(join(folder, name))) throw missingDatabase();
    return instantiate(name, isFixed);
  };

  return {
    mode,
    couchUrl: options.couchUrl ?? null,
    couchPrefix: options.couchPrefix ?? '',
    db,
    async create(name) {
      if (mode === 'couchdb') {
        // A throwaway instance with setup creates the database; the kept one never does.
        const setup = new Pouch(location(name));
        await setup.info();
        await setup.close();
        return db(name);
      }
      const found = open.get(name);
      if (found) return found.db;
      const created = instantiate(name, true);
      await created.info();
      return created;
    },
    pin(name) {
      if (!open.has(name)) db(name);
      const entry = open.get(name)!;
      entry.pins += 1;
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        entry.pins -= 1;
        entry.usedAt = Date.now();
      };
    },
    openCount: () => open.size,
    async listDatabases() {
      if (mode === 'embedded') {
        const entries = await readdir(folder, { withFileTypes: true });
        return entries
          .filter((e) => e.isDirectory())
          .map((e) => e.name)
          .sort();
      }
      const prefix = options.couchPrefix ?? '';
      const { url, headers } = couchRequest(options.couchUrl!, '/_all_dbs');
      const answer = await fetch(url, { headers });
      if (!answer.ok) throw new Error(`CouchDB answered ${answer.status} to _all_dbs`);
      const all = (await answer.json()) as string[];
      return all
        .filter((name) => !name.startsWith('_') && name.startsWith(prefix))
        .map((name) => name.slice(prefix.length))
        .sort();
    },
    internal: db(INTERNAL_DB),
    writes,
    async close() {
      const all = [...open.values()];
      open.clear();
      await Promise.allSettled(all.map((e) => e.db.close()));
      agent?.destroy();
    },
  };
}

/** Each open database's name as Pitchside calls it (a CouchDB-mode PouchDB's `name` is its URL). */
const names = new WeakMap<TPouchDb, string>();

/**
 * A database's Pitchside name ("league-…"): what watchers and indexes are keyed by. In CouchDB mode
 * PouchDB's own `name` is the database's URL, credentials included, which must key nothing.
 */
export const nameOf = (db: TPouchDb): string => names.get(db) ?? db.name;

/**
 * PouchDB's fetch closes the connection after each request unless given an agent: a new TCP
 * connection per request to CouchDB, several per replicated batch. One pool per storage keeps them.
 */
function keepAliveFetch(agent: HttpAgent) {
  const fetch = (PouchDB as unknown as { fetch: (url: string, opts: object) => Promise<unknown> }).fetch;
  return (url: string, opts: object) => fetch(url, { ...opts, agent });
}

/** `_local` documents are not in the changes feed: writing one changes nothing anyone follows. */
function touchesChanges(method: 'bulkDocs' | 'put' | 'remove', first: unknown): boolean {
  const isLocal = (doc: unknown) =>
    String((doc as { _id?: unknown } | null)?._id ?? '').startsWith('_local/');
  if (method === 'bulkDocs') {
    const docs = Array.isArray(first) ? first : (first as { docs?: unknown[] } | null)?.docs;
    return !Array.isArray(docs) || !docs.every(isLocal);
  }
  return !isLocal(first);
}

function announceWrites(db: TPouchDb, announce: () => void): TPouchDb {
  for (const method of ['bulkDocs', 'put', 'remove'] as const) {
    const original = db[method].bind(db) as (...args: unknown[]) => Promise<never>;
    (db as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      try {
        return await original(...args);
      } finally {
        if (touchesChanges(method, args[0])) announce();
      }
    };
  }
  return db;
}
