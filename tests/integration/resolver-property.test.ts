import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueDbName, refereeDbName, stripMeta } from '../../src/domain/databases.ts';
import { deriveDiscipline } from '../../src/domain/discipline.ts';
import { derivePlayerStats } from '../../src/domain/player-stats.ts';
import { eventsFromReport } from '../../src/domain/report-validator.ts';
import { ZReport } from '../../src/domain/schemas/report.ts';
import { deriveStandings } from '../../src/domain/standings.ts';
import { readConfig } from '../../sync-server/config.ts';
import { createUpdates } from '../../sync-server/live/updates.ts';
import { createResolver } from '../../sync-server/resolver/resolver.ts';
import {
  addPlayers,
  createLeague,
  createMatches,
  createReferee,
  createTeam,
  matchDoc,
} from '../../sync-server/seed/factories.ts';
import { openStorage, type TStorage } from '../../sync-server/storage/storage.ts';
import { matchSides, type TMatchSides, validReport } from '../support/reports.ts';

const silent = { info() {}, error() {}, warn() {} };

/** The report with a straight red for a home player, or as it is. */
function withRed(report: ReturnType<typeof validReport>, sides: TMatchSides, player: number | null) {
  if (player === null) return report;
  const playerId = sides.home[player % sides.home.length]!;
  const red = {
    playerId,
    playerName: 'Red Player',
    teamId: sides.homeTeamId,
    minute: 80,
    reason: 'Serious foul play',
  };
  return { ...report, redCards: [red] };
}
type TOp =
  | { kind: 'submit'; match: number; home: number; away: number; scorer: number; red: boolean }
  | { kind: 'duplicate'; match: number }
  | { kind: 'restart' }
  | { kind: 'replay' };

const op: fc.Arbitrary<TOp> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('submit' as const),
      match: fc.nat(2),
      home: fc.nat(4),
      away: fc.nat(4),
      scorer: fc.nat(5),
      red: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), match: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'replay' as const }) },
);

