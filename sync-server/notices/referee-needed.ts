import { docId, leagueDbName, refereeDbName } from '../../src/domain/databases.ts';
import { formatLeagueDay, formatLeagueTime } from '../../src/domain/dates.ts';
import { isAwayOn } from '../../src/domain/days-away.ts';
import { t } from '../../src/i18n/core.ts';
import { readSettings } from '../admin/smtp.ts';
import { findAccountById, listAdmins } from '../auth/accounts.ts';
import { fixtureOf } from '../mail/notify.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { dispatch, type TPushWords, type TWords } from './dispatch.ts';
import { adminRecipient, refereeRecipient } from './recipients.ts';

// ADR 050: a match a referee handed back needs another. The league's other referees hear of it if
// it is within two weeks (further out, it waits in their "Available" list) and they are not away
// that day (ADR 051), first to ask gets it;
// the admins always hear, with the referee's reason, since the match is theirs to fill.

/** How far ahead a handed-back match rings the league's referees. */
export const REFEREE_NEEDED_HORIZON_MS = 14 * 24 * 3600 * 1000;

export type THandedBack = {
  matchId: string;
  leagueId: string;
  refereeId: string;
  reason: string;
  at: string;
};

const when = (date: string) =>
  t('server.mail.when', { day: formatLeagueDay(date), time: formatLeagueTime(date) });

export async function tellRefereeNeeded(storage: TStorage, handed: THandedBack, nowMs = Date.now()) {
  const match = await getOrNull(storage.db(leagueDbName(handed.leagueId)), docId('match', handed.matchId));
  const found = match && (await fixtureOf(storage, match));
  if (!match || !found) return;
  const kickOff = String(match.date);
  const fixture = { home: found.fixture.home.name, away: found.fixture.away.name };
  const venue = found.fixture.venue;
  const settings = await readSettings(storage);
  const handedBy = (await findAccountById(storage.internal, handed.refereeId))?.displayName ?? '';
  const key = (who: string) => `refneeded-${handed.matchId}-${Date.parse(handed.at)}-${who}`;
  for (const admin of await listAdmins(storage.internal)) {
    const words = () => adminWords(admin.displayName, handedBy, handed.reason, fixture, kickOff, venue);
    await dispatch(storage, settings, {
      key: key(admin.id),
      kind: 'refereeNeeded',
      to: adminRecipient(admin),
      expiresAt: kickOff,
      url: '/admin/matches?referee=none',
      mail: () => words().mail,
      push: () => words().push,
    });
  }
  if (Date.parse(kickOff) - nowMs > REFEREE_NEEDED_HORIZON_MS) return;
  for (const refereeId of await leagueReferees(storage, handed.leagueId)) {
    if (refereeId === handed.refereeId) continue;
    const referee = await findAccountById(storage.internal, refereeId);
    if (referee?.role !== 'referee' || referee.deactivatedAt) continue;
    // A referee who said they cannot referee that day is not asked to (ADR 051).
    const away = await getOrNull(storage.db(refereeDbName(referee.id)), docId('daysAway', referee.id));
    if (isAwayOn(away?.days as string[] | undefined, kickOff)) continue;
    const words = () => refereeWords(referee.displayName, fixture, kickOff, venue);
    await dispatch(storage, settings, {
      key: key(referee.id),
      kind: 'refereeNeeded',
      to: await refereeRecipient(storage, referee),
      expiresAt: kickOff,
      url: '/referee/matches?filter=available',
      mail: () => words().mail,
      push: () => words().push,
    });
  }
}

/** The referees whose leagues include this one, from the users directory. */
async function leagueReferees(storage: TStorage, leagueId: string): Promise<string[]> {
  const { rows } = await storage
    .db('admin')
    .allDocs({ startkey: 'user:', endkey: 'user:\uffff', include_docs: true });
  return rows
    .map((row) => row.doc as Record<string, unknown> | undefined)
    .filter((doc) => {
      const data = doc?.refereeData as { assignedLeagues?: unknown } | null | undefined;
      const leagues = Array.isArray(data?.assignedLeagues) ? data.assignedLeagues : [];
      return doc?.role === 'referee' && !doc.deactivatedAt && leagues.includes(leagueId);
    })
    .map((doc) => String(doc!._id).slice('user:'.length));
}

type TFixtureNames = { home: string; away: string };

function refereeWords(name: string, fixture: TFixtureNames, date: string, venue: string) {
  const match = t('server.mail.match', fixture);
  const where = venue || t('server.mail.venueTba');
  const about = t('server.push.refereeNeededTitle', { match });
  const mail: TWords = {
    subject: t('server.mail.refereeNeededSubject', { match, day: formatLeagueDay(date) }),
    about,
    text: `${t('server.mail.refereeNeededBody', { name, match, when: when(date), venue: where })}\n\n— Pitchside`,
  };
  const push: TPushWords = {
    title: about,
    body: t('server.push.refereeNeededBody', { when: when(date), venue: where }),
    about,
  };
  return { mail, push };
}

function adminWords(
  name: string,
  referee: string,
  reason: string,
  fixture: TFixtureNames,
  date: string,
  venue: string,
) {
  const match = t('server.mail.match', fixture);
  const where = venue || t('server.mail.venueTba');
  const about = t('server.push.handedBackTitle', { referee, match });
  const mail: TWords = {
    subject: t('server.mail.handedBackSubject', { referee, match, day: formatLeagueDay(date) }),
    about,
    text: `${t('server.mail.handedBackBody', { name, referee, match, when: when(date), venue: where, reason })}\n\n— Pitchside`,
  };
  const push: TPushWords = {
    title: about,
    body: t('server.push.handedBackBody', { when: when(date), reason }),
    about,
  };
  return { mail, push };
}
