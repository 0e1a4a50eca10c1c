import { docId, teamDbName } from '../../src/domain/databases.ts';
import { type TApplication, ZApplication } from '../../src/domain/schemas/free-agent.ts';
import { t } from '../../src/i18n/core.ts';
import { notifyApplication } from '../mail/notify.ts';
import { leagueDbIfListed } from '../storage/directory.ts';
import { getOrNull, isConflict } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { isActive, readTeamIndex } from '../teams/team-index.ts';
import { freeAgentIdOf, type TStoredFreeAgent } from './profiles.ts';

// An application is a copy of the free agent's profile, with their contact details, in the
// database of the team applied to: only that team's captain and admins read it. The captain
// answers it (its status); the server writes everything else.

export type TRecruitingTeam = { teamId: string; leagueId: string; name: string };

/** The teams a free agent may apply to: active, in one of their leagues, with recruitment open. */
export async function recruitingTeams(
  storage: TStorage,
  teamIds: string[],
  leagueIds: string[],
): Promise<TRecruitingTeam[] | string> {
  const found: TRecruitingTeam[] = [];
  for (const teamId of new Set(teamIds)) {
    const index = /^[a-z0-9][a-z0-9-]{0,62}$/.test(teamId) ? await readTeamIndex(storage, teamId) : null;
    if (!index || !isActive(index) || !leagueIds.includes(index.leagueId)) {
      return t('server.oneOfTheChosenTeams');
    }
    const league = await leagueDbIfListed(storage, index.leagueId);
    const mirror = league ? await getOrNull(league, docId('teamPublic', teamId)) : null;
    const recruitment = mirror?.recruitment as { open?: boolean } | undefined;
    if (!mirror || !recruitment?.open) {
      return mirror?.name
        ? t('server.teamNotRecruiting', { name: String(mirror.name) })
        : t('server.oneOfTheChosenTeams2');
    }
    found.push({ teamId, leagueId: index.leagueId, name: String(mirror.name) });
  }
  return found;
}

function applicationBody(
  profile: TStoredFreeAgent,
  teamId: string,
  status: TApplication['status'],
  createdAt: string,
) {
  return ZApplication.parse({
    type: 'application',
    teamId,
    freeAgentId: freeAgentIdOf(profile),
    playerName: `${profile.firstName} ${profile.lastName}`,
    firstName: profile.firstName,
    lastName: profile.lastName,
    position: profile.position,
    level: profile.level,
    phone: profile.phone,
    email: profile.email,
    bio: profile.bio,
    leagues: profile.leagues,
    status,
    createdAt,
  });
}

type TStatusRule = (current: TApplication | null) => TApplication['status'] | null;

/**
 * Writes this profile's application to a team, its status chosen by `nextStatus` from the stored
 * one (null: leave it alone). A captain's answer racing this write is kept: a conflict re-reads.
 */
export async function writeApplication(
  storage: TStorage,
  profile: TStoredFreeAgent,
  teamId: string,
  nextStatus: TStatusRule,
): Promise<void> {
  const db = storage.db(teamDbName(teamId));
  const id = docId('application', freeAgentIdOf(profile));
  for (let attempt = 0; ; attempt++) {
    const stored = (await getOrNull(db, id)) as (TApplication & { _rev: string }) | null;
    const status = nextStatus(stored);
    if (status === null) return;
    const body = applicationBody(profile, teamId, status, stored?.createdAt ?? new Date().toISOString());
    try {
      await db.put({ ...body, _id: id, _rev: stored?._rev });
      // Every write of a pending application makes sure its captain was told: once, by key.
      if (status === 'pending') await notifyApplication(storage, teamId, body);
      return;
    } catch (error) {
      if (!isConflict(error) || attempt >= 3) throw error;
    }
  }
}

/** Applying (again): a new or withdrawn application is pending; an answered one keeps its answer. */
export const applyAgain: TStatusRule = (current) =>
  !current || current.status === 'withdrawn' ? 'pending' : current.status;

/** The profile changed: open applications carry the new details; answered ones are left as they were. */
export const refreshIfOpen: TStatusRule = (current) =>
  current && (current.status === 'pending' || current.status === 'contacted') ? current.status : null;

/** The free agent withdraws: what is still open is withdrawn. */
export const withdrawIfOpen: TStatusRule = (current) =>
  current && (current.status === 'pending' || current.status === 'contacted') ? 'withdrawn' : null;

export type TApplicationView = {
  teamId: string;
  teamName: string;
  leagueId: string | null;
  status: TApplication['status'];
  createdAt: string;
};

/** Each of the free agent's applications with its status as the team answered it. */
export async function applicationsOf(
  storage: TStorage,
  profile: TStoredFreeAgent,
): Promise<TApplicationView[]> {
  const id = freeAgentIdOf(profile);
  const views: TApplicationView[] = [];
  for (const teamId of profile.appliedTo) {
    const index = await readTeamIndex(storage, teamId);
    if (!index) continue;
    const application = (await getOrNull(
      storage.db(teamDbName(teamId)),
      docId('application', id),
    )) as TApplication | null;
    if (!application) continue;
    const league = isActive(index) ? await leagueDbIfListed(storage, index.leagueId) : null;
    const mirror = league ? await getOrNull(league, docId('teamPublic', teamId)) : null;
    views.push({
      teamId,
      teamName: String(mirror?.name ?? 'A team that has left its league'),
      leagueId: mirror ? index.leagueId : null,
      status: application.status,
      createdAt: application.createdAt,
    });
  }
  return views;
}
