import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ensureGlobalChanges } from '../../sync-server/storage/couch-setup.ts';
import { api } from '../support/clients.ts';
import { startCouchDb } from '../support/couchdb.ts';
import { startTestServer } from '../support/server.ts';

// Issue #34: a fresh single CouchDB node has no _global_changes, so _db_updates answers 404 and
// instances stop hearing each other's writes; the server logged a retry for ever.

/** A CouchDB that answers only for _global_changes, as told. */
async function fakeCouch(get: number, put: number) {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url} ${req.headers.authorization ? 'with credentials' : 'anonymous'}`);
    res.writeHead(req.method === 'PUT' ? put : get, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://admin:secret@127.0.0.1:${(server.address() as { port: number }).port}`;
  return { url, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("CouchDB's _global_changes", () => {
  it('is left alone when it exists, created when missing, and named plainly when it cannot be', async () => {
    const present = await fakeCouch(200, 500);
    expect(await ensureGlobalChanges(present.url)).toBeNull();
    expect(present.seen).toEqual(['GET /_global_changes with credentials']);
    await present.close();

    const missing = await fakeCouch(404, 201);
    expect(await ensureGlobalChanges(missing.url)).toBeNull();
    expect(missing.seen).toEqual([
      'GET /_global_changes with credentials',
      'PUT /_global_changes with credentials',
    ]);
    await missing.close();

    const forbidden = await fakeCouch(404, 401);
    expect(await ensureGlobalChanges(forbidden.url)).toMatch(/no _global_changes .* PUT \/_global_changes$/);
    await forbidden.close();
  });

  it('a server on a CouchDB that has it is ready with nothing to warn of', async () => {
    const couch = await startCouchDb();
    const t = await startTestServer(couch.env);
    try {
      const ready = await api(t.url, '/api/health/ready');
      expect(ready).toMatchObject({ status: 200, body: { ok: true, storage: 'couchdb' } });
      expect(ready.body.warnings).toBeUndefined();
    } finally {
      await t.close();
      await couch.close();
    }
  });
});
