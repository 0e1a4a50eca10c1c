import { MIN_ROSTER_TO_FINISH } from './limits.ts';

// Issue #32: who is coming to a match, counted from the players' answers (never stored as counts).
// The answers and keys live here, not in the schemas, so the team dashboard loads no zod (#36).

export const AVAILABILITY_ANSWERS = ['in', 'out', 'maybe'] as const;
export type TAvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];
export const availabilityKey = (matchId: string, playerId: string) => `${matchId}-${playerId}`;

export type TAvailabilityCount = {
  in: string[];
  out: string[];
  maybe: string[];
  none: string[];
  /** Suspended players: unavailable whatever they answered. */
  suspended: string[];
  /** Of `out`, those who did not answer but said they are away that day (ADR 071). */
  away: string[];
};

/** The warning starts this long before kick-off. */
export const SHORT_WARNING_MS = 48 * 3_600_000;
export const MIN_PLAYERS_IN = MIN_ROSTER_TO_FINISH;

/**
 * Each of the roster's players by answer, in roster order. A player who did not answer and is
 * `away` that day counts out (their own answer wins over their away dates).
 */
export function countAvailability(
  roster: { id: string }[],
  answers: Map<string, TAvailabilityAnswer>,
  suspended: Set<string> = new Set(),
  away: ReadonlySet<string> = new Set(),
): TAvailabilityCount {
  const count: TAvailabilityCount = { in: [], out: [], maybe: [], none: [], suspended: [], away: [] };
  for (const { id } of roster) {
    const answer = answers.get(id);
    if (suspended.has(id)) count.suspended.push(id);
    else if (!answer && away.has(id)) {
      count.out.push(id);
      count.away.push(id);
    } else count[answer ?? 'none'].push(id);
  }
  return count;
}

/** Short of players: fewer than the minimum are in, within 48 hours of kick-off. */
export const isShort = (count: TAvailabilityCount, kickOff: string, now: number) =>
  Date.parse(kickOff) - now <= SHORT_WARNING_MS &&
  Date.parse(kickOff) > now &&
  count.in.length < MIN_PLAYERS_IN;
