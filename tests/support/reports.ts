import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import type { TReport } from '../../src/domain/schemas/report.ts';
import type { TStorage } from '../../sync-server/storage/storage.ts';
import { waitFor } from './clients.ts';

export type TMatchSides = {
  leagueId: string;
  matchId: string;
  homeTeamId: string;
  awayTeamId: string;
  home: string[];
  away: string[];
};

/** A match's two rosters (player ids), read from the teams' databases. */
export async function matchSides(storage: TStorage, leagueId: string, matchId: string): Promise<TMatchSides> {
  const match = await storage.db(leagueDbName(leagueId)).get(docId('match', matchId));
  const ids = async (teamId: string) =>
    (await storage.db(teamDbName(teamId)).allDocs({ startkey: 'player:', endkey: 'player:\uffff' })).rows.map(
      (r) => r.id.slice(7),
    );
  const homeTeamId = String(match.homeTeamId);
  const awayTeamId = String(match.awayTeamId);
  return {
    leagueId,
    matchId,
    homeTeamId,
    awayTeamId,
    home: await ids(homeTeamId),
    away: await ids(awayTeamId),
  };
}

/** A submitted report that passes the validator: goals by players of the right side, in order. */
export function validReport(
  sides: TMatchSides,
  refereeId: string,
  score: { home: number; away: number },
  scorerOffset = 0,
): TReport & { _id: string } {
  const now = new Date().toISOString();
  const attendance = { onTime: true, delayMinutes: 0, missingPlayers: [] as string[], presentPlayers: 11 };
  const goals = [
    ...Array.from({ length: score.home }, (_, i) => ({
      teamId: sides.homeTeamId,
      playerId: sides.home[(i + scorerOffset) % sides.home.length]!,
    })),
    ...Array.from({ length: score.away }, (_, i) => ({
      teamId: sides.awayTeamId,
      playerId: sides.away[(i + scorerOffset) % sides.away.length]!,
    })),
  ].map((g, i) => ({
    ...g,
    playerName: `Player ${g.playerId.slice(0, 4)}`,
    minute: 5 + i * 7,
    assistPlayerId: null,
    assistPlayerName: null,
  }));
  return {
    _id: docId('report', sides.matchId),
    type: 'report',
    matchId: sides.matchId,
    leagueId: sides.leagueId,
    refereeId,
    status: 'submitted',
    homeScore: score.home,
    awayScore: score.away,
    penalties: null,
    scheduledStartTime: now,
    actualStartTime: now,
    startedOnTime: true,
    delayReason: '',
    homeTeamAttendance: { ...attendance, missingPlayers: sides.home.slice(-1) },
    awayTeamAttendance: attendance,
    matchQuality: 5,
    fairPlay: 4,
    fieldConditions: 3,
    weatherConditions: 'good',
    goals,
    yellowCards: sides.away.length
      ? [
          {
            playerId: sides.away[0]!,
            playerName: 'Away Player',
            teamId: sides.awayTeamId,
            minute: 44,
            reason: 'Dissent',
          },
        ]
      : [],
    redCards: [],
    incidents: '',
    recommendations: '',
    additionalNotes: '',
    submittedAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Moves matches to kick-offs already past, in the same order, so a referee may submit their
 * reports (the server refuses a final report before kick-off).
 */
export async function kickedOff(storage: TStorage, leagueId: string, matchIds: string[]): Promise<void> {
  const db = storage.db(leagueDbName(leagueId));
  const first = Date.now() - (matchIds.length + 1) * 3_600_000;
  for (const [i, matchId] of matchIds.entries()) {
    const match = await db.get(docId('match', matchId));
    if (Date.parse(String(match.date)) > Date.now()) {
      await db.put({ ...match, date: new Date(first + i * 3_600_000).toISOString() });
    }
  }
}

/**
 * Removes the server resolver's checkpoint for a referee database, so a new resolver replays it
 * from the start. The server's resolver saves its checkpoint after its e-mails: it is removed once
 * it stands at the database's end, when no more saves come (removed sooner, the removal raced the
 * last save: a conflict, one CI run in many).
 */
export async function removeResolverCheckpoint(storage: TStorage, refereeDb: string): Promise<void> {
  const checkpoint = await waitFor(async () => {
    const saved = await storage.internal.get(`checkpoint:resolver:${refereeDb}`).catch(() => null);
    const end = (await storage.db(refereeDb).info()).update_seq;
    return saved && String(saved.seq) === String(end) ? saved : null;
  }, "the resolver's checkpoint at the referee database's end");
  await storage.internal.remove(checkpoint);
}

/** A team's answers to its results (confirm or dispute) as the server stored them. */
export async function storedAnswers(storage: TStorage, teamId: string) {
  const { rows } = await storage
    .db(teamDbName(teamId))
    .allDocs({ startkey: 'resultAnswer:', endkey: 'resultAnswer:\uffff', include_docs: true });
  return rows.map((r) => r.doc as Record<string, unknown> & { _id: string; _rev: string });
}
