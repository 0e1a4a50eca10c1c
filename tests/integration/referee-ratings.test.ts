import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, leagueDbName, refereeDbName, teamDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { api, localDb, PouchDB, remoteDb, waitFor } from '../support/clients.ts';
import { startCouchDb, type TTestCouch } from '../support/couchdb.ts';
import { STORAGE_MODES } from '../support/modes.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

// Captains rate the referee of a played match from their own team's database; the server alone
// turns the ratings into the referee's summary (average to one decimal, and how many rated), which
// the referee reads without learning who gave what. Foreign, early, late and mistaken ratings are
// refused with plain reasons, and a crash between a rating and its summary is finished at start-up.

const DAY = 86_400_000;

describe.each(STORAGE_MODES)('referee ratings (%s)', (mode) => {
  let t: TTestServer;
  let world: TWorld;
  let couch: TTestCouch | null = null;

  beforeAll(async () => {
    couch = mode === 'couchdb' ? await startCouchDb() : null;
    t = await startTestServer(couch?.env ?? {});
    world = await buildWorld(t);
  });
  afterAll(async () => {
    await t?.close();
    await couch?.close();
  });

  type TMatchOver = { status?: 'scheduled' | 'completed'; daysAgo?: number; refereeId?: string | null };

  async function match({ status = 'completed', daysAgo = 1, refereeId = world.referee1 }: TMatchOver = {}) {
    const doc = matchDoc({
      leagueId: world.leagueId,
      homeTeamId: world.teamA,
      awayTeamId: world.teamB,
      date: new Date(Date.now() - daysAgo * DAY).toISOString(),
      refereeId,
    });
    await createMatches(t.storage, world.leagueId, [
      { ...doc, status, score: status === 'completed' ? { home: 1, away: 0 } : null },
    ]);
    return doc._id.slice('match:'.length);
  }

  function rating(matchId: string, teamId: string, value: number, over: Record<string, unknown> = {}) {
    return {
      _id: docId('refereeRating', matchId),
      type: 'refereeRating',
      matchId,
      leagueId: world.leagueId,
      teamId,
      refereeId: world.referee1,
      rating: value,
      ratedAt: new Date().toISOString(),
      ...over,
    };
  }

  const write = (teamId: string, cookie: string | null, docs: unknown[]) =>
    api(t.url, `/db/${teamDbName(teamId)}/_bulk_docs`, { cookie, body: { docs } });

  const summaryOf = (refereeId: string) =>
    t.storage
      .db(refereeDbName(refereeId))
      .get(docId('ratingSummary', refereeId))
      .catch(() => null) as Promise<Record<string, unknown> | null>;

  const waitForSummary = (refereeId: string, average: number | null, count: number) =>
    waitFor(async () => {
      const summary = await summaryOf(refereeId);
      return summary?.average === average && summary.count === count ? summary : null;
    }, `the referee's summary at ${average} from ${count}`);

  describe('captains rate the referee; the referee sees the average', () => {
    it('two captains rate; the referee reads the average to one decimal, and no rating itself', async () => {
      const first = await match();
      const second = await match({ daysAgo: 3 });
      expect(
        (await write(world.teamA, world.cookies.captainA, [rating(first, world.teamA, 4)])).body[0],
      ).toMatchObject({ ok: true });
      // Captain B rates on a phone with no signal; it reaches the server once, replicated twice.
      const phone = localDb();
      await phone.put(rating(first, world.teamB, 5));
      await phone.put(rating(second, world.teamB, 2));
      const remote = remoteDb(t.url, teamDbName(world.teamB), world.cookies.captainB);
      await PouchDB.replicate(phone, remote);
      await PouchDB.replicate(phone, remote);
      await waitForSummary(world.referee1, 3.7, 3);
      // The referee replicates their own database: the summary, with no team's rating in it.
      const refereeCopy = localDb();
      await PouchDB.replicate(
        remoteDb(t.url, refereeDbName(world.referee1), world.cookies.referee1),
        refereeCopy,
      );
      const { rows } = await refereeCopy.allDocs({ include_docs: true });
      const summary = rows.find((row) => row.id === docId('ratingSummary', world.referee1))?.doc;
      expect(summary).toMatchObject({
        type: 'ratingSummary',
        refereeId: world.referee1,
        average: 3.7,
        count: 3,
      });
      expect(rows.some((row) => row.id.startsWith('refereeRating:'))).toBe(false);
      // Nor may a referee read a team's database.
      const read = await api(
        t.url,
        `/db/${teamDbName(world.teamA)}/${encodeURIComponent(docId('refereeRating', first))}`,
        {
          cookie: world.cookies.referee1,
        },
      );
      expect(read.status).toBe(403);
    });

    it('a changed rating replaces the old one: it counts once', async () => {
      const matchId = await match({ refereeId: world.referee2 });
      const put = (
        await write(world.teamA, world.cookies.captainA, [
          rating(matchId, world.teamA, 1, { refereeId: world.referee2 }),
        ])
      ).body[0] as { rev: string };
      await waitForSummary(world.referee2, 1, 1);
      const changed = rating(matchId, world.teamA, 3, { refereeId: world.referee2, _rev: put.rev });
      expect((await write(world.teamA, world.cookies.captainA, [changed])).body[0]).toMatchObject({
        ok: true,
      });
      await waitForSummary(world.referee2, 3, 1);
    });
  });

  describe('a rating that may not be given is refused, and nothing of it is stored', () => {
    const refused = async (teamId: string, cookie: string | null, doc: Record<string, unknown>) => {
      const response = await write(teamId, cookie, [doc]);
      const stored = await t.storage
        .db(teamDbName(teamId))
        .get(String(doc._id))
        .catch(() => null);
      return { row: response.body[0] as Record<string, unknown>, status: response.status, stored };
    };

    it('refuses a match not played yet, one with no referee, and one older than 14 days', async () => {
      for (const over of [
        { status: 'scheduled' as const, daysAgo: -2 },
        { refereeId: null },
        { daysAgo: 15 },
      ]) {
        const matchId = await match(over);
        const { row, stored } = await refused(
          world.teamA,
          world.cookies.captainA,
          rating(matchId, world.teamA, 4),
        );
        expect(row).toMatchObject({
          error: 'forbidden',
          reason: 'Only a played match with a referee can be rated, up to 14 days after kick-off',
        });
        expect(stored).toBeNull();
      }
    });

    it('refuses another referee, another team, another key, a score out of range, and a withdrawal', async () => {
      const matchId = await match();
      const cases: [Record<string, unknown>, string][] = [
        [rating(matchId, world.teamA, 4, { refereeId: world.referee2 }), 'Another referee had this match'],
        [rating(matchId, world.teamB, 4), 'A rating is filed by its own team, under its match id'],
        [
          { ...rating(matchId, world.teamA, 4), _id: docId('refereeRating', newId()) },
          'A rating is filed by its own team, under its match id',
        ],
      ];
      for (const [doc, reason] of cases) {
        const { row, stored } = await refused(world.teamA, world.cookies.captainA, doc);
        expect(row).toMatchObject({ error: 'forbidden', reason });
        expect(stored).toBeNull();
      }
      for (const value of [0, 6, 2.5]) {
        const { row, stored } = await refused(
          world.teamA,
          world.cookies.captainA,
          rating(matchId, world.teamA, value),
        );
        expect(row.error).toBe('forbidden');
        expect(stored).toBeNull();
      }
      const put = (await write(world.teamA, world.cookies.captainA, [rating(matchId, world.teamA, 4)]))
        .body[0] as { rev: string };
      const withdrawal = { _id: docId('refereeRating', matchId), _rev: put.rev, _deleted: 1 };
      const { row } = await refused(world.teamA, world.cookies.captainA, withdrawal);
      expect(row).toMatchObject({
        error: 'forbidden',
        reason: 'A rating cannot be withdrawn; change it instead',
      });
      expect(await t.storage.db(teamDbName(world.teamA)).get(docId('refereeRating', matchId))).toMatchObject({
        rating: 4,
      });
    });

    it("refuses a rating in another team's database, and one from a match of another league", async () => {
      const matchId = await match();
      const other = await refused(world.teamB, world.cookies.captainA, rating(matchId, world.teamB, 1));
      expect(other.status).toBe(403);
      expect(other.stored).toBeNull();
      const { row } = await refused(
        world.teamA,
        world.cookies.captainA,
        rating(matchId, world.teamA, 1, { leagueId: newId() }),
      );
      expect(row).toMatchObject({ error: 'forbidden', reason: 'Your team did not play this match' });
    });

    it('refuses the summary itself from anyone but the server', async () => {
      const forged = {
        _id: docId('ratingSummary', world.referee1),
        type: 'ratingSummary',
        refereeId: world.referee1,
        average: 5,
        count: 99,
      };
      for (const cookie of [world.cookies.referee1, world.cookies.admin]) {
        const response = await api(t.url, `/db/${refereeDbName(world.referee1)}/_bulk_docs`, {
          cookie,
          body: { docs: [forged] },
        });
        const row = (response.body as Record<string, unknown>[])[0];
        expect(row).toMatchObject({ error: 'forbidden' });
        expect((await summaryOf(world.referee1))?.count).not.toBe(99);
      }
    });
  });

  describe('a crash between a rating and its summary', () => {
    it('is finished at start-up', async () => {
      const matchId = await match({ refereeId: world.referee2 });
      const before = (await summaryOf(world.referee2))!;
      await t.restart(async (storage) => {
        // Stored while the server was down: as if it crashed after the store, before the summary.
        await storage
          .db(teamDbName(world.teamB))
          .put(rating(matchId, world.teamB, 5, { refereeId: world.referee2 }));
      });
      const count = Number(before.count) + 1;
      const summary = await waitForSummary(world.referee2, (3 + 5) / 2, count);
      expect(summary).toMatchObject({ average: 4, count: 2 });
      expect(await t.storage.db(leagueDbName(world.leagueId)).get(docId('match', matchId))).toMatchObject({
        refereeId: world.referee2,
      });
    });
  });

  describe('ratings that land together', () => {
    it('all count: two captains rating the same match at once', async () => {
      const matchId = await match();
      const [a, b] = await Promise.all([
        write(world.teamA, world.cookies.captainA, [rating(matchId, world.teamA, 1)]),
        write(world.teamB, world.cookies.captainB, [rating(matchId, world.teamB, 1)]),
      ]);
      expect([a.body[0], b.body[0]]).toMatchObject([{ ok: true }, { ok: true }]);
      // Before: 4, 5 and 2 (the first test) and 4 (the withdrawal test's); now 1 and 1 as well.
      await waitForSummary(world.referee1, 2.8, 6);
    });
  });

  describe('a crash between a part and its summary', () => {
    it('leaves a stale summary that start-up puts right', async () => {
      const before = (await summaryOf(world.referee1))!;
      await t.restart(async (storage) => {
        const db = storage.db(refereeDbName(world.referee1));
        const stored = await db.get(docId('ratingSummary', world.referee1));
        await db.put({ ...stored, average: 1, count: 1 });
      });
      expect(await summaryOf(world.referee1)).toMatchObject({ average: before.average, count: before.count });
    });
  });

  describe('the admin takes a played match back', () => {
    it('its ratings stop counting when it is deleted, and count again when it is played after all', async () => {
      const matchId = await match({ refereeId: world.referee2 });
      const over = { refereeId: world.referee2 };
      await write(world.teamA, world.cookies.captainA, [rating(matchId, world.teamA, 1, over)]);
      await waitForSummary(world.referee2, 3, 3);
      const leagueDb = `/db/${leagueDbName(world.leagueId)}/_bulk_docs`;
      const stored = await t.storage.db(leagueDbName(world.leagueId)).get(docId('match', matchId));
      const scheduled = { ...stored, status: 'scheduled', score: null };
      const put = await api(t.url, leagueDb, { cookie: world.cookies.admin, body: { docs: [scheduled] } });
      expect(put.body[0]).toMatchObject({ ok: true });
      await waitForSummary(world.referee2, 4, 2);
      const played = {
        ...scheduled,
        _rev: put.body[0].rev,
        status: 'completed',
        score: { home: 2, away: 2 },
        resultNote: 'Replayed after the protest',
      };
      const again = await api(t.url, leagueDb, { cookie: world.cookies.admin, body: { docs: [played] } });
      expect(again.body[0]).toMatchObject({ ok: true });
      await waitForSummary(world.referee2, 3, 3);
      const gone = { _id: docId('match', matchId), _rev: again.body[0].rev, _deleted: true };
      const deleted = await api(t.url, leagueDb, { cookie: world.cookies.admin, body: { docs: [gone] } });
      expect(deleted.body[0]).toMatchObject({ ok: true });
      await waitForSummary(world.referee2, 4, 2);
    });
  });
});
