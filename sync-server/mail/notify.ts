import { docId, teamDbName } from '../../src/domain/databases.ts';
import type { TMailKind } from '../../src/domain/schemas/mail.ts';
import type { TSystemSettings } from '../../src/domain/schemas/settings.ts';
import type { TLocale } from '../../src/i18n/core.ts';
import { readSettings } from '../admin/smtp.ts';
import { findAccountById } from '../auth/accounts.ts';
import { inLocale } from '../http/locale.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { readTeamIndex } from '../teams/team-index.ts';
import { applicationMail, rejectedMail, reminderMail, resultMail, type TFixture } from './compose.ts';
import { queueMail } from './outbox.ts';

// Turns events into queued messages. Each is called every time its event is handled (the
// resolver replays, a profile is saved again): the message key makes all but the first a no-op.

const DAY = 24 * 3600 * 1000;

/** Why the system settings forbid this kind of message, or null when they allow it. */
export function settingsProblem(settings: TSystemSettings | null, kind: TMailKind): string | null {
  if (!settings) return null;
  if (!settings.emailNotifications) return 'E-mail notifications are off in Settings';
  if ((kind === 'reminder' || kind === 'availability') && !settings.matchReminders)
    return 'Match reminders are off in Settings';
  if (kind === 'result' && !settings.statsUpdates) return 'Stats updates are off in Settings';
  return null;
}

export type TTeamContact = {
  teamId: string;
  /** The captain's language, kept on their account (issue #29). */
  locale: TLocale;
  name: string;
  captainName: string;
  email: string;
  wantsMail: boolean;
};

/** A team's captain and whether the team wants e-mail; null for a team that is not (any more) here. */
export async function teamContact(storage: TStorage, teamId: string): Promise<TTeamContact | null> {
  const index = await readTeamIndex(storage, teamId);
  if (!index) return null;
  const team = await getOrNull(storage.db(teamDbName(teamId)), docId('team', teamId));
  if (!team || team.withdrawnAt) return null;
  const captain = team.captain as { name?: string } | undefined;
  const settings = team.settings as { emailNotifications?: boolean } | undefined;
  const account = index.accountId ? await findAccountById(storage.internal, index.accountId) : null;
  return {
    teamId,
    locale: account?.locale ?? 'en',
    name: String(team.name),
    captainName: String(captain?.name ?? 'captain'),
    email: String(team.loginEmail),
    wantsMail: settings?.emailNotifications !== false,
  };
}

async function fixtureOf(storage: TStorage, match: TPouchDoc) {
  const home = await teamContact(storage, String(match.homeTeamId));
  const away = await teamContact(storage, String(match.awayTeamId));
  if (!home || !away) return null;
  const fixture: TFixture = {
    home: { name: home.name, captainName: home.captainName },
    away: { name: away.name, captainName: away.captainName },
    date: String(match.date),
    venue: String(match.venue ?? ''),
  };
  return { fixture, home, away };
}

const matchKey = (match: TPouchDoc) => match._id.slice('match:'.length);

/** Both captains: a reminder 48 hours before kick-off. */
export async function notifyReminder(storage: TStorage, match: TPouchDoc) {
  const settings = await readSettings(storage);
  if (settingsProblem(settings, 'reminder')) return;
  const found = await fixtureOf(storage, match);
  if (!found) return;
  for (const side of ['home', 'away'] as const) {
    const team = found[side];
    if (!team.wantsMail) continue;
    const words = inLocale(team.locale, () => reminderMail(found.fixture, side));
    await queueMail(
      storage,
      {
        key: `reminder-${matchKey(match)}-${Date.parse(String(match.date))}-${team.teamId}`,
        kind: 'reminder',
        to: team.email,
        ...words,
        teamId: team.teamId,
        expiresAt: String(match.date),
      },
      settings?.smtp.fromEmail || null,
    );
  }
}

/** Both captains: the result of an accepted report (a corrected score is a new message). */
export async function notifyResult(storage: TStorage, match: TPouchDoc) {
  const score = match.score as { home: number; away: number } | null;
  const settings = await readSettings(storage);
  if (!score || settingsProblem(settings, 'result')) return;
  const found = await fixtureOf(storage, match);
  if (!found) return;
  for (const team of [found.home, found.away]) {
    if (!team.wantsMail) continue;
    await queueMail(
      storage,
      {
        key: `result-${matchKey(match)}-${score.home}-${score.away}-${team.teamId}`,
        kind: 'result',
        to: team.email,
        ...inLocale(team.locale, () => resultMail(found.fixture, score, team.captainName)),
        teamId: team.teamId,
        expiresAt: new Date(Date.parse(String(match.date)) + 7 * DAY).toISOString(),
      },
      settings?.smtp.fromEmail || null,
    );
  }
}

/** The referee: their report was rejected, with every reason. */
export async function notifyRejected(
  storage: TStorage,
  refereeId: string,
  report: TPouchDoc,
  match: TPouchDoc,
  reasons: string[],
) {
  const settings = await readSettings(storage);
  if (settingsProblem(settings, 'rejected')) return;
  const referee = await findAccountById(storage.internal, refereeId);
  const found = await fixtureOf(storage, match);
  if (!referee || !found) return;
  await queueMail(
    storage,
    {
      key: `rejected-${matchKey(match)}-${String(report._rev)}`,
      kind: 'rejected',
      to: referee.email,
      ...inLocale(referee.locale ?? 'en', () => rejectedMail(found.fixture, referee.displayName, reasons)),
      teamId: null,
      expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
    },
    settings?.smtp.fromEmail || null,
  );
}

/** The captain: a free agent applied to their team. */
export async function notifyApplication(
  storage: TStorage,
  teamId: string,
  application: { freeAgentId: string; playerName: string; position: string; level: string; bio: string },
) {
  const settings = await readSettings(storage);
  if (settingsProblem(settings, 'application')) return;
  const team = await teamContact(storage, teamId);
  if (!team?.wantsMail) return;
  await queueMail(
    storage,
    {
      key: `application-${teamId}-${application.freeAgentId}`,
      kind: 'application',
      to: team.email,
      ...inLocale(team.locale, () =>
        applicationMail(team.name, team.captainName, {
          name: application.playerName,
          position: application.position,
          level: application.level,
          bio: application.bio,
        }),
      ),
      teamId,
      expiresAt: new Date(Date.now() + 14 * DAY).toISOString(),
    },
    settings?.smtp.fromEmail || null,
  );
}
