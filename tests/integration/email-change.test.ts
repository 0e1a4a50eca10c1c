import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { api, login } from '../support/clients.ts';
import { outbox } from '../support/mail.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import { PASSWORD, useWorld } from '../support/world.ts';

// ADR 061: a captain or a referee moves their sign-in to another e-mail: password, then a code
// sent to the new address and typed in the same session.

describe.each(STORAGE_MODES)('changing the sign-in e-mail (%s)', (mode) => {
  const s = useWorld(() => startInMode(mode));
  const ask = (body: unknown, cookie: string | null) => api(s.t.url, '/api/account/email', { cookie, body });
  const confirm = (code: string, cookie: string | null) =>
    api(s.t.url, '/api/account/email/confirm', { cookie, body: { code } });
  /** The code in the newest e-mail to `to`. */
  const codeFor = async (to: string) => {
    const mails = (await outbox(s.t.storage)).filter((m) => m.kind === 'emailChange' && m.to === to);
    return /Your code: (\d{6})/.exec(mails.at(-1)?.subject ?? '')?.[1] ?? '';
  };
  const cookies = { captainA: '', referee2: '' };

  it('needs a signed-in captain or referee and their password; bad, same or taken addresses say why', async () => {
    cookies.captainA = await login(s.t.url, 'a@test.nyc', PASSWORD);
    const body = { email: 'ana.new@test.nyc', currentPassword: PASSWORD };
    expect((await ask(body, null)).status).toBe(401);
    const admin = await ask(body, s.world.cookies.admin);
    expect([admin.status, admin.body.message]).toEqual([
      403,
      'An admin’s e-mail is changed with npm run admin',
    ]);
    const cases: [unknown, number, string][] = [
      [{ ...body, currentPassword: 'wrong password' }, 400, 'Current password is incorrect'],
      [{ ...body, email: 'nope' }, 400, 'Please enter a valid email address'],
      [{ ...body, extra: 1 }, 400, ''],
      [{ ...body, email: ' A@Test.nyc ' }, 400, 'You already sign in with this e-mail'],
      [{ ...body, email: 'b@test.nyc' }, 409, 'An account with this email already exists'],
    ];
    for (const [request, status, message] of cases) {
      const answer = await ask(request, cookies.captainA);
      expect(answer.status, JSON.stringify(request)).toBe(status);
      expect(answer.body.message).toContain(message);
    }
    expect(await codeFor('ana.new@test.nyc')).toBe('');
  });

  it('the code from the new address, typed in the same session, moves the sign-in; the old address is told', async () => {
    const asked = await ask({ email: 'Ana.New@Test.nyc', currentPassword: PASSWORD }, cookies.captainA);
    expect(asked.status).toBe(200);
    const code = await codeFor('ana.new@test.nyc');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await confirm(wrong, cookies.captainA)).body.message).toBe('This code is not the one we sent');
    // The code is no use in another session.
    expect((await confirm(code, s.world.cookies.captainB)).status).toBe(410);
    const done = await confirm(code, cookies.captainA);
    expect([done.status, done.body.email]).toEqual([200, 'ana.new@test.nyc']);
    expect(await login(s.t.url, 'ana.new@test.nyc', PASSWORD)).toMatch(/=/);
    await expect(login(s.t.url, 'a@test.nyc', PASSWORD)).rejects.toThrow(/401/);
    // Still signed in here; the team's record and the users directory follow.
    expect((await api(s.t.url, '/api/me', { cookie: cookies.captainA })).body.user.email).toBe(
      'ana.new@test.nyc',
    );
    const team = await s.t.storage.db(teamDbName(s.world.teamA)).get(docId('team', s.world.teamA));
    expect(team.loginEmail).toBe('ana.new@test.nyc');
    const told = (await outbox(s.t.storage)).filter((m) => m.kind === 'emailChange' && m.to === 'a@test.nyc');
    expect(told.map((m) => m.subject)).toEqual(['Your Pitchside sign-in e-mail changed']);
    expect((await confirm(code, cookies.captainA)).status).toBe(410);
  });

  it('five wrong codes and the change is void; an expired code too', async () => {
    cookies.referee2 = await login(s.t.url, 'r2@test.nyc', PASSWORD);
    expect(
      (await ask({ email: 'ref.two@test.nyc', currentPassword: PASSWORD }, cookies.referee2)).status,
    ).toBe(200);
    const code = await codeFor('ref.two@test.nyc');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await confirm(wrong, cookies.referee2)).status).toBe(400);
    expect((await confirm(code, cookies.referee2)).status).toBe(429);
    // A new code starts again; left too long, it expires.
    expect(
      (await ask({ email: 'ref.two@test.nyc', currentPassword: PASSWORD }, cookies.referee2)).status,
    ).toBe(200);
    const pending = await s.t.storage.internal.get(`emailChange:${s.world.referee2}`);
    await s.t.storage.internal.put({ ...pending, expiresAt: new Date(Date.now() - 1000).toISOString() });
    const expired = await confirm(await codeFor('ref.two@test.nyc'), cookies.referee2);
    expect([expired.status, expired.body.message]).toEqual([410, 'This code has expired: ask for a new one']);
    expect(await login(s.t.url, 'r2@test.nyc', PASSWORD)).toMatch(/=/);
  });
});
