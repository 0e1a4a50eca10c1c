import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { formatLeagueDay, formatLeagueTime } from '../../src/domain/dates.ts';
import { t } from '../../src/i18n/core.ts';
import { readSettings } from '../admin/smtp.ts';
import { listAdmins } from '../auth/accounts.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { dispatch } from './dispatch.ts';
import { adminRecipient, captainOf } from './recipients.ts';

// A captain's request to move a fixture (ADR 043): the admins hear of a new request, the captain
// of the league's "no". Keyed by the fixture's kick-off when asked (for the admins) and by the
// request (for the captain), so a captain who rewrites their request over and over still sends
// the admins one notice per fixture, and a replay sends nothing twice.

const DAY = 24 * 3600 * 1000;
type TWrite = { before: TPouchDoc | null; after: TPouchDoc };

const when = (date: string) =>
  t('server.mail.when', { day: formatLeagueDay(date), time: formatLeagueTime(date) });

/** Tells whom each stored move request concerns: a new one the admins, a declined one its captain. */
export async function tellMoveRequests(storage: TStorage, teamId: string, writes: readonly TWrite[]) {
  for (const { before, after } of writes) {
    if (after._deleted) continue;
    if (after.status === 'asked' && (before?.status !== 'asked' || before.askedAt !== after.askedAt))
      await notifyAsked(storage, teamId, after);
    if (after.status === 'declined' && before?.status !== 'declined')
      await notifyDeclined(storage, teamId, after);
  }
}

async function fixtureOf(storage: TStorage, request: TPouchDoc) {
  const match = await getOrNull(
    storage.db(leagueDbName(String(request.leagueId))),
    docId('match', String(request.matchId)),
  );
  const home = match && (await captainOf(storage, String(match.homeTeamId)));
  const away = match && (await captainOf(storage, String(match.awayTeamId)));
  if (!match || !home || !away) return null;
  return { match, label: () => t('server.mail.match', { home: home.team.name, away: away.team.name }) };
}

async function notifyAsked(storage: TStorage, teamId: string, request: TPouchDoc) {
  const [fixture, by] = await Promise.all([fixtureOf(storage, request), captainOf(storage, teamId)]);
  if (!fixture || !by) return;
  const settings = await readSettings(storage);
  const matchId = String(request.matchId);
  const asked = () =>
    request.venue ? `${when(String(request.date))}, ${String(request.venue)}` : when(String(request.date));
  const subject = () => t('server.mail.moveAskedSubject', { match: fixture.label() });
  for (const admin of await listAdmins(storage.internal)) {
    await dispatch(storage, settings, {
      key: `moveasked-${matchId}-${teamId}-${Date.parse(String(request.fromDate))}-${admin.id}`,
      kind: 'moveRequest',
      to: adminRecipient(admin),
      expiresAt: String(request.fromDate),
      url: '/admin/matches',
      mail: () => ({
        subject: subject(),
        about: subject(),
        text: `${t('server.mail.moveAskedBody', {
          team: by.team.name,
          match: fixture.label(),
          from: when(String(request.fromDate)),
          to: asked(),
          note: String(request.note || '—'),
        })}\n\n— Pitchside`,
      }),
      push: () => ({
        title: t('server.push.moveAskedTitle'),
        body: t('server.push.moveAskedBody', { team: by.team.name, match: fixture.label(), to: asked() }),
        about: subject(),
      }),
    });
  }
}

async function notifyDeclined(storage: TStorage, teamId: string, request: TPouchDoc) {
  const [fixture, captain] = await Promise.all([fixtureOf(storage, request), captainOf(storage, teamId)]);
  if (!fixture || !captain) return;
  const settings = await readSettings(storage);
  const reason = String(request.decisionNote);
  const subject = () => t('server.mail.moveDeclinedSubject', { match: fixture.label() });
  await dispatch(storage, settings, {
    key: `movedeclined-${String(request.matchId)}-${teamId}-${Date.parse(String(request.askedAt))}`,
    kind: 'moveDeclined',
    to: captain.to,
    expiresAt: new Date(Math.max(Date.parse(String(request.fromDate)), Date.now() + DAY)).toISOString(),
    url: `/teams/${teamId}/dashboard`,
    mail: () => ({
      subject: subject(),
      about: subject(),
      text: `${t('server.mail.moveDeclinedBody', {
        captain: captain.team.captainName,
        match: fixture.label(),
        when: when(String(fixture.match.date)),
        reason,
      })}\n\n— Pitchside\n${t('server.mail.teamFooter')}`,
    }),
    push: () => ({
      title: t('server.push.moveDeclinedTitle'),
      body: t('server.push.moveDeclinedBody', { match: fixture.label(), reason }),
      about: subject(),
    }),
  });
}
