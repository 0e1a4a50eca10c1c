// Budgets of issue #4: the resolver, the standings derivation, and submit-to-completed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { docId, leagueDbName, refereeDbName } from '../../src/domain/databases.ts';
import { planSeason } from '../../src/domain/schedule.ts';
import { deriveStandings } from '../../src/domain/standings.ts';
import { findAccountByEmail } from '../../sync-server/auth/accounts.ts';
import { readConfig } from '../../sync-server/config.ts';
import { resolveReport } from '../../sync-server/resolver/resolve-report.ts';
import { seedDemo } from '../../sync-server/seed/demo.ts';
import { openStorage } from '../../sync-server/storage/storage.ts';
import { localDb, login, PouchDB, remoteDb } from '../support/clients.ts';
import { PREMIER_LEAGUE_DEDUCTIONS, premierLeagueResults } from '../support/premier-league.ts';
import { matchSides, validReport } from '../support/reports.ts';

type TRecord = (name: string, value: string) => void;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Deriving the Premier League 2023-24 table: 20 teams, 380 results, tie-breakers and deductions. */
export function standingsBenchmark(record: TRecord) {
  const results = premierLeagueResults();
  const teams = [...new Set(results.map((r) => r.homeTeamId))].map((id) => ({ id, name: id }));
  const adjustments = PREMIER_LEAGUE_DEDUCTIONS;
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    deriveStandings({ teams, results, adjustments });
    times.push(performance.now() - started);
  }
  record('derive a 20-team, 380-match table, median of 50', `${median(times).toFixed(2)} ms`);
}

/** Issue #17: a 20-team double round robin on three fields, computed as on the admin's phone. */
export function seasonGeneratorBenchmark(record: TRecord) {
  const teams = Array.from({ length: 20 }, (_, i) => `team${i}`);
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    const planned = planSeason({
      teams,
      kind: 'double',
      firstDay: '2027-03-06',
      weekdays: [6, 0],
      fields: [
        { venue: 'Randalls Island 12', times: ['16:00', '17:45'] },
        { venue: 'Brooklyn Bridge Park Pier 5', times: ['16:00', '17:45'] },
        { venue: 'McCarren Park', times: ['16:00', '17:45'] },
      ],
      blackouts: ['2027-05-30', '2027-07-04'],
    });
    times.push(performance.now() - started);
    if (!planned.ok) throw new Error(planned.errors.join('; '));
    count = planned.season.matches.length;
  }
  record(
    'generate a 20-team double round robin on 3 fields, median of 20',
    `${median(times).toFixed(1)} ms for ${count} matches`,
  );
}

