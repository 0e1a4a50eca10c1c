import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { findAccountByEmail } from '../../sync-server/auth/accounts.ts';
import { api } from '../support/clients.ts';
import { PASSWORD, useWorld } from '../support/world.ts';

// ADR 037: two-factor sign-in for admins, captains and referees, through real HTTP. The codes are computed here as an
// authenticator app computes them, from the secret the set-up shows.

const ADMIN = 'admin@test.nyc';
const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp,
  });

describe('two-factor sign-in for admins', () => {
  const s = useWorld({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '4', LOGIN_MAX_FAILURES_PER_IP: '1000' });
  const signIn = (code?: string) =>
    api(s.t.url, '/api/login', { body: { email: ADMIN, password: PASSWORD, code } });

  /** Sets it up and turns it on for the world's admin; returns the secret and recovery codes. */
  async function turnOn() {
    const cookie = s.world.cookies.admin;
    const setup = await api(s.t.url, '/api/two-factor/setup', { body: {}, cookie });
    expect(setup.status).toBe(200);
    // The code of the step before: the steps after it are left for the sign-ins below.
    const enabled = await api(s.t.url, '/api/two-factor/enable', {
      body: { code: codeAt(setup.body.secret, Date.now() - 30_000) },
      cookie,
    });
    expect(enabled.status).toBe(200);
    return {
      secret: setup.body.secret as string,
      uri: setup.body.uri as string,
      recovery: enabled.body.recoveryCodes as string[],
    };
  }

  it('is refused to a player’s account, and to nobody signed in', async () => {
    const refused = await api(s.t.url, '/api/two-factor/setup', { body: {}, cookie: s.world.cookies.player });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Two-factor sign-in is for admin, captain and referee accounts.');
    expect((await api(s.t.url, '/api/two-factor', { cookie: s.world.cookies.player })).status).toBe(403);
    expect((await api(s.t.url, '/api/two-factor/setup', { body: {} })).status).toBe(401);
  });

  it('turns on only with a code from the app, and never shows its secret again', async () => {
    const cookie = s.world.cookies.admin;
    const setup = await api(s.t.url, '/api/two-factor/setup', { body: {}, cookie });
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Pitchside:admin%40test\.nyc\?/);
    expect(setup.body.uri).toContain(`secret=${setup.body.secret}`);
    const wrong = await api(s.t.url, '/api/two-factor/enable', { body: { code: '000000' }, cookie });
    expect(wrong.status).toBe(400);
    expect((await signIn()).status).toBe(200); // not on yet

    fresh = await turnOn();
    const { secret, recovery } = fresh;
    expect(new Set(recovery).size).toBe(10);
    const me = await api(s.t.url, '/api/me', { cookie });
    expect(me.body.user.twoFactor).toBe(true);
    expect(JSON.stringify(me.body)).not.toContain(secret);
    const status = await api(s.t.url, '/api/two-factor', { cookie });
    expect(status.body).toEqual({ on: true, recoveryCodesLeft: 10 });
    expect((await api(s.t.url, '/api/two-factor/setup', { body: {}, cookie })).status).toBe(409);
  });

  it('asks for the code after the password; a wrong or replayed code gets no session', async () => {
    const { secret } = fresh;
    const asked = await signIn();
    expect(asked.status).toBe(401);
    expect(asked.body.error).toBe('code_required');
    expect(asked.headers.get('set-cookie')).toBeNull();

    const wrong = await signIn('123456' === codeAt(secret) ? '654321' : '123456');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('incorrect_code');
    expect(wrong.headers.get('set-cookie')).toBeNull();

    const code = codeAt(secret);
    const right = await signIn(code);
    expect(right.status).toBe(200);
    expect(right.headers.get('set-cookie')).toMatch(/^ps_session=/);
    // The same code twice is refused (a code seen over a shoulder); the next one is good.
    expect((await signIn(code)).status).toBe(401);
    expect((await signIn(codeAt(secret, Date.now() + 30_000))).status).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const codes = fresh.recovery;
    expect((await signIn(codes[0]!.toUpperCase())).status).toBe(200);
    expect((await signIn(codes[0]!)).status).toBe(401);
    const status = await api(s.t.url, '/api/two-factor', { cookie: s.world.cookies.admin });
    expect(status.body.recoveryCodesLeft).toBe(9);
    // New codes need a good code too; a used one makes none, and the admin's codes are nobody else's.
    const renew = (code: string, cookie: string) =>
      api(s.t.url, '/api/two-factor/recovery-codes', { body: { code }, cookie });
    expect((await renew(codes[0]!, s.world.cookies.admin)).status).toBe(400);
    expect((await renew(codes[2]!, s.world.cookies.captainA)).status).toBe(400);
    const renewed = await renew(codes[2]!, s.world.cookies.admin);
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect((await signIn(codes[3]!)).status).toBe(401); // the old ones are gone
    fresh.recovery = renewed.body.recoveryCodes;
  });

  it('throttles wrong codes with the passwords: past the limit even the right code waits', async () => {
    // The limit is 4 failures per account in the window; earlier tests left some.
    const statuses: number[] = [];
    while (statuses.at(-1) !== 429 && statuses.length < 5) statuses.push((await signIn('999999')).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    const blocked = await signIn(fresh.recovery[1]);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  let fresh: { secret: string; uri: string; recovery: string[] } = { secret: '', uri: '', recovery: [] };
});

describe('turning two-factor sign-in off', () => {
  const s = useWorld();

  it('needs the password and a code; afterwards the password alone signs in', async () => {
    const cookie = s.world.cookies.admin;
    const setup = await api(s.t.url, '/api/two-factor/setup', { body: {}, cookie });
    const secret = setup.body.secret as string;
    await api(s.t.url, '/api/two-factor/enable', { body: { code: codeAt(secret) }, cookie });
    const off = (body: { password: string; code: string }) =>
      api(s.t.url, '/api/two-factor/disable', { body, cookie });

    const wrongPassword = await off({
      password: 'not the password',
      code: codeAt(secret, Date.now() + 30_000),
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe('Current password is incorrect');
    const wrongCode = await off({
      password: PASSWORD,
      code: '000000' === codeAt(secret) ? '111111' : '000000',
    });
    expect(wrongCode.status).toBe(400);
    expect((await off({ password: PASSWORD, code: codeAt(secret, Date.now() + 30_000) })).status).toBe(200);

    const me = await api(s.t.url, '/api/me', { cookie });
    expect(me.body.user.twoFactor).toBe(false);
    const signedIn = await api(s.t.url, '/api/login', { body: { email: ADMIN, password: PASSWORD } });
    expect(signedIn.status).toBe(200);
  });
});

describe('two-factor sign-in for captains and referees', () => {
  const s = useWorld();

  /** Turns it on for the account behind `cookie`; returns its secret. */
  async function turnOn(cookie: string | null) {
    const setup = await api(s.t.url, '/api/two-factor/setup', { body: {}, cookie });
    expect(setup.status).toBe(200);
    const secret = setup.body.secret as string;
    const enabled = await api(s.t.url, '/api/two-factor/enable', { body: { code: codeAt(secret) }, cookie });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    return secret;
  }

  it('a captain and a referee turn it on; signing in then needs the code', async () => {
    for (const [email, cookie] of [
      ['a@test.nyc', s.world.cookies.captainA],
      ['r1@test.nyc', s.world.cookies.referee1],
    ] as const) {
      const secret = await turnOn(cookie);
      expect((await api(s.t.url, '/api/me', { cookie })).body.user.twoFactor).toBe(true);
      const withoutCode = await api(s.t.url, '/api/login', { body: { email, password: PASSWORD } });
      expect(withoutCode.status).toBe(401);
      expect(withoutCode.body.error).toBe('code_required');
      expect(withoutCode.headers.get('set-cookie')).toBeNull();
      const withCode = await api(s.t.url, '/api/login', {
        body: { email, password: PASSWORD, code: codeAt(secret, Date.now() + 30_000) },
      });
      expect(withCode.status).toBe(200);
    }
  });

  it('an admin’s one-time password for a locked-out captain turns it off, in the history', async () => {
    const captain = await findAccountByEmail(s.t.storage.internal, 'b@test.nyc');
    await turnOn(s.world.cookies.captainB);
    const issued = await api(s.t.url, `/api/admin/accounts/${captain!.id}/one-time-password`, {
      body: {},
      cookie: s.world.cookies.admin,
    });
    expect(issued.status).toBe(200);
    const signedIn = await api(s.t.url, '/api/login', {
      body: { email: 'b@test.nyc', password: issued.body.password },
    });
    expect(signedIn.status).toBe(200);
    const history = await api(s.t.url, '/api/admin/audit?limit=5', { cookie: s.world.cookies.admin });
    expect(history.body.entries.map((e: { detail: string }) => e.detail)).toContain(
      'One-time password issued to b@test.nyc, two-factor sign-in turned off',
    );
  });
});
