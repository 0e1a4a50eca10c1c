import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, leagueDbName, refereeDbName } from '../../src/domain/databases.ts';
import { createUpdates } from '../../sync-server/live/updates.ts';
import { createResolver } from '../../sync-server/resolver/resolver.ts';
import { addPlayers, createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { remoteDb, waitFor } from '../support/clients.ts';
import { outbox } from '../support/mail.ts';
import { matchSides, removeResolverCheckpoint, validReport } from '../support/reports.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

// Issue #14: an admin accepts a report the checks rejected, with a reason. The result then counts
// exactly once, through replays, like any accepted report.

let t: TTestServer;
let world: TWorld;
let matchId: string;
const silent = { info() {}, error() {}, warn() {} };

const refereeDb = () => t.storage.db(refereeDbName(world.referee1));
const overrideBody = (
  reportRev: string,
  author: string,
  reason = 'The scorer of the second goal was unknown; score confirmed with both captains',
) => ({
  _id: docId('verdictOverride', matchId),
  type: 'verdictOverride',
  matchId,
  reportRev,
  reason,
  author,
  createdAt: new Date().toISOString(),
});

beforeAll(async () => {
  t = await startTestServer();
  world = await buildWorld(t);
  await addPlayers(t.storage, world.teamB, [{ firstName: 'Bo', lastName: 'Keeper', jerseyNumber: 1 }]);
  const match = matchDoc({
    leagueId: world.leagueId,
    homeTeamId: world.teamA,
    awayTeamId: world.teamB,
    date: new Date(Date.now() - 3600_000).toISOString(),
    refereeId: world.referee1,
  });
  await createMatches(t.storage, world.leagueId, [match]);
  matchId = match._id.slice('match:'.length);
  // Two home goals on the scoreboard, one scorer named: the checks reject it.
  const sides = await matchSides(t.storage, world.leagueId, matchId);
  await refereeDb().put({ ...validReport(sides, world.referee1, { home: 1, away: 0 }), homeScore: 2 });
  await waitFor(
    async () => (await refereeDb().get(docId('resolution', matchId))).status === 'rejected',
    'the rejection',
  );
});
afterAll(async () => t?.close());

describe("overriding a referee's rejected report", () => {
  it('is refused to the referee, a captain and a visitor', async () => {
    const report = await refereeDb().get(docId('report', matchId));
    for (const [who, cookie, author] of [
      ['referee', world.cookies.referee1, world.referee1],
      ['captain', world.cookies.captainA, world.adminId],
      ['visitor', null, world.adminId],
    ] as const) {
      const db = remoteDb(t.url, refereeDbName(world.referee1), cookie);
      const refused = await db
        .put(overrideBody(String(report._rev), author))
        .catch((e: { status: number }) => e);
      expect((refused as { status: number }).status, who).toBeGreaterThanOrEqual(401);
    }
    expect(
      await refereeDb()
        .get(docId('verdictOverride', matchId))
        .catch(() => null),
    ).toBeNull();
  });

  it("needs a reason and the admin's own signature", async () => {
    const report = await refereeDb().get(docId('report', matchId));
    const admin = remoteDb(t.url, refereeDbName(world.referee1), world.cookies.admin);
    const noReason = await admin
      .put(overrideBody(String(report._rev), world.adminId, ''))
      .catch((e: { status: number }) => e);
    expect(noReason).toMatchObject({ status: 403, message: expect.stringMatching(/reason/i) });
    const [signedByOther] = (await admin.bulkDocs([overrideBody(String(report._rev), world.referee2)])) as {
      error?: string;
      reason?: string;
    }[];
    expect(signedByOther).toMatchObject({
      error: 'forbidden',
      reason: 'An override is signed by the admin who makes it',
    });
  });

  it("an admin's acceptance completes the match with the report's score, the verdict says who and why, and the captains are told", async () => {
    const report = await refereeDb().get(docId('report', matchId));
    const admin = remoteDb(t.url, refereeDbName(world.referee1), world.cookies.admin);
    await admin.put(overrideBody(String(report._rev), world.adminId));
    const verdict = await waitFor(async () => {
      const v = await refereeDb().get(docId('resolution', matchId));
      return v.status === 'accepted' ? v : null;
    }, 'the accepted verdict');
    expect(verdict).toMatchObject({
      reasons: [],
      reportRev: report._rev,
      override: { author: world.adminId, reason: expect.stringContaining('score confirmed') },
    });
    const match = await t.storage.db(leagueDbName(world.leagueId)).get(docId('match', matchId));
    expect(match).toMatchObject({ status: 'completed', score: { home: 2, away: 0 } });
    const results = await waitFor(async () => {
      const found = (await outbox(t.storage)).filter((m) => m.kind === 'result');
      return found.length === 2 ? found : null;
    }, 'two result e-mails');
    expect(results[0]!.subject).toBe('Result: Astoria Athletic 2-0 Bushwick Blues');
  });

  it('counts once through a full replay', async () => {
    const league = t.storage.db(leagueDbName(world.leagueId));
    const before = (await league.get(docId('match', matchId)))._rev;
    const verdictBefore = (await refereeDb().get(docId('resolution', matchId)))._rev;
    await removeResolverCheckpoint(t.storage, refereeDbName(world.referee1));
    const replay = createResolver(t.storage, createUpdates(t.storage, silent), silent);
    await replay.start();
    await replay.settle();
    await replay.stop();
    expect((await league.get(docId('match', matchId)))._rev).toBe(before);
    expect((await refereeDb().get(docId('resolution', matchId)))._rev).toBe(verdictBefore);
    expect((await outbox(t.storage)).filter((m) => m.kind === 'result')).toHaveLength(2);
  });

  it('a corrected report is judged afresh: the acceptance was for the revision it names', async () => {
    const sides = await matchSides(t.storage, world.leagueId, matchId);
    const current = await refereeDb().get(docId('report', matchId));
    await refereeDb().put({
      ...validReport(sides, world.referee1, { home: 1, away: 0 }),
      homeScore: 3,
      _rev: current._rev,
    });
    const verdict = await waitFor(async () => {
      const v = await refereeDb().get(docId('resolution', matchId));
      return v.status === 'rejected' ? v : null;
    }, 'the new rejection');
    expect(verdict.override).toBeNull();
  });
});
