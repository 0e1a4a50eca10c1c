import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docId, leagueDbName, refereeDbName, teamDbName } from '../../src/domain/databases.ts';
import { api } from '../support/clients.ts';
import { useWorld } from '../support/world.ts';

// Generated requests across every endpoint, as any role or none: no 5xx, no hang (the server's
// deadline is short here, so a hang would surface as a 503), and nothing stored from a refused
// write. FUZZ_RUNS=5000 npm run test:integration -- fuzz runs a larger campaign.
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);

describe('generated requests across every endpoint', () => {
  const s = useWorld({
    REQUEST_TIMEOUT_MS: '5000',
    LONGPOLL_MAX_MS: '50',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
    SIGNUP_MAX_PER_IP: '100000',
  });

  it('never answers 5xx, always answers, and stores nothing it refused', async () => {
    const dbs = [
      'leagues',
      'admin',
      leagueDbName(s.world.leagueId),
      teamDbName(s.world.teamA),
      teamDbName(s.world.teamB),
      refereeDbName(s.world.referee1),
      'league-nosuchleague000000',
      'team-nosuchteam',
      'pitchside-internal',
      '_users',
      'UPPER',
      '',
    ];
    const cookies = [...Object.values(s.world.cookies), 'ps_session=%', 'ps_session=garbage', 'ps_session='];
    const ids = [
      docId('team', s.world.teamA),
      docId('player', 'p1'),
      docId('match', 'm1'),
      docId('league', s.world.leagueId),
      docId('report', 'm1'),
      docId('assignmentRequest', 'm1'),
      docId('teamPublic', s.world.teamA),
      '_design/x',
      'no-colon',
    ];
    const value = fc.oneof(
      fc.constantFrom(null, true, false, 0, -1, 1e308, '', ' padded ', 'x'.repeat(300)),
      fc.string(),
      fc.integer(),
    );
    const doc = fc.record(
      {
        _id: fc.constantFrom(...ids),
        _rev: fc.constantFrom('1-abc', '2-def', undefined),
        _deleted: fc.constantFrom(true, 1, 'yes', 0, undefined),
        type: fc.constantFrom('team', 'player', 'match', 'league', 'report', 'assignmentRequest', 'x'),
        teamId: fc.constantFrom(s.world.teamA, s.world.teamB, 'other'),
        leagueId: fc.constantFrom(s.world.leagueId, 'nosuchleague000000'),
        name: value,
        firstName: value,
        jerseyNumber: value,
        _revisions: fc.constantFrom(undefined, { start: 1, ids: ['abc'] }),
      },
      { requiredKeys: ['_id'] },
    );
    const body = fc.oneof(
      fc.record({
        docs: fc.array(doc, { maxLength: 5 }),
        new_edits: fc.constantFrom(true, false, undefined),
      }),
      fc.record({
        docs: fc.array(fc.record({ id: fc.constantFrom(...ids), rev: fc.string() }), { maxLength: 3 }),
      }),
      fc.jsonValue({ maxDepth: 3 }),
      fc.constantFrom('', '{', 'null', '[]', '{"docs":[]}'),
    );
    const path = fc.oneof(
      fc
        .tuple(
          fc.constantFrom(...dbs),
          fc.constantFrom(
            '',
            '_changes',
            '_bulk_docs',
            '_bulk_get',
            '_revs_diff',
            '_all_docs',
            '_local/cp',
            '_ensure_full_commit',
          ),
        )
        .map(([db, rest]) => `/db/${db}/${rest}`),
      fc
        .tuple(fc.constantFrom(...dbs), fc.constantFrom(...ids))
        .map(([db, id]) => `/db/${db}/${encodeURIComponent(id)}`),
      fc.constantFrom(
        '/api/login',
        '/api/signup',
        '/api/password',
        '/api/me',
        '/api/logout',
        '/api/health',
        '/db/',
      ),
      fc
        .tuple(fc.constantFrom(...dbs), fc.string({ maxLength: 20 }))
        .map(([db, q]) => `/db/${db}/_changes?feed=longpoll&since=${encodeURIComponent(q)}&heartbeat=10`),
    );
    const request = fc.record({
      method: fc.constantFrom('GET', 'PUT', 'POST', 'DELETE'),
      path,
      cookie: fc.constantFrom(...cookies),
      body,
    });

    const realDbs = dbs.slice(0, 6);
    const seqs = async () =>
      Object.fromEntries(
        await Promise.all(realDbs.map(async (n) => [n, (await s.t.storage.db(n).info()).update_seq])),
      );

    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        await s.t.server.resolver.settle();
        const before = await seqs();
        const hasBody = r.method !== 'GET' && r.method !== 'DELETE';
        const response = await api(s.t.url, r.path, {
          method: r.method,
          cookie: r.cookie,
          ...(hasBody ? { body: typeof r.body === 'string' ? r.body : JSON.stringify(r.body) } : {}),
          headers: hasBody ? { 'content-type': 'application/json' } : {},
        });
        expect(response.status, `${r.method} ${r.path}`).toBeLessThan(500);
        const results = Array.isArray(response.body) ? response.body : [];
        // With new_edits=false a stored document has no row: only refusals are listed.
        const sent = (r.body as { docs?: unknown } | null)?.docs;
        const anyAccepted =
          response.status < 300 &&
          (results.some((x: { ok?: boolean }) => x.ok) ||
            !results.length ||
            (Array.isArray(sent) && results.length < sent.length));
        if (!anyAccepted || response.status >= 400) {
          await s.t.server.resolver.settle();
          expect(await seqs()).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('every route the server registers answers generated requests with a clear status, never 5xx', async () => {
    // Long-lived by design: the change stream (a request never ends) and its HEAD.
    const routes = s.t.server.routes.filter((r) => r.url !== '/api/changes');
    expect(routes.length).toBeGreaterThan(60);
    const w = s.world;
    const params: Record<string, string[]> = {
      teamId: [w.teamA, w.teamB, 'nosuchteam00000000000', 'x'.repeat(600)],
      playerId: [w.playerA1, 'nosuchplayer', ''],
      accountId: [w.referee1, w.adminId, 'nosuchaccount0000000'],
      matchId: ['m1', 'nosuchmatch', '..'],
      id: ['nosuchagent000000000', w.teamA, '%'],
      key: ['nosuchmail', 'mail:x'],
      db: ['leagues', 'admin', leagueDbName(w.leagueId), teamDbName(w.teamA), '_users', 'UPPER'],
      docid: [docId('team', w.teamA), '_design/x', 'no-colon'],
      localid: ['cp', ''],
      file: ['abc.jpg', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(300)],
    };
    const fill = (url: string, pick: (choices: string[]) => string) =>
      url.replace(/:([a-zA-Z]+)/g, (_all, name: string) => encodeURIComponent(pick(params[name] ?? ['x'])));
    const value = fc.oneof(
      fc.constantFrom(null, true, 0, -1, 1e308, '', 'x'.repeat(3000), '<script>', '../../x'),
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    );
    const keys = ['email', 'password', 'code', 'reason', 'name', 'answer', 'locale', 'teamId', 'since', 'to'];
    const body = fc.oneof(
      fc.constant(undefined),
      fc.jsonValue({ maxDepth: 2 }),
      fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 5 }),
      fc.constantFrom('{', 'null', '[]', '"text"', '\u0000'),
    );
    const query = fc.oneof(
      fc.constant(''),
      fc
        .tuple(
          fc.constantFrom('limit', 'before', 'lang', 'token', 'since', 'player'),
          fc.string({ maxLength: 20 }),
        )
        .map(([name, v]) => `?${name}=${encodeURIComponent(v)}`),
    );
    const request = fc.record({
      route: fc.constantFrom(...routes),
      choices: fc.infiniteStream(fc.nat()),
      cookie: fc.constantFrom(...Object.values(w.cookies), 'ps_session=garbage'),
      body,
      query,
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const picks = r.choices[Symbol.iterator]();
        const path = fill(r.route.url, (choices) => choices[picks.next().value % choices.length]!);
        const hasBody = r.body !== undefined && !['GET', 'HEAD'].includes(r.route.method);
        const response = await api(s.t.url, `${path}${r.query}`, {
          method: r.route.method,
          cookie: r.cookie,
          ...(hasBody ? { body: typeof r.body === 'string' ? r.body : JSON.stringify(r.body) } : {}),
        });
        expect(response.status, `${r.route.method} ${path}${r.query}`).toBeLessThan(500);
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
