import { leagueDayOf } from './days-away.ts';

// ADR 071: the dates a player is away (a holiday, a work trip), as New York calendar ranges. A
// match on one of those days counts the player out unless they answered for it themselves. No
// zod here: the captain's dashboard reads these and loads no form library (screen-weight test).

export type TAwayRange = { from: string; to: string };

/** Ranges a player keeps at once. */
export const AWAY_RANGES_MAX = 10;
/** The longest range, in days: a season's break. */
export const AWAY_RANGE_DAYS_MAX = 120;

const DAY_MS = 86_400_000;
/** Days from `from` to `to` (YYYY-MM-DD), both counted. */
export const rangeDays = (r: TAwayRange) =>
  Math.round((Date.parse(`${r.to}T00:00:00Z`) - Date.parse(`${r.from}T00:00:00Z`)) / DAY_MS) + 1;

/** Whether a match kicking off at `instant` falls in one of the ranges (New York days). */
export function isAwayAt(ranges: readonly TAwayRange[] | null | undefined, instant: string): boolean {
  if (!ranges?.length) return false;
  const day = leagueDayOf(instant);
  return ranges.some((r) => r.from <= day && day <= r.to);
}

/** The ranges not over yet (New York today), in order, each once: past ones are of no use. */
export function rangesFrom(ranges: readonly TAwayRange[] | null | undefined, nowMs: number): TAwayRange[] {
  const today = leagueDayOf(new Date(nowMs).toISOString());
  const seen = new Set<string>();
  return (ranges ?? [])
    .filter((r) => r.to >= today)
    .filter((r) => !seen.has(`${r.from}|${r.to}`) && Boolean(seen.add(`${r.from}|${r.to}`)))
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/** The players of `ranges` (by player id) away at `instant`. */
export function awayAt(byPlayer: ReadonlyMap<string, readonly TAwayRange[]>, instant: string): Set<string> {
  return new Set([...byPlayer].filter(([, ranges]) => isAwayAt(ranges, instant)).map(([id]) => id));
}
