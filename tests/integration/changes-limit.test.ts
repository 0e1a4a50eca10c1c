import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueDbName } from '../../src/domain/databases.ts';
import { api } from '../support/clients.ts';
import { startCouchDb, type TTestCouch } from '../support/couchdb.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

// Issue #34: `_changes?since=<current>&limit=0`, sent anonymously (CouchDB's replicator sends it
// to learn a position), made a CouchDB-mode instance read CouchDB's _changes 9,085 times in 30 s,
// then answer 503: an amplification anyone could send. It is answered as CouchDB answers it.

describe('a _changes request for nothing (limit=0), in CouchDB mode', () => {
  let couch: TTestCouch;
  let t: TTestServer;
  let world: TWorld;
  beforeAll(async () => {
    couch = await startCouchDb();
    t = await startTestServer(couch.env);
    world = await buildWorld(t);
  });
  afterAll(async () => {
    await t?.close();
    await couch?.close();
  });

  it('answers at once with no result and the position asked for, reading no changes from CouchDB', async () => {
    const db = leagueDbName(world.leagueId);
    const current = (await api(t.url, `/db/${db}/`)).body.update_seq as string;
    const asked = couch.requests.length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(t.url, `/db/${db}/_changes?since=${encodeURIComponent(current)}&limit=0`),
      ),
    );
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 200, body: { results: [], last_seq: current } });
    // Only this league's: the server's own work (the resolver reading internal storage) goes on.
    const reads = couch.requests
      .slice(asked)
      .filter((r) => r.includes(`/${couch.env.COUCHDB_PREFIX}${db}/_changes`));
    expect(reads).toEqual([]);

    const feed = await fetch(`${t.url}/db/${db}/_changes?feed=continuous&since=0&limit=0`);
    expect(await feed.text()).toBe(`${JSON.stringify({ last_seq: 0 })}\n`);
  });
});
