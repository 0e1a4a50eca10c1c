import { randomBytes } from 'node:crypto';
import { clashesOf } from '../../src/domain/bookings.ts';
import { leagueDbName } from '../../src/domain/databases.ts';
import { leagueLocalToInstant } from '../../src/domain/dates.ts';
import type { TCardEvent, TGoalEvent, TMatch } from '../../src/domain/schemas/match.ts';
import type { TReport } from '../../src/domain/schemas/report.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { signUpTeam } from '../teams/sign-up-team.ts';
import { stageAvailability } from './demo-availability.ts';
import { stageConfirmations, stageRefereeRatings } from './demo-confirmations.ts';
import { stageDiscipline } from './demo-discipline.ts';
import { seedFreeAgents } from './demo-free-agents.ts';
import { stageHandBack } from './demo-hand-back.ts';
import { demoKit, stageKits } from './demo-kits.ts';
import { stageLineup } from './demo-lineup.ts';
import { stageMoveRequest } from './demo-move-request.ts';
import { seedOpenLeague } from './demo-open-league.ts';
import { demoPayment, stagePayment } from './demo-payments.ts';
import { stageRefereePay } from './demo-referee-pay.ts';
import { demoReport, fileDemoReports } from './demo-reports.ts';
import { stageWaitlist } from './demo-waitlist.ts';
import {
  addPlayers,
  completeOnboarding,
  createLeague,
  createMatches,
  createReferee,
  createTeam,
  matchDoc,
  videoDoc,
} from './factories.ts';

/** A demo login; `link` is a player's personal availability link (a credential: never printed). */
export type TDemoAccount = { role: string; email: string; password: string; teamId?: string; link?: string };

const SEEDED_MARKER = 'meta:demo-seeded';
/** Per division: matches just played whose report the demo referee still owes, and filed ones. */
const DEMO_REPORTS_OWED = 2;
const DEMO_REPORTS_FILED = 3;
/** Per division: the coming matches the demo referee already has. */
const DEMO_UPCOMING = 2;
const VENUES = ['Randalls Island Field 12', 'Brooklyn Bridge Park Pier 5'];
/** The demo leagues' fields, with where they are (a fixture's venue shows its address). */
const VENUE_ADDRESSES = [
  { name: VENUES[0]!, address: "Randall's Island Park, New York, NY 10035" },
  { name: VENUES[1]!, address: 'Pier 5, Brooklyn Bridge Park, Brooklyn, NY 11201' },
];
const DIVISIONS = [
  {
    name: 'First Division',
    price: 1450,
    // The divisions share the fields on Sundays (ADR 069): the second plays first.
    kickOffs: ['16:00', '17:45'],
    teams: [
      'Astoria Athletic',
      'Bushwick Blues',
      'Harlem Lions',
      'Red Hook Rovers',
      'Flushing Meadows FC',
      'Inwood United',
      'Bay Ridge Mariners',
      'Washington Heights SC',
    ],
  },
  {
    name: 'Second Division',
    price: 1100,
    kickOffs: ['12:00', '13:45'],
    teams: [
      'Greenpoint Gulls',
      'Sunset Park Strikers',
      'Mott Haven FC',
      'Jackson Heights Jaguars',
      'Park Slope Pilots',
      'Long Island City Lightning',
      'Staten Island Ferrymen',
      'Williamsburg Wanderers',
    ],
  },
] as const;
const FIRST = [
  'Luis',
  'Kofi',
  'Daniel',
  'Mateo',
  'Andre',
  'Sam',
  'Yusuf',
  'Marco',
  'Tomás',
  'Kwame',
  'Ethan',
  'Diego',
  'Omar',
  'Ravi',
  'Jonah',
  'Felipe',
  'Malik',
  'Chen',
  'Nico',
  'Isaac',
  'Kenji',
  'Dev',
  'Aaron',
  'Bruno',
];
const LAST = [
  'Alvarez',
  'Mensah',
  'Kim',
  'Rossi',
  'Okafor',
  'Cohen',
  'Haddad',
  'Silva',
  'Nguyen',
  'Walsh',
  'Patel',
  'Moreno',
  'Brown',
  'Diallo',
  'Kowalski',
  'Santos',
  'Ibrahim',
  'Park',
  'Murphy',
  'Reyes',
  'Cruz',
  'Novak',
  'Baptiste',
  'Lee',
];
const CARD_REASONS = ['Reckless challenge', 'Dissent', 'Time wasting', 'Unsporting behaviour', 'Handball'];
const VIDEOS = [
  { title: 'Top 5 goals of the month', id: 'aqz-KE-bpKQ' },
  { title: 'Derby highlights', id: 'ScMzIvxBSi4' },
  { title: 'Goalkeeper of the week', id: 'LXb3EKWsInQ' },
  { title: 'Late winner at Randalls Island', id: 'jNQXAC9IVRw' },
];

