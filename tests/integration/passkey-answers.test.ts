import { afterEach, describe, expect, it } from 'vitest';
import { findAccountByEmail } from '../../sync-server/auth/accounts.ts';
import { ensureFirstAdmin } from '../../sync-server/bootstrap/first-admin.ts';
import type { TStorage } from '../../sync-server/storage/storage.ts';
import { api } from '../support/clients.ts';
import { startCouchDb, type TTestCouch } from '../support/couchdb.ts';
import { testPasskey } from '../support/passkey-answer.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';

// ADR 039: a passkey's answer signs in once, whichever instance it reaches. Signed here by a key
// pair the test holds (tests/support/passkey-answer.ts), checked by the server's real verifier.

const EMAIL = 'admin@test.nyc';

/** The admin account with a passkey on it; returns the account's id and the passkey. */
async function adminWithPasskey(storage: TStorage) {
  await ensureFirstAdmin(storage, { adminEmail: EMAIL, adminPassword: 'Password123' });
  const account = (await findAccountByEmail(storage.internal, EMAIL))!;
  const phone = testPasskey();
  await storage.internal.put({ ...account, passkeys: [phone.passkey] });
  return { accountId: account.id, phone };
}

async function signInAt(t: TTestServer, origin: string, credential: unknown, language = 'en') {
  return api(t.url, '/api/passkeys/sign-in', {
    headers: { origin, 'accept-language': language },
    body: { credential, portal: 'team' },
  });
}

async function challengeFrom(t: TTestServer): Promise<string> {
  const options = await api(t.url, '/api/passkeys/sign-in/options', { body: {} });
  expect(options.status).toBe(200);
  return options.body.challenge as string;
}

describe("a passkey's answer", () => {
  const running: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const one of running.splice(0).reverse()) await one.close();
  });

  it('signs in once at one instance, and no more when replayed there', async () => {
    const t = await startTestServer();
    running.push(t);
    const { accountId, phone } = await adminWithPasskey(t.storage);
    const answer = phone.answer(await challengeFrom(t), t.url, accountId);
    // From a Spanish phone: the sign-in also keeps the account's language for its e-mails (the
    // passkey's save and this write once met as a conflict).
    const first = await signInAt(t, t.url, answer, 'es');
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toContain('ps_session=');
    expect((await findAccountByEmail(t.storage.internal, EMAIL))!.locale).toBe('es');
    const again = await signInAt(t, t.url, answer);
    expect(again.status).toBe(401);
    expect(again.headers.get('set-cookie')).toBeNull();
    // An answer for this passkey whose client data is not even JSON: the same refusal.
    const garbled = { ...answer, response: { ...answer.response, clientDataJSON: 'bm90IGpzb24' } };
    expect((await signInAt(t, t.url, garbled)).status).toBe(401);
  });

  it('signs in once across instances sharing CouchDB, replayed later or at the same moment', async () => {
    const couch: TTestCouch = await startCouchDb();
    running.push(couch);
    const a = await startTestServer(couch.env);
    running.push(a);
    // The second instance serves the same site (its address is the first one's, to the phone).
    const b = await startTestServer({ ...couch.env, ALLOWED_ORIGINS: a.url });
    running.push(b);
    const { accountId, phone } = await adminWithPasskey(a.storage);

    // A challenge one instance made is good at the other.
    const answer = phone.answer(await challengeFrom(a), a.url, accountId);
    expect((await signInAt(b, a.url, answer)).status).toBe(200);
    // Replayed to the instance that never saw it: the account remembers it.
    const replayed = await signInAt(a, a.url, answer);
    expect(replayed.status).toBe(401);
    expect(replayed.headers.get('set-cookie')).toBeNull();

    // One answer sent to both at once: one session, never two.
    const raced = phone.answer(await challengeFrom(a), a.url, accountId);
    const both = await Promise.all([signInAt(a, a.url, raced), signInAt(b, a.url, raced)]);
    expect(both.map((r) => r.status).filter((status) => status === 200)).toHaveLength(1);
    expect(both.filter((r) => r.headers.get('set-cookie'))).toHaveLength(1);
  });

  it('refuses a script signing in more often than a person could, and keeps the record small', async () => {
    const t = await startTestServer();
    running.push(t);
    const { accountId, phone } = await adminWithPasskey(t.storage);
    for (let i = 0; i < 30; i++) {
      const answer = phone.answer(await challengeFrom(t), t.url, accountId);
      expect((await signInAt(t, t.url, answer)).status).toBe(200);
    }
    const answer = phone.answer(await challengeFrom(t), t.url, accountId);
    const refused = await signInAt(t, t.url, answer);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await findAccountByEmail(t.storage.internal, EMAIL))!.passkeyChallengesUsed).toHaveLength(30);
  });
});
