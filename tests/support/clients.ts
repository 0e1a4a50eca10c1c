import { createRequire } from 'node:module';
import type { TPouchConstructor, TPouchDb } from '../../sync-server/storage/pouch.ts';

const require = createRequire(import.meta.url);
export const PouchDB = require('pouchdb-node') as TPouchConstructor & {
  fetch: (url: string, options: { headers: Headers }) => Promise<Response>;
  replicate: (source: unknown, target: unknown, options?: Record<string, unknown>) => TReplication;
  sync: (a: unknown, b: unknown, options?: Record<string, unknown>) => TReplication;
};
PouchDB.plugin(require('pouchdb-adapter-memory'));

export type TReplication = Promise<{
  docs_read: number;
  docs_written: number;
  doc_write_failures: number;
  errors: unknown[];
}> & {
  on(event: string, cb: (info: unknown) => void): TReplication;
  cancel(): void;
};

/**
 * Stops a live replication and waits until it has finished, so no request of its is still in
 * flight when the test closes the server (a hung-up request would surface as an unhandled error).
 */
export async function stopLive(replication: TReplication): Promise<void> {
  replication.cancel();
  await replication.then(
    () => {},
    () => {},
  );
}

let counter = 0;

/** A phone's local database, in memory. */
export function localDb(): TPouchDb {
  counter += 1;
  return new PouchDB(`local-${process.pid}-${counter}-${Date.now()}`, { adapter: 'memory' });
}

/** A PouchDB client of one of the server's databases, signed in with a session cookie or not. */
const inFlight = new WeakMap<TPouchDb, Set<Promise<unknown>>>();

export function remoteDb(baseUrl: string, name: string, cookie?: string | null): TPouchDb {
  const requests = new Set<Promise<unknown>>();
  const db = new PouchDB(`${baseUrl}/db/${name}`, {
    skip_setup: true,
    fetch: (url: string, options: { headers: Headers }) => {
      if (cookie) options.headers.set('Cookie', cookie);
      const request = PouchDB.fetch(url, options);
      const settled = request.then(
        () => {},
        () => {},
      );
      requests.add(settled);
      void settled.then(() => requests.delete(settled));
      return request;
    },
  });
  inFlight.set(db, requests);
  return db;
}

/**
 * Waits until no request made through `db` is still open. A cancelled live replication can leave
 * one behind (a retry's read); closing the server under it fails the run with ECONNRESET.
 */
export async function settleRequests(db: TPouchDb): Promise<void> {
  const requests = inFlight.get(db);
  while (requests?.size) await Promise.all(requests);
}

// biome-ignore lint/suspicious/noExplicitAny: tests read responses loosely and assert on their shape.
type TLooseJson = any;

export async function api(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string | null; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  });
  const text = await response.text();
  let json: TLooseJson = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return {
    status: response.status,
    headers: response.headers,
    body: json,
  };
}

/** Signs in and returns the session cookie ("ps_session=…"). */
export async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`login ${email} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0]!;
}

export async function waitFor<T>(
  check: () => Promise<T | undefined | null | false>,
  what: string,
  ms = 10_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
