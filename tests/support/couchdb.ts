import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TPouchConstructor, TPouchDb } from '../../sync-server/storage/pouch.ts';

const require = createRequire(import.meta.url);

/**
 * A CouchDB-API server for CouchDB-mode tests: express-pouchdb over pouchdb-node, on a random port
 * and a temporary folder. The sync-server talks to it exactly as it would to Apache CouchDB 3.
 */
export type TTestCouch = {
  url: string;
  /** What a sync-server needs to use it: the URL and, on a shared real CouchDB, a name prefix. */
  env: { COUCHDB_URL: string; COUCHDB_PREFIX: string };
  requests: string[];
  close(): Promise<void>;
};

/**
 * With COUCHDB_TEST_URL set, a real Apache CouchDB 3 behind a logging proxy, with a fresh database
 * prefix per call (dropped again on close). Otherwise the express-pouchdb stand-in.
 */
export async function startCouchDb(options: { asPouchDbServer?: boolean } = {}): Promise<TTestCouch> {
  const real = process.env.COUCHDB_TEST_URL;
  return real ? proxyToCouchDb(real) : startStandIn(options.asPouchDbServer ?? false);
}

/** `asPouchDbServer`: express-pouchdb's own `_bulk_get` errors (`{}`), as PouchDB Server sends them. */
async function startStandIn(asPouchDbServer: boolean): Promise<TTestCouch> {
  const folder = mkdtempSync(join(tmpdir(), 'pitchside-couch-'));
  const express = require('express');
  const PouchDB = require('pouchdb-node').defaults({ prefix: `${folder}/` });
  const app = express();
  // What reached CouchDB, as "METHOD /path": tests check that nothing asked it to create a database.
  const requests: string[] = [];
  app.use(
    (req: { method: string; path: string; query: { feed?: string } }, _res: unknown, next: () => void) => {
      requests.push(`${req.method} ${req.path}${req.query.feed ? ` feed=${req.query.feed}` : ''}`);
      next();
    },
  );
  dbUpdates(app);
  if (!asPouchDbServer) bulkGetErrors(app, PouchDB);
  app.use(
    '/',
    require('express-pouchdb')(PouchDB, {
      mode: 'minimumForPouchDB',
      // Apache CouchDB sends its responses uncompressed; gzip here would cost both ends CPU
      // that CouchDB never spends.
      overrideMode: { exclude: ['compression'] },
      inMemoryConfig: true,
      logPath: join(folder, 'log.txt'),
    }),
  );
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as { port: number };
  // Credentials as an operator would give them; express-pouchdb in this mode ignores them.
  const url = `http://admin:secret@127.0.0.1:${port}`;
  return {
    url,
    env: { COUCHDB_URL: url, COUCHDB_PREFIX: '' },
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

type TReq = {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  on(e: string, f: () => void): void;
};
type TRes = {
  statusCode: number;
  on(e: string, f: () => void): void;
  writeHead(status: number, headers: Record<string, string>): void;
  write(text: string): void;
  end(text?: string): void;
};
type TApp = {
  use(f: (req: TReq, res: TRes, next: () => void) => void): void;
  get(path: string, f: (req: TReq, res: TRes) => void): void;
};

/**
 * CouchDB 3's `_db_updates` (express-pouchdb leaves it out): a successful write to a database
 * announces it, numbered, to normal, longpoll and continuous feeds, as CouchDB does.
 */
function dbUpdates(app: TApp) {
  const log: { db_name: string; type: string; seq: string }[] = [];
  const listeners = new Set<() => void>();
  const seqOf = (n: number) => `${n}-standin`;
  app.use((req, res, next) => {
    const db = /^\/([a-z][a-z0-9_$()+/-]*?)(\/|$)/.exec(req.path)?.[1];
    // As CouchDB: documents written (not _local ones) and databases created; reads sent as POST
    // (_revs_diff, _all_docs, _bulk_get) and _ensure_full_commit change nothing.
    const rest = db ? req.path.slice(db.length + 2) : '';
    const isWrite =
      (req.method === 'POST' && (rest === '' || rest === '_bulk_docs')) ||
      ((req.method === 'PUT' || req.method === 'DELETE') &&
        !rest.startsWith('_local/') &&
        !rest.startsWith('_'));
    if (db && isWrite) {
      res.on('finish', () => {
        if (res.statusCode >= 400) return;
        const type = req.method === 'PUT' && req.path.replace(/\/$/, '') === `/${db}` ? 'created' : 'updated';
        log.push({ db_name: db, type, seq: seqOf(log.length + 1) });
        for (const listener of [...listeners]) listener();
      });
    }
    next();
  });
  app.get('/_db_updates', (req, res) => {
    const since = req.query.since === 'now' ? log.length : Number.parseInt(req.query.since ?? '0', 10) || 0;
    const feed = req.query.feed ?? 'normal';
    let sent = since;
    const pending = () => log.slice(sent);
    if (feed === 'normal' || (feed === 'longpoll' && pending().length > 0)) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ results: pending(), last_seq: seqOf(log.length) }));
      return;
    }
    res.writeHead(200, { 'content-type': feed === 'continuous' ? 'text/plain' : 'application/json' });
    const heartbeat = setInterval(() => res.write('\n'), Number(req.query.heartbeat ?? 60_000) || 60_000);
    const flush = () => {
      const updates = pending();
      if (updates.length === 0) return;
      sent = log.length;
      if (feed === 'continuous') for (const u of updates) res.write(`${JSON.stringify(u)}\n`);
      else {
        res.end(JSON.stringify({ results: updates, last_seq: seqOf(log.length) }));
        stop();
      }
    };
    const stop = () => {
      clearInterval(heartbeat);
      listeners.delete(flush);
    };
    listeners.add(flush);
    res.on('close', stop);
    flush();
  });
}

