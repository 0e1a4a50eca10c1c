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
};

/** The warning starts this long before kick-off. */
export const SHORT_WARNING_MS = 48 * 3_600_000;
export const MIN_PLAYERS_IN = MIN_ROSTER_TO_FINISH;

/** Each of the roster's players by answer, in roster order. */
export function countAvailability(
  roster: { id: string }[],
  answers: Map<string, TAvailabilityAnswer>,
  suspended: Set<string> = new Set(),
): TAvailabilityCount {
  const count: TAvailabilityCount = { in: [], out: [], maybe: [], none: [], suspended: [] };
  for (const { id } of roster) {
    if (suspended.has(id)) count.suspended.push(id);
    else count[answers.get(id) ?? 'none'].push(id);
  }
  return count;
}

/** Short of players: fewer than the minimum are in, within 48 hours of kick-off. */
export const isShort = (count: TAvailabilityCount, kickOff: string, now: number) =>
  Date.parse(kickOff) - now <= SHORT_WARNING_MS &&
  Date.parse(kickOff) > now &&
  count.in.length < MIN_PLAYERS_IN;