/** The resolver applying a report (a correction each time, so every run writes). */
export async function resolverBenchmark(record: TRecord) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-bench-resolver-'));
  const storage = openStorage(readConfig({ DATA_DIR: dataDir }));
  try {
    await seedDemo(storage, { password: 'bench-password' });
    const refereeId = (await findAccountByEmail(storage.internal, 'referee@pitchside.demo'))!.id;
    const { rows } = await storage.db('leagues').allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
    // A scheduled match of the demo referee's, in whichever league has one (ids are random, and
    // the spring league has no referee).
    let leagueId = '';
    let match: { _id: string } | undefined;
    for (const row of rows) {
      leagueId = row.id.slice('league:'.length);
      const matches = (
        await storage
          .db(leagueDbName(leagueId))
          .allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true })
      ).rows;
      match = matches.map((r) => r.doc!).find((m) => m.status === 'scheduled' && m.refereeId === refereeId);
      if (match) break;
    }
    if (!match) throw new Error('The demo has no scheduled match for its referee');
    const sides = await matchSides(storage, leagueId, match._id.slice('match:'.length));
    const referee = storage.db(refereeDbName(refereeId));
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const current = await referee.get(docId('report', sides.matchId)).catch(() => null);
      const { rev } = await referee.put({
        ...validReport(sides, refereeId, { home: i % 4, away: (i + 1) % 3 }),
        _rev: current?._rev,
      });
      const doc = await referee.get(docId('report', sides.matchId));
      const started = performance.now();
      const outcome = await resolveReport(storage, refereeId, { ...doc, _rev: rev });
      times.push(performance.now() - started);
      if (outcome !== 'accepted') throw new Error(`Benchmark report was ${outcome}`);
    }
    record('resolver applies a report, median of 20', `${median(times).toFixed(1)} ms`);
  } finally {
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The demo referee, signed in, and the demo's First Division. */
export async function demoRefereeAndLeague(
  url: string,
  accounts: { role: string; email: string; password: string }[],
) {
  const referee = accounts.find((a) => a.role === 'referee')!;
  const cookie = await login(url, referee.email, referee.password);
  const me = (await (await fetch(`${url}/api/me`, { headers: { cookie } })).json()) as {
    user: { id: string };
  };
  const leagues = localDb();
  await PouchDB.replicate(remoteDb(url, 'leagues'), leagues);
  const { rows } = await leagues.allDocs({
    startkey: 'league:',
    endkey: 'league:\uffff',
    include_docs: true,
  });
  const leagueId = rows.find((r) => r.doc!.name === 'First Division')!.id.slice('league:'.length);
  await kickOffPast(url, accounts, leagueId, me.user.id);
  return { cookie, refereeId: me.user.id, leagueId };
}

/**
 * The server refuses a final report before kick-off, so the league (as its admin, through the
 * gateway) moves the referee's next matches to kick-offs already past before reports are timed.
 */
async function kickOffPast(
  url: string,
  accounts: { role: string; email: string; password: string }[],
  leagueId: string,
  refereeId: string,
) {
  const admin = accounts.find((a) => a.role === 'admin');
  if (!admin) throw new Error('The benchmark needs the first admin in demo-accounts.json');
  const cookie = await login(url, admin.email, admin.password);
  const league = remoteDb(url, leagueDbName(leagueId), cookie);
  // The gateway serves what replication uses (no _all_docs): read the league as a device does.
  const copy = localDb();
  await PouchDB.replicate(league, copy);
  const { rows } = await copy.allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
  const future = rows
    .map((r) => r.doc!)
    .filter(
      (m) => m.status === 'scheduled' && m.refereeId === refereeId && Date.parse(String(m.date)) > Date.now(),
    );
  const past = Date.now() - 3_600_000;
  await league.bulkDocs(future.map((m, i) => ({ ...m, date: new Date(past - i * 60_000).toISOString() })));
}

/** A referee's submit to the match showing completed on a fan's live copy, through the real server. */
export async function submitToCompletedBenchmark(
  url: string,
  accounts: { role: string; email: string; password: string }[],
  record: TRecord,
) {
  const { cookie, refereeId, leagueId } = await demoRefereeAndLeague(url, accounts);
  const me = { user: { id: refereeId } };
  const fan = localDb();
  // The whole league first (one-shot, so it has ended), then live.
  await PouchDB.replicate(remoteDb(url, leagueDbName(leagueId)), fan);
  const live = PouchDB.replicate(remoteDb(url, leagueDbName(leagueId)), fan, { live: true, retry: true });
  try {
    const scheduled = (
      await fan.allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true })
    ).rows
      .map((r) => r.doc!)
      .filter((m) => m.status === 'scheduled' && m.refereeId === me.user.id)
      .slice(0, 3);
    const times: number[] = [];
    for (const match of scheduled) {
      const matchId = match._id.slice('match:'.length);
      const teamIds = [String(match.homeTeamId), String(match.awayTeamId)];
      const roster = async (teamId: string) =>
        (
          await fan.allDocs({ startkey: 'playerPublic:', endkey: 'playerPublic:\uffff', include_docs: true })
        ).rows
          .filter((r) => r.doc!.teamId === teamId)
          .map((r) => r.id.slice('playerPublic:'.length));
      const sides = {
        leagueId,
        matchId,
        homeTeamId: teamIds[0]!,
        awayTeamId: teamIds[1]!,
        home: await roster(teamIds[0]!),
        away: await roster(teamIds[1]!),
      };
      const completed = new Promise<void>((resolve) => {
        const feed = fan.changes({ live: true, since: 'now', include_docs: true }).on('change', (c) => {
          if (c.id === match._id && (c as { doc?: { status?: string } }).doc?.status === 'completed') {
            feed.cancel();
            resolve();
          }
        });
      });
      const phone = localDb();
      await phone.put(validReport(sides, me.user.id, { home: 1, away: 1 }));
      const started = performance.now();
      await PouchDB.replicate(phone, remoteDb(url, refereeDbName(me.user.id), cookie));
      await completed;
      times.push(performance.now() - started);
    }
    record(
      `referee submit to completed on a live fan, median of ${times.length}`,
      times.length ? `${median(times).toFixed(0)} ms` : 'not measured: the referee has no scheduled match',
    );
  } finally {
    live.cancel();
  }
}
