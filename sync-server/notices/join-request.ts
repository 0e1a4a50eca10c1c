import { t } from '../../src/i18n/core.ts';
import { readSettings } from '../admin/smtp.ts';
import { teamSign } from '../mail/compose.ts';
import type { TStorage } from '../storage/storage.ts';
import { dispatch } from './dispatch.ts';
import { captainOf } from './recipients.ts';

const WEEK_MS = 7 * 24 * 3600_000;

/**
 * ADR 075: the captain hears that a player asked to join from the team's link, by e-mail and on
 * their phones, as they hear of a free agent's application (the same choice: `application`). Keyed
 * by the request, so it goes once.
 */
export async function notifyJoinRequest(storage: TStorage, teamId: string, requestId: string, name: string) {
  const captain = await captainOf(storage, teamId);
  if (!captain) return;
  const { team, to } = captain;
  await dispatch(storage, await readSettings(storage), {
    key: `join-${teamId}-${requestId}`,
    kind: 'application',
    to,
    expiresAt: new Date(Date.now() + WEEK_MS).toISOString(),
    url: `/teams/${teamId}/settings`,
    mail: () => ({
      subject: t('server.mail.joinSubject', { name, team: team.name }),
      about: t('server.mail.joinSubject', { name, team: team.name }),
      text: t('server.mail.joinBody', { captain: team.captainName, name, team: team.name }) + teamSign(),
    }),
    push: () => ({
      title: t('server.push.joinTitle'),
      body: t('server.push.joinBody', { name, team: team.name }),
      about: t('server.mail.joinSubject', { name, team: team.name }),
    }),
  });
}
