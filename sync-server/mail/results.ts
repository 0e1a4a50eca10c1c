import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { readSettings } from '../admin/smtp.ts';
import { listAdmins } from '../auth/accounts.ts';
import { dispatch } from '../notices/dispatch.ts';
import { confirmationPush, disputePush } from '../notices/push-words.ts';
import { adminRecipient, captainOf } from '../notices/recipients.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { confirmationMail, disputeMail } from './compose.ts';

// Issue #31's notices: each keyed by the result version, so replays and restarts send nothing twice.

const DAY = 24 * 3600 * 1000;
const scoreLine = (match: TPouchDoc, home: string, away: string) => {
  const score = match.score as { home: number; away: number };
  return `${home} ${score.home}-${score.away} ${away}`;
};

/** Both captains: a result waits for their confirmation until `closesAt`. */
export async function notifyConfirmation(storage: TStorage, match: TPouchDoc, closesAt: string) {
  const settings = await readSettings(storage);
  const home = await captainOf(storage, String(match.homeTeamId));
  const away = await captainOf(storage, String(match.awayTeamId));
  if (!home || !away) return;
  const line = scoreLine(match, home.team.name, away.team.name);
  for (const { team, to } of [home, away]) {
    await dispatch(storage, settings, {
      key: `confirm-${match._id.slice('match:'.length)}-${Date.parse(closesAt)}-${team.teamId}`,
      kind: 'confirmation',
      to,
      expiresAt: closesAt,
      url: `/teams/${team.teamId}/dashboard`,
      mail: () => confirmationMail(team.captainName, line, closesAt),
      push: () => confirmationPush(line, closesAt),
    });
  }
}

/** Every admin: a captain disputed a result, with their reason. */
export async function notifyDispute(
  storage: TStorage,
  leagueId: string,
  matchId: string,
  teamId: string,
  answer: Record<string, unknown>,
) {
  const settings = await readSettings(storage);
  const match = await getOrNull(storage.db(leagueDbName(leagueId)), docId('match', matchId));
  const home = match && (await captainOf(storage, String(match.homeTeamId)));
  const away = match && (await captainOf(storage, String(match.awayTeamId)));
  const by = await captainOf(storage, teamId);
  if (!match || !home || !away || !by) return;
  const line = scoreLine(match, home.team.name, away.team.name);
  for (const admin of await listAdmins(storage.internal)) {
    await dispatch(storage, settings, {
      key: `dispute-${matchId}-${String(answer.resultKey)}-${teamId}-${admin.id}`,
      kind: 'dispute',
      to: adminRecipient(admin),
      expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
      url: '/admin/matches',
      mail: () => disputeMail(line, by.team.name, String(answer.reason ?? '')),
      push: () => disputePush(line, by.team.name),
    });
  }
}
