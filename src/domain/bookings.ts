// ADR 069: one organiser runs several leagues on the same permits and with the same referees.
// Each league's season was laid out alone, so two leagues could both put a match on Pier 5 at
// 4 PM, or give one referee two fields at once. These pure functions find such clashes; the
// generator skips taken slots, the match form warns, the desk lists what is left.

/** Two kick-offs closer than this on one field, or with one referee, overlap (90 minutes' play). */
export const BOOKING_MS = 90 * 60_000;

export type TBooking = {
  id: string;
  leagueId: string;
  homeTeamId: string;
  awayTeamId: string;
  date: string;
  venue: string;
  refereeId: string | null;
  status: string;
};

export type TClash<T> = { kind: 'field' | 'referee'; first: T; second: T };

/** "Pier 5" and " pier  5 " are one field. */
export const venueKey = (venue: string) => venue.trim().toLowerCase().replace(/\s+/g, ' ');

const overlaps = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) < BOOKING_MS;
const sameField = (a: string, b: string) => venueKey(a) !== '' && venueKey(a) === venueKey(b);
/** A called-off match holds nothing; a played one held its field. */
const holds = (m: Pick<TBooking, 'status'>) => m.status !== 'cancelled';

/** The matches of `others` that would share `match`'s field or referee at its kick-off. */
export function clashesOf<T extends TBooking>(
  match: Pick<TBooking, 'id' | 'date' | 'venue' | 'refereeId'>,
  others: readonly T[],
): { field: T[]; referee: T[] } {
  const near = others.filter((m) => m.id !== match.id && holds(m) && overlaps(m.date, match.date));
  return {
    field: near.filter((m) => sameField(m.venue, match.venue)),
    referee: match.refereeId ? near.filter((m) => m.refereeId === match.refereeId) : [],
  };
}

/** Every pair of scheduled matches from `fromMs` on that share a field or a referee, soonest first. */
export function bookingClashes<T extends TBooking>(matches: readonly T[], fromMs: number): TClash<T>[] {
  const coming = matches
    .filter((m) => m.status === 'scheduled' && Date.parse(m.date) >= fromMs)
    .sort((a, b) => a.date.localeCompare(b.date));
  const found: TClash<T>[] = [];
  coming.forEach((first, i) => {
    for (let j = i + 1; j < coming.length && overlaps(first.date, coming[j]!.date); j++) {
      const second = coming[j]!;
      if (sameField(first.venue, second.venue)) found.push({ kind: 'field', first, second });
      if (first.refereeId && first.refereeId === second.refereeId)
        found.push({ kind: 'referee', first, second });
    }
  });
  return found;
}

/** Whether no match of `taken` holds `venue` at `date` (the generator's test for a slot). */
export const isFieldFree = (
  venue: string,
  date: string,
  taken: readonly Pick<TBooking, 'venue' | 'date' | 'status'>[],
) => !taken.some((m) => holds(m) && sameField(m.venue, venue) && overlaps(m.date, date));
