import { describe, expect, it } from 'vitest';
import { createChallenges } from '../../sync-server/auth/passkeys.ts';
import { api } from '../support/clients.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import { PASSWORD, useWorld } from '../support/world.ts';

// ADR 039: the passkey endpoints' refusals over real HTTP. A whole ceremony (the browser's
// authenticator signing) is in tests/e2e/passkeys.test.ts, with Chromium's virtual authenticator.

const fakeCredential = (userHandle: string) => ({
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: {
    clientDataJSON: Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: 'x' })).toString(
      'base64url',
    ),
    authenticatorData: 'AAAA',
    signature: 'AAAA',
    userHandle: Buffer.from(userHandle).toString('base64url'),
  },
  clientExtensionResults: {},
});

describe('passkeys', () => {
  const s = useWorld({ LOGIN_MAX_FAILURES_PER_IP: '6', LOGIN_MAX_FAILURES_PER_ACCOUNT: '50' });

  it('are an admin’s, captain’s or referee’s to list and add, never a player’s or nobody’s', async () => {
    expect((await api(s.t.url, '/api/passkeys')).status).toBe(401);
    expect((await api(s.t.url, '/api/passkeys', { cookie: s.world.cookies.player })).status).toBe(403);
    for (const cookie of [s.world.cookies.admin, s.world.cookies.captainA, s.world.cookies.referee1]) {
      expect((await api(s.t.url, '/api/passkeys', { cookie })).body).toEqual({ passkeys: [] });
    }
    const options = await api(s.t.url, '/api/passkeys/options', { body: {}, cookie: s.world.cookies.player });
    expect(options.status).toBe(403);
  });

  it('adding asks for the password first, and takes no answer without a registration under way', async () => {
    const cookie = s.world.cookies.captainA;
    const wrong = await api(s.t.url, '/api/passkeys/options', { body: { password: 'not it' }, cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const early = await api(s.t.url, '/api/passkeys', {
      body: { name: 'x', credential: fakeCredential('x') },
      cookie,
    });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe('setup_expired');
    const right = await api(s.t.url, '/api/passkeys/options', { body: { password: PASSWORD }, cookie });
    expect(right.status).toBe(200);
    expect(right.body.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    // A made-up answer to it is refused, and nothing is added.
    const forged = await api(s.t.url, '/api/passkeys', {
      body: {
        name: 'x',
        credential: {
          ...fakeCredential('x'),
          response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' },
        },
      },
      cookie,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe('passkey_refused');
    expect((await api(s.t.url, '/api/passkeys', { cookie })).body.passkeys).toEqual([]);
    const gone = await api(s.t.url, '/api/passkeys/AAAA', { method: 'DELETE', cookie });
    expect(gone.status).toBe(404);
  });

  it('a sign-in with a made-up answer is refused with no session, and throttled per address', async () => {
    const options = await api(s.t.url, '/api/passkeys/sign-in/options', { body: {} });
    expect(options.status).toBe(200);
    expect(Buffer.from(options.body.challenge, 'base64url')).toHaveLength(40);
    expect(options.body.userVerification).toBe('required');
    const bad = await api(s.t.url, '/api/passkeys/sign-in', { body: { credential: { id: 1 } } });
    expect(bad.status).toBe(400);
    // Bounded before the library parses it.
    const long = await api(s.t.url, '/api/passkeys/sign-in', {
      body: { credential: fakeCredential('x'.repeat(500)) },
    });
    expect(long.status).toBe(400);
    const statuses: number[] = [];
    for (const handle of [
      s.world.adminId,
      'no-such-account',
      s.world.referee1,
      '',
      'x'.repeat(100),
      'a',
      'b',
    ]) {
      const refused = await api(s.t.url, '/api/passkeys/sign-in', {
        body: { credential: fakeCredential(handle) },
      });
      expect(refused.headers.get('set-cookie')).toBeNull();
      statuses.push(refused.status);
    }
    // Six failures from this address are allowed in the window (the wrong password above was one):
    // then every attempt waits, before any work is done.
    const firstWait = statuses.indexOf(429);
    expect(firstWait).toBe(5);

    expect(statuses.slice(0, firstWait).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(firstWait).every((status) => status === 429)).toBe(true);
  });
});

describe.each(STORAGE_MODES)("a sign-in's challenge (%s storage)", (mode) => {
  const s = useWorld(() => startInMode(mode));

  it('is good once, only as this server signed it, and only until it expires', async () => {
    let now = Date.now();
    const challenges = createChallenges(s.t.storage, () => now);
    const challenge = Buffer.from(await challenges.make()).toString('base64url');
    expect(await challenges.isFresh(challenge)).toBe(true);
    const forged = Buffer.from(challenge, 'base64url');
    forged[0] = forged[0]! ^ 1;
    expect(await challenges.isFresh(forged.toString('base64url'))).toBe(false);
    expect(await challenges.isFresh('short')).toBe(false);
    expect(challenges.take(challenge)).toBe(true);
    expect(challenges.take(challenge)).toBe(false);
    expect(await challenges.isFresh(challenge)).toBe(false);
    // Another instance on the same storage signs with the same key: its challenge is good here.
    const other = Buffer.from(await createChallenges(s.t.storage, () => now).make()).toString('base64url');
    expect(await challenges.isFresh(other)).toBe(true);
    now += 5 * 60_000 + 1;
    expect(await challenges.isFresh(other)).toBe(false);
  });
});
