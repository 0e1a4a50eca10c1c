import type { TCarriedBan, TDiscipline } from './discipline.ts';
import { hashKey } from './ids.ts';

/**
 * The bans a season leaves unserved, for the teams carried into the next one (ADR 056): each with
 * the matches it still had, under the player's new team. A player whose team was not carried over
 * leaves theirs behind: no team of the new season can serve it.
 */
export function bansToCarry(
  previous: TDiscipline,
  /** Old team id → the same team's id in the next season. */
  teams: ReadonlyMap<string, string>,
  season: string,
): TCarriedBan[] {
  const carried: TCarriedBan[] = [];
  for (const ban of [...previous.suspended.values()].flat()) {
    const teamId = teams.get(ban.teamId);
    if (!teamId || ban.remaining <= 0) continue;
    carried.push({
      banId: ban.id,
      kind: ban.kind,
      playerId: ban.playerId,
      playerName: ban.playerName,
      teamId,
      matchId: ban.matchId,
      date: ban.date,
      minute: ban.minute,
      reason: ban.reason,
      yellows: ban.yellows,
      remaining: ban.remaining,
      // A ban carried twice keeps the season of its card.
      season: ban.season ?? season,
    });
  }
  return carried;
}

/**
 * The document key of a carried ban: a ban's id (`red:<matchId>:<playerId>`) holds colons and may
 * be longer than an id may be, so the key is a hash of it (the id itself is in the document).
 */
export const carriedBanKey = (banId: string) => `ban-${hashKey(banId)}`;
