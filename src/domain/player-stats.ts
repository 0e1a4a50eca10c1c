import { AVERAGE_GRADE_MAX } from './limits.ts';
import type { TMatchEvents } from './schemas/match.ts';

// Player statistics and referee counters, derived from completed matches (never incremented).

export type TPlayerStatField = 'games' | 'goals' | 'assists' | 'yellowCards' | 'redCards' | 'averageGrade';
export type TPlayerStats = { playerId: string; teamId: string } & Record<TPlayerStatField, number>;
export type TPlayerAdjustment = { playerId: string; teamId: string; field: TPlayerStatField; delta: number };
export type TCompletedMatch = {
  homeTeamId: string;
  awayTeamId: string;
  status: string;
  refereeId?: string | null;
  events: TMatchEvents | null;
};

/** A player with nothing to their name yet. */
export function emptyPlayerStats(playerId: string, teamId: string): TPlayerStats {
  return { playerId, teamId, games: 0, goals: 0, assists: 0, yellowCards: 0, redCards: 0, averageGrade: 0 };
}

/**
 * A game counts when the report lists the player as present. Only for a match with no attendance
 * does the spec's rule apply: a player involved in a goal, an assist or a card played.
 */
export function derivePlayerStats(
  matches: TCompletedMatch[],
  adjustments: TPlayerAdjustment[] = [],
): Map<string, TPlayerStats> {
  const stats = new Map<string, TPlayerStats>();
  const row = (playerId: string, teamId: string) => {
    let found = stats.get(playerId);
    if (!found) {
      found = emptyPlayerStats(playerId, teamId);
      stats.set(playerId, found);
    }
    return found;
  };
  for (const match of matches) {
    if (match.status !== 'completed' || !match.events) continue;
    const { goals, yellowCards, redCards, attendance } = match.events;
    const played = new Map<string, string>();
    if (attendance) {
      for (const id of attendance.home) played.set(id, match.homeTeamId);
      for (const id of attendance.away) played.set(id, match.awayTeamId);
    } else {
      for (const g of goals) {
        played.set(g.playerId, g.teamId);
        if (g.assistPlayerId) played.set(g.assistPlayerId, g.teamId);
      }
      for (const c of [...yellowCards, ...redCards]) played.set(c.playerId, c.teamId);
    }
    for (const [playerId, teamId] of played) row(playerId, teamId).games += 1;
    for (const g of goals) {
      row(g.playerId, g.teamId).goals += 1;
      if (g.assistPlayerId) row(g.assistPlayerId, g.teamId).assists += 1;
    }
    for (const c of yellowCards) row(c.playerId, c.teamId).yellowCards += 1;
    for (const c of redCards) row(c.playerId, c.teamId).redCards += 1;
  }
  for (const a of adjustments) row(a.playerId, a.teamId)[a.field] += a.delta;
  // Reports carry no grades: a player's average grade is what the admin recorded, in tenths, 0 to 10.
  for (const s of stats.values())
    s.averageGrade = Math.min(AVERAGE_GRADE_MAX, Math.max(0, Math.round(s.averageGrade * 10) / 10));
  return stats;
}

/** A leader board: the players with any of `field`, most first, then by name; the first `limit`. */
export function leaders(
  stats: Map<string, TPlayerStats>,
  field: TPlayerStatField,
  nameOf: (playerId: string) => string,
  limit = 10,
): TPlayerStats[] {
  return [...stats.values()]
    .filter((s) => s[field] > 0)
    .sort((a, b) => b[field] - a[field] || nameOf(a.playerId).localeCompare(nameOf(b.playerId)))
    .slice(0, limit);
}

export type TRefereeCounters = { matchesOfficiated: number; reportsSubmitted: number };

/** Matches officiated: completed matches the referee was assigned to. Reports: those submitted. */
export function deriveRefereeCounters(
  refereeId: string,
  matches: TCompletedMatch[],
  reports: { status: string; refereeId: string }[],
): TRefereeCounters {
  return {
    matchesOfficiated: matches.filter((m) => m.status === 'completed' && m.refereeId === refereeId).length,
    reportsSubmitted: reports.filter((r) => r.refereeId === refereeId && r.status === 'submitted').length,
  };
}
