// A league's roster deadline: after its last day (New York), a team that has finished setting up
// adds no more players; the league's admin still can. A team still building its first roster may.
import { leagueLocalToInstant } from './dates.ts';

/** The end of a calendar day (`YYYY-MM-DD`) in New York, as a UTC instant; null for no date. */
export function endOfLeagueDay(date: unknown): string | null {
  const m = typeof date === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!m) return null;
  // Midnight exists every day in New York (the clocks change at 2 a.m.).
  const nextDay = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]! + 1)).toISOString().slice(0, 10);
  const closes = leagueLocalToInstant(`${nextDay}T00:00`);
  return closes.ok ? closes.instant : null;
}

/** The end of the deadline day in New York, as a UTC instant; null with no deadline. */
export const rosterClosesAt = endOfLeagueDay;

/** ADR 055: a league's season is over once its end date (New York) has passed. */
export function isSeasonOver(endDate: unknown, now: number): boolean {
  const ends = endOfLeagueDay(endDate);
  return ends !== null && now >= Date.parse(ends);
}

// Values rather than records: the server passes fields of documents as stored, the app its rows'.

/** The league's rosters are closed at `now` (ms), given its `rosterDeadline`. */
export function isRosterClosed(deadline: unknown, now: number): boolean {
  const closes = rosterClosesAt(deadline);
  return closes !== null && now >= Date.parse(closes);
}

/**
 * Whether a team may add a player at `now`: its league's rosters are open (`deadline`), or it is
 * still setting up (`onboarding`, the team record's).
 */
export function mayAddPlayers(deadline: unknown, onboarding: unknown, now: number): boolean {
  const status = (onboarding as { status?: unknown } | null | undefined)?.status;
  return !isRosterClosed(deadline, now) || status !== 'complete';
}
