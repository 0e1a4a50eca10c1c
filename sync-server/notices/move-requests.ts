import { createHash } from 'node:crypto';
import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { fixtureChange, fixtureStateOf } from '../../src/domain/fixture-change.ts';
import { moveKey, moveRequestState } from '../../src/domain/move-request.ts';
import { t } from '../../src/i18n/core.ts';
import { readSettings } from '../admin/smtp.ts';
import { listAdmins } from '../auth/accounts.ts';
import { teamSign, when } from '../mail/compose.ts';
import { fixtureOf } from '../mail/notify.ts';
import { sameBody } from '../storage/derived.ts';
import { getOrNull, isConflict, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { dispatch } from './dispatch.ts';
import { adminRecipient } from './recipients.ts';

// A captain's request to move a fixture (ADR 043): the admins and the other captain hear of a new
// request, the captain of the league's "no", both captains of a far-off move as asked. Keyed by
// the fixture's kick-off when asked (a new request) or by the request (its outcome), so a captain
// who rewrites their request over and over still sends one notice per fixture, and a replay
// sends nothing twice.

const DAY = 24 * 3600 * 1000;
type TWrite = { before: TPouchDoc | null; after: TPouchDoc };

/** A notice key within a document id's 63 characters: the match, then the event's other parts hashed. */
const shortKey = (kind: string, matchId: unknown, ...parts: unknown[]) =>
  `${kind}-${String(matchId)}-${createHash('sha256').update(parts.map(String).join('|')).digest('hex').slice(0, 16)}`;

/**
 * What follows a stored move request: the other team's copy follows it (written while it waits for
 * the league, gone once withdrawn or declined); a new request tells the admins and the other
 * captain, a declined one its captain.
 */
export async function afterMoveRequests(storage: TStorage, teamId: string, writes: readonly TWrite[]) {
  for (const { before, after } of writes) {
    await mirrorAsk(storage, teamId, before, after);
    if (after._deleted) continue;
    if (after.status === 'asked' && (before?.status !== 'asked' || before.askedAt !== after.askedAt))
      await notifyAsked(storage, teamId, after);
    if (after.status === 'declined' && before?.status !== 'declined')
      await notifyDeclined(storage, teamId, after);
  }
}

/** A request's match with both captains (mail/notify.ts), and the side of `teamId` and the other. */
async function sidesOf(storage: TStorage, request: TPouchDoc, teamId: string) {
  const match = await getOrNull(
    storage.db(leagueDbName(String(request.leagueId))),
    docId('match', String(request.matchId)),
  );
  const found = match && (await fixtureOf(storage, match));
  if (!match || !found) return null;
  const isHome = match.homeTeamId === teamId;
  return {
    match,
    label: () => t('server.mail.match', { home: found.fixture.home.name, away: found.fixture.away.name }),
    both: [found.home, found.away],
    us: isHome ? found.home : found.away,
    them: isHome ? found.away : found.home,
  };
}

/** The other team of a request's match, or null. */
const otherTeam = (match: TPouchDoc, teamId: string) =>
  match.homeTeamId === teamId
    ? String(match.awayTeamId)
    : match.awayTeamId === teamId
      ? String(match.homeTeamId)
      : null;

async function mirrorAsk(storage: TStorage, teamId: string, before: TPouchDoc | null, after: TPouchDoc) {
  const source = after._deleted ? before : after;
  if (!source) return;
  const matchId = String(source.matchId);
  const match = await getOrNull(storage.db(leagueDbName(String(source.leagueId))), docId('match', matchId));
  const other = match && otherTeam(match, teamId);
  if (!other) return;
  const db = storage.db(teamDbName(other));
  const id = docId('moveAsk', moveKey(matchId, teamId));
  const current = await getOrNull(db, id);
  const isWaiting = !after._deleted && after.status === 'asked';
  try {
    if (isWaiting) {
      const body = {
        type: 'moveAsk',
        matchId,
        leagueId: String(after.leagueId),
        teamId,
        fromDate: String(after.fromDate),
        date: String(after.date),
        venue: String(after.venue ?? ''),
        askedAt: String(after.askedAt),
      };
      if (!current || !sameBody(current, body)) await db.put({ ...body, _id: id, _rev: current?._rev });
    } else if (current) await db.remove({ _id: id, _rev: current._rev });
  } catch (error) {
    // Another instance followed the same write first: its copy is as good.
    if (!isConflict(error)) throw error;
  }
}

async function notifyAsked(storage: TStorage, teamId: string, request: TPouchDoc) {
  const fixture = await sidesOf(storage, request, teamId);
  if (!fixture) return;
  const { us: by, them } = fixture;
  const settings = await readSettings(storage);
  const matchId = String(request.matchId);
  const asked = () =>
    request.venue ? `${when(String(request.date))}, ${String(request.venue)}` : when(String(request.date));
  const subject = () => t('server.mail.moveAskedSubject', { match: fixture.label() });
  for (const admin of await listAdmins(storage.internal)) {
    await dispatch(storage, settings, {
      key: shortKey('moveasked', matchId, teamId, request.fromDate, admin.id),
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
  // The other captain: the league would like to know whether the new time suits them.
  const offered = () => t('server.mail.moveOfferedSubject', { match: fixture.label() });
  await dispatch(storage, settings, {
    key: shortKey('moveoffered', matchId, teamId, request.fromDate),
    kind: 'moveRequest',
    to: them.to,
    expiresAt: String(request.fromDate),
    url: `/teams/${them.team.teamId}/dashboard`,
    mail: () => ({
      subject: offered(),
      about: offered(),
      text: `${t('server.mail.moveOfferedBody', {
        captain: them.team.captainName,
        team: by.team.name,
        match: fixture.label(),
        from: when(String(request.fromDate)),
        to: asked(),
      })}${teamSign()}`,
    }),
    push: () => ({
      title: t('server.push.moveOfferedTitle'),
      body: t('server.push.moveAskedBody', { team: by.team.name, match: fixture.label(), to: asked() }),
      about: offered(),
    }),
  });
}

async function notifyDeclined(storage: TStorage, teamId: string, request: TPouchDoc) {
  const fixture = await sidesOf(storage, request, teamId);
  if (!fixture) return;
  const captain = fixture.us;
  const settings = await readSettings(storage);
  const reason = String(request.decisionNote);
  const subject = () => t('server.mail.moveDeclinedSubject', { match: fixture.label() });
  await dispatch(storage, settings, {
    key: shortKey('movedeclined', request.matchId, teamId, request.askedAt),
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
      })}${teamSign()}`,
    }),
    push: () => ({
      title: t('server.push.moveDeclinedTitle'),
      body: t('server.push.moveDeclinedBody', { match: fixture.label(), reason }),
      about: subject(),
    }),
  });
}

/**
 * The league moved a fixture as a captain asked. Within the next two weeks both captains hear of
 * it as of any move (fixture-changes.ts); further off, nobody would, so both captains hear here
 * that the request was granted. Keyed by the request, so a replay says nothing twice.
 */
export async function notifyMoveGranted(storage: TStorage, before: TPouchDoc, after: TPouchDoc) {
  const now = Date.now();
  const [was, is] = [fixtureStateOf(before), fixtureStateOf(after)];
  const isMoved = Date.parse(was.date) !== Date.parse(is.date) || was.venue !== is.venue;
  // Most saves move nothing (a referee put on): they read no request.
  if (!isMoved || is.status !== 'scheduled' || fixtureChange(was, is, now)) return;
  const matchId = after._id.slice('match:'.length);
  for (const teamId of [String(after.homeTeamId), String(after.awayTeamId)]) {
    const request = await getOrNull(
      storage.db(teamDbName(teamId)),
      docId('moveRequest', moveKey(matchId, teamId)),
    );
    if (
      request?.status !== 'asked' ||
      Date.parse(String(request.fromDate)) !== Date.parse(String(before.date))
    )
      continue;
    const asked = {
      fromDate: String(request.fromDate),
      date: String(request.date),
      venue: String(request.venue ?? ''),
      status: 'asked' as const,
    };
    if (moveRequestState(asked, is, now) !== 'moved') continue;
    const fixture = await sidesOf(storage, request, teamId);
    if (!fixture) continue;
    const settings = await readSettings(storage);
    const at = () => when(String(after.date));
    for (const captain of fixture.both) {
      const side = captain.team.teamId;
      const subject = () => t('server.mail.moveGrantedSubject', { match: fixture.label() });
      await dispatch(storage, settings, {
        key: shortKey('movegranted', matchId, request.askedAt, side),
        kind: 'matchChanged',
        to: captain.to,
        expiresAt: String(after.date),
        url: `/teams/${side}/dashboard`,
        mail: () => ({
          subject: subject(),
          about: subject(),
          text: `${t('server.mail.moveGrantedBody', {
            captain: captain.team.captainName,
            match: fixture.label(),
            team: fixture.us.team.name,
            when: at(),
          })}${teamSign()}`,
        }),
        push: () => ({
          title: t('server.push.moveGrantedTitle'),
          body: t('server.push.moveGrantedBody', { match: fixture.label(), when: at() }),
          about: subject(),
        }),
      });
    }
  }
}