/**
 * CouchDB 3 says why `_bulk_get` found no document (`{error: {id, rev, error, reason}}`), and for a
 * deleted one without a revision asked it answers the deleted leaf; express-pouchdb loses both
 * and sends `{}`. The stand-in answers as CouchDB does.
 */
function bulkGetErrors(app: TApp, PouchDB: TPouchConstructor) {
  const opened = new Map<string, TPouchDb>();
  app.use((req, res, next) => {
    if (req.method !== 'POST' || !req.path.endsWith('/_bulk_get')) return next();
    const send = (res as unknown as { send(body: unknown): unknown }).send.bind(res);
    const name = decodeURIComponent(req.path.split('/')[1]!);
    const db = opened.get(name) ?? opened.set(name, new PouchDB(name)).get(name)!;
    const withRevisions = req.query.revs === 'true';
    /** Every leaf of a document, deleted ones too, or CouchDB's "missing". */
    const leavesOf = async (id: string): Promise<object[]> => {
      const leaves = (await db.get(id, { open_revs: 'all', revs: withRevisions }).catch(() => [])) as {
        ok?: object;
      }[];
      const found = leaves.flatMap((leaf) => (leaf.ok ? [{ ok: leaf.ok }] : []));
      return found.length
        ? found
        : [{ error: { id, rev: 'undefined', error: 'not_found', reason: 'missing' } }];
    };
    (res as unknown as { send(body: unknown): unknown }).send = (body: unknown) => {
      if (!Buffer.isBuffer(body) || res.statusCode !== 200) return send(body);
      const answer = JSON.parse(body.toString()) as { results: { id: string; docs: object[] }[] };
      const asked = (req as unknown as { body?: { docs?: { id: string; rev?: string }[] } }).body?.docs ?? [];
      const answered = answer.results.map(async (result, i) => {
        const unsaid = result.docs.some((doc) => Object.keys(doc).length === 0);
        if (unsaid && !asked[i]?.rev) result.docs = await leavesOf(result.id);
        else if (unsaid)
          result.docs = [
            { error: { id: result.id, rev: asked[i]!.rev, error: 'not_found', reason: 'missing' } },
          ];
      });
      void Promise.all(answered).then(() => send(Buffer.from(JSON.stringify(answer))));
    };
    next();
  });
}

/** A real CouchDB, reached through a proxy that logs each request as the stand-in does. */
async function proxyToCouchDb(realUrl: string): Promise<TTestCouch> {
  const target = new URL(realUrl);
  const authorization = target.username
    ? `Basic ${Buffer.from(`${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`).toString('base64')}`
    : undefined;
  const prefix = `pt${randomBytes(4).toString('hex')}_`;
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const feed = url.searchParams.get('feed');
    requests.push(`${req.method} ${url.pathname}${feed ? ` feed=${feed}` : ''}`);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host, ...(authorization ? { authorization } : {}) },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://admin:secret@127.0.0.1:${port}`;
  const base = `${target.protocol}//${target.host}`;
  const headers = authorization ? { authorization } : undefined;
  return {
    url,
    env: { COUCHDB_URL: url, COUCHDB_PREFIX: prefix },
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      const names = (await (await fetch(`${base}/_all_dbs`, { headers })).json()) as string[];
      for (const name of names.filter((n) => n.startsWith(prefix)))
        await fetch(`${base}/${encodeURIComponent(name)}`, { method: 'DELETE', headers });
    },
  };
}
