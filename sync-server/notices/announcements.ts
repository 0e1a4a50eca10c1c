import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { t } from '../../src/i18n/core.ts';
import { readSettings } from '../admin/smtp.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { dispatch } from './dispatch.ts';
import { captainOf } from './recipients.ts';

// League news (ADR 040): when an admin posts it, every captain of the league hears of it, by
// e-mail and on their phones, in their own language. Keyed by the news and the team: a replay
// or a second instance sends nothing twice, and an edit of the same news is not news again.

const DAY = 24 * 3600 * 1000;
/** A lock screen shows a line or two. */
const PUSH_BODY_MAX = 140;

export async function notifyAnnouncement(storage: TStorage, leagueId: string, news: TPouchDoc) {
  const db = storage.db(leagueDbName(leagueId));
  const [league, mirrors] = await Promise.all([
    getOrNull(storage.db('leagues'), docId('league', leagueId)),
    db.allDocs({ startkey: 'teamPublic:', endkey: 'teamPublic:\uffff' }),
  ]);
  const leagueName = String(league?.name ?? '');
  const title = String(news.title);
  const body = String(news.body ?? '');
  const newsId = news._id.slice('announcement:'.length);
  const settings = await readSettings(storage);
  for (const row of mirrors.rows) {
    const captain = await captainOf(storage, row.id.slice('teamPublic:'.length));
    if (!captain) continue;
    const { team, to } = captain;
    const subject = () => t('server.mail.newsSubject', { league: leagueName, title });
    await dispatch(storage, settings, {
      key: `news-${newsId}-${team.teamId}`,
      kind: 'announcement',
      to,
      expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
      url: `/teams/${team.teamId}/dashboard`,
      mail: () => ({
        subject: subject(),
        about: subject(),
        text: `${t('server.mail.newsBody', { captain: team.captainName, league: leagueName, title, body })}\n\n— Pitchside\n${t('server.mail.teamFooter')}`,
      }),
      push: () => ({
        title: subject(),
        body: body.length > PUSH_BODY_MAX ? `${body.slice(0, PUSH_BODY_MAX - 1)}…` : body,
        about: subject(),
      }),
    });
  }
}
