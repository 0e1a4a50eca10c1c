import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, leagueDbName, refereeDbName } from '../../src/domain/databases.ts';
import { leagueDayOf } from '../../src/domain/days-away.ts';
import { createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { api, waitFor } from '../support/clients.ts';
import { startCouchDb, type TTestCouch } from '../support/couchdb.ts';
import { outbox, writeSettings } from '../support/mail.ts';
import { STORAGE_MODES } from '../support/modes.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

// ADR 051: a referee's days away, one document in their own database: theirs (or an admin's for
// them) to write, in order, within a year; and a match that needs a referee on one of those days
// does not ask them.

const DAY = 86_400_000;
type TDoc = Record<string, unknown> & { _id: string; _rev?: string };

describe.each(STORAGE_MODES)("a referee's days away (%s)", (mode) => {
  let t: TTestServer;
  let world: TWorld;
  let couch: TTestCouch | null = null;

  beforeAll(async () => {
    couch = mode === 'couchdb' ? await startCouchDb() : null;
    t = await startTestServer({ ...couch?.env });
    world = await buildWorld(t);
    await writeSettings(t.storage, {});
  });
  afterAll(async () => {
    await t?.close();
    await couch?.close();
  });

  const day = (fromNow: number) => leagueDayOf(new Date(Date.now() + fromNow * DAY).toISOString());
  const away = (refereeId: string, days: string[], over: Record<string, unknown> = {}): TDoc => ({
    _id: docId('daysAway', refereeId),
    type: 'daysAway',
    refereeId,
    days,
    updatedAt: new Date().toISOString(),
    ...over,
  });
  const write = (refereeId: string, cookie: string | null, docs: TDoc[]) =>
    api(t.url, `/db/${refereeDbName(refereeId)}/_bulk_docs`, { cookie, body: { docs } });
  const stored = (refereeId: string) =>
    t.storage
      .db(refereeDbName(refereeId))
      .get(docId('daysAway', refereeId))
      .catch(() => null);

  it("refuses another person's or a malformed list, storing nothing", async () => {
    const r1 = world.referee1;
    for (const cookie of [world.cookies.referee2, world.cookies.captainA, null]) {
      const r = await write(r1, cookie, [away(r1, [day(3)])]);
      expect([401, 403]).toContain(r.status);
    }
    const refused = async (doc: TDoc) => {
      const r = await write(r1, world.cookies.referee1, [doc]);
      expect(await stored(r1)).toBeNull();
      return r.body[0];
    };
    expect((await refused(away(r1, [day(3)], { refereeId: world.referee2 }))).reason).toBe(
      'A referee’s days away are filed under their own name, in their own database',
    );
    expect((await refused({ ...away(r1, [day(3)]), _id: docId('daysAway', world.referee2) })).reason).toBe(
      'A referee’s days away are filed under their own name, in their own database',
    );
    expect((await refused(away(r1, [day(-5)]))).reason).toBe('Days away run from today to a year ahead');
    expect((await refused(away(r1, [day(400)]))).reason).toBe('Days away run from today to a year ahead');
    expect((await refused(away(r1, [day(5), day(3)]))).error).toBe('forbidden');
    expect(
      (
        await refused(
          away(
            r1,
            Array.from({ length: 61 }, (_, i) => day(i + 1)),
          ),
        )
      ).error,
    ).toBe('forbidden');
  });

  it('keeps the referee’s own list, and an admin’s for them', async () => {
    const r1 = world.referee1;
    expect((await write(r1, world.cookies.referee1, [away(r1, [day(3), day(10)])])).body[0].ok).toBe(true);
    const first = (await stored(r1))!;
    expect(first.days).toEqual([day(3), day(10)]);
    const byAdmin = { ...away(r1, [day(3)]), _rev: first._rev };
    expect((await write(r1, world.cookies.admin, [byAdmin])).body[0].ok).toBe(true);
    expect((await stored(r1))!.days).toEqual([day(3)]);
  });

  it('does not ask a referee away that day to cover a handed-back match', async () => {
    const kickOff = new Date(Date.now() + 4 * DAY).toISOString();
    const match = matchDoc({
      leagueId: world.leagueId,
      homeTeamId: world.teamA,
      awayTeamId: world.teamB,
      date: kickOff,
      venue: 'Field 1',
      refereeId: world.referee1,
    });
    await createMatches(t.storage, world.leagueId, [match]);
    const matchId = match._id.slice('match:'.length);
    const r2 = world.referee2;
    expect((await write(r2, world.cookies.referee2, [away(r2, [leagueDayOf(kickOff)])])).body[0].ok).toBe(
      true,
    );
    const handBack = {
      _id: docId('handBack', matchId),
      type: 'handBack',
      matchId,
      leagueId: world.leagueId,
      refereeId: world.referee1,
      reason: 'Working that Saturday',
      at: new Date().toISOString(),
    };
    expect((await write(world.referee1, world.cookies.referee1, [handBack])).body[0].ok).toBe(true);
    await waitFor(
      () =>
        t.storage
          .db(refereeDbName(world.referee1))
          .get(docId('handBackDecision', matchId))
          .catch(() => null),
      'decision',
    );
    expect((await t.storage.db(leagueDbName(world.leagueId)).get(match._id)).refereeId).toBeNull();
    const mails = (await outbox(t.storage)).filter(
      (m) => m.kind === 'refereeNeeded' && m._id.includes(matchId),
    );
    expect(mails.map((m) => m.to)).toEqual(['admin@test.nyc']);
  });
});
