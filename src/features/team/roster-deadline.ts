import { useLiveQueryFor } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { useSession } from '../../data/session.ts';
import { formatCalendarDate } from '../../domain/dates.ts';
import { MSG } from '../../domain/messages.ts';
import { isRosterClosed, mayAddPlayers } from '../../domain/roster-deadline.ts';
import { t } from '../../i18n/core.ts';

export type TRosterDeadline = {
  /** Why this team may add no player now (its league's rosters are closed), or null. */
  closed: string | null;
  /** "You can add players until ...", while a deadline is ahead (or the admin's note after it). */
  until: string | null;
};

/**
 * The league's roster deadline as it concerns this team (ADR 048), from the league on this
 * device. The server decides again when the player is sent: a wrong clock here changes nothing.
 */
export function useRosterDeadline(leagueId: string | null | undefined, onboarding: unknown): TRosterDeadline {
  const league = useLiveQueryFor(leagueId ?? '', async () =>
    leagueId ? ((await store.leagues.get(leagueId)) ?? null) : null,
  );
  const isAdmin = useSession((s) => s.user?.role === 'admin');
  return rosterDeadlineNote(league?.rosterDeadline, onboarding, isAdmin);
}

/** What to say of a league's `deadline` to this team (a screen that has read the league already). */
export function rosterDeadlineNote(
  deadline: string | null | undefined,
  onboarding: unknown,
  isAdmin: boolean,
  now = Date.now(),
): TRosterDeadline {
  if (!deadline) return { closed: null, until: null };
  const date = formatCalendarDate(deadline);
  // The league's admin adds players after the deadline too (the server lets them).
  if (isAdmin && isRosterClosed(deadline, now))
    return { closed: null, until: t('team.rosterClosedAdmin', { date }) };
  if (!mayAddPlayers(deadline, onboarding, now)) return { closed: MSG.rosterClosed(deadline), until: null };
  // A team still setting up may add players after the deadline: nothing to say.
  if (isRosterClosed(deadline, now)) return { closed: null, until: null };
  return { closed: null, until: t('team.rosterOpenUntil', { date }) };
}
