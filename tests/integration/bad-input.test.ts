import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { api } from '../support/clients.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

const RUNS = 40;

describe('bad input gets a clear 4xx, never a 500 or a partial write', () => {
  let t: TTestServer;
  let world: TWorld;
  const serverErrors: string[] = [];
  beforeAll(async () => {
    t = await startTestServer({
      BODY_LIMIT_BYTES: String(64 * 1024),
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
    });
    world = await buildWorld(t);
  });
  afterAll(async () => t?.close());

  const docCount = async (db: string) => (await t.storage.db(db).info()).doc_count;
  const json = fc.oneof(
    fc.jsonValue(),
    fc.object(),
    fc.array(fc.object()),
    fc.record({ docs: fc.array(fc.jsonValue()) }),
  );
  const check = (path: string, status: number) => {
    if (status >= 500) serverErrors.push(`${path} → ${status}`);
    expect(status).toBeLessThan(500);
  };

  const bodies: [string, string][] = [
    ['POST', '/api/login'],
    ['POST', '/api/signup'],
    ['POST', '/api/password'],
    ['POST', '/api/logout'],
  ];
  it.each(bodies)('%s %s with arbitrary JSON', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(json, fc.constantFrom(null, 'captainA', 'admin'), async (body, who) => {
        const response = await api(t.url, path, {
          method,
          body,
          cookie: who ? world.cookies[who as 'admin'] : null,
        });
        check(path, response.status);
        if (path !== '/api/logout') expect(response.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: RUNS },
    );
  });

  it('every replication write endpoint with arbitrary JSON, as an admin, stores nothing it refused', async () => {
    const db = teamDbName(world.teamA);
    const paths = ['_bulk_docs', '_bulk_get', '_revs_diff', '_local/x', 'player:fuzz'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), json, async (endpoint, body) => {
        const before = await docCount(db);
        const method = endpoint.startsWith('_local') || endpoint.startsWith('player') ? 'PUT' : 'POST';
        const response = await api(t.url, `/db/${db}/${endpoint}`, {
          method,
          body,
          cookie: world.cookies.admin,
        });
        check(endpoint, response.status);
        const results: { ok?: boolean }[] = Array.isArray(response.body) ? response.body : [];
        const written = results.filter((r) => r?.ok).length;
        const single = endpoint.startsWith('player') && response.status === 201 ? 1 : 0;
        expect(await docCount(db)).toBe(before + written + single);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('bulk docs full of near-valid documents store exactly the ones reported ok', async () => {
    const db = leagueDbName(world.leagueId);
    const nearMatch = fc.record({
      _id: fc.oneof(
        fc.constant('match:fuzz'),
        fc.string(),
        fc.constant('teamPublic:x'),
        fc.constant('_design/x'),
      ),
      type: fc.constantFrom('match', 'video', 'league', 'x'),
      leagueId: fc.constantFrom(world.leagueId, 'other'),
      homeTeamId: fc.constantFrom(world.teamA, world.teamB, ''),
      awayTeamId: fc.constantFrom(world.teamA, world.teamB),
      date: fc.constantFrom('2027-03-07T21:00:00.000Z', 'tomorrow', ''),
      venue: fc.string(),
      status: fc.constantFrom('scheduled', 'completed', 'postponed'),
      createdAt: fc.constant('2027-03-07T21:00:00.000Z'),
      updatedAt: fc.constant('2027-03-07T21:00:00.000Z'),
      extra: fc.option(fc.jsonValue(), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(nearMatch, { maxLength: 5 }), fc.boolean(), async (docs, newEdits) => {
        const before = await docCount(db);
        const response = await api(t.url, `/db/${db}/_bulk_docs`, {
          body: { docs, new_edits: newEdits },
          cookie: world.cookies.admin,
        });
        check('_bulk_docs', response.status);
        if (response.status !== 201) return;
        const results: { error?: string }[] = response.body;
        const refused = results.filter((r) => r.error === 'forbidden').length;
        expect(refused).toBeLessThanOrEqual(docs.length);
        // Whatever was not refused (or a conflict) is the only thing that may have been stored.
        expect(await docCount(db)).toBeLessThanOrEqual(before + docs.length - refused);
      }),
      { numRuns: RUNS },
    );
  });

  it('read endpoints with arbitrary query strings and ids', async () => {
    const db = teamDbName(world.teamA);
    const query = fc.dictionary(
      fc.constantFrom(
        'since',
        'limit',
        'style',
        'feed',
        'heartbeat',
        'timeout',
        'include_docs',
        'filter',
        'open_revs',
        'revs',
        'rev',
        'latest',
        'descending',
      ),
      fc.oneof(
        fc.string(),
        fc.constantFrom('true', 'all', '[]', '["1-a"]', '-1', '0', 'now', 'longpoll', 'continuous'),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('_changes', 'player:x', '_local/x', ''),
        query,
        fc.string({ maxLength: 20 }),
        async (endpoint, q, junk) => {
          if (q.feed === 'longpoll') q.timeout = '10';
          const params = new URLSearchParams(q).toString();
          const path = `/db/${db}/${endpoint || encodeURIComponent(junk) || 'x'}?${params}`;
          const response = await api(t.url, path, { cookie: world.cookies.admin });
          check(path, response.status);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it('malformed JSON, wrong content types and oversized bodies', async () => {
    const raw = (path: string, body: string, type = 'application/json') =>
      fetch(`${t.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': type, cookie: world.cookies.admin! },
        body,
      });
    for (const path of ['/api/login', `/db/${teamDbName(world.teamA)}/_bulk_docs`]) {
      const broken = await raw(path, '{"docs": [');
      expect(broken.status).toBe(400);
      const text = await broken.text();
      expect(text).not.toMatch(/at .*\.ts:|node_modules|Error:/);
      expect((await raw(path, 'docs=1', 'application/x-www-form-urlencoded')).status).toBe(415);
      expect((await raw(path, JSON.stringify({ docs: ['x'.repeat(70 * 1024)] }))).status).toBe(413);
    }
  });

  it('never produced a server error', () => {
    expect(serverErrors).toEqual([]);
  });
});