/** A small deterministic generator, so the demo league looks the same on every machine. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

/** Double round robin by the circle method: each pair meets home and away. */
function roundRobin(teamCount: number): [number, number][][] {
  const ids = [...Array(teamCount).keys()];
  const rounds: [number, number][][] = [];
  for (let r = 0; r < teamCount - 1; r++) {
    const round: [number, number][] = [];
    for (let i = 0; i < teamCount / 2; i++) {
      const a = ids[i]!;
      const b = ids[teamCount - 1 - i]!;
      round.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(round);
    ids.splice(1, 0, ids.pop()!);
  }
  return [...rounds, ...rounds.map((round) => round.map(([h, a]) => [a, h] as [number, number]))];
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Loads the New York demo: a spring league still taking teams, and two divisions of 8 teams with rosters of 12 to 16, a double round
 * robin on Sundays at two shared fields with about half played, highlight videos, one team account, and
 * one referee with filed reports, reports still owed for matches just played, and upcoming
 * matches. Runs once per data folder.
 */
export async function seedDemo(
  storage: TStorage,
  options: { password: string | null },
): Promise<TDemoAccount[] | null> {
  if (await getOrNull(storage.internal, SEEDED_MARKER)) return null;
  const { rows } = await storage.db('leagues').allDocs({ limit: 1 });
  if (rows.length > 0) return null;
  const password = () => options.password ?? randomBytes(9).toString('base64url');
  const rng = random(2026);
  // Seven of fourteen rounds are in the past: the first Sunday is seven weeks ago.
  const today = new Date();
  const firstSunday = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - today.getUTCDay() - 49),
  );
  const accounts: TDemoAccount[] = [];
  const refereePassword = password();
  const leagueIds: string[] = [];
  const allMatches: { leagueId: string; docs: (TMatch & { _id: string })[] }[] = [];
  const played = new Map<string, { result: Partial<TMatch>; home: TSide; away: TSide }>();

  for (const [d, division] of DIVISIONS.entries()) {
    let captainTeamIndex = -1;
    const leagueId = await createLeague(storage, {
      name: division.name,
      level: division.name,
      season: `${firstSunday.getUTCFullYear()}-${firstSunday.getUTCFullYear() + 1}`,
      city: 'New York',
      startDate: isoDate(firstSunday),
      endDate: isoDate(new Date(firstSunday.getTime() + 13 * 7 * 86_400_000)),
      price: division.price,
      maxTeams: 8,
      contactEmail: 'leagues@pitchside.nyc',
      payment: demoPayment(division.price),
      venues: VENUE_ADDRESSES,
      // ADR 048: rosters close three weeks from today, so a captain sees until when.
      rosterDeadline: isoDate(new Date(today.getTime() + 21 * 86_400_000)),
    });
    leagueIds.push(leagueId);
    const teams: { id: string; players: { id: string; name: string }[] }[] = [];
    for (const [t, name] of division.teams.entries()) {
      const captain = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
      const phone = `+1718555${String(1000 + d * 100 + t).padStart(4, '0')}`;
      let teamId: string;
      if (d === 0 && t === 0) {
        const captainPassword = password();
        const signUp = await signUpTeam(storage, {
          teamName: name,
          leagueId,
          captainName: captain,
          captainPhone: phone,
          email: 'captain@pitchside.demo',
          password: captainPassword,
          confirmPassword: captainPassword,
        });
        teamId = signUp.teamId;
        captainTeamIndex = teams.length;
        accounts.push({
          role: 'captain',
          email: 'captain@pitchside.demo',
          password: captainPassword,
          teamId,
        });
      } else {
        const kit = demoKit(name);
        teamId = await createTeam(storage, {
          leagueId,
          name,
          captainName: captain,
          captainPhone: phone,
          kit,
        });
      }
      const size = 12 + rng.int(5);
      const numbers = [...Array(30).keys()].map((n) => n + 1).sort(() => rng.next() - 0.5);
      const roster = Array.from({ length: size }, (_, i) => ({
        firstName: rng.pick(FIRST),
        lastName: rng.pick(LAST),
        jerseyNumber: numbers[i]!,
        phone: rng.next() < 0.7 ? `+1917555${String(rng.int(10_000)).padStart(4, '0')}` : null,
      }));
      const ids = await addPlayers(storage, teamId, roster);
      await completeOnboarding(storage, teamId);
      teams.push({
        id: teamId,
        players: ids.map((id, i) => ({ id, name: `${roster[i]!.firstName} ${roster[i]!.lastName}` })),
      });
    }

    const docs: (TMatch & { _id: string })[] = [];
    for (const [r, round] of roundRobin(teams.length).entries()) {
      const sunday = new Date(firstSunday.getTime() + r * 7 * 86_400_000);
      for (const [m, [h, a]] of round.entries()) {
        const local = `${isoDate(sunday)}T${division.kickOffs[m % 2]}`;
        const when = leagueLocalToInstant(local, 'earlier');
        if (!when.ok) throw new Error(`Demo kick-off ${local} is not a New York time`);
        const home = teams[h]!;
        const away = teams[a]!;
        const isPlayed = new Date(when.instant) < today;
        const doc = matchDoc({
          leagueId,
          homeTeamId: home.id,
          awayTeamId: away.id,
          date: when.instant,
          venue: VENUES[Math.floor(m / 2)]!,
        });
        if (isPlayed) played.set(doc._id, { result: playedResult(rng, home, away), home, away });
        docs.push(doc);
      }
    }
    allMatches.push({ leagueId, docs });
    const past = docs.filter((m) => played.has(m._id));
    stageDiscipline(past.slice(0, -DEMO_REPORTS_OWED), played, teams[captainTeamIndex] ?? null);
  }

  const referee = await createReferee(storage, {
    email: 'referee@pitchside.demo',
    password: refereePassword,
    displayName: 'Maria Alvarez',
    licenseNumber: 'NY-REF-2041',
    assignedLeagues: leagueIds,
  });
  accounts.push({ role: 'referee', email: 'referee@pitchside.demo', password: refereePassword });
  const reports: (TReport & { _id: string })[] = [];
  // The referee is never given two fields at once (ADR 069), across both divisions.
  type TDoc = TMatch & { _id: string };
  const refereed: TDoc[] = [];
  const bookingOf = (doc: TDoc) => ({ ...doc, id: doc._id, refereeId: referee.id });
  const canTake = (doc: TDoc) => clashesOf(bookingOf(doc), refereed.map(bookingOf)).referee.length === 0;
  const take = (doc: TDoc) => {
    doc.refereeId = referee.id;
    refereed.push(doc);
  };
  const captainTeam = accounts.find((a) => a.role === 'captain')?.teamId ?? null;
  for (const { leagueId, docs } of allMatches) {
    // Of the matches already played, the last few just ended: the referee still owes their
    // reports. The referee filed reports for the few before; the league recorded the rest.
    const past = docs.filter((m) => played.has(m._id));
    const owed = past.slice(-DEMO_REPORTS_OWED);
    for (const doc of owed) take(doc);
    const before = past.slice(0, -DEMO_REPORTS_OWED);
    // The demo captain's last match not owed had this referee too, so they may rate the referee
    // (ADR 047) whatever the day of the week: rounds are weekly, so it kicked off within 14 days.
    const captainsLast = before
      .filter((m) => captainTeam !== null && (m.homeTeamId === captainTeam || m.awayTeamId === captainTeam))
      .filter(canTake)
      .at(-1);
    // The referee filed as many as ever (their counters are the demo's): that one and the latest
    // others they were free for.
    const filed: typeof docs = [];
    for (const doc of [captainsLast, ...[...before].reverse()])
      if (doc && filed.length < DEMO_REPORTS_FILED && !filed.includes(doc) && canTake(doc)) {
        take(doc);
        filed.push(doc);
      }
    const reported = before.filter((doc) => filed.includes(doc));
    for (const doc of reported) {
      const { result, home, away } = played.get(doc._id)!;
      reports.push(demoReport(doc, result, referee.id, { home, away }));
    }
    for (const doc of past.slice(0, -DEMO_REPORTS_OWED)) {
      if (!reported.includes(doc)) Object.assign(doc, played.get(doc._id)!.result);
    }
    // And the next two scheduled matches of each division they are free for (the next match day);
    // the rest are open, so "Find referees for the coming days" has work to share out (ADR 064).
    let upcoming = 0;
    for (const doc of docs.filter((m) => !played.has(m._id)))
      if (upcoming < DEMO_UPCOMING && canTake(doc)) {
        take(doc);
        upcoming += 1;
      }
    await createMatches(storage, leagueId, docs);
    const results = docs.filter((m) => m.status === 'completed');
    const videos = VIDEOS.slice(0, leagueId === leagueIds[0] ? 3 : 2).map((v, i) => {
      const match = results[results.length - 1 - i]!;
      return videoDoc(match, {
        url: `https://www.youtube.com/watch?v=${v.id}`,
        title: v.title,
        createdAt: match.date,
      });
    });
    await storage.db(leagueDbName(leagueId)).bulkDocs(videos);
  }
  await fileDemoReports(storage, referee.id, reports);
  if (leagueIds[1])
    await stageHandBack(storage, leagueIds[1], { id: referee.id, displayName: 'Maria Alvarez' });
  const captain = accounts.find((a) => a.role === 'captain');
  if (captain?.teamId) {
    await stageConfirmations(storage, leagueIds[0]!, captain.teamId);
    await stageRefereeRatings(storage, leagueIds[0]!, captain.teamId);
    await stageMoveRequest(storage, leagueIds[0]!, captain.teamId);
    await stagePayment(storage, leagueIds[0]!, captain.teamId);
    const player = await stageAvailability(storage, leagueIds[0]!, captain.teamId);
    await stageLineup(storage, leagueIds[0]!, captain.teamId);
    await stageKits(storage, leagueIds[0]!, captain.teamId, DIVISIONS[0].teams[0]);
    if (player)
      accounts.push({
        role: 'player link',
        email: player.name,
        password: '',
        link: `/availability#${player.token}`,
      });
  }
  const spring = await seedOpenLeague(storage, () => ({
    firstName: rng.pick(FIRST),
    lastName: rng.pick(LAST),
  }));
  await seedFreeAgents(storage, { first: leagueIds[0]!, spring: spring.leagueId }, spring.recruitingTeamId);
  if (leagueIds[1]) await stageWaitlist(storage, leagueIds[1]);
  await stageRefereePay(storage, leagueIds, referee.id);
  await storage.internal.put({ _id: SEEDED_MARKER, at: new Date().toISOString() });
  return accounts;
}

