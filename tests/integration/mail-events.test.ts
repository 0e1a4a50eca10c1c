import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, refereeDbName, teamDbName } from '../../src/domain/databases.ts';
import { formatLeagueTime } from '../../src/domain/dates.ts';
import { sweepReminders } from '../../sync-server/mail/reminders.ts';
import { createMatches, matchDoc, openRecruitment } from '../../sync-server/seed/factories.ts';
import { api } from '../support/clients.ts';
import { freeAgentForm } from '../support/free-agent.ts';
import {
  outbox,
  queueTestMail,
  SMTP_LOGIN,
  setSmtp,
  type TOutboxMail,
  waitForOutbox,
} from '../support/mail.ts';
import { matchSides, validReport } from '../support/reports.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { bodyOf, messageIdOf, startSmtp, subjectOf, type TSmtpStub } from '../support/smtp.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

// Each event of issue #14 queues its e-mail in the outbox, once, and the outbox sends it through a
// real SMTP server (in-process) once one is set in Settings.

let t: TTestServer;
let world: TWorld;
let smtp: TSmtpStub;
const HOUR = 3600_000;

async function newMatch(hoursFromNow: number, refereeId: string | null = world.referee1) {
  const match = matchDoc({
    leagueId: world.leagueId,
    homeTeamId: world.teamA,
    awayTeamId: world.teamB,
    date: new Date(Date.now() + hoursFromNow * HOUR).toISOString(),
    refereeId,
  });
  await createMatches(t.storage, world.leagueId, [match]);
  return match._id.slice('match:'.length);
}

async function fileReport(matchId: string, score: { home: number; away: number }, over = {}) {
  const sides = await matchSides(t.storage, world.leagueId, matchId);
  await t.storage
    .db(refereeDbName(world.referee1))
    .put({ ...validReport(sides, world.referee1, score), ...over });
}

