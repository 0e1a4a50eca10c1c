import { docId, refereeDbName } from '../../src/domain/databases.ts';
import { PRESENT_PLAYERS_MAX, PRESENT_PLAYERS_MIN } from '../../src/domain/limits.ts';
import type { TMatch } from '../../src/domain/schemas/match.ts';
import type { TReport } from '../../src/domain/schemas/report.ts';
import { resolveReport } from '../resolver/resolve-report.ts';
import type { TStorage } from '../storage/storage.ts';

type TSide = { id: string; players: { id: string; name: string }[] };
type TPlayed = Partial<Pick<TMatch, 'score' | 'events'>>;

const clamp = (n: number) => Math.min(PRESENT_PLAYERS_MAX, Math.max(PRESENT_PLAYERS_MIN, n));

/** The report a referee would have filed for a played demo match: its goals, cards and attendance. */
export function demoReport(
  match: TMatch & { _id: string },
  played: TPlayed,
  refereeId: string,
  sides: { home: TSide; away: TSide },
): TReport & { _id: string } {
  const matchId = match._id.slice('match:'.length);
  const attendance = (side: TSide, present: string[]) => ({
    onTime: true,
    delayMinutes: 0,
    missingPlayers: side.players.map((p) => p.id).filter((id) => !present.includes(id)),
    presentPlayers: clamp(present.length),
  });
  // Filed the evening of the match.
  // Three hours after kick-off, or now for a match that ended a moment ago: never in the future,
  // where it would sort above every report the referee files today (a Sunday evening's CI run).
  const kickOff = Date.parse(match.date);
  const filed = new Date(Math.max(kickOff, Math.min(kickOff + 3 * 3_600_000, Date.now()))).toISOString();
  return {
    _id: docId('report', matchId),
    type: 'report',
    matchId,
    leagueId: match.leagueId,
    refereeId,
    status: 'submitted',
    homeScore: played.score!.home,
    awayScore: played.score!.away,
    penalties: null,
    scheduledStartTime: match.date,
    actualStartTime: match.date,
    startedOnTime: true,
    delayReason: '',
    homeTeamAttendance: attendance(sides.home, played.events!.attendance?.home ?? []),
    awayTeamAttendance: attendance(sides.away, played.events!.attendance?.away ?? []),
    matchQuality: 4,
    fairPlay: 4,
    fieldConditions: 3,
    weatherConditions: 'good',
    goals: played.events!.goals,
    yellowCards: played.events!.yellowCards,
    redCards: played.events!.redCards,
    incidents: '',
    recommendations: '',
    additionalNotes: '',
    submittedAt: filed,
    createdAt: filed,
    updatedAt: filed,
  };
}

/**
 * Files the demo referee's reports and resolves them the way the server resolves any report, so
 * the demo's results, reports and verdicts agree (issue #18: "56 officiated, 0 reports").
 */
export async function fileDemoReports(
  storage: TStorage,
  refereeId: string,
  reports: (TReport & { _id: string })[],
): Promise<void> {
  const db = storage.db(refereeDbName(refereeId));
  await db.bulkDocs(reports);
  for (const report of reports) {
    const stored = await db.get(report._id);
    const outcome = await resolveReport(storage, refereeId, stored);
    if (outcome !== 'accepted') throw new Error(`Demo report for ${report.matchId} was ${outcome}`);
  }
}
