import { isAwayOn } from './days-away.ts';

// ADR 064: referees for the coming days in one go. The desk proposes a referee for each match that
// has none; the organiser changes what they like and assigns. A pure function, so the proposal is
// the same on any device for the same data, and tested without a browser.

/** A match lasts about this long: a referee is not put on two whose kick-offs are closer. */
export const MATCH_SLOT_MS = 2 * 3600 * 1000;

type TProposalMatch = {
  id: string;
  leagueId: string;
  date: string;
  status: string;
  refereeId: string | null;
};
type TProposalReferee = { id: string; leagues: readonly string[]; daysAway: readonly string[] };

/** A referee for a match; null when every referee of its league is away or busy then. */
export type TProposal = { matchId: string; refereeId: string | null };

/**
 * For each scheduled match without a referee (or with one who can no longer come: `unavailable`),
 * kicking off from `fromMs` up to `untilMs`, earliest first: a referee of its league, not away that
 * day, with no other match within two hours; of those, whoever has the fewest matches in the
 * window so far (then the fewest this season), so the work is shared.
 */
export function proposeReferees(input: {
  matches: readonly TProposalMatch[];
  referees: readonly TProposalReferee[];
  fromMs: number;
  untilMs: number;
  /** Referees who will not come (deactivated): their matches count as having none. */
  unavailable?: ReadonlySet<string>;
}): TProposal[] {
  const { matches, referees, fromMs, untilMs, unavailable = new Set() } = input;
  const inWindow = (m: TProposalMatch) => {
    const at = Date.parse(m.date);
    return m.status === 'scheduled' && at >= fromMs && at <= untilMs;
  };
  const needs = (m: TProposalMatch) => !m.refereeId || unavailable.has(m.refereeId);
  // Each referee's kick-offs as they stand, then as proposed.
  const booked = new Map<string, number[]>(referees.map((r) => [r.id, []]));
  const season = new Map<string, number>(referees.map((r) => [r.id, 0]));
  for (const m of matches) {
    if (!m.refereeId || !booked.has(m.refereeId) || m.status === 'cancelled') continue;
    season.set(m.refereeId, season.get(m.refereeId)! + 1);
    if (inWindow(m)) booked.get(m.refereeId)!.push(Date.parse(m.date));
  }
  const open = matches.filter((m) => inWindow(m) && needs(m)).sort((a, b) => a.date.localeCompare(b.date));
  return open.map((m) => {
    const at = Date.parse(m.date);
    const candidates = referees.filter(
      (r) =>
        r.leagues.includes(m.leagueId) &&
        !unavailable.has(r.id) &&
        !isAwayOn(r.daysAway, m.date) &&
        booked.get(r.id)!.every((other) => Math.abs(other - at) >= MATCH_SLOT_MS),
    );
    candidates.sort(
      (a, b) =>
        booked.get(a.id)!.length - booked.get(b.id)!.length ||
        season.get(a.id)! - season.get(b.id)! ||
        a.id.localeCompare(b.id),
    );
    const chosen = candidates[0] ?? null;
    if (chosen) {
      booked.get(chosen.id)!.push(at);
      season.set(chosen.id, season.get(chosen.id)! + 1);
    }
    return { matchId: m.id, refereeId: chosen?.id ?? null };
  });
}
