import { docId } from '../../src/domain/databases.ts';
import { placeText, type TVenue } from '../../src/domain/venues.ts';
import { readSettings } from '../admin/smtp.ts';
import { findAccountById } from '../auth/accounts.ts';
import { dispatch } from '../notices/dispatch.ts';
import { applicationPush, rejectedPush, reminderPush, resultPush } from '../notices/push-words.ts';
import { captainOf, refereeRecipient } from '../notices/recipients.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { applicationMail, rejectedMail, reminderMail, resultMail, type TFixture } from './compose.ts';

// Turns events into queued messages. Each is called every time its event is handled (the
// resolver replays, a profile is saved again): the message key makes all but the first a no-op.

const DAY = 24 * 3600 * 1000;

export async function fixtureOf(storage: TStorage, match: TPouchDoc) {
  const [home, away, league] = await Promise.all([
    captainOf(storage, String(match.homeTeamId)),
    captainOf(storage, String(match.awayTeamId)),
    getOrNull(storage.db('leagues'), docId('league', String(match.leagueId))),
  ]);
  if (!home || !away) return null;
  const venues = (league?.venues as TVenue[] | undefined) ?? [];
  const fixture: TFixture = {
    home: { name: home.team.name, captainName: home.team.captainName, kit: home.team.kit },
    away: { name: away.team.name, captainName: away.team.captainName, kit: away.team.kit },
    date: String(match.date),
    // With its address where the league gave one: the e-mail says where the field is.
    venue: placeText(String(match.venue ?? ''), venues),
  };
  return { fixture, home, away, venues };
}

const matchKey = (match: TPouchDoc) => match._id.slice('match:'.length);
const dashboard = (teamId: string) => `/teams/${teamId}/dashboard`;

/** Both captains: a reminder 48 hours before kick-off. */
export async function notifyReminder(storage: TStorage, match: TPouchDoc) {
  const settings = await readSettings(storage);
  const found = await fixtureOf(storage, match);
  if (!found) return;
  const { fixture } = found;
  for (const side of ['home', 'away'] as const) {
    const { team, to } = found[side];
    await dispatch(storage, settings, {
      key: `reminder-${matchKey(match)}-${Date.parse(String(match.date))}-${team.teamId}`,
      kind: 'reminder',
      to,
      expiresAt: String(match.date),
      url: dashboard(team.teamId),
      mail: () => reminderMail(fixture, side),
      push: () => reminderPush(fixture.home.name, fixture.away.name, fixture.date, fixture.venue),
    });
  }
}

/** Both captains: the result of an accepted report (a corrected score is a new message). */
export async function notifyResult(storage: TStorage, match: TPouchDoc) {
  const score = match.score as { home: number; away: number } | null;
  if (!score) return;
  const settings = await readSettings(storage);
  const found = await fixtureOf(storage, match);
  if (!found) return;
  const { fixture } = found;
  const line = `${fixture.home.name} ${score.home}-${score.away} ${fixture.away.name}`;
  for (const { team, to } of [found.home, found.away]) {
    await dispatch(storage, settings, {
      key: `result-${matchKey(match)}-${score.home}-${score.away}-${team.teamId}`,
      kind: 'result',
      to,
      expiresAt: new Date(Date.parse(String(match.date)) + 7 * DAY).toISOString(),
      url: dashboard(team.teamId),
      mail: () => resultMail(fixture, score, team.captainName),
      push: () => resultPush(line),
    });
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
  const referee = await findAccountById(storage.internal, refereeId);
  const found = await fixtureOf(storage, match);
  if (!referee || !found) return;
  const { fixture } = found;
  await dispatch(storage, settings, {
    key: `rejected-${matchKey(match)}-${String(report._rev)}`,
    kind: 'rejected',
    to: await refereeRecipient(storage, referee),
    expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
    url: `/referee/match/${matchKey(match)}/report`,
    mail: () => rejectedMail(fixture, referee.displayName, reasons),
    push: () => rejectedPush(fixture.home.name, fixture.away.name),
  });
}

/** The captain: a free agent applied to their team. */
export async function notifyApplication(
  storage: TStorage,
  teamId: string,
  application: { freeAgentId: string; playerName: string; position: string; level: string; bio: string },
) {
  const settings = await readSettings(storage);
  const captain = await captainOf(storage, teamId);
  if (!captain) return;
  const { team, to } = captain;
  const applicant = {
    name: application.playerName,
    position: application.position,
    level: application.level,
    bio: application.bio,
  };
  await dispatch(storage, settings, {
    key: `application-${teamId}-${application.freeAgentId}`,
    kind: 'application',
    to,
    expiresAt: new Date(Date.now() + 14 * DAY).toISOString(),
    url: `/teams/${teamId}/applications`,
    mail: () => applicationMail(team.name, team.captainName, applicant),
    push: () => applicationPush(team.name, applicant.name, applicant.position),
  });
}
