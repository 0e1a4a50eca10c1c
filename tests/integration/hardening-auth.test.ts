import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByEmail } from '../../sync-server/auth/accounts.ts';
import { createLeague } from '../../sync-server/seed/factories.ts';
import { signUpTeam } from '../../sync-server/teams/sign-up-team.ts';
import { listTeamIndex } from '../../sync-server/teams/team-index.ts';
import { api, login, waitFor } from '../support/clients.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, PASSWORD, useWorld } from '../support/world.ts';

const signUp = (url: string, leagueId: string, i: number, headers: Record<string, string> = {}) =>
  api(url, '/api/signup', {
    headers,
    body: {
      kind: 'team',
      teamName: `Racing Club ${i}`,
      leagueId,
      captainName: 'Casey Cruz',
      captainPhone: '2125550100',
      email: `race${i}@test.nyc`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });

describe('sign-in throttling under parallel attempts (issue #10, 1)', () => {
  const s = useWorld({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '5', LOGIN_MAX_FAILURES_PER_IP: '1000' });

  it('101 parallel logins for one account: at most 5 are tried, the rest get 429, the right password too', async () => {
    const attempts = Array.from({ length: 100 }, () =>
      api(s.t.url, '/api/login', { body: { email: 'p@test.nyc', password: 'wrong password' } }),
    );
    attempts.push(api(s.t.url, '/api/login', { body: { email: 'p@test.nyc', password: PASSWORD } }));
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    const count = (s: number) => statuses.filter((x) => x === s).length;
    expect(count(401) + count(200)).toBeLessThanOrEqual(5);
    expect(count(429)).toBeGreaterThanOrEqual(96);
    expect(count(500)).toBe(0);
  });

  it('throttles wrong current passwords on /api/password', async () => {
    const cookie = s.world.cookies.captainA;
    const body = { currentPassword: 'not it at all', newPassword: 'newpass1', confirmPassword: 'newpass1' };
    const statuses = (
      await Promise.all(Array.from({ length: 20 }, () => api(s.t.url, '/api/password', { cookie, body })))
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
  });

  it('keeps storage answering while a burst of logins hashes: _changes answers before most logins end', async () => {
    let finished = 0;
    const burst = Array.from({ length: 60 }, (_, i) =>
      api(s.t.url, '/api/login', { body: { email: `ghost${i}@test.nyc`, password: 'whatever1' } }).then(
        (r) => {
          finished += 1;
          return r.status;
        },
      ),
    );
    // Once one login has answered, the rest are all at the server, hashing or waiting to.
    await waitFor(async () => finished >= 1, 'the first login to answer', 30_000);
    const changes = await api(s.t.url, `/db/league-${s.world.leagueId}/_changes?since=0&limit=5`);
    const finishedWhenStorageAnswered = finished;
    const statuses = await Promise.all(burst);
    expect(changes.status).toBe(200);
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
    expect(finishedWhenStorageAnswered).toBeLessThan(30);
    expect(finishedWhenStorageAnswered).toBeLessThan(finished);
  });
});

describe('sign-up: rate limit, the league limit under a race, crashes (issue #10, 6)', () => {
  let t: TTestServer;
  beforeAll(async () => {
    t = await startTestServer({ SIGNUP_MAX_PER_IP: '100' });
  });
  afterAll(async () => t?.close());

  it('30 concurrent sign-ups into an 8-team league: exactly 8 teams, the rest "This league is full"', async () => {
    const leagueId = await createLeague(t.storage, { name: 'Race Division', maxTeams: 8 });
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => signUp(t.url, leagueId, i)));
    const created = responses.filter((r) => r.status === 201);
    expect(created).toHaveLength(8);
    for (const r of responses.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe('This league is full');
    }
    const teams = (await listTeamIndex(t.storage)).filter((x) => x.leagueId === leagueId);
    expect(teams).toHaveLength(8);
    const stats = await t.storage.db('leagues').get(`leagueStats:${leagueId}`);
    expect(stats.teamCount).toBe(8);
  });

  it('a failed sign-up (name taken) gives its place back', async () => {
    const leagueId = await createLeague(t.storage, { name: 'Small Division', maxTeams: 2 });
    expect((await signUp(t.url, leagueId, 100)).status).toBe(201);
    const clash = await api(t.url, '/api/signup', {
      body: {
        kind: 'team',
        teamName: 'Racing Club 100',
        leagueId,
        captainName: 'Other',
        captainPhone: '2125550100',
        email: 'other100@test.nyc',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(clash.status).toBe(409);
    expect((await signUp(t.url, leagueId, 101)).status).toBe(201);
    expect((await signUp(t.url, leagueId, 102)).body.message).toBe('This league is full');
  });

  it('limits sign-ups per address, with 429 and Retry-After', async () => {
    const limited = await startTestServer({ SIGNUP_MAX_PER_IP: '3' });
    try {
      const leagueId = await createLeague(limited.storage, { name: 'Open', maxTeams: 8 });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await signUp(limited.url, leagueId, 200 + i)).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const last = await signUp(limited.url, leagueId, 300);
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('a sign-up cut off before its account is finished is never public, and start-up removes it', async () => {
    const leagueId = await createLeague(t.storage, { name: 'Crash Division', maxTeams: 8 });
    // A crash inside account creation: the team is written, the account never is.
    const put = t.storage.internal.put.bind(t.storage.internal);
    t.storage.internal.put = async (doc) => {
      if (String(doc._id).startsWith('account:')) throw new Error('killed');
      return put(doc);
    };
    await expect(
      signUpTeam(t.storage, {
        teamName: 'Ghost FC',
        leagueId,
        captainName: 'Gus',
        captainPhone: '2125550100',
        email: 'ghost@test.nyc',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    ).rejects.toThrow('killed');
    t.storage.internal.put = put;
    const league = await t.storage
      .db(`league-${leagueId}`)
      .allDocs({ startkey: 'teamPublic:', endkey: 'teamPublic:\uffff' });
    expect(league.rows).toEqual([]);
    expect((await listTeamIndex(t.storage)).filter((x) => x.leagueId === leagueId)).toEqual([]);
    expect(await findAccountByEmail(t.storage.internal, 'ghost@test.nyc')).toBeNull();
  });

  it('start-up publishes a sign-up whose account was finished, and removes an abandoned one', async () => {
    const leagueId = await createLeague(t.storage, { name: 'Reconcile Division', maxTeams: 8 });
    const done = await signUpTeam(t.storage, {
      teamName: 'Finished FC',
      leagueId,
      captainName: 'Fay',
      captainPhone: '2125550100',
      email: 'fay@test.nyc',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    // As if the crash came after the account but before the team went public.
    const index = await t.storage.internal.get(`teamIndex:${done.teamId}`);
    await t.storage.internal.put({ ...index, status: 'pending' });
    const mirror = await t.storage.db(`league-${leagueId}`).get(`teamPublic:${done.teamId}`);
    await t.storage.db(`league-${leagueId}`).remove(mirror);
    // And an abandoned one: pending for an hour, no account.
    await t.storage.internal.put({
      _id: 'teamIndex:abandoned0000000000000',
      teamId: 'abandoned0000000000000',
      leagueId,
      slug: 'abandoned',
      accountId: 'nobody',
      status: 'pending',
      createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    await t.restart();
    const published = await t.storage.db(`league-${leagueId}`).get(`teamPublic:${done.teamId}`);
    expect(published.name).toBe('Finished FC');
    expect((await listTeamIndex(t.storage)).map((x) => x.teamId)).not.toContain('abandoned0000000000000');
    expect(await login(t.url, 'fay@test.nyc', PASSWORD)).toMatch(/^ps_session=/);
  });
});

describe('malformed cookies and proxies (issue #10, 5 and 8)', () => {
  let t: TTestServer;
  beforeAll(async () => {
    t = await startTestServer({ TRUST_PROXY: '1', LOGIN_MAX_FAILURES_PER_IP: '2' });
    await buildWorld(t);
  });
  afterAll(async () => t?.close());

  it('treats a malformed session cookie as signed out, logout included', async () => {
    const cookie = 'ps_session=%';
    expect((await api(t.url, '/api/health', { cookie })).status).toBe(200);
    expect((await api(t.url, '/api/me', { cookie })).status).toBe(401);
    expect((await api(t.url, '/api/logout', { cookie, body: {} })).status).toBe(200);
    expect((await api(t.url, '/db/leagues/', { cookie })).status).toBe(200);
  });

  it('trusts one proxy hop: a client cannot pick its own address to dodge the per-address limit', async () => {
    const attempt = (i: number, real: string) =>
      api(t.url, '/api/login', {
        // The client forges the first entry; the proxy appends the real address.
        headers: { 'x-forwarded-for': `10.0.0.${i}, ${real}` },
        body: { email: `nobody${i}@test.nyc`, password: 'wrong password' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(i, '203.0.113.7')).status);
    expect(statuses).toEqual([401, 401, 429, 429]);
    // Another real client behind the same proxy has its own count.
    expect((await attempt(9, '203.0.113.8')).status).toBe(401);
  });

  it('behind TLS termination, accepts the https origin the proxy reports and sets HSTS', async () => {
    const response = await api(t.url, '/api/login', {
      headers: {
        origin: 'https://pitchside.example',
        host: 'pitchside.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'pitchside.example',
        'x-forwarded-for': '198.51.100.1',
      },
      body: { email: 'a@test.nyc', password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect(response.headers.get('set-cookie')).toMatch(/Secure/);
    const foreign = await api(t.url, '/api/logout', {
      headers: {
        origin: 'https://evil.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'pitchside.example',
      },
      body: {},
    });
    expect(foreign.status).toBe(403);
  });
});
