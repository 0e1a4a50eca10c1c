import { docId, stripMeta, teamDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import type { TKit } from '../../src/domain/kits.ts';
import { MSG } from '../../src/domain/messages.ts';
import { normalisePhone } from '../../src/domain/phone.ts';
import { isSeasonOver } from '../../src/domain/roster-deadline.ts';
import {
  checkTeamSignupAccount,
  checkTeamSignupCaptain,
  checkTeamSignupTeam,
} from '../../src/domain/rules.ts';
import { ZLeague } from '../../src/domain/schemas/league.ts';
import type { TTeam } from '../../src/domain/schemas/team.ts';
import { teamSlug } from '../../src/domain/slug.ts';
import { currentLocale, t } from '../../src/i18n/core.ts';
import { createAccount, type TAccount } from '../auth/accounts.ts';
import { claim, completeClaim, releaseClaim, type TClaim } from '../auth/claims.ts';
import { AppError } from '../http/errors.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { mirrorTeam, refreshLeagueStats } from './mirror.ts';
import { claimSeat, releaseSeats } from './seats.ts';
import { readTeamIndex, type TTeamIndex, teamIndexId } from './team-index.ts';

export type TNewTeam = {
  teamId: string;
  name: string;
  leagueId: string;
  captainName: string;
  captainPhone: string | null;
  loginEmail: string;
  /** Its colours, when a seed or the next season knows them (ADR 073). */
  kit?: TKit | null;
};

/**
 * Writes a new team: its index entry and its private record. A pending team (a sign-up whose
 * account is not finished yet) is not mirrored, not counted and not public; `publishTeam` makes
 * it so. Seeds create teams published at once.
 */
export async function createTeamRecord(
  storage: TStorage,
  input: TNewTeam,
  options: { isPending?: boolean; accountId?: string | null } = {},
): Promise<void> {
  const slug = teamSlug(input.name);
  const index: TTeamIndex = {
    _id: teamIndexId(input.teamId),
    teamId: input.teamId,
    leagueId: input.leagueId,
    slug,
    accountId: options.accountId ?? null,
    status: options.isPending ? 'pending' : 'active',
    createdAt: new Date().toISOString(),
  };
  await storage.internal.put(index);
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
    withdrawnAt: null,
    kit: input.kit ?? null,
    datesOff: [],
    createdAt: new Date().toISOString(),
  };
  await (await storage.create(teamDbName(input.teamId))).put(team);
  if (!options.isPending) await publishTeam(storage, input.teamId);
}

/** Lists a team in its league: the index entry turns active, then the public mirror and figures. */
export async function publishTeam(storage: TStorage, teamId: string): Promise<void> {
  const index = await readTeamIndex(storage, teamId);
  if (!index) return;
  if (index.status === 'pending') await storage.internal.put({ ...index, status: 'active' });
  await mirrorTeam(storage, teamId);
  await refreshLeagueStats(storage, index.leagueId);
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
 * Creates the team account and its team in one call (public-team-player.md, Team signup).
 * - The league's limit holds under any race: a place is a seat claim (seats.ts).
 * - The name is claimed per league by slug, atomically.
 * - The account is finished before the team becomes public, so a crash half-way never leaves a
 *   public team nobody can sign in to; start-up finishes or removes what a crash left
 *   (`reconcileSignUps`).
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
  if (!leagueDoc || !league.success) throw new AppError(400, 'invalid', t('server.thisLeagueDoesNotExist'));
  if (isSeasonOver(league.data.endDate, Date.now())) {
    throw new AppError(400, 'invalid', t('server.thisLeaguesSeasonIsOver'));
  }
  const teamId = newId();
  const slug = teamSlug(input.teamName);
  if (!slug) throw new AppError(400, 'invalid', t('server.teamNameNeedsAtLeast'));
  const email = input.email.trim().toLowerCase();
  const held: TClaim[] = [];
  let account: TAccount;
  try {
    account = await createAccount(
      storage,
      {
        email,
        password: input.password,
        role: 'captain',
        displayName: input.captainName,
        teamId,
        // E-mails to the captain follow the language they signed up in (issue #29).
        locale: currentLocale(),
      },
      async (accountId) => {
        const seat = await claimSeat(storage.internal, input.leagueId, league.data.maxTeams, teamId);
        if (!seat) throw new AppError(409, 'league_full', t('server.thisLeagueIsFull'));
        held.push(seat);
        const name = await claim(storage.internal, `slug:${input.leagueId}:${slug}`, teamId);
        if (!name) throw new AppError(409, 'name_taken', MSG.teamNameTaken);
        held.push(name);
        const team = {
          teamId,
          name: input.teamName,
          leagueId: input.leagueId,
          captainName: input.captainName,
          captainPhone: normalisePhone(input.captainPhone),
          loginEmail: email,
        };
        await createTeamRecord(storage, team, { isPending: true, accountId });
      },
    );
  } catch (error) {
    await discardTeam(storage, teamId, input.leagueId);
    for (const claimed of held) await releaseClaim(storage.internal, claimed);
    throw error;
  }
  await publishTeam(storage, teamId);
  for (const claimed of held) await completeClaim(storage.internal, claimed);
  return { account, teamId };
}

/** Removes a team that never became public: its private database and its index entry. */
export async function discardTeam(storage: TStorage, teamId: string, leagueId: string): Promise<void> {
  const index = await readTeamIndex(storage, teamId);
  if (index && index.status !== 'pending') return;
  try {
    await storage.db(teamDbName(teamId)).destroy();
  } catch {
    // Never created: nothing to remove.
  }
  if (index) await storage.internal.remove(index as never).catch(() => {});
  await releaseSeats(storage.internal, leagueId, teamId);
}
