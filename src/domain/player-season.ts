import type { TBan, TBanKind } from './discipline.ts';
import { derivePlayerStats, type TCompletedMatch, type TPlayerAdjustment } from './player-stats.ts';

// ADR 067: a player's own season on their link's page: what they did, and whether they may play.
// Derived like the league's statistics and discipline (never counted up).

export type TPlayerSeason = {
  games: number;
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  /** Matches still to sit out, and the card that began it; null when free to play. */
  suspension: { remaining: number; kind: TBanKind; date: string } | null;
};

export function playerSeason(input: {
  playerId: string;
  teamId: string;
  matches: TCompletedMatch[];
  adjustments: readonly TPlayerAdjustment[];
  suspended: ReadonlyMap<string, readonly TBan[]>;
}): TPlayerSeason {
  const { playerId, teamId } = input;
  const own = input.adjustments.filter((a) => a.playerId === playerId);
  const stats = derivePlayerStats(input.matches, own).get(playerId);
  const bans = [...(input.suspended.get(playerId) ?? [])].filter(
    (b) => b.teamId === teamId && b.remaining > 0,
  );
  bans.sort((a, b) => a.date.localeCompare(b.date));
  return {
    games: stats?.games ?? 0,
    goals: stats?.goals ?? 0,
    assists: stats?.assists ?? 0,
    yellowCards: stats?.yellowCards ?? 0,
    redCards: stats?.redCards ?? 0,
    // Bans are served one after another: the player misses their sum.
    suspension: bans.length
      ? { remaining: bans.reduce((sum, b) => sum + b.remaining, 0), kind: bans[0]!.kind, date: bans[0]!.date }
      : null,
  };
}
