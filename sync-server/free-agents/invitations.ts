import { docId, teamDbName } from '../../src/domain/databases.ts';
import { shortName } from '../../src/domain/free-agent.ts';
import { type TInvitation, ZInvitation } from '../../src/domain/schemas/free-agent.ts';
import { t } from '../../src/i18n/core.ts';
import { accountOf, isAdmin, type TPrincipal } from '../access/principal.ts';
import { reserveAttempt, throttleId } from '../auth/throttle.ts';
import { AppError } from '../http/errors.ts';
import { notifyInvitation } from '../notices/events.ts';
import { leagueDbIfListed } from '../storage/directory.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { isActive, readTeamIndex } from '../teams/team-index.ts';
import { applyAgain, writeApplication } from './applications.ts';
import { isInPool } from './pool.ts';
import { freeAgentIdOf, readProfile, type TStoredFreeAgent, updateProfile } from './profiles.ts';

// A recruiting captain invites a free agent from the league's pool. The invitation goes to the
// free agent's private page; the team learns their contact details only if they accept, which
// turns the invitation into an application like any other.

/** Invitations a team may send a day: enough to recruit, too few to spam a league's players. */
export const INVITATIONS_PER_DAY = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type TStoredInvitation = TInvitation & { _id: string; _rev: string };

const readInvitation = async (storage: TStorage, teamId: string, freeAgentId: string) =>
  (await getOrNull(
    storage.db(teamDbName(teamId)),
    docId('invitation', freeAgentId),
  )) as TStoredInvitation | null;

export async function invite(storage: TStorage, principal: TPrincipal, teamId: string, freeAgentId: string) {
  const index = /^[a-z0-9][a-z0-9-]{0,62}$/.test(teamId) ? await readTeamIndex(storage, teamId) : null;
  if (!isAdmin(principal) && (!index || accountOf(principal)?.teamId !== teamId))
    throw new AppError(403, 'forbidden', t('server.onlyTheTeamSCaptain'));
  if (!index || !isActive(index)) throw new AppError(404, 'not_found', t('server.teamNotFound'));
  const team = await getOrNull(storage.db(teamDbName(teamId)), docId('team', teamId));
  if (!(team?.recruitment as { open?: boolean } | undefined)?.open)
    throw new AppError(409, 'not_recruiting', t('server.openRecruitmentBeforeInvitingPlayers'));
  const profile = await readProfile(storage, freeAgentId);
  if (!profile || !(await isInPool(storage, index.leagueId, freeAgentId)))
    throw new AppError(404, 'not_found', t('server.thisPlayerIsNoLonger'));
  if (await getOrNull(storage.db(teamDbName(teamId)), docId('application', freeAgentId)))
    throw new AppError(409, 'applied', t('server.thisPlayerHasAlreadyApplied'));
  const existing = await readInvitation(storage, teamId, freeAgentId);
  if (existing?.status === 'declined')
    throw new AppError(409, 'declined', t('server.thisPlayerDeclinedYourInvitation'));
  if (existing) return existing;
  const wait = await reserveAttempt(storage.internal, DAY_MS, [
    { id: throttleId('invitations', teamId), max: INVITATIONS_PER_DAY },
  ]);
  if (wait > 0)
    throw new AppError(
      429,
      'too_many_invitations',
      t('server.yourTeamHasSentInvitations', { invitationsPerDay: INVITATIONS_PER_DAY }),
    );
  const body = ZInvitation.parse({
    type: 'invitation',
    teamId,
    freeAgentId,
    name: shortName(profile.firstName, profile.lastName),
    position: profile.position,
    level: profile.level,
    status: 'sent',
    createdAt: new Date().toISOString(),
    answeredAt: null,
  });
  await storage.db(teamDbName(teamId)).put({ ...body, _id: docId('invitation', freeAgentId) });
  await updateProfile(storage, freeAgentId, (current) => ({
    invitedBy: [...new Set([...current.invitedBy, teamId])],
  }));
  await notifyInvitation(storage, {
    teamId,
    teamName: String(team?.name ?? ''),
    freeAgentId,
    firstName: profile.firstName,
    email: profile.email,
  });
  return body;
}

export type TInvitationView = {
  teamId: string;
  teamName: string;
  note: string;
  status: TInvitation['status'];
  createdAt: string;
};

/** The invitations a free agent received, with what each team says it looks for. */
export async function invitationsOf(
  storage: TStorage,
  profile: TStoredFreeAgent,
): Promise<TInvitationView[]> {
  const id = freeAgentIdOf(profile);
  const views: TInvitationView[] = [];
  for (const teamId of profile.invitedBy) {
    const index = await readTeamIndex(storage, teamId);
    const invitation = index ? await readInvitation(storage, teamId, id) : null;
    const league = index && isActive(index) ? await leagueDbIfListed(storage, index.leagueId) : null;
    const mirror = league ? await getOrNull(league, docId('teamPublic', teamId)) : null;
    if (!invitation || !mirror) continue;
    const recruitment = mirror.recruitment as { note?: string } | undefined;
    views.push({
      teamId,
      teamName: String(mirror.name),
      note: recruitment?.note ?? '',
      status: invitation.status,
      createdAt: invitation.createdAt,
    });
  }
  return views;
}

/** The free agent's answer. Accepting applies to the team: only now does it see the contact details. */
export async function answer(storage: TStorage, profile: TStoredFreeAgent, teamId: string, accept: boolean) {
  const id = freeAgentIdOf(profile);
  const invitation = profile.invitedBy.includes(teamId) ? await readInvitation(storage, teamId, id) : null;
  if (!invitation) throw new AppError(404, 'not_found', t('server.thisInvitationNoLongerExists'));
  if (invitation.status !== 'sent')
    throw new AppError(409, 'answered', t('server.youHaveAlreadyAnsweredThis'));
  if (profile.status !== 'active')
    throw new AppError(409, 'inactive', t('server.yourProfileIsWithdrawnApply'));
  const index = await readTeamIndex(storage, teamId);
  if (!isActive(index)) throw new AppError(404, 'not_found', t('server.thisTeamHasLeftIts'));
  let updated = profile;
  if (accept) {
    updated = await updateProfile(storage, id, (current) => ({
      appliedTo: [...new Set([...current.appliedTo, teamId])],
    }));
    await writeApplication(storage, updated, teamId, applyAgain);
  }
  const { _id, _rev, ...fields } = invitation;
  await storage.db(teamDbName(teamId)).put({
    ...fields,
    status: accept ? 'accepted' : 'declined',
    answeredAt: new Date().toISOString(),
    _id,
    _rev,
  });
  return updated;
}
