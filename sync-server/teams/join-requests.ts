import { docId, teamDbName } from '../../src/domain/databases.ts';
import type { TJoinForm } from '../../src/domain/forms/join-form.ts';
import { newId } from '../../src/domain/ids.ts';
import { JOIN_PENDING_MAX, MAX_ROSTER } from '../../src/domain/limits.ts';
import { MSG } from '../../src/domain/messages.ts';
import { mayAddPlayers } from '../../src/domain/roster-deadline.ts';
import type { TJoinRequest } from '../../src/domain/schemas/join-request.ts';
import { t } from '../../src/i18n/core.ts';
import { notifyJoinRequest } from '../notices/join-request.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { isActive, readTeamIndex } from './team-index.ts';

// ADR 075: what a join link's page shows, and a player's request to join, written for the captain.

const rowsOf = async (storage: TStorage, teamId: string, prefix: string) =>
  (
    await storage
      .db(teamDbName(teamId))
      .allDocs({ startkey: prefix, endkey: `${prefix}\uffff`, include_docs: true })
  ).rows
    .map((row) => row.doc as TPouchDoc | undefined)
    .filter((doc): doc is TPouchDoc => Boolean(doc));

/** The team and league as the join page names them, or null for a team no longer playing. */
export async function joinView(storage: TStorage, teamId: string) {
  const index = await readTeamIndex(storage, teamId);
  const team =
    index && isActive(index) ? await getOrNull(storage.db(teamDbName(teamId)), docId('team', teamId)) : null;
  if (!team) return null;
  const league = await getOrNull(storage.db('leagues'), docId('league', String(team.leagueId)));
  return { teamName: String(team.name), leagueName: String(league?.name ?? '') };
}

const sameName = (a: TPouchDoc, b: TJoinForm) =>
  `${a.firstName} ${a.lastName}`.toLocaleLowerCase() === `${b.firstName} ${b.lastName}`.toLocaleLowerCase();

/**
 * Files the request, or says why not: the roster is closed or full, the team has enough waiting,
 * the player is on the roster or asked already, or the number is worn (no teammate's name said:
 * a join link may be forwarded).
 */
export async function askToJoin(storage: TStorage, teamId: string, form: TJoinForm): Promise<string | null> {
  const db = storage.db(teamDbName(teamId));
  const team = await getOrNull(db, docId('team', teamId));
  if (!team) return t('server.thisLinkIsNoLonger');
  const league = await getOrNull(storage.db('leagues'), docId('league', String(team.leagueId)));
  if (league && !mayAddPlayers(league.rosterDeadline, team.onboarding, Date.now()))
    return MSG.rosterClosed(league.rosterDeadline as string);
  const [players, waiting] = await Promise.all([
    rowsOf(storage, teamId, 'player:'),
    rowsOf(storage, teamId, 'joinRequest:'),
  ]);
  if (players.length + waiting.length >= MAX_ROSTER) return MSG.rosterFull();
  if (waiting.length >= JOIN_PENDING_MAX) return t('server.join.tooManyWaiting');
  if (players.some((p) => sameName(p, form))) return t('server.join.onRoster');
  if (waiting.some((p) => sameName(p, form))) return t('server.join.alreadyAsked');
  const worn = (doc: TPouchDoc) => form.jerseyNumber > 0 && Number(doc.jerseyNumber) === form.jerseyNumber;
  if ([...players, ...waiting].some(worn)) return t('server.join.numberTaken', { n: form.jerseyNumber });
  const request: TJoinRequest & { _id: string } = {
    _id: docId('joinRequest', newId()),
    type: 'joinRequest',
    teamId,
    ...form,
    createdAt: new Date().toISOString(),
  };
  await db.put(request);
  await notifyJoinRequest(
    storage,
    teamId,
    request._id.slice('joinRequest:'.length),
    `${form.firstName} ${form.lastName}`,
  );
  return null;
}
