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
