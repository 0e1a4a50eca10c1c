import { describe, expect, it } from 'vitest';
import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { findAccountByEmail } from '../../sync-server/auth/accounts.ts';
import { AUDIT_DB } from '../../sync-server/storage/storage.ts';
import { api, login } from '../support/clients.ts';
import { outbox } from '../support/mail.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import { PASSWORD, useWorld } from '../support/world.ts';

// ADR 060: the league gives a team's account to its new captain; the old one is signed out, loses
// the password, and is told.

const NEW = { captainName: ' Nia Newman ', email: 'NIA@Test.nyc', phone: '(212) 555-0199' };

describe.each(STORAGE_MODES)('a team changes captain (%s)', (mode) => {
  const s = useWorld(() => startInMode(mode));
  const handOver = (body: unknown, cookie: string | null = s.world.cookies.admin, teamId = s.world.teamA) =>
    api(s.t.url, `/api/admin/teams/${teamId}/captain`, { cookie, body });
  const teamRecord = () => s.t.storage.db(teamDbName(s.world.teamA)).get(docId('team', s.world.teamA));

  it('only an admin hands a team over; bad or taken details are refused, nothing changed', async () => {
    expect((await handOver(NEW, null)).status).toBe(401);
    for (const who of ['captainA', 'captainB', 'referee1', 'player'] as const)
      expect((await handOver(NEW, s.world.cookies[who])).status, who).toBe(403);
    const bad: [unknown, string][] = [
      [{ ...NEW, captainName: '' }, 'Please fill in all fields'],
      [{ ...NEW, email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ ...NEW, phone: '12' }, 'phone'],
      [{ ...NEW, extra: true }, ''],
      ['nonsense', ''],
    ];
    for (const [body, message] of bad) {
      const answer = await handOver(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    expect((await handOver(NEW, s.world.cookies.admin, 'nobody')).status).toBe(404);
    expect((await handOver(NEW, s.world.cookies.admin, '..%2Fadmin')).status).toBe(404);
    const taken = await handOver({ ...NEW, email: 'r1@test.nyc' });
    expect([taken.status, taken.body.message]).toEqual([409, 'An account with this email already exists']);
    // The captain still signs in as before, and the team is as it was.
    expect(await login(s.t.url, 'a@test.nyc', PASSWORD)).toMatch(/=/);
    expect((await teamRecord()).loginEmail).toBe('a@test.nyc');
  });

  it('the new captain signs in with the password given once; the old one is out everywhere and told', async () => {
    const oldSession = await login(s.t.url, 'a@test.nyc', PASSWORD);
    const answer = await handOver(NEW);
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe('nia@test.nyc');
    const password = String(answer.body.password);
    expect(password.length).toBeGreaterThanOrEqual(12);
    // Signed out on every device, and neither the old e-mail nor the old password opens it.
    expect((await api(s.t.url, `/db/${teamDbName(s.world.teamA)}`, { cookie: oldSession })).status).toBe(401);
    await expect(login(s.t.url, 'a@test.nyc', PASSWORD)).rejects.toThrow(/401/);
    await expect(login(s.t.url, 'nia@test.nyc', PASSWORD)).rejects.toThrow(/401/);
    const cookie = await login(s.t.url, 'nia@test.nyc', password);
    const me = await api(s.t.url, '/api/me', { cookie });
    expect(me.body.user).toMatchObject({ teamId: s.world.teamA, role: 'captain', displayName: 'Nia Newman' });
    expect((await api(s.t.url, `/db/${teamDbName(s.world.teamA)}`, { cookie })).status).toBe(200);
    // The record, the users directory and the public mirror name the new captain.
    expect(await teamRecord()).toMatchObject({
      loginEmail: 'nia@test.nyc',
      captain: { name: 'Nia Newman', phone: '+12125550199' },
    });
    const mirror = await s.t.storage
      .db(leagueDbName(s.world.leagueId))
      .get(docId('teamPublic', s.world.teamA));
    expect(mirror.captainName).toBe('Nia Newman');
    const mails = (await outbox(s.t.storage)).filter((m) => m.kind === 'captainChanged');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'a@test.nyc',
      subject: 'Astoria Athletic has a new captain on Pitchside',
    });
    expect(mails[0]!.text).toContain('its new captain, Nia Newman');
    expect(mails[0]!.text).not.toContain(password);
    const { rows } = await s.t.storage
      .db(AUDIT_DB)
      .allDocs({ include_docs: true, startkey: 'audit:', endkey: 'audit:\uffff' });
    const audit = rows
      .map((r) => r.doc as Record<string, unknown>)
      .find((d) => d.action === 'team.captainChanged');
    expect(audit?.detail).toBe('Gave Astoria Athletic to a new captain (a@test.nyc → nia@test.nyc)');
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it('the old e-mail is free again; asking again finishes the same change and tells nobody twice', async () => {
    expect(await findAccountByEmail(s.t.storage.internal, 'a@test.nyc')).toBeNull();
    const again = await handOver(NEW);
    expect(again.status).toBe(200);
    expect(await login(s.t.url, 'nia@test.nyc', String(again.body.password))).toMatch(/=/);
    expect((await outbox(s.t.storage)).filter((m) => m.kind === 'captainChanged')).toHaveLength(1);
    const signUp = await api(s.t.url, '/api/signup', {
      body: {
        kind: 'team',
        teamName: 'Astoria Again',
        leagueId: s.world.leagueId,
        captainName: 'Ana Lopez',
        captainPhone: '2125550101',
        email: 'a@test.nyc',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(signUp.status).toBe(201);
  });
});
