import { docId, refereeDbName, teamDbName } from '../../src/domain/databases.ts';
import { isAwayAt } from '../../src/domain/player-away.ts';
import { readSettings } from '../admin/smtp.ts';
import { findAccountById } from '../auth/accounts.ts';
import { teamAway } from '../availability/away.ts';
import { profileLocale } from '../free-agents/profiles.ts';
import { assignmentMail, invitationMail, reportDueMail } from '../mail/compose.ts';
import { fixtureOf } from '../mail/notify.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { dispatch } from './dispatch.ts';
import { assignmentPush, reportDuePush, unansweredPush } from './push-words.ts';
import { linkedPlayers, mailOnly, refereeRecipient } from './recipients.ts';

// Issue #33's new notices: a referee given a match, a referee whose report is due, a player who
// has not said whether they are coming. Each keyed by its event, like every other notice.

const DAY = 24 * 3600 * 1000;
const matchKey = (match: TPouchDoc) => match._id.slice('match:'.length);

async function refereeOf(storage: TStorage, match: TPouchDoc) {
  const id = typeof match.refereeId === 'string' ? match.refereeId : null;
  const referee = id ? await findAccountById(storage.internal, id) : null;
  return referee && !referee.deactivatedAt && referee.role === 'referee' ? referee : null;
}

/** The referee an admin put on a match (a request the referee made is answered on its own). */
export async function notifyAssignment(storage: TStorage, match: TPouchDoc) {
  if (match.status !== 'scheduled' || Date.parse(String(match.date)) <= Date.now()) return;
  const referee = await refereeOf(storage, match);
  const found = referee && (await fixtureOf(storage, match));
  if (!referee || !found) return;
  const { fixture } = found;
  await dispatch(storage, await readSettings(storage), {
    key: `assigned-${matchKey(match)}-${referee.id}`,
    kind: 'assignment',
    to: await refereeRecipient(storage, referee),
    expiresAt: String(match.date),
    url: '/referee/matches',
    mail: () => assignmentMail(referee.displayName, fixture),
    push: () => assignmentPush(fixture.home.name, fixture.away.name, fixture.date),
  });
}

/** The assigned referee, once the match is over and its report is not in. */
export async function notifyReportDue(storage: TStorage, match: TPouchDoc) {
  const referee = await refereeOf(storage, match);
  if (!referee) return;
  const report = await getOrNull(storage.db(refereeDbName(referee.id)), docId('report', matchKey(match)));
  if (report?.status === 'submitted') return;
  const found = await fixtureOf(storage, match);
  if (!found) return;
  const { fixture } = found;
  await dispatch(storage, await readSettings(storage), {
    key: `reportdue-${matchKey(match)}-${referee.id}`,
    kind: 'reportDue',
    to: await refereeRecipient(storage, referee),
    expiresAt: new Date(Date.parse(String(match.date)) + 7 * DAY).toISOString(),
    url: `/referee/match/${matchKey(match)}/report`,
    mail: () => reportDueMail(referee.displayName, fixture),
    push: () => reportDuePush(fixture.home.name, fixture.away.name),
  });
}

/**
 * Players with a link who have not answered for a match in the next 48 hours, on the devices
 * they turned notices on from their link. They have no e-mail here.
 */
export async function notifyUnanswered(storage: TStorage, match: TPouchDoc) {
  const settings = await readSettings(storage);
  const found = await fixtureOf(storage, match);
  if (!found) return;
  const matchId = matchKey(match);
  for (const side of ['home', 'away'] as const) {
    const { team } = found[side];
    const opponent = found[side === 'home' ? 'away' : 'home'].team.name;
    const prefix = `availability:${matchId}-`;
    const answers = await storage
      .db(teamDbName(team.teamId))
      .allDocs({ startkey: prefix, endkey: `${prefix}\uffff` });
    const answered = new Set(answers.rows.map((row) => row.id.slice(prefix.length)));
    // A player away that day (ADR 071) has said so: no reminder.
    const away = await teamAway(storage.db(teamDbName(team.teamId)));
    for (const { playerId, to } of await linkedPlayers(storage, team.teamId)) {
      if (answered.has(playerId) || isAwayAt(away.get(playerId), String(match.date))) continue;
      await dispatch(storage, settings, {
        key: `unanswered-${matchId}-${team.teamId}-${playerId}`,
        kind: 'unanswered',
        to,
        expiresAt: String(match.date),
        url: '/availability',
        mail: null,
        push: () => unansweredPush(team.name, opponent, String(match.date)),
      });
    }
  }
}

/** A free agent a team invited, by e-mail (they have no account, so no phone to notify). */
export async function notifyInvitation(
  storage: TStorage,
  invite: { teamId: string; teamName: string; freeAgentId: string; firstName: string; email: string | null },
) {
  if (!invite.email) return;
  await dispatch(storage, await readSettings(storage), {
    key: `invite-${invite.teamId}-${invite.freeAgentId}`,
    kind: 'invitation',
    to: mailOnly(invite.email, await profileLocale(storage, invite.freeAgentId)),
    expiresAt: new Date(Date.now() + 14 * DAY).toISOString(),
    url: '/free-agent',
    mail: () => invitationMail(invite.firstName, invite.teamName),
    push: null,
  });
}
