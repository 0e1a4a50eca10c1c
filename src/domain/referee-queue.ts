import { compareInstants } from './dates.ts';

// What a referee sees first (issue #18): the matches they owe a report for, then what is coming,
// then what is done, newest first. Pure, so the dashboard, the list and the tests agree.

type TQueueMatch = { id: string; status: string; refereeId: string | null; date: string };

/** Assigned to this referee, kicked off, and no final report filed yet (a draft still owes one). */
export function needsReport(
  match: TQueueMatch,
  refereeId: string,
  hasFiled: (matchId: string) => boolean,
  nowMs: number,
): boolean {
  return (
    match.status === 'scheduled' &&
    match.refereeId === refereeId &&
    Date.parse(match.date) <= nowMs &&
    !hasFiled(match.id)
  );
}

/** Scheduled and assigned to this referee, played or not: the "Assigned" count everywhere. */
export const isAssignedTo = (match: TQueueMatch, refereeId: string) =>
  match.status === 'scheduled' && match.refereeId === refereeId;

/**
 * The referee's order: reports owed (longest overdue first), then scheduled matches soonest
 * first, then the rest (completed, cancelled) newest first.
 */
export function refereeOrder<T extends TQueueMatch>(
  matches: T[],
  refereeId: string,
  hasFiled: (matchId: string) => boolean,
  nowMs: number,
): T[] {
  const rank = (m: T) => {
    if (needsReport(m, refereeId, hasFiled, nowMs)) return 0;
    return m.status === 'scheduled' && Date.parse(m.date) > nowMs ? 1 : 2;
  };
  return [...matches].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    return rank(a) === 2 ? compareInstants(b.date, a.date) : compareInstants(a.date, b.date);
  });
}

/**
 * What deactivating a referee takes away (issue #35): their matches not kicked off yet. Matches
 * already played keep their referee and report.
 */
export const upcomingAssignments = <M extends TQueueMatch>(matches: M[], refereeId: string, nowMs: number) =>
  matches
    .filter((m) => isAssignedTo(m, refereeId) && Date.parse(m.date) > nowMs)
    .sort((a, b) => compareInstants(a.date, b.date));

/**
 * Matches whose referee was deactivated and that still have nobody: scheduled, not kicked off,
 * no referee since. Assigning one takes it off the admin's needs-attention list.
 */
export function needingReferee<M extends TQueueMatch>(
  unassigned: { matchId: string }[],
  matches: Map<string, M>,
  nowMs: number,
): M[] {
  return unassigned
    .map((u) => matches.get(u.matchId))
    .filter(
      (m): m is M =>
        m !== undefined && m.status === 'scheduled' && m.refereeId === null && Date.parse(m.date) > nowMs,
    )
    .sort((a, b) => compareInstants(a.date, b.date));
}
