import { instantToLeagueLocalInput, leagueLocalToInstant } from '../../src/domain/dates.ts';

// New York days and kick-offs for fixtures, whatever the clocks do in between.

/** The instant of a New York `day` (YYYY-MM-DD) at `time` (HH:MM); a repeated hour is the first. */
export function at(day: string, time: string): string {
  const found = leagueLocalToInstant(`${day}T${time}`, 'earlier');
  if (!found.ok) throw new Error(found.message);
  return found.instant;
}

/** The New York day `days` after `day`. */
export const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The New York day `days` from now (negative: ago). */
export const dayFromNow = (days: number) =>
  instantToLeagueLocalInput(new Date(Date.now() + days * 86_400_000).toISOString()).slice(0, 10);
