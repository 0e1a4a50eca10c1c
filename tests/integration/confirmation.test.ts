import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationState, resultKeyOf } from '../../src/domain/confirmation.ts';
import { docId, leagueDbName, parseDbName, refereeDbName, teamDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { notePending, tellingWrites } from '../../sync-server/notices/write-notes.ts';
import { addPlayers, createLeague, createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { AUDIT_DB } from '../../sync-server/storage/storage.ts';
import { api, localDb, login, PouchDB, remoteDb, waitFor } from '../support/clients.ts';
import { outbox, waitForOutbox } from '../support/mail.ts';
import { matchSides, validReport } from '../support/reports.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, PASSWORD, signUpThirdTeam, type TWorld } from '../support/world.ts';

// Issue #31 on a real server: an accepted report opens a window in which each captain answers for
// their own team only; the server alone turns answers into the public state; late, stale and
// foreign answers are refused with plain reasons; the admin's decision closes a dispute.

let t: TTestServer;
let world: TWorld;
const HOUR = 3600_000;
type TDoc = Record<string, unknown> & { _id: string; _rev: string };
const league = () => t.storage.db(leagueDbName(world.leagueId));
const write = (db: string, cookie: string | null, docs: unknown[]) =>
  api(t.url, `/db/${db}/_bulk_docs`, { cookie, body: { docs } });

beforeAll(async () => {
  t = await startTestServer();
  world = await buildWorld(t);
  await addPlayers(t.storage, world.teamB, [{ firstName: 'Bo', lastName: 'One', jerseyNumber: 4 }]);
});
afterAll(async () => t?.close());

async function playedMatch(score = { home: 1, away: 0 }) {
  const match = matchDoc({
    leagueId: world.leagueId,
    homeTeamId: world.teamA,
    awayTeamId: world.teamB,
    date: new Date(Date.now() - 2 * HOUR).toISOString(),
    refereeId: world.referee1,
  });
  await createMatches(t.storage, world.leagueId, [match]);
  const matchId = match._id.slice('match:'.length);
  await fileReport(matchId, score);
  return matchId;
}

async function fileReport(matchId: string, score: { home: number; away: number }) {
  const sides = await matchSides(t.storage, world.leagueId, matchId);
  const db = t.storage.db(refereeDbName(world.referee1));
  const current = await db.get(docId('report', matchId)).catch(() => null);
  const report = { ...validReport(sides, world.referee1, score), yellowCards: [], _rev: current?._rev };
  await db.put(report);
  return waitFor(async () => {
    const match = (await league().get(docId('match', matchId))) as TDoc;
    const confirmation = (await league()
      .get(docId('confirmation', matchId))
      .catch(() => null)) as TDoc | null;
    const key = resultKeyOf({ score: match.score, events: match.events });
    const isThisScore = JSON.stringify(match.score) === JSON.stringify(score);
    return confirmation?.resultKey === key && isThisScore ? { match, confirmation } : null;
  }, 'the result and its confirmation window');
}

function answer(matchId: string, teamId: string, key: string, over: Record<string, unknown> = {}) {
  return {
    _id: docId('resultAnswer', matchId),
    type: 'resultAnswer',
    matchId,
    leagueId: world.leagueId,
    teamId,
    resultKey: key,
    answer: 'confirm',
    reason: '',
    claimedScore: null,
    answeredAt: new Date().toISOString(),
    ...over,
  };
}

const confirmationOf = async (matchId: string) =>
  (await league().get(docId('confirmation', matchId))) as TDoc;

describe('both captains confirm the result, or dispute it', () => {
  it('an accepted report opens a 48-hour window and tells both captains', async () => {
    const matchId = await playedMatch();
    const confirmation = await confirmationOf(matchId);
    expect(confirmation).toMatchObject({ home: null, away: null, decision: null });
    const hours =
      (Date.parse(String(confirmation.closesAt)) - Date.parse(String(confirmation.openedAt))) / HOUR;
    expect(hours).toBe(48);
    expect(confirmationState(confirmation as never, Date.now())).toBe('provisional');
    const mails = await waitForOutbox(
      () => t.storage,
      (m) => m.kind === 'confirmation' && m.subject.includes('Astoria Athletic 1-0 Bushwick Blues'),
      2,
      'both captains told',
    );
    expect(mails.map((m) => m.to).sort()).toEqual(['a@test.nyc', 'b@test.nyc']);
  });

  it('two confirmations clear "Provisional"; answers sent offline arrive once', async () => {
    const matchId = await playedMatch({ home: 2, away: 0 });
    const { resultKey } = await confirmationOf(matchId);
    expect(
      (
        await write(teamDbName(world.teamA), world.cookies.captainA, [
          answer(matchId, world.teamA, String(resultKey)),
        ])
      ).body[0],
    ).toMatchObject({ ok: true });
    // Captain B answers on a phone with no signal, then replicates twice when it comes back.
    const phone = localDb();
    await phone.put(answer(matchId, world.teamB, String(resultKey)));
    const remote = remoteDb(t.url, teamDbName(world.teamB), world.cookies.captainB);
    await PouchDB.replicate(phone, remote);
    await PouchDB.replicate(phone, remote);
    const stored = await t.storage.db(teamDbName(world.teamB)).get(docId('resultAnswer', matchId));
    expect(String(stored._rev)).toMatch(/^1-/);
    const both = await waitFor(async () => {
      const c = await confirmationOf(matchId);
      return c.home === 'confirm' && c.away === 'confirm' ? c : null;
    }, 'both confirmations');
    expect(confirmationState(both as never, Date.now())).toBe('confirmed');
    // Each answer is a step in the audit trail, by its captain.
    const { rows } = await t.storage
      .db(AUDIT_DB)
      .allDocs({ startkey: 'audit:', endkey: 'audit:\uffff', include_docs: true });
    const steps = rows.map((r) => r.doc!).filter((a) => String(a.target).endsWith(`resultAnswer:${matchId}`));
    expect(steps.map((a) => [a.action, a.actorEmail]).sort()).toEqual([
      ['result.confirmed', 'a@test.nyc'],
      ['result.confirmed', 'b@test.nyc'],
    ]);
  });

  it("refuses answers for another team, another team's match, a stale result, or a deletion", async () => {
    const matchId = await playedMatch({ home: 3, away: 0 });
    const key = String((await confirmationOf(matchId)).resultKey);
    // Into another team's database: not theirs to write.
    const foreign = await write(teamDbName(world.teamB), world.cookies.captainA, [
      answer(matchId, world.teamB, key),
    ]);
    expect(foreign.status).toBe(403);
    // In their own database but naming the other team, or a match their team did not play.
    const cases: [Record<string, unknown>, string][] = [
      [answer(matchId, world.teamB, key), 'An answer is filed by its own team'],
      [answer(matchId, world.teamA, 'ffffffffffffffff'), 'The result has changed since you looked'],
      [
        answer(matchId, world.teamA, key, { answer: 'dispute', reason: '' }),
        'Say what is wrong with the result',
      ],
    ];
    const elsewhere = await createLeague(t.storage, { name: 'Elsewhere' });
    const other = await signUpThirdTeam(t, world.leagueId);
    expect(elsewhere).toBeTruthy();
    const cookieC = await login(t.url, 'c@test.nyc', PASSWORD);
    const notTheirs = await write(teamDbName(other.teamId), cookieC, [answer(matchId, other.teamId, key)]);
    expect(notTheirs.body[0]).toMatchObject({
      error: 'forbidden',
      reason: 'Your team did not play this match',
    });
    for (const [doc, reason] of cases) {
      const refused = await write(teamDbName(world.teamA), world.cookies.captainA, [doc]);
      expect(refused.body[0], reason).toMatchObject({ error: 'forbidden' });
      expect(refused.body[0].reason).toContain(reason);
    }
    const saved = await write(teamDbName(world.teamA), world.cookies.captainA, [
      answer(matchId, world.teamA, key),
    ]);
    const deletion = await write(teamDbName(world.teamA), world.cookies.captainA, [
      { _id: docId('resultAnswer', matchId), _rev: saved.body[0].rev, _deleted: true },
    ]);
    expect(deletion.body[0]).toMatchObject({
      error: 'forbidden',
      reason: 'An answer cannot be withdrawn; change it instead',
    });
  });

  it('a late answer is refused with the time the window closed', async () => {
    const matchId = await playedMatch({ home: 4, away: 0 });
    const confirmation = await confirmationOf(matchId);
    await league().put({ ...confirmation, closesAt: new Date(Date.now() - HOUR).toISOString() });
    const late = await write(teamDbName(world.teamA), world.cookies.captainA, [
      answer(matchId, world.teamA, String(confirmation.resultKey)),
    ]);
    expect(late.body[0]).toMatchObject({ error: 'forbidden' });
    expect(late.body[0].reason).toMatch(/^The time to confirm or dispute this result ended on /);
    expect(confirmationState((await confirmationOf(matchId)) as never, Date.now())).toBe('confirmed');
  });

  it('a dispute racing a correction: the corrected result opens a new window and the stale dispute is refused', async () => {
    const matchId = await playedMatch({ home: 1, away: 1 });
    const oldKey = String((await confirmationOf(matchId)).resultKey);
    const dispute = answer(matchId, world.teamB, oldKey, { answer: 'dispute', reason: 'We scored twice' });
    expect((await write(teamDbName(world.teamB), world.cookies.captainB, [dispute])).body[0]).toMatchObject({
      ok: true,
    });
    expect((await confirmationOf(matchId)).away).toBe('dispute');
    await waitForOutbox(
      () => t.storage,
      (m) => m.kind === 'dispute',
      1,
      'the admin told',
    );
    // The referee corrects the report: a new result, a new window, the old answers no longer count.
    const { confirmation } = await fileReport(matchId, { home: 1, away: 2 });
    expect(confirmation).toMatchObject({ home: null, away: null });
    expect(confirmation.resultKey).not.toBe(oldKey);
    const stale = await write(teamDbName(world.teamB), world.cookies.captainB, [
      {
        ...dispute,
        _rev: (await t.storage.db(teamDbName(world.teamB)).get(dispute._id))._rev,
        reason: 'Still wrong',
      },
    ]);
    expect(stale.body[0]).toMatchObject({
      error: 'forbidden',
      reason: 'The result has changed since you looked: look at it again',
    });
  });

  it("the admin's decision closes a dispute; later answers and non-admins are refused", async () => {
    const matchId = await playedMatch({ home: 0, away: 1 });
    const key = String((await confirmationOf(matchId)).resultKey);
    await write(teamDbName(world.teamA), world.cookies.captainA, [
      answer(matchId, world.teamA, key, {
        answer: 'dispute',
        reason: 'Offside goal',
        claimedScore: { home: 0, away: 0 },
      }),
    ]);
    const decision = {
      _id: docId('disputeDecision', matchId),
      type: 'disputeDecision',
      leagueId: world.leagueId,
      matchId,
      outcome: 'upheld',
      reason: 'The referee saw it onside',
      author: world.adminId,
      createdAt: new Date().toISOString(),
    };
    for (const who of ['captainA', 'referee1'] as const) {
      const refused = await write(leagueDbName(world.leagueId), world.cookies[who], [decision]);
      expect(refused.status === 403 || refused.body[0]?.error === 'forbidden', who).toBe(true);
    }
    expect(
      (await write(leagueDbName(world.leagueId), world.cookies.admin, [decision])).body[0],
    ).toMatchObject({ ok: true });
    const decided = await confirmationOf(matchId);
    expect(decided.decision).toMatchObject({ outcome: 'upheld', reason: 'The referee saw it onside' });
    expect(confirmationState(decided as never, Date.now())).toBe('upheld');
    const after = await write(teamDbName(world.teamB), world.cookies.captainB, [
      answer(matchId, world.teamB, key),
    ]);
    expect(after.body[0]).toMatchObject({
      error: 'forbidden',
      reason: 'The league has already decided this result',
    });
    // Nobody writes the confirmation itself, an admin neither.
    const forged = await write(leagueDbName(world.leagueId), world.cookies.admin, [
      { ...decided, decision: null },
    ]);
    expect(forged.body[0]).toMatchObject({ error: 'forbidden' });
  });

  it('a dispute stored by a request that died before telling the admins is told at start-up, once', async () => {
    const matchId = await playedMatch({ home: 2, away: 2 });
    const key = String((await confirmationOf(matchId)).resultKey);
    const notes = async () =>
      (await t.storage.internal.allDocs({ startkey: 'noticesPending:', endkey: 'noticesPending:\uffff' }))
        .rows;
    // Refused (another team's answer): no note is left behind.
    const foreign = answer(matchId, world.teamA, key, {
      answer: 'dispute',
      reason: 'No',
      claimedScore: null,
    });
    expect((await write(teamDbName(world.teamA), world.cookies.captainB, [foreign])).status).toBe(403);
    expect(await notes()).toEqual([]);
    const disputes = async () =>
      (await outbox(t.storage)).filter((mail) => mail.kind === 'dispute' && mail._id.includes(matchId));
    await t.restart(async (storage) => {
      const ref = parseDbName(teamDbName(world.teamB))!;
      const dispute = answer(matchId, world.teamB, key, {
        answer: 'dispute',
        reason: 'Their second goal was a handball',
        claimedScore: { home: 1, away: 2 },
      });
      await notePending(storage, ref, tellingWrites(ref, [dispute], new Map(), false));
      await storage.db(teamDbName(world.teamB)).put(dispute);
    });
    const told = await disputes();
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Their second goal was a handball');
    expect(await notes()).toEqual([]);
    expect(confirmationState((await confirmationOf(matchId)) as never, Date.now())).toBe('disputed');
    await t.restart();
    expect(await disputes()).toHaveLength(1);
  });

  it('a league with the window set to 0 asks nobody', async () => {
    const leagues = t.storage.db('leagues');
    const stored = await leagues.get(docId('league', world.leagueId));
    await leagues.put({ ...stored, confirmationHours: 0 });
    const match = matchDoc({
      id: newId(),
      leagueId: world.leagueId,
      homeTeamId: world.teamA,
      awayTeamId: world.teamB,
      date: new Date(Date.now() - HOUR).toISOString(),
      refereeId: world.referee1,
    });
    await createMatches(t.storage, world.leagueId, [match]);
    const matchId = match._id.slice('match:'.length);
    const sides = await matchSides(t.storage, world.leagueId, matchId);
    await t.storage
      .db(refereeDbName(world.referee1))
      .put(validReport(sides, world.referee1, { home: 1, away: 0 }));
    await waitFor(async () => ((await league().get(match._id)) as TDoc).status === 'completed', 'the result');
    expect(
      await league()
        .get(docId('confirmation', matchId))
        .catch(() => null),
    ).toBeNull();
    expect(
      (await outbox(t.storage)).filter((m) => m.kind === 'confirmation' && m._id.includes(matchId)),
    ).toEqual([]);
    await leagues.put({ ...(await leagues.get(docId('league', world.leagueId))), confirmationHours: 48 });
  });
});
