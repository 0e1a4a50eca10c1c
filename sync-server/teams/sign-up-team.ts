import { docId, stripMeta, teamDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { MSG } from '../../src/domain/messages.ts';
import { normalisePhone } from '../../src/domain/phone.ts';
import {
  checkTeamSignupAccount,
  checkTeamSignupCaptain,
  checkTeamSignupTeam,
} from '../../src/domain/rules.ts';
import { ZLeague } from '../../src/domain/schemas/league.ts';
import type { TTeam } from '../../src/domain/schemas/team.ts';
import { teamSlug } from '../../src/domain/slug.ts';
import { createAccount, type TAccount } from '../auth/accounts.ts';
import { claim, completeClaim } from '../auth/claims.ts';
import { AppError } from '../http/errors.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { mirrorTeam, refreshLeagueStats } from './mirror.ts';
import { listTeamIndex, teamIndexId } from './team-index.ts';

export type TNewTeam = {
  teamId: string;
  name: string;
  leagueId: string;
  captainName: string;
  captainPhone: string | null;
  loginEmail: string;
};

/** Writes a new team: its index entry, its private record, and its public mirror. */
export async function createTeamRecord(storage: TStorage, input: TNewTeam): Promise<void> {
  const slug = teamSlug(input.name);
  await storage.internal.put({
    _id: teamIndexId(input.teamId),
    teamId: input.teamId,
    leagueId: input.leagueId,
    slug,
  });
  const team: TTeam & { _id: string } = {
    _id: docId('team', input.teamId),
    type: 'team',
    name: input.name.trim(),
    slug,
    leagueId: input.leagueId,
    logoUrl: null,
    loginEmail: input.loginEmail,
    captain: { name: input.captainName.trim(), phone: input.captainPhone },
    recruitment: { open: false, positions: [], levels: [], note: '' },
    onboarding: { status: 'roster', checklist: ['team_created'] },
    settings: { emailNotifications: true, publicRoster: true },
    paid: false,
    whatsappLink: null,
    createdAt: new Date().toISOString(),
  };
  await storage.db(teamDbName(input.teamId)).put(team);
  await mirrorTeam(storage, input.teamId);
  await refreshLeagueStats(storage, input.leagueId);
}

export type TTeamSignUp = {
  teamName: string;
  leagueId: string;
  captainName: string;
  captainPhone: string;
  email: string;
  password: string;
  confirmPassword: string;
};

/**
 * Creates the team account and its team in one call (public-team-player.md, Team signup). The
 * name is claimed per league by slug, atomically, so two captains racing for one name cannot
 * both win.
 */
export async function signUpTeam(
  storage: TStorage,
  input: TTeamSignUp,
): Promise<{ account: TAccount; teamId: string }> {
  const problem =
    checkTeamSignupTeam(input) ?? checkTeamSignupCaptain(input) ?? checkTeamSignupAccount(input);
  if (problem) throw new AppError(400, 'invalid', problem);
  const leagueDoc = await getOrNull(storage.db('leagues'), docId('league', input.leagueId));
  const league = ZLeague.safeParse(stripMeta(leagueDoc));
  if (!leagueDoc || !league.success) throw new AppError(400, 'invalid', 'This league does not exist');
  const teamsInLeague = (await listTeamIndex(storage)).filter((t) => t.leagueId === input.leagueId).length;
  if (teamsInLeague >= league.data.maxTeams) throw new AppError(409, 'league_full', 'This league is full');

  const teamId = newId();
  const slug = teamSlug(input.teamName);
  if (!slug) throw new AppError(400, 'invalid', 'Team name needs at least one letter or digit');
  const email = input.email.trim().toLowerCase();
  const account = await createAccount(
    storage,
    { email, password: input.password, role: 'captain', displayName: input.captainName, teamId },
    async () => {
      const held = await claim(storage.internal, `slug:${input.leagueId}:${slug}`, teamId);
      if (!held) throw new AppError(409, 'name_taken', MSG.teamNameTaken);
      await createTeamRecord(storage, {
        teamId,
        name: input.teamName,
        leagueId: input.leagueId,
        captainName: input.captainName,
        captainPhone: normalisePhone(input.captainPhone),
        loginEmail: email,
      });
      await completeClaim(storage.internal, held);
    },
  );
  return { account, teamId };
}
