import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages.ts';
import { createLeague } from '../../sync-server/seed/factories.ts';
import { api, login } from '../support/clients.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { PASSWORD, useWorld } from '../support/world.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('accounts and sessions', () => {
  const s = useWorld({
    LOGIN_WINDOW_SECONDS: '2',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
  });

  it('answers login with the spec messages, and the same one for an unknown e-mail and a wrong password', async () => {
    expect((await api(s.t.url, '/api/login', { body: { email: '', password: '' } })).body).toMatchObject({
      message: MSG.fillAllFields,
    });
    expect((await api(s.t.url, '/api/login', { body: { email: 'nope', password: 'x' } })).body).toMatchObject(
      {
        message: MSG.invalidEmailAddress,
      },
    );
    const unknown = await api(s.t.url, '/api/login', {
      body: { email: 'ghost@test.nyc', password: PASSWORD },
    });
    const wrong = await api(s.t.url, '/api/login', {
      body: { email: 'p@test.nyc', password: 'wrong password' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({ message: 'Incorrect email or password' });
  });

  it('signs in with an httpOnly, SameSite=Lax cookie and returns the account without secrets', async () => {
    const response = await api(s.t.url, '/api/login', { body: { email: 'A@Test.nyc ', password: PASSWORD } });
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({
      id: expect.any(String),
      email: 'a@test.nyc',
      role: 'captain',
      displayName: 'Ana Lopez',
      teamId: s.world.teamA,
      // Whether two-factor sign-in is on (ADR 037), never its secret.
      twoFactor: false,
      team: {
        name: 'Astoria Athletic',
        onboardingStatus: 'roster',
        leagueId: s.world.leagueId,
        withdrawn: false,
      },
    });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('the referee portal turns away other accounts, only after a correct password, and signs nobody in', async () => {
    const captain = await api(s.t.url, '/api/login', {
      body: { email: 'a@test.nyc', password: PASSWORD, portal: 'referee' },
    });
    expect(captain.status).toBe(403);
    expect(captain.body).toMatchObject({ message: MSG.notReferee });
    expect(captain.headers.get('set-cookie')).toBeNull();
    const wrong = await api(s.t.url, '/api/login', {
      body: { email: 'a@test.nyc', password: 'wrong!!', portal: 'referee' },
    });
    expect(wrong.body).toMatchObject({ message: 'Incorrect email or password' });
    const referee = await api(s.t.url, '/api/login', {
      body: { email: 'r1@test.nyc', password: PASSWORD, portal: 'referee' },
    });
    expect(referee.status).toBe(200);
  });

  it('throttles an account after repeated failures with 429 and Retry-After, then recovers after the window', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await api(s.t.url, '/api/login', { body: { email: 'b@test.nyc', password: 'guess' } })).status,
      ).toBe(401);
    }
    const blocked = await api(s.t.url, '/api/login', { body: { email: 'b@test.nyc', password: PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another account from the same address is not affected.
    expect(
      (await api(s.t.url, '/api/login', { body: { email: 'p@test.nyc', password: PASSWORD } })).status,
    ).toBe(200);
    await sleep(Number(blocked.headers.get('retry-after')) * 1000 + 100);
    expect(
      (await api(s.t.url, '/api/login', { body: { email: 'b@test.nyc', password: PASSWORD } })).status,
    ).toBe(200);
  });

  it('keeps a session across a restart, and ends it at logout', async () => {
    const cookie = await login(s.t.url, 'p@test.nyc', PASSWORD);
    await s.t.restart();
    const me = await api(s.t.url, '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: 'p@test.nyc', role: 'player' });
    expect((await api(s.t.url, '/api/logout', { method: 'POST', cookie })).status).toBe(200);
    const after = await api(s.t.url, '/api/me', { cookie });
    expect(after.status).toBe(401);
  });

  it('tells an expired session apart: an explicit 401 on the API and on replication', async () => {
    const cookie = await login(s.t.url, 'a@test.nyc', PASSWORD);
    const accountId = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const prefix = `session:${accountId}:`;
    const { rows } = await s.t.storage.internal.allDocs({
      startkey: prefix,
      endkey: `${prefix}\uffff`,
      include_docs: true,
    });
    await s.t.storage.internal.bulkDocs(
      rows.map((r) => ({ ...r.doc, expiresAt: '2000-01-01T00:00:00.000Z' })),
    );
    const me = await api(s.t.url, '/api/me', { cookie });
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ error: 'session_expired' });
    const db = await api(s.t.url, `/db/team-${s.world.teamA}/_changes`, { cookie });
    expect(db.status).toBe(401);
    expect(db.body).toMatchObject({ error: 'unauthorized', reason: expect.stringContaining('expired') });
  });

  it('changes a password only with the current one, and signs out every other device', async () => {
    const device1 = await login(s.t.url, 'r2@test.nyc', PASSWORD);
    const device2 = await login(s.t.url, 'r2@test.nyc', PASSWORD);
    const change = (body: object) => api(s.t.url, '/api/password', { cookie: device1, body });
    expect(
      (await change({ currentPassword: 'nope', newPassword: 'new secret', confirmPassword: 'new secret' }))
        .body,
    ).toMatchObject({ message: MSG.currentPasswordIncorrect });
    expect(
      (await change({ currentPassword: PASSWORD, newPassword: 'new secret', confirmPassword: 'other' })).body,
    ).toMatchObject({ message: MSG.newPasswordsDoNotMatch });
    expect(
      (await change({ currentPassword: PASSWORD, newPassword: 'short', confirmPassword: 'short' })).body,
    ).toMatchObject({ message: MSG.passwordTooShort });
    const ok = await change({
      currentPassword: PASSWORD,
      newPassword: 'new secret',
      confirmPassword: 'new secret',
    });
    expect(ok.status).toBe(200);
    const fresh = ok.headers.get('set-cookie')!.split(';')[0]!;
    expect((await api(s.t.url, '/api/me', { cookie: device1 })).status).toBe(401);
    expect((await api(s.t.url, '/api/me', { cookie: device2 })).status).toBe(401);
    expect((await api(s.t.url, '/api/me', { cookie: fresh })).status).toBe(200);
    expect(
      (await api(s.t.url, '/api/login', { body: { email: 'r2@test.nyc', password: PASSWORD } })).status,
    ).toBe(401);
    expect(
      (await api(s.t.url, '/api/login', { body: { email: 'r2@test.nyc', password: 'new secret' } })).status,
    ).toBe(200);
  });

  it('hashes the whole password: a long password does not match its prefix', async () => {
    const long = 'x'.repeat(150);
    const cookie = await login(s.t.url, 'p@test.nyc', PASSWORD);
    await api(s.t.url, '/api/password', {
      cookie,
      body: { currentPassword: PASSWORD, newPassword: long, confirmPassword: long },
    });
    expect(
      (await api(s.t.url, '/api/login', { body: { email: 'p@test.nyc', password: long.slice(0, 72) } }))
        .status,
    ).toBe(401);
    expect((await api(s.t.url, '/api/login', { body: { email: 'p@test.nyc', password: long } })).status).toBe(
      200,
    );
  });

  it('never replicates a secret: the users directory holds no hash', async () => {
    const directory = await api(s.t.url, '/db/admin/_changes?include_docs=true', {
      cookie: s.world.cookies.admin,
    });
    expect(directory.status).toBe(200);
    const text = JSON.stringify(directory.body);
    expect(text).toContain('a@test.nyc');
    expect(text).not.toMatch(/scrypt|passwordHash|session/);
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const foreign = await api(s.t.url, '/api/login', {
      body: { email: 'p@test.nyc', password: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const bulk = await api(s.t.url, '/db/leagues/_bulk_docs', {
      body: { docs: [] },
      cookie: s.world.cookies.admin,
      headers: { origin: 'https://evil.example' },
    });
    expect(bulk.status).toBe(403);
    const own = await api(s.t.url, '/api/login', {
      body: { email: 'p@test.nyc', password: 'x' },
      headers: { origin: s.t.url },
    });
    expect(own.status).toBe(401);
  });

  it('lets only an admin create referee accounts', async () => {
    const body = {
      kind: 'referee',
      email: 'newref@test.nyc',
      password: 'secret1',
      displayName: 'New Ref',
      licenseNumber: 'NY-1',
    };
    expect((await api(s.t.url, '/api/signup', { body })).status).toBe(403);
    expect((await api(s.t.url, '/api/signup', { body, cookie: s.world.cookies.captainA })).status).toBe(403);
    expect(
      (await api(s.t.url, '/api/signup', { body: { ...body, email: '' }, cookie: s.world.cookies.admin }))
        .body,
    ).toMatchObject({ message: MSG.fillRequiredFields });
    const created = await api(s.t.url, '/api/signup', { body, cookie: s.world.cookies.admin });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ role: 'referee', email: 'newref@test.nyc' });
    const again = await api(s.t.url, '/api/signup', { body, cookie: s.world.cookies.admin });
    expect(again.status).toBe(409);
  });
});

describe('team sign-up races', () => {
  let t: TTestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t?.close());

  const signUp = (leagueId: string, email: string, teamName: string) =>
    api(t.url, '/api/signup', {
      body: {
        kind: 'team',
        teamName,
        leagueId,
        captainName: 'Cap',
        captainPhone: '(212) 555-0100',
        email,
        password: 'secret1',
        confirmPassword: 'secret1',
      },
    });

  it('two simultaneous sign-ups with the same name in one league give exactly one team', async () => {
    const leagueId = await createLeague(t.storage);
    const results = await Promise.all([
      signUp(leagueId, 'one@test.nyc', 'Queens Rangers'),
      signUp(leagueId, 'two@test.nyc', 'queens  rangers!'),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body).toMatchObject({ message: MSG.teamNameTaken });
    const { rows } = await t.storage.internal.allDocs({ startkey: 'teamIndex:', endkey: 'teamIndex:\uffff' });
    expect(rows).toHaveLength(1);
    // The loser's e-mail was released: it can sign up under another name.
    const loser = results.find((r) => r.status === 409)! === results[0] ? 'one@test.nyc' : 'two@test.nyc';
    expect((await signUp(leagueId, loser, 'Queens Royals')).status).toBe(201);
  });

  it('signs the captain in, normalises the phone, and checks each step with the spec messages', async () => {
    const leagueId = await createLeague(t.storage);
    const created = await signUp(leagueId, 'cap@test.nyc', 'Harlem Lions');
    expect(created.status).toBe(201);
    const cookie = created.headers.get('set-cookie')!.split(';')[0]!;
    const team = await api(t.url, `/db/team-${created.body.teamId}/team:${created.body.teamId}`, { cookie });
    expect(team.body).toMatchObject({
      name: 'Harlem Lions',
      slug: 'harlem-lions',
      captain: { phone: '+12125550100' },
      onboarding: { status: 'roster', checklist: ['team_created'] },
    });
    const bad = (override: object) =>
      api(t.url, '/api/signup', {
        body: {
          kind: 'team',
          teamName: 'X',
          leagueId,
          captainName: 'Cap',
          captainPhone: '2125550100',
          email: 'x@test.nyc',
          password: 'secret1',
          confirmPassword: 'secret1',
          ...override,
        },
      });
    expect((await bad({ teamName: '' })).body).toMatchObject({ message: MSG.fillAllFields });
    expect((await bad({ captainPhone: '12345' })).body).toMatchObject({ message: MSG.invalidUsPhone });
    expect((await bad({ email: 'x@' })).body).toMatchObject({ message: MSG.invalidEmail });
    expect((await bad({ confirmPassword: 'other1' })).body).toMatchObject({
      message: MSG.passwordsDoNotMatch,
    });
    expect((await bad({ password: 'abc', confirmPassword: 'abc' })).body).toMatchObject({
      message: MSG.passwordTooShort,
    });
    expect((await bad({ leagueId: 'nosuchleague' })).body).toMatchObject({
      message: 'This league does not exist',
    });
  });
});

describe('login throttling per address', () => {
  it('blocks an address that fails across many accounts, whatever the account', async () => {
    const t = await startTestServer({
      LOGIN_WINDOW_SECONDS: '60',
      LOGIN_MAX_FAILURES_PER_IP: '4',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '100',
    });
    try {
      for (let i = 0; i < 4; i++) {
        expect(
          (await api(t.url, '/api/login', { body: { email: `guess${i}@test.nyc`, password: 'nope' } }))
            .status,
        ).toBe(401);
      }
      const blocked = await api(t.url, '/api/login', {
        body: { email: 'someone-else@test.nyc', password: 'nope' },
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ error: 'too_many_attempts' });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(50);
    } finally {
      await t.close();
    }
  });
});