describe('property: the resolver converges on a fresh computation from the accepted reports', () => {
  let storage: TStorage;
  let dataDir: string;
  let leagueId: string;
  let refereeId: string;
  let teams: { id: string; name: string }[];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pitchside-property-'));
    storage = openStorage(readConfig({ DATA_DIR: dataDir }));
    leagueId = await createLeague(storage);
    teams = [];
    for (const name of ['Astoria', 'Bushwick', 'Corona']) {
      const id = await createTeam(storage, { leagueId, name });
      await addPlayers(
        storage,
        id,
        Array.from({ length: 8 }, (_, i) => ({
          firstName: `${name}${i}`,
          lastName: 'Player',
          jerseyNumber: i + 1,
        })),
      );
      teams.push({ id, name });
    }
    refereeId = (
      await createReferee(storage, {
        email: 'prop@test.nyc',
        password: 'secret1',
        displayName: 'Prop Ref',
        assignedLeagues: [leagueId],
      })
    ).id;
  });
  afterAll(async () => {
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('for any sequence of submits, corrections, duplicates, replays and restarts', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        run += 1;
        // Fresh matches for each run, between the three teams.
        const pairs = [
          [0, 1],
          [1, 2],
          [2, 0],
        ];
        const matches = pairs.map(([h, a], i) =>
          matchDoc({
            id: `run${run}m${i}`,
            leagueId,
            homeTeamId: teams[h!]!.id,
            awayTeamId: teams[a!]!.id,
            date: `2026-10-0${i + 1}T20:00:00.000Z`,
            refereeId,
          }),
        );
        await createMatches(storage, leagueId, matches);
        const sides: TMatchSides[] = [];
        for (const m of matches)
          sides.push(await matchSides(storage, leagueId, m._id.slice('match:'.length)));
        const refereeDb = storage.db(refereeDbName(refereeId));
        const latest = new Map<number, ReturnType<typeof validReport>>();
        let resolver = createResolver(storage, createUpdates(storage, silent), silent);
        await resolver.start();
        for (const step of ops) {
          if (step.kind === 'submit' || step.kind === 'duplicate') {
            const report =
              step.kind === 'submit'
                ? withRed(
                    validReport(
                      sides[step.match]!,
                      refereeId,
                      { home: step.home, away: step.away },
                      step.scorer,
                    ),
                    sides[step.match]!,
                    step.red ? step.scorer : null,
                  )
                : latest.get(step.match);
            if (!report) continue;
            const current = await refereeDb.get(report._id).catch(() => null);
            await refereeDb.put({ ...report, _rev: current?._rev });
            latest.set(step.match, report);
          } else {
            // A restart at an arbitrary moment: stop without waiting for the queue to drain.
            await resolver.stop();
            if (step.kind === 'replay') {
              const checkpoint = await storage.internal
                .get(`checkpoint:resolver:${refereeDbName(refereeId)}`)
                .catch(() => null);
              if (checkpoint) await storage.internal.remove(checkpoint);
            }
            resolver = createResolver(storage, createUpdates(storage, silent), silent);
            await resolver.start();
          }
        }
        await resolver.settle();
        await resolver.stop();

        // What the server shows…
        const stored = await Promise.all(matches.map((m) => storage.db(leagueDbName(leagueId)).get(m._id)));
        const shown = stored.filter((m) => m.status === 'completed');
        // …against a fresh computation from the last report submitted for each match.
        const expected = [...latest.entries()].map(([i, report]) => {
          const parsed = ZReport.parse(stripMeta(report));
          return {
            match: matches[i]!,
            report: parsed,
            events: eventsFromReport(parsed, { home: sides[i]!.home, away: sides[i]!.away }),
          };
        });
        const toResult = (
          m: { homeTeamId: string; awayTeamId: string; date: string },
          home: number,
          away: number,
        ) => ({
          homeTeamId: m.homeTeamId,
          awayTeamId: m.awayTeamId,
          date: m.date,
          homeGoals: home,
          awayGoals: away,
        });
        const standingsShown = deriveStandings({
          teams,
          results: shown.map((m) =>
            toResult(m as never, (m.score as { home: number }).home, (m.score as { away: number }).away),
          ),
        });
        const standingsExpected = deriveStandings({
          teams,
          results: expected.map((e) => toResult(e.match, e.report.homeScore!, e.report.awayScore!)),
        });
        expect(standingsShown).toEqual(standingsExpected);
        const statsShown = derivePlayerStats(
          shown.map((m) => ({
            homeTeamId: String(m.homeTeamId),
            awayTeamId: String(m.awayTeamId),
            status: String(m.status),
            events: m.events as never,
          })),
        );
        const statsExpected = derivePlayerStats(
          expected.map((e) => ({
            homeTeamId: e.match.homeTeamId,
            awayTeamId: e.match.awayTeamId,
            status: 'completed',
            events: e.events,
          })),
        );
        expect([...statsShown.values()].sort((a, b) => a.playerId.localeCompare(b.playerId))).toEqual(
          [...statsExpected.values()].sort((a, b) => a.playerId.localeCompare(b.playerId)),
        );
        // Suspensions too (issue #30): the same as from the last reports alone.
        const asDiscipline = (list: { id: string; m: Record<string, unknown>; events: unknown }[]) =>
          deriveDiscipline({
            teams,
            matches: list.map(({ id, m, events }) => ({
              id,
              homeTeamId: String(m.homeTeamId),
              awayTeamId: String(m.awayTeamId),
              date: String(m.date),
              status: 'completed',
              events: events as never,
            })),
          }).bans;
        expect(asDiscipline(shown.map((m) => ({ id: m._id.slice(6), m, events: m.events })))).toEqual(
          asDiscipline(expected.map((e) => ({ id: e.match._id.slice(6), m: e.match, events: e.events }))),
        );
        // Each match counts once, whatever happened on the way.
        expect(shown).toHaveLength(latest.size);
      }),
      { numRuns: 25 },
    );
  });
});
