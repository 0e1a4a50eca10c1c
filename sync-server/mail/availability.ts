import { MIN_PLAYERS_IN } from '../../src/domain/availability.ts';
import { teamDbName } from '../../src/domain/databases.ts';
import { readSettings } from '../admin/smtp.ts';
import { dispatch } from '../notices/dispatch.ts';
import { shortPush } from '../notices/push-words.ts';
import { captainOf } from '../notices/recipients.ts';
import type { TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { shortMail } from './compose.ts';

async function usesLinks(storage: TStorage, teamId: string) {
  const { rows } = await storage
    .db(teamDbName(teamId))
    .allDocs({ startkey: 'playerLink:', endkey: 'playerLink:\uffff', limit: 1 });
  return rows.length > 0;
}

/**
 * Issue #32: 48 hours before kick-off, a captain whose team has fewer than 7 players In hears of
 * it, once per match (the message key). Players have no e-mail here; they answer from their link.
 */
export async function notifyShortAvailability(storage: TStorage, match: TPouchDoc) {
  const settings = await readSettings(storage);
  const matchId = match._id.slice('match:'.length);
  for (const teamId of [String(match.homeTeamId), String(match.awayTeamId)]) {
    const { rows } = await storage.db(teamDbName(teamId)).allDocs({
      startkey: `availability:${matchId}-`,
      endkey: `availability:${matchId}-\uffff`,
      include_docs: true,
    });
    const coming = rows.filter((row) => (row.doc as TPouchDoc | undefined)?.answer === 'in').length;
    if (coming >= MIN_PLAYERS_IN) continue;
    // A team that does not ask its players (no links, no answers) is not told it has none.
    if (rows.length === 0 && !(await usesLinks(storage, teamId))) continue;
    const captain = await captainOf(storage, teamId);
    if (!captain) continue;
    await dispatch(storage, settings, {
      key: `short-${matchId}-${teamId}`,
      kind: 'availability',
      to: captain.to,
      expiresAt: String(match.date),
      url: `/teams/${teamId}/dashboard`,
      mail: () => shortMail(captain.team.captainName, String(match.date), coming, MIN_PLAYERS_IN),
      push: () => shortPush(String(match.date), coming, MIN_PLAYERS_IN),
    });
  }
}
