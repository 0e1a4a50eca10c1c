import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/clients.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { startSmtp, type TSmtpStub } from '../support/smtp.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

// Issue #14: the SMTP settings are saved and used; the password is a secret the server keeps.
const SECRET = 'smtp-Secret-0417';
let t: TTestServer;
let world: TWorld;
let smtp: TSmtpStub;
const responses: string[] = [];

async function call(path: string, init: Parameters<typeof api>[2] = {}) {
  const response = await api(t.url, path, { cookie: world.cookies.admin, ...init });
  responses.push(JSON.stringify(response.body));
  return response;
}

const settings = (over: Record<string, unknown> = {}) => ({
  _id: 'settings:system',
  type: 'settings',
  smtp: { host: '127.0.0.1', port: smtp.port, user: 'mailer', fromEmail: 'leagues@pitchside.nyc' },
  emailNotifications: true,
  pushNotifications: false,
  matchReminders: true,
  statsUpdates: false,
  updatedAt: new Date().toISOString(),
  ...over,
});

async function saveSettings(doc: Record<string, unknown>) {
  const current = await t.storage
    .db('admin')
    .get('settings:system')
    .catch(() => null);
  return call('/db/admin/_bulk_docs', {
    body: { docs: [{ ...doc, ...(current ? { _rev: current._rev } : {}) }] },
  });
}

beforeAll(async () => {
  t = await startTestServer();
  world = await buildWorld(t);
  smtp = await startSmtp({ user: 'mailer', password: SECRET });
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

describe('SMTP settings and the test e-mail', () => {
  it('says why nothing can be sent before a server is set', async () => {
    const response = await call('/api/admin/test-email', { body: { to: 'admin@test.nyc' } });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('No SMTP server is set: enter its host in Settings.');
  });

  it('sends through the saved server with the secret password, and reports its answer', async () => {
    expect((await saveSettings(settings())).body[0]).toMatchObject({ ok: true });
    expect((await call('/api/admin/smtp')).body).toEqual({ passwordSet: false });
    const set = await call('/api/admin/smtp-password', { method: 'PUT', body: { password: SECRET } });
    expect(set.body).toEqual({ passwordSet: true });
    expect((await call('/api/admin/smtp')).body).toEqual({ passwordSet: true });

    const sent = await call('/api/admin/test-email', { body: { to: 'ana@test.nyc' } });
    expect(sent.body.ok).toBe(true);
    expect(sent.body.answer).toMatch(/^250 /);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail).toMatchObject({ from: 'leagues@pitchside.nyc', to: ['ana@test.nyc'] });
    expect(mail!.raw).toContain('Subject: Pitchside test e-mail');
  });

  it("reports the mail server's refusal in its own words", async () => {
    await call('/api/admin/smtp-password', { method: 'PUT', body: { password: 'wrong' } });
    const refused = await call('/api/admin/test-email', { body: { to: 'ana@test.nyc' } });
    expect(refused.body.ok).toBe(false);
    expect(refused.body.answer).toMatch(/Invalid username or password/);
    await call('/api/admin/smtp-password', { method: 'PUT', body: { password: SECRET } });
  });

  it('keeps the password out of every replicated database and every answer', async () => {
    // The settings document cannot carry it either: the schema has no such field.
    const withPassword = await saveSettings(settings({ smtp: { ...settings().smtp, password: SECRET } }));
    expect(withPassword.body[0]).toMatchObject({ error: 'forbidden' });
    const names = [
      'leagues',
      'admin',
      `league-${world.leagueId}`,
      `team-${world.teamA}`,
      `team-${world.teamB}`,
    ];
    for (const name of names) {
      const all = await t.storage.db(name).allDocs({ include_docs: true });
      expect(JSON.stringify(all), name).not.toContain(SECRET);
    }
    expect(responses.join('\n')).not.toContain(SECRET);
  });

  it('is the admin’s alone', async () => {
    for (const cookie of [world.cookies.captainA, world.cookies.referee1, null]) {
      for (const [path, init] of [
        ['/api/admin/smtp', {}],
        ['/api/admin/smtp-password', { method: 'PUT', body: { password: 'x' } }],
        ['/api/admin/test-email', { body: { to: 'a@test.nyc' } }],
      ] as const) {
        const response = await api(t.url, path, { cookie, ...init });
        expect(response.status, path).toBe(cookie ? 403 : 401);
      }
    }
    expect((await call('/api/admin/smtp')).body).toEqual({ passwordSet: true });
  });

  it('refuses odd bodies with a clear 400', async () => {
    for (const [path, method, body] of [
      ['/api/admin/smtp-password', 'PUT', { password: 'x'.repeat(201) }],
      ['/api/admin/smtp-password', 'PUT', ''],
      ['/api/admin/test-email', 'POST', { to: 'not an address' }],
      ['/api/admin/test-email', 'POST', '[]'],
    ] as const) {
      const response = await call(path, { method, body, headers: { 'content-type': 'application/json' } });
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
    }
  });
});
