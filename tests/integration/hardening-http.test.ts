import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, leagueDbName, refereeDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { escapeText } from '../../sync-server/calendar/ics.ts';
import { PERMISSIONS_POLICY } from '../../sync-server/http/security.ts';
import { matchDoc } from '../../sync-server/seed/factories.ts';
import { api, waitFor } from '../support/clients.ts';
import { validReport } from '../support/reports.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld, useWorld } from '../support/world.ts';

/** Sends raw bytes and resolves with whatever the server answers, once it closes or answers. */
function raw(url: string, text: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n\r\n')) socket.end();
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('every request ends with a clear answer and the right headers (issue #10, 4, 9, 11, 12)', () => {
  let t: TTestServer;
  let world: TWorld;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'pitchside-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Pitchside</title>');
    writeFileSync(join(dist, 'assets', 'index-Bx7kQ2pL.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-Bx7kQ2pL.js.map'), '{"sources":["secret.ts"]}');
    t = await startTestServer({ DIST_DIR: dist, LONGPOLL_MAX_MS: '200' });
    world = await buildWorld(t);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers an empty _bulk_get at once, anonymously', async () => {
    const response = await api(t.url, '/db/leagues/_bulk_get', { body: { docs: [] } });
    expect(response).toMatchObject({ status: 200, body: { results: [] } });
  });

  it('ends a request that never finishes arriving with 503 after the deadline', async () => {
    const quick = await startTestServer({ REQUEST_TIMEOUT_MS: '300' });
    try {
      const answer = await raw(
        quick.url,
        'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
      );
      expect(answer).toMatch(/^HTTP\/1\.1 503/);
    } finally {
      await quick.close();
    }
  });

  it('refuses a body nested 5,000 levels deep with 400, on /api and /db alike', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const path of ['/api/login', '/db/leagues/_bulk_docs']) {
      const response = await api(t.url, path, { body: `{"docs":${deep}}`, cookie: world.cookies.admin });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toMatch(/nested too deeply/);
    }
    // An ordinary nested document still passes the parser.
    expect((await api(t.url, '/api/login', { body: { email: 'a@test.nyc', password: 'x' } })).status).toBe(
      401,
    );
  });

  it('router errors carry the security headers and never echo the address', async () => {
    const bad = await fetch(`${t.url}/db/%E0%A4%A/_changes`);
    expect(bad.status).toBe(400);
    const badText = await bad.text();
    expect(badText).not.toContain('%E0');
    expect(bad.headers.get('content-security-policy')).toContain("default-src 'self'");
    const long = `${'x'.repeat(600)}<script>`;
    const tooLong = await fetch(`${t.url}/db/${long}/_changes`);
    expect(tooLong.status).toBe(414);
    expect(await tooLong.text()).not.toContain('<script>');
    expect(tooLong.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('private answers are not cached; every answer has a Permissions-Policy; a held long-poll too', async () => {
    for (const path of ['/api/health', '/db/leagues/', `/db/league-${world.leagueId}/_changes`]) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    }
    const held = await fetch(`${t.url}/db/league-${world.leagueId}/_changes?feed=longpoll&since=now`);
    expect(held.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(held.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(held.headers.get('cache-control')).toBe('no-store');
    await held.text();
  });

  it('does not serve source maps', async () => {
    expect((await fetch(`${t.url}/assets/index-Bx7kQ2pL.js`)).status).toBe(200);
    const map = await fetch(`${t.url}/assets/index-Bx7kQ2pL.js.map`);
    expect(await map.text()).not.toContain('secret.ts');
  });

  it('a team name cannot carry a line break, and calendar text escapes CR, LF and CRLF', async () => {
    const team = await t.storage.db(`team-${world.teamA}`).get(`team:${world.teamA}`);
    const response = await api(t.url, `/db/team-${world.teamA}/_bulk_docs`, {
      cookie: world.cookies.admin,
      body: { docs: [{ ...team, name: 'Astoria\rDTSTART:19700101T000000' }] },
    });
    expect(response.body[0]).toMatchObject({
      error: 'forbidden',
      reason: expect.stringMatching(/line breaks/),
    });
    for (const text of ['a\rb', 'a\nb', 'a\r\nb']) expect(escapeText(text)).toBe('a\\nb');
    expect(escapeText('a\u0000b\u0007c')).toBe('abc');
  });
});

describe('the resolver never skips a change silently (issue #10, 15)', () => {
  const s = useWorld({ RESOLVER_RETRY_MS: '20' });

  /** A match whose home team has no database: resolving its report throws until one exists. */
  async function brokenMatch() {
    const match = matchDoc({
      leagueId: s.world.leagueId,
      homeTeamId: newId(),
      awayTeamId: s.world.teamB,
      date: new Date(Date.now() - 3_600_000).toISOString(),
      refereeId: s.world.referee1,
    });
    await s.t.storage.db(leagueDbName(s.world.leagueId)).put(match);
    const matchId = match._id.slice('match:'.length);
    const sides = {
      leagueId: s.world.leagueId,
      matchId,
      homeTeamId: match.homeTeamId,
      awayTeamId: match.awayTeamId,
      home: [],
      away: [],
    };
    return { matchId, sides, homeTeamId: match.homeTeamId };
  }

  async function goodMatch() {
    const match = matchDoc({
      leagueId: s.world.leagueId,
      homeTeamId: s.world.teamA,
      awayTeamId: s.world.teamB,
      date: new Date(Date.now() - 3_600_000).toISOString(),
      refereeId: s.world.referee1,
    });
    await s.t.storage.db(leagueDbName(s.world.leagueId)).put(match);
    return match._id.slice('match:'.length);
  }

  const refereeDb = () => s.t.storage.db(refereeDbName(s.world.referee1));

  it('retries a failing change, and handles it once it can', async () => {
    const broken = await brokenMatch();
    await refereeDb().put(validReport(broken.sides, s.world.referee1, { home: 0, away: 0 }));
    await waitFor(async () => s.t.server.resolver.retrying().length > 0, 'the resolver to retry');
    await s.t.storage.create(`team-${broken.homeTeamId}`);
    const verdict = await waitFor(
      () => refereeDb().get(docId('resolution', broken.matchId)),
      'the verdict after the retry',
    );
    expect(verdict.status).toBe('accepted');
  });

  it('parks a change that keeps failing for the admin, then handles the later ones', async () => {
    const broken = await brokenMatch();
    await refereeDb().put(validReport(broken.sides, s.world.referee1, { home: 0, away: 0 }));
    const laterId = await goodMatch();
    const later = {
      ...validReport(
        { ...broken.sides, matchId: laterId, homeTeamId: s.world.teamA, home: [], away: [] },
        s.world.referee1,
        {
          home: 0,
          away: 0,
        },
      ),
    };
    await refereeDb().put(later);
    const problem = await waitFor(
      () => s.t.storage.db('admin').get(docId('resolverProblem', `${s.world.referee1}-${broken.matchId}`)),
      'the parked problem',
    );
    expect(problem).toMatchObject({
      type: 'resolverProblem',
      docId: docId('report', broken.matchId),
      attempts: 6,
    });
    const verdict = await waitFor(() => refereeDb().get(docId('resolution', laterId)), 'the later report');
    expect(verdict.status).toBe('accepted');
    // The parked report has no verdict: nothing pretends it was handled.
    await expect(refereeDb().get(docId('resolution', broken.matchId))).rejects.toMatchObject({ status: 404 });
  });
});
