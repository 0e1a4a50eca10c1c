// A schedule change the teams must hear of: a fixture moved (day, time or field) or called off.
// Pure, so the server's notices and the tests agree on what counts.

/** Changes to fixtures further out than this are not announced: the calendar feed and the
 *  reminder 48 hours before kick-off carry them, and a regenerated season does not flood phones. */
export const FIXTURE_NOTICE_DAYS = 14;
const DAY_MS = 86_400_000;

export type TFixtureState = { status: string; date: string; venue?: string | null };
export type TFixtureChange = 'moved' | 'cancelled' | 'restored';

/** A stored match as `fixtureChange` reads it. */
export const fixtureStateOf = (doc: Record<string, unknown>) => ({
  status: String(doc.status),
  date: String(doc.date),
  venue: String(doc.venue ?? ''),
});

const isSoon = (date: string, nowMs: number) => {
  const at = Date.parse(date);
  return at > nowMs && at - nowMs <= FIXTURE_NOTICE_DAYS * DAY_MS;
};

/**
 * What an admin's write did to a fixture, if the teams must hear of it. A deleted
 * fixture says nothing: deleting removes a mistake or an old draft (a regenerated season deletes
 * its unplayed fixtures); calling a match off is the status "cancelled".
 */
export function fixtureChange(
  before: TFixtureState | null,
  after: TFixtureState | null,
  nowMs: number,
): TFixtureChange | null {
  if (!before || !after) return null;
  // Called off, then put back on (the rain stopped): news if it is still to be played soon.
  if (before.status === 'cancelled' && after.status === 'scheduled')
    return isSoon(after.date, nowMs) ? 'restored' : null;
  if (before.status !== 'scheduled') return null;
  if (after.status === 'cancelled') return isSoon(before.date, nowMs) ? 'cancelled' : null;
  if (after.status !== 'scheduled') return null;
  const isMoved =
    Date.parse(before.date) !== Date.parse(after.date) || (before.venue ?? '') !== (after.venue ?? '');
  // A fixture that was or now is in the next two weeks: both matter to whoever planned for them.
  return isMoved &&
    Date.parse(after.date) > nowMs &&
    (isSoon(before.date, nowMs) || isSoon(after.date, nowMs))
    ? 'moved'
    : null;
}

/** Whether cancelling this fixture would tell its teams and referee (deleting it tells nobody). */
export const isCancellationTold = (match: TFixtureState, nowMs: number) =>
  fixtureChange(match, { ...match, status: 'cancelled' }, nowMs) === 'cancelled';

/**
 * One save's notice to one person: `fixture-<match>-<change>-<kick-off ms>-<field tag>-<saved-at
 * ms>-<who>`. The server writes it (notices/fixture-changes.ts); the admin's desk reads the e-mails
 * of a fixture's last save back from it. The parts between dashes hold no dash themselves.
 */
export function fixtureNoticeKey(
  matchId: string,
  save: { change: TFixtureChange; kickOffMs: number; fieldTag: string; savedAtMs: number },
  who: string,
) {
  return `fixture-${matchId}-${save.change}-${save.kickOffMs}-${save.fieldTag}-${save.savedAtMs}-${who}`;
}

/** The fixture and the save a notice key names, or null for any other key. */
export function fixtureNoticeOf(key: string): { matchId: string; save: string; savedAtMs: number } | null {
  const parts = key.split('-');
  if (parts[0] !== 'fixture' || parts.length < 7) return null;
  return { matchId: parts[1]!, save: parts.slice(2, 6).join('-'), savedAtMs: Number(parts[5]) };
}
