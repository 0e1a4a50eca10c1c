import { formatLeagueDateTime } from './dates.ts';

// Where a captain's request to move a fixture stands (ADR 043), derived from the request and the
// match as they are now: nothing writes "granted".

/**
 * The key of a team's request about a match (`moveRequest:<key>`). It names the team too: an
 * admin's device holds every team's database in one table, and both teams may ask.
 */
export const moveKey = (matchId: string, teamId: string) => `${matchId}-${teamId}`;

type TRequest = { fromDate: string; date: string; venue: string; status: 'asked' | 'declined' };
type TFixture = { date: string; venue: string; status: string };

export type TMoveState =
  /** Waiting for the league. */
  | 'asked'
  /** The league kept the date, with a reason. */
  | 'declined'
  /** The match now kicks off as asked. */
  | 'moved'
  /** The league moved the match elsewhere, or it is no longer to be played: the request is spent. */
  | 'closed';

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

export function moveRequestState(request: TRequest, match: TFixture | undefined, now: number): TMoveState {
  if (!match || !isMovable(match, now)) return 'closed';
  if (sameInstant(match.date, request.date) && (!request.venue || request.venue === match.venue))
    return 'moved';
  if (!sameInstant(match.date, request.fromDate)) return 'closed';
  return request.status;
}

/** Whether a captain may ask to move this match now: it is still to be played. */
export const isMovable = (match: TFixture | undefined, now: number) =>
  match?.status === 'scheduled' && Date.parse(match.date) > now;

/** A kick-off and field as a request names them: "Sun, December 13 at 4:00 PM, Field 2". */
export const kickOffAt = (date: string, venue: string) =>
  venue ? `${formatLeagueDateTime(date)}, ${venue}` : formatLeagueDateTime(date);
