import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docId, leagueDbName, refereeDbName, teamDbName } from '../../src/domain/databases.ts';
import { deriveStandings } from '../../src/domain/standings.ts';
import { readConfig } from '../../sync-server/config.ts';
import { addPlayers, createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { openStorage } from '../../sync-server/storage/storage.ts';
import { api, waitFor } from '../support/clients.ts';
import { startCouchDb, type TTestCouch } from '../support/couchdb.ts';
import { outbox } from '../support/mail.ts';
import { runServer } from '../support/process.ts';
import { matchSides, validReport } from '../support/reports.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

// Issue #34, item 7: two Pitchside instances on one CouchDB (as behind a load balancer), and one
// of them killed with SIGKILL while it resolves a report. The other finishes the work, and after
// the killed one comes back, every report has counted exactly once: one result on the match, one
// verdict, one e-mail per captain, standings that add each match once.

const HOUR = 3_600_000;
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {});
});

/** Where, in the resolver's work on a report, the instance dies: read from what reached CouchDB. */
const KILL_POINTS = [
  {
    when: 'reading the rosters',
    request: (s: TSeed) => `GET /${s.prefix}${teamDbName(s.world.teamA)}/_all_docs`,
  },
  {
    when: 'after the match is written',
    request: (s: TSeed) => `PUT /${s.prefix}${leagueDbName(s.world.leagueId)}/match`,
  },
  {
    when: 'after the verdict is written',
    request: (s: TSeed) => `PUT /${s.prefix}${refereeDbName(s.world.referee1)}/resolution`,
  },
];

type TSeed = { world: TWorld; matchIds: string[]; prefix: string };

async function seed(couch: TTestCouch): Promise<TSeed> {
  const t: TTestServer = await startTestServer(couch.env);
  try {
    const world = await buildWorld(t);
    const squad = (name: string) =>
      Array.from({ length: 7 }, (_, i) => ({
        firstName: `${name}${i}`,
        lastName: 'Player',
        jerseyNumber: i + 10,
      }));
    await addPlayers(t.storage, world.teamA, squad('A'));
    await addPlayers(t.storage, world.teamB, squad('B'));
    const matches = KILL_POINTS.map((_, i) =>
      matchDoc({
        leagueId: world.leagueId,
        homeTeamId: world.teamA,
        awayTeamId: world.teamB,
        date: new Date(Date.now() - (i + 2) * HOUR).toISOString(),
        refereeId: world.referee1,
      }),
    );
    await createMatches(t.storage, world.leagueId, matches);
    return {
      world,
      matchIds: matches.map((m) => m._id.slice('match:'.length)),
      prefix: couch.env.COUCHDB_PREFIX,
    };
  } finally {
    await t.close();
  }
}

function instance(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-instance-'));
  const running = runServer(dataDir, { ...env, SEED: 'none', LOG_LEVEL: 'warn' });
  closers.push(async () => {
    running.child.kill('SIGKILL');
    await running.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });
  return running;
}

