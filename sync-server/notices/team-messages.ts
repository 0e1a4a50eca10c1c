import { docId, teamDbName } from '../../src/domain/databases.ts';
import { t } from '../../src/i18n/core.ts';
import { readSettings } from '../admin/smtp.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { dispatch } from './dispatch.ts';
import { linkedPlayers } from './recipients.ts';

// ADR 049: a captain's new message reaches the phones of the players who turned notices on from
// their link, in the language of each phone. Keyed by message and player: a replay or a second
// instance sends nothing twice. A message a phone sends a day after it was written (it was
// offline) shows on the players' page but rings no phone: it is no longer news.

const DAY_MS = 24 * 3600 * 1000;
/** A lock screen shows a line or two. */
const PUSH_BODY_MAX = 140;

export async function notifyTeamMessages(storage: TStorage, teamId: string, messages: readonly TPouchDoc[]) {
  const now = Date.now();
  const fresh = messages.filter((m) => !m._deleted && now - Date.parse(String(m.createdAt)) < DAY_MS);
  if (fresh.length === 0) return;
  const { players, team, settings } = await linkedAudience(storage, teamId);
  for (const message of fresh) {
    const id = message._id.slice('teamMessage:'.length);
    const text = String(message.text);
    for (const { playerId, to } of players) {
      await dispatch(storage, settings, {
        key: `team-message-${id}-${playerId}`,
        kind: 'teamMessage',
        to,
        expiresAt: new Date(Date.parse(String(message.createdAt)) + DAY_MS).toISOString(),
        url: '/availability',
        mail: null,
        push: () => ({
          title: t('server.push.teamMessageTitle', { team }),
          body: text.length > PUSH_BODY_MAX ? `${text.slice(0, PUSH_BODY_MAX - 1)}…` : text,
          about: t('server.push.teamMessageAbout', { team }),
        }),
      });
    }
  }
}

/** The players whose phones hear from their link, the team's name and the admin's settings. */
export async function linkedAudience(storage: TStorage, teamId: string) {
  const [players, record, settings] = await Promise.all([
    linkedPlayers(storage, teamId),
    getOrNull(storage.db(teamDbName(teamId)), docId('team', teamId)),
    readSettings(storage),
  ]);
  return { players, team: String(record?.name ?? ''), settings };
}
