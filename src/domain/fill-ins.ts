// ADR 076: a team short of players asks the league's free agents to play one match. The rules are
// here, beside the availability count they add to; no zod, so the dashboard stays light (#36).

/** Fill-ins coming to one match, at most: enough to play, too few to field another team. */
export const FILL_INS_PER_MATCH = 3;
/** Free agents a team may ask for one match: each ask is an e-mail to a stranger. */
export const FILL_IN_ASKS_PER_MATCH = 8;
/** Asks start this long before kick-off and end at it. */
export const FILL_IN_AHEAD_MS = 7 * 24 * 3_600_000;

/** `asked` until the free agent answers; `withdrawn` once the captain no longer needs them. */
export const FILL_IN_STATUSES = ['asked', 'coming', 'notComing', 'withdrawn'] as const;
export type TFillInStatus = (typeof FILL_IN_STATUSES)[number];

/** The key of a free agent's ask for one match: one per free agent per match. */
export const fillInKey = (freeAgentId: string, matchId: string) => `${freeAgentId}.${matchId}`;

/** Whether a team may still ask for, or a free agent still answer about, a match kicking off then. */
export function isFillInOpen(kickOff: string, now: number): boolean {
  const at = Date.parse(kickOff);
  return at > now && at - now <= FILL_IN_AHEAD_MS;
}

type TFillInLike = { matchId: string; status: TFillInStatus };

/** The fill-ins coming to a match. */
export const comingTo = <T extends TFillInLike>(fillIns: readonly T[], matchId: string): T[] =>
  fillIns.filter((f) => f.matchId === matchId && f.status === 'coming');

/** Whether the team has all the fill-ins it may have for a match. */
export const hasAllFillIns = (fillIns: readonly TFillInLike[], matchId: string) =>
  comingTo(fillIns, matchId).length >= FILL_INS_PER_MATCH;

/** An ask as the free agent's page shows it (`GET /api/free-agents/:id`, `fillIns`). */
export type TFillInView = {
  teamId: string;
  teamName: string;
  matchId: string;
  date: string;
  venue: string;
  opponent: string;
  status: TFillInStatus;
  /** The team has all its fill-ins: an ask not answered yet can no longer be taken. */
  isFull: boolean;
};
