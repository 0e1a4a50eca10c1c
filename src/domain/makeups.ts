import { type TBooking, venueKey } from './bookings.ts';
import { instantToLeagueLocalInput, leagueLocalToInstant, toLeagueLocal } from './dates.ts';
import { isAwayOn, leagueDayOf } from './days-away.ts';
import { MATCH_SLOT_MS } from './referee-proposal.ts';

// ADR 066: make-up dates for called-off matches. After rain closes the parks, the organiser has a
// handful of cancelled matches to fit back in. The desk proposes, for each, the first week (same
// weekday, kick-off and field) when neither team plays that day and the field is free at that
// hour; the organiser changes any and reschedules them in one go. A pure function, tested without
// a browser.

/** How many weeks ahead a make-up date is looked for. */
export const MAKEUP_WEEKS = 8;
const DAY_MS = 86_400_000;

/** A match as a booking (ADR 069), with what decides whether it is still to replay. */
export type TMakeupMatch = TBooking & { score: unknown; playoff?: unknown };

/**
 * The called-off matches still to replay: cancelled with no result, both teams still in the
 * league (a withdrawn team's matches were cancelled for good), not a playoff match (the bracket
 * has its own days), oldest first.
 */
export function calledOff<T extends TMakeupMatch>(
  matches: readonly T[],
  activeTeams: ReadonlySet<string>,
): T[] {
  return matches
    .filter(
      (m) =>
        m.status === 'cancelled' &&
        !m.score &&
        !m.playoff &&
        activeTeams.has(m.homeTeamId) &&
        activeTeams.has(m.awayTeamId),
    )
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** A proposed new kick-off (null: nothing free in MAKEUP_WEEKS), and whether its referee can keep it. */
export type TMakeup = { matchId: string; date: string | null; keepsReferee: boolean };

/**
 * For each match of `toPlace` (oldest first): the first same weekday and kick-off, after `fromMs`
 * and after its own day, within MAKEUP_WEEKS, when neither team has a match that New York day and
 * no match on its field kicks off within two hours. Each proposal is booked before the next, so
 * two make-ups never collide. Its referee keeps it when not away that day and free then.
 */
export function proposeMakeups(input: {
  matches: readonly TMakeupMatch[];
  toPlace: readonly TMakeupMatch[];
  fromMs: number;
  daysAway?: ReadonlyMap<string, readonly string[]>;
}): TMakeup[] {
  const { matches, toPlace, fromMs, daysAway = new Map() } = input;
  const teamDays = new Set<string>();
  const fieldTimes = new Map<string, number[]>();
  const refereeTimes = new Map<string, number[]>();
  const book = (m: Pick<TMakeupMatch, 'homeTeamId' | 'awayTeamId' | 'venue' | 'refereeId'>, date: string) => {
    const day = leagueDayOf(date);
    teamDays.add(`${m.homeTeamId}|${day}`).add(`${m.awayTeamId}|${day}`);
    const at = Date.parse(date);
    const field = venueKey(m.venue);
    if (field) fieldTimes.set(field, [...(fieldTimes.get(field) ?? []), at]);
    if (m.refereeId) refereeTimes.set(m.refereeId, [...(refereeTimes.get(m.refereeId) ?? []), at]);
  };
  for (const m of matches) if (m.status !== 'cancelled') book(m, m.date);
  const isClear = (times: readonly number[] | undefined, at: number) =>
    (times ?? []).every((other) => Math.abs(other - at) >= MATCH_SLOT_MS);
  const isFree = (m: TMakeupMatch, date: string) => {
    const day = leagueDayOf(date);
    if (teamDays.has(`${m.homeTeamId}|${day}`) || teamDays.has(`${m.awayTeamId}|${day}`)) return false;
    return !venueKey(m.venue) || isClear(fieldTimes.get(venueKey(m.venue)), Date.parse(date));
  };
  return [...toPlace]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((m) => {
      const date = sameSlotWeeks(m.date, Math.max(fromMs, Date.parse(m.date) + DAY_MS)).find((d) =>
        isFree(m, d),
      );
      if (!date) return { matchId: m.id, date: null, keepsReferee: false };
      const keepsReferee =
        m.refereeId !== null &&
        !isAwayOn(daysAway.get(m.refereeId), date) &&
        isClear(refereeTimes.get(m.refereeId), Date.parse(date));
      book({ ...m, refereeId: keepsReferee ? m.refereeId : null }, date);
      return { matchId: m.id, date, keepsReferee };
    });
}

/**
 * The same weekday and New York kick-off as `original`, in each of the MAKEUP_WEEKS weeks from the
 * first such day after `afterMs` (through clock changes: 10:00 stays 10:00).
 */
function sameSlotWeeks(original: string, afterMs: number): string[] {
  const local = toLeagueLocal(original);
  const time = instantToLeagueLocalInput(original).slice(11);
  const start = Date.UTC(local.year, local.month - 1, local.day);
  const after = toLeagueLocal(new Date(afterMs));
  const weeks = Math.max(
    0,
    Math.ceil((Date.UTC(after.year, after.month - 1, after.day) - start) / (7 * DAY_MS)),
  );
  const found: string[] = [];
  for (let week = weeks; week <= weeks + MAKEUP_WEEKS && found.length < MAKEUP_WEEKS; week++) {
    const day = new Date(start + week * 7 * DAY_MS).toISOString().slice(0, 10);
    const at = leagueLocalToInstant(`${day}T${time}`, 'earlier');
    if (at.ok && Date.parse(at.instant) > afterMs) found.push(at.instant);
  }
  return found;
}