beforeAll(async () => {
  t = await startTestServer({ TRUST_PROXY: '1', MAIL_RETRY_MS: '100' });
  world = await buildWorld(t);
  // Results here are not asked of the captains: the confirmation notices of issue #31 have their
  // own tests (confirmation.test.ts), and these count each other event's messages exactly.
  const leagues = t.storage.db('leagues');
  await leagues.put({ ...(await leagues.get(docId('league', world.leagueId))), confirmationHours: 0 });
  smtp = await startSmtp(SMTP_LOGIN);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('e-mail for the events of a season', () => {
  it('queues the result for both captains when a report is accepted, and says why nothing goes without SMTP', async () => {
    const matchId = await newMatch(-1);
    await fileReport(matchId, { home: 1, away: 0 });
    const queued = await waitForOutbox(
      () => t.storage,
      (m) => m.kind === 'result' && m.lastError !== null,
      2,
      'two results held for want of SMTP',
    );
    expect(queued.map((m) => m.to).sort()).toEqual(['a@test.nyc', 'b@test.nyc']);
    for (const mail of queued) {
      expect(mail).toMatchObject({ state: 'queued', subject: 'Result: Astoria Athletic 1-0 Bushwick Blues' });
      expect(mail.lastError).toMatch(/No SMTP server is set/);
    }
    expect(smtp.received).toHaveLength(0);
  });

  it('sends them once the admin sets a mail server in Settings, each with its own stable Message-ID', async () => {
    const settings = await api(t.url, '/db/admin/settings:system', {
      method: 'PUT',
      cookie: world.cookies.admin,
      body: {
        type: 'settings',
        smtp: { host: '127.0.0.1', port: smtp.port, user: 'league', fromEmail: 'league@pitchside.test' },
        emailNotifications: true,
        pushNotifications: false,
        matchReminders: true,
        statsUpdates: true,
        updatedAt: new Date().toISOString(),
      },
    });
    expect(settings.status).toBe(201);
    const password = await api(t.url, '/api/admin/smtp-password', {
      method: 'PUT',
      cookie: world.cookies.admin,
      body: { password: SMTP_LOGIN.password },
    });
    expect(password.status).toBe(200);
    const got = await smtp.waitForMessages(2);
    expect(got.map((m) => m.to[0]).sort()).toEqual(['a@test.nyc', 'b@test.nyc']);
    expect(got.map(subjectOf)).toEqual([
      'Result: Astoria Athletic 1-0 Bushwick Blues',
      'Result: Astoria Athletic 1-0 Bushwick Blues',
    ]);
    expect(bodyOf(got[0]!)).toContain('Final score: Astoria Athletic 1-0 Bushwick Blues');
    const sent = await waitForOutbox(
      () => t.storage,
      (m) => m.kind === 'result' && m.state === 'sent',
      2,
      'sent',
    );
    expect(sent.map((m) => m.messageId).sort()).toEqual(got.map(messageIdOf).sort());
    for (const mail of sent)
      expect(mail).toMatchObject({ attempts: 1, lease: null, answer: expect.stringMatching(/^250/) });
  });

  it('a replay of every report after a restart queues and sends nothing again', async () => {
    const before = (await outbox(t.storage)).length;
    await t.restart(async (storage) => {
      const { rows } = await storage.internal.allDocs({
        startkey: 'checkpoint:resolver:',
        endkey: 'checkpoint:resolver:\uffff',
      });
      await storage.internal.bulkDocs(rows.map((r) => ({ _id: r.id, _rev: r.value.rev, _deleted: true })));
    });
    await t.server.resolver.settle();
    await t.server.mailer.flush();
    expect((await outbox(t.storage)).length).toBe(before);
    expect(smtp.received).toHaveLength(2);
  });

  it('tells the referee when a report is rejected, with every reason', async () => {
    const matchId = await newMatch(-2);
    // Two goals on the scoreboard, one scorer named: the validator refuses it.
    const sides = await matchSides(t.storage, world.leagueId, matchId);
    const report = validReport(sides, world.referee1, { home: 1, away: 0 });
    await t.storage.db(refereeDbName(world.referee1)).put({ ...report, homeScore: 2 });
    const [mail] = await smtp.waitForMessages(3).then((all) => all.slice(2));
    expect(mail!.to).toEqual(['r1@test.nyc']);
    expect(subjectOf(mail!)).toBe('Your match report needs a correction: Astoria Athletic vs Bushwick Blues');
    const verdict = await t.storage.db(refereeDbName(world.referee1)).get(docId('resolution', matchId));
    for (const reason of verdict.reasons as string[]) expect(bodyOf(mail!)).toContain(reason.slice(0, 40));
  });

  it('tells the captain when a free agent applies to their team', async () => {
    await openRecruitment(t.storage, world.teamA, { positions: ['midfielder'], levels: [], note: '' });
    const sent = await api(t.url, '/api/free-agents', {
      headers: { 'x-forwarded-for': '203.0.113.7' },
      body: freeAgentForm(world.leagueId, world.teamA),
    });
    expect(sent.status).toBe(201);
    const [mail] = await smtp.waitForMessages(4).then((all) => all.slice(3));
    expect(mail!.to).toEqual(['a@test.nyc']);
    expect(subjectOf(mail!)).toBe('New application to Astoria Athletic: Maria Gonzalez (Midfielder)');
    expect(bodyOf(mail!)).toContain('Box-to-box, Sunday mornings.');
  });

  it('reminds both captains once, 48 hours before kick-off, in New York time, with what to wear', async () => {
    // ADR 073: navy is too close to blue, and the visitors have no second shirts.
    for (const [teamId, kit] of [
      [world.teamA, { shirt: 'blue', second: 'white' }],
      [world.teamB, { shirt: 'navy', second: null }],
    ] as const) {
      const db = t.storage.db(teamDbName(teamId));
      await db.put({ ...(await db.get(docId('team', teamId))), kit });
    }
    const soon = await newMatch(47, null);
    await newMatch(49, null);
    await sweepReminders(t.storage);
    await sweepReminders(t.storage);
    const reminders = await waitForOutbox(
      () => t.storage,
      (m) => m.kind === 'reminder' && m.state === 'sent',
      2,
      'two reminders',
    );
    expect(reminders).toHaveLength(2);
    expect(reminders.every((m) => m._id.includes(soon))).toBe(true);
    const kickOff = String((await t.storage.db(`league-${world.leagueId}`).get(docId('match', soon))).date);
    expect(reminders[0]!.text).toContain(`${formatLeagueTime(kickOff)} (New York time)`);
    const to = (teamId: string) => reminders.find((m) => m._id.endsWith(teamId))!.text;
    expect(to(world.teamA)).toContain('Colour clash: Bushwick Blues is away and wears bibs; you wear blue.');
    expect(to(world.teamB)).toContain(
      'Colour clash with Astoria Athletic (blue): you are away and no second colour differs, bring bibs.',
    );
    await smtp.waitForMessages(6);
    expect(smtp.received.filter((m) => subjectOf(m)?.startsWith('Reminder:'))).toHaveLength(2);
  });

  it("respects a team's own setting and the system toggles", async () => {
    // Bushwick Blues turns e-mail off: only Astoria hears of the next result.
    const teamDb = t.storage.db(teamDbName(world.teamB));
    const team = await teamDb.get(docId('team', world.teamB));
    await teamDb.put({ ...team, settings: { emailNotifications: false, publicRoster: true } });
    const matchId = await newMatch(-3);
    await fileReport(matchId, { home: 0, away: 0 });
    const [only] = await smtp.waitForMessages(7).then((all) => all.slice(6));
    expect(only!.to).toEqual(['a@test.nyc']);
    await t.server.resolver.settle();
    expect((await outbox(t.storage)).filter((m) => m._id.includes(matchId))).toHaveLength(1);

    // Match reminders off: nothing is queued for a match two days away.
    await setSmtp(t.storage, smtp.port, { matchReminders: false });
    const quiet = await newMatch(40, null);
    await sweepReminders(t.storage);
    expect((await outbox(t.storage)).filter((m) => m._id.includes(quiet))).toHaveLength(0);

    // E-mail off altogether: a message queued before the switch is skipped, with the reason.
    await setSmtp(t.storage, smtp.port, { emailNotifications: false });
    const id = await queueTestMail(t.storage);
    const [skipped] = await waitForOutbox(
      () => t.storage,
      (m) => m._id === id && m.state === 'skipped',
      1,
      'skipped',
    );
    expect(skipped!.lastError).toBe('E-mail notifications are off in Settings');
    // The key lets the admin read the reason in their language (apps from before show lastError).
    expect(skipped!.lastErrorKey).toBe('admin.reason.emailOff');
    expect(smtp.received).toHaveLength(7);
  });
  it('reminds of a match once it comes within 48 hours, and again when its kick-off moves', async () => {
    await setSmtp(t.storage, smtp.port);
    const teamDb = t.storage.db(teamDbName(world.teamB));
    const team = await teamDb.get(docId('team', world.teamB));
    await teamDb.put({ ...team, settings: { emailNotifications: true, publicRoster: true } });
    const soon = await newMatch(46, null);
    const later = await newMatch(49.5, null);
    const reminded = (matchId: string) => (m: TOutboxMail) =>
      m.kind === 'reminder' && m._id.includes(matchId);
    await sweepReminders(t.storage);
    await waitForOutbox(() => t.storage, reminded(soon), 2, 'the match within 48 hours');
    expect((await outbox(t.storage)).filter(reminded(later))).toHaveLength(0);
    // Two hours on, with nothing changed in the league, the other match has come within 48 hours.
    await sweepReminders(t.storage, Date.now() + 2 * HOUR);
    await waitForOutbox(() => t.storage, reminded(later), 2, 'the later match');
    // A kick-off moved by an hour is a new time: both captains are reminded again.
    const league = t.storage.db(`league-${world.leagueId}`);
    const moved = await league.get(docId('match', soon));
    await league.put({ ...moved, date: new Date(Date.parse(String(moved.date)) + HOUR).toISOString() });
    await sweepReminders(t.storage);
    expect(await waitForOutbox(() => t.storage, reminded(soon), 4, 'the moved match')).toHaveLength(4);
  });
});
