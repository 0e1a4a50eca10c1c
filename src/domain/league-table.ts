import type { TAdjustment } from './schemas/adjustment.ts';
import {
  deriveStandings,
  type TPointsRule,
  type TStandingRow,
  type TTeamAdjustment,
  type TTieBreaker,
} from './standings.ts';

// The league table from a league's documents: one derivation for the phones' screens and the
// server's embedded table (ADR 054), so a website shows exactly what the app shows.

export type TPlayerAdjustment = {
  playerId: string;
  teamId: string;
  field: string;
  delta: number;
  reason: string;
};

/** A league's adjustment documents as the derivations take them: the team ones and the player ones. */
export function splitAdjustments(adjustments: readonly Pick<TAdjustment, 'target' | 'delta' | 'reason'>[]) {
  const teamAdjustments: TTeamAdjustment[] = [];
  const playerAdjustments: TPlayerAdjustment[] = [];
  for (const { target, delta, reason } of adjustments) {
    if (target.kind === 'team')
      teamAdjustments.push({ teamId: target.teamId, field: target.field, delta, reason });
    else
      playerAdjustments.push({
        playerId: target.playerId,
        teamId: target.teamId,
        field: target.field,
        delta,
        reason,
      });
  }
  return { teamAdjustments, playerAdjustments };
}

export type TTableMatch = {
  homeTeamId: string;
  awayTeamId: string;
  date: string;
  status: string;
  score: { home: number; away: number } | null;
  /** A playoff match (ADR 062): decided on its own, not counted in the table. */
  playoff?: unknown;
};

export type TTableInput = {
  league: { points?: TPointsRule; tieBreakers?: readonly string[] };
  teams: readonly { teamId: string; name: string }[];
  /** As the table counts them: an awarded match with the award's score (discipline's withAwards). */
  matches: readonly TTableMatch[];
  teamAdjustments: readonly TTeamAdjustment[];
};

/** The league table: the regular season's completed matches with a score, plus the admin's adjustments. */
export function leagueTable(input: TTableInput): TStandingRow[] {
  return deriveStandings({
    teams: input.teams.map((t) => ({ id: t.teamId, name: t.name })),
    results: input.matches
      .filter((m) => m.status === 'completed' && m.score && !m.playoff)
      .map((m) => ({
        homeTeamId: m.homeTeamId,
        awayTeamId: m.awayTeamId,
        homeGoals: m.score!.home,
        awayGoals: m.score!.away,
        date: m.date,
      })),
    adjustments: [...input.teamAdjustments],
    points: input.league.points,
    tieBreakers: input.league.tieBreakers as TTieBreaker[] | undefined,
  });
}
