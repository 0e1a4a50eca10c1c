import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { readSettings } from '../admin/smtp.ts';
import { listAdmins } from '../auth/accounts.ts';
import { inLocale } from '../http/locale.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { confirmationMail, disputeMail } from './compose.ts';
import { settingsProblem, teamContact } from './notify.ts';
import { queueMail } from './outbox.ts';

// Issue #31's notices: each keyed by the result version, so replays and restarts send nothing twice.

const DAY = 24 * 3600 * 1000;
const scoreLine = (match: TPouchDoc, home: string, away: string) => {
  const score = match.score as { home: number; away: number };
  return `${home} ${score.home}-${score.away} ${away}`;
};

/** Both captains: a result waits for their confirmation until `closesAt`. */
export async function notifyConfirmation(storage: TStorage, match: TPouchDoc, closesAt: string) {
  const settings = await readSettings(storage);
  if (settingsProblem(settings, 'confirmation')) return;
  const home = await teamContact(storage, String(match.homeTeamId));
  const away = await teamContact(storage, String(match.awayTeamId));
  if (!home || !away) return;
  const line = scoreLine(match, home.name, away.name);
  for (const team of [home, away]) {
    if (!team.wantsMail) continue;
    await queueMail(
      storage,
      {
        key: `confirm-${match._id.slice('match:'.length)}-${Date.parse(closesAt)}-${team.teamId}`,
        kind: 'confirmation',
        to: team.email,
        ...inLocale(team.locale, () => confirmationMail(team.captainName, line, closesAt)),
        teamId: team.teamId,
        expiresAt: closesAt,
      },
      settings?.smtp.fromEmail || null,
    );
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
  if (settingsProblem(settings, 'dispute')) return;
  const match = await getOrNull(storage.db(leagueDbName(leagueId)), docId('match', matchId));
  const home = match && (await teamContact(storage, String(match.homeTeamId)));
  const away = match && (await teamContact(storage, String(match.awayTeamId)));
  const by = await teamContact(storage, teamId);
  if (!match || !home || !away || !by) return;
  const line = scoreLine(match, home.name, away.name);
  for (const admin of await listAdmins(storage.internal)) {
    await queueMail(
      storage,
      {
        key: `dispute-${matchId}-${String(answer.resultKey)}-${teamId}-${admin.id}`,
        kind: 'dispute',
        to: admin.email,
        ...inLocale(admin.locale ?? 'en', () => disputeMail(line, by.name, String(answer.reason ?? ''))),
        teamId: null,
        expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
      },
      settings?.smtp.fromEmail || null,
    );
  }
}