describe('two instances on one CouchDB, one killed mid-report', () => {
  it('every report counts exactly once: result, verdict, e-mails and standings', {
    timeout: 180_000,
  }, async () => {
    const couch = await startCouchDb();
    closers.push(() => couch.close());
    const s = await seed(couch);
    const env = couch.env;
    // Reads the shared data straight from CouchDB, as a third party: no resolver of its own.
    const readerDir = mkdtempSync(join(tmpdir(), 'pitchside-reader-'));
    const reader = { storage: openStorage(readConfig({ ...env, DATA_DIR: readerDir })) };
    closers.push(async () => {
      await reader.storage.close();
      rmSync(readerDir, { recursive: true, force: true });
    });
    const league = reader.storage.db(leagueDbName(s.world.leagueId));
    const referee = reader.storage.db(refereeDbName(s.world.referee1));

    let one = instance(env);
    const two = instance(env);
    await Promise.all([one.ready, two.ready]);
    const scores = [
      { home: 2, away: 1 },
      { home: 0, away: 0 },
      { home: 1, away: 3 },
    ];
    for (const [i, point] of KILL_POINTS.entries()) {
      const matchId = s.matchIds[i]!;
      const report = validReport(
        await matchSides(reader.storage, s.world.leagueId, matchId),
        s.world.referee1,
        scores[i]!,
      );
      const from = couch.requests.length;
      const wanted = point.request(s);
      const sent = await api(await one.ready, `/db/${refereeDbName(s.world.referee1)}/_bulk_docs`, {
        cookie: s.world.cookies.referee1,
        body: { docs: [report] },
      });
      expect(sent.status).toBe(201);
      await waitFor(
        async () => couch.requests.slice(from).some((line) => line.startsWith(wanted)),
        point.when,
      );
      one.child.kill('SIGKILL');
      await one.exited;
      // The survivor finishes the report alone...
      const verdict = await waitFor(
        async () => {
          const found = await referee.get(docId('resolution', matchId)).catch(() => null);
          return found?.status === 'accepted' ? found : null;
        },
        `the verdict on match ${i + 1}, killed ${point.when}`,
      );
      expect(verdict.reportRev).toBeTruthy();
      // ...and the killed one comes back on the same CouchDB for the next round.
      one = instance(env);
      await one.ready;
    }

    const matches = await Promise.all(
      s.matchIds.map(
        (id) => league.get(docId('match', id), { conflicts: true }) as Promise<Record<string, unknown>>,
      ),
    );
    expect(matches.map((m) => m.score)).toEqual(scores);
    expect(matches.map((m) => m.status)).toEqual(['completed', 'completed', 'completed']);
    expect(matches.flatMap((m) => (m._conflicts as string[] | undefined) ?? [])).toEqual([]);

    // Both captains told of each result once (the outbox's key), whichever instance queued it.
    const results = await waitFor(async () => {
      const found = (await outbox(reader.storage)).filter((m) => m.kind === 'result');
      return found.length >= 6 ? found : null;
    }, 'six result e-mails');
    expect(results).toHaveLength(6);

    const standings = deriveStandings({
      teams: [
        { id: s.world.teamA, name: 'Astoria Athletic' },
        { id: s.world.teamB, name: 'Bushwick Blues' },
      ],
      results: matches.map((m) => ({
        homeTeamId: String(m.homeTeamId),
        awayTeamId: String(m.awayTeamId),
        homeGoals: (m.score as { home: number }).home,
        awayGoals: (m.score as { away: number }).away,
        date: String(m.date),
      })),
    });
    const astoria = standings.find((row) => row.teamId === s.world.teamA)!;
    expect([astoria.matchesPlayed, astoria.wins, astoria.draws, astoria.losses]).toEqual([3, 1, 1, 1]);
    expect([astoria.goalsFor, astoria.goalsAgainst]).toEqual([3, 4]);
  });

  // ADR 041: an admin's save whose instance dies right after the write to the league, before (or
  // while) it tells anyone. The instance that comes back tells the rest, and nobody hears twice.
  it("an admin's fixture move told exactly once when its instance dies after the write", {
    timeout: 120_000,
  }, async () => {
    const couch = await startCouchDb();
    closers.push(() => couch.close());
    const t = await startTestServer(couch.env);
    const world = await buildWorld(t);
    const match = matchDoc({
      leagueId: world.leagueId,
      homeTeamId: world.teamA,
      awayTeamId: world.teamB,
      date: new Date(Date.now() + 30 * HOUR).toISOString(),
      venue: 'Field 1',
      refereeId: world.referee1,
    });
    await createMatches(t.storage, world.leagueId, [match]);
    await t.close();
    const matchId = match._id.slice('match:'.length);
    const readerDir = mkdtempSync(join(tmpdir(), 'pitchside-reader-'));
    const reader = openStorage(readConfig({ ...couch.env, DATA_DIR: readerDir }));
    closers.push(async () => {
      await reader.close();
      rmSync(readerDir, { recursive: true, force: true });
    });
    const league = leagueDbName(world.leagueId);

    let one = instance(couch.env);
    const from = couch.requests.length;
    const stored = await reader.db(league).get(match._id);
    const moved = { ...stored, venue: 'Field 7', updatedAt: new Date().toISOString() };
    // Not awaited: the instance dies while the request is still on its way to an answer.
    const put = api(await one.ready, `/db/${league}/${match._id}`, {
      method: 'PUT',
      cookie: world.cookies.admin,
      body: moved,
    }).catch(() => null);
    // The save is in CouchDB; the instance dies then, before its notices are (all) out.
    const write = `POST /${couch.env.COUCHDB_PREFIX}${league}/_bulk_docs`;
    await waitFor(async () => couch.requests.slice(from).some((line) => line.startsWith(write)), 'the write');
    one.child.kill('SIGKILL');
    await one.exited;
    await put;
    one = instance(couch.env);
    await one.ready;
    const changed = async () =>
      (await outbox(reader)).filter((mail) => mail.kind === 'matchChanged' && mail._id.includes(matchId));
    const mails = await waitFor(async () => {
      const found = await changed();
      return found.length >= 3 ? found : null;
    }, 'the move told by the instance that came back');
    expect(mails.map((mail) => mail.to).sort()).toEqual(['a@test.nyc', 'b@test.nyc', 'r1@test.nyc']);
    expect(mails.every((mail) => mail.text.includes('Field 7'))).toBe(true);
    const notes = await reader.internal.allDocs({
      startkey: 'noticesPending:',
      endkey: 'noticesPending:\uffff',
    });
    expect(notes.rows).toEqual([]);
  });
});