type TSide = { id: string; players: { id: string; name: string }[] };

function playedResult(rng: ReturnType<typeof random>, home: TSide, away: TSide): Partial<TMatch> {
  const goals: TGoalEvent[] = [];
  const yellowCards: TCardEvent[] = [];
  const redCards: TCardEvent[] = [];
  const present = (side: TSide) => side.players.filter(() => rng.next() > 0.12).slice(0, 18);
  const attendance = { home: present(home).map((p) => p.id), away: present(away).map((p) => p.id) };
  const score = { home: rng.int(5), away: rng.int(4) };
  for (const [side, count, ids] of [
    [home, score.home, attendance.home],
    [away, score.away, attendance.away],
  ] as const) {
    const squad = side.players.filter((p) => ids.includes(p.id));
    for (let g = 0; g < count; g++) {
      const scorer = rng.pick(squad);
      const assist = rng.next() < 0.6 ? rng.pick(squad.filter((p) => p.id !== scorer.id)) : null;
      goals.push({
        playerId: scorer.id,
        playerName: scorer.name,
        teamId: side.id,
        minute: 1 + rng.int(90),
        assistPlayerId: assist?.id ?? null,
        assistPlayerName: assist?.name ?? null,
      });
    }
    for (let c = rng.int(3); c > 0; c--) {
      const player = rng.pick(squad);
      yellowCards.push({
        playerId: player.id,
        playerName: player.name,
        teamId: side.id,
        minute: 1 + rng.int(90),
        reason: rng.pick(CARD_REASONS),
      });
    }
    if (rng.next() < 0.08) {
      const player = rng.pick(squad);
      redCards.push({
        playerId: player.id,
        playerName: player.name,
        teamId: side.id,
        minute: 46 + rng.int(44),
        reason: 'Serious foul play',
      });
    }
  }
  goals.sort((a, b) => a.minute - b.minute);
  return { status: 'completed', score, events: { goals, yellowCards, redCards, attendance } };
}
