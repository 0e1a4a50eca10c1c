import HttpAdapter from 'pouchdb-adapter-http';
import IndexedDbAdapter from 'pouchdb-adapter-indexeddb';
import PouchCore from 'pouchdb-core';
import Replication from 'pouchdb-replication';
import { currentLocale, LOCALE_HEADER } from '../i18n/core.ts';
import { noteServerSchema, schemaHeaders } from './app-version.ts';

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

/**
 * At most this many replication requests are in flight from this device, whatever PouchDB
 * prefetches: with the change stream, 3 of the browser's 6 connections per host stay free.
 */
const MAX_REQUESTS = 2;
let inFlight = 0;
const queued: (() => void)[] = [];

export async function limitedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (inFlight >= MAX_REQUESTS) await new Promise<void>((resolve) => queued.push(resolve));
  inFlight += 1;
  try {
    // The connection is busy until the body is read: read it here, then give the slot back.
    // The server words a refusal in the language this device shows (issue #29).
    const asked = new Headers(init?.headers);
    asked.set(LOCALE_HEADER, currentLocale());
    for (const [name, value] of Object.entries(schemaHeaders)) asked.set(name, value);
    const response = await fetch(input, { ...init, headers: asked });
    noteServerSchema(response.headers);
    const body = await response.arrayBuffer();
    const { status, statusText, headers } = response;
    return new Response(status === 204 || status === 304 ? null : body, { status, statusText, headers });
  } finally {
    inFlight -= 1;
    queued.shift()?.();
  }
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

export function replicate(source: TPouch, target: TPouch, options: Record<string, unknown>): TReplication {
  return PouchDB.replicate(source, target, options);
}

/** PouchDB's name for a local copy's IndexedDB database. */
const IDB_PREFIX = '_pouch_pitchside-';

/**
 * The databases this device holds a local copy of, or null where the browser cannot list its
 * IndexedDB databases. An admin's direct copies have none (direct-copy.ts).
 */
export async function localCopyNames(): Promise<Set<string> | null> {
  const listed = await indexedDB.databases?.().catch(() => null);
  if (!listed) return null;
  const names = listed.map((db) => db.name ?? '').filter((name) => name.startsWith(IDB_PREFIX));
  return new Set(names.map((name) => name.slice(IDB_PREFIX.length)));
}

/**
 * Forgets a local copy (used at sign-out for private databases). Given the copies there are, it
 * leaves alone a database that has none: opening one only to delete it costs as much as making it.
 */
export async function destroyLocal(name: string, copies: Set<string> | null = null): Promise<void> {
  const open = locals.get(name);
  locals.delete(name);
  if (!open && copies && !copies.has(name)) return;
  const db = open ?? new PouchDB(`pitchside-${name}`, { adapter: 'indexeddb' });
  await db.destroy().catch(() => {});
}
