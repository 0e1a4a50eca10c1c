import { instantToLeagueLocalInput } from './dates.ts';

// ADR 051: the days a referee cannot referee, as New York calendar dates ("2026-12-20"). A match
// is on the day its kick-off falls on in New York, whatever the phone's own zone. No zod here: the
// referee's screens read these and load no form library (screen-weight test).

/** Days a referee keeps marked at once: two months of weekends and more. */
export const DAYS_AWAY_MAX = 60;
/** How far ahead a day may be marked. */
export const DAYS_AWAY_AHEAD = 366;

/** The New York calendar date of an instant. */
export const leagueDayOf = (instant: string) => instantToLeagueLocalInput(instant).slice(0, 10);

/** Whether a match kicking off at `instant` falls on one of `days`. */
export function isAwayOn(days: readonly string[] | null | undefined, instant: string): boolean {
  return Boolean(days?.length) && days!.includes(leagueDayOf(instant));
}

/** The days from today (New York) on, in order: the past ones are of no use to anyone. */
export function daysFrom(days: readonly string[] | null | undefined, nowMs: number): string[] {
  const today = leagueDayOf(new Date(nowMs).toISOString());
  return [...new Set(days ?? [])].filter((day) => day >= today).sort();
}

/** `days` with `day` added (kept in order, once), past days dropped; null when it would pass the cap. */
export function withDay(
  days: readonly string[] | null | undefined,
  day: string,
  nowMs: number,
): string[] | null {
  const next = daysFrom([...(days ?? []), day], nowMs);
  return next.length > DAYS_AWAY_MAX ? null : next;
}

/** `days` without `day`, past days dropped. */
export const withoutDay = (days: readonly string[] | null | undefined, day: string, nowMs: number) =>
  daysFrom(days, nowMs).filter((d) => d !== day);
