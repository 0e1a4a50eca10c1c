import { docId, leagueDbName, stripMeta, teamDbName } from '../../src/domain/databases.ts';
import type { TNextSeason } from '../../src/domain/forms/next-season-form.ts';
import { newId } from '../../src/domain/ids.ts';
import { ZLeague } from '../../src/domain/schemas/league.ts';
import { t } from '../../src/i18n/core.ts';
import { findAccountById } from '../auth/accounts.ts';
import { claim, completeClaim, type TClaim } from '../auth/claims.ts';
import { AppError } from '../http/errors.ts';
import { forgetAccount } from '../http/principal-hook.ts';
import { createLeagueDatabases } from '../storage/directory.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { refreshLeagueStats } from '../teams/mirror.ts';
import { claimSeat, seatOf } from '../teams/seats.ts';
import { createTeamRecord, publishTeam } from '../teams/sign-up-team.ts';
import { isActive, readTeamIndex } from '../teams/team-index.ts';
import { copyRoster } from './next-season-roster.ts';

// ADR 055: a league's next season is a new league with the same rules, and the teams the admin
// chose carried into it: each a new team (its own database, seat and name claim) with the old
// one's name, captain and roster, and the captain's account moved to it. The old league and its
// teams stay as they were, the season's record. A plan, written first in internal storage, names
// every id, so a request cut short by a crash or an error is finished by asking again.

type TPlan = {
  _id: string;
  _rev?: string;
  newLeagueId: string;
  teams: { from: string; to: string }[];
  body: TNextSeason;
  status: 'running' | 'done';
  at: string;
};

const planId = (leagueId: string) => `nextSeason:${leagueId}`;

export type TNextSeasonOutcome = { leagueId: string; season: string; teams: number; previousName: string };

/** Starts (or finishes) the next season of `leagueId`. */
export async function startNextSeason(
  storage: TStorage,
  leagueId: string,
  body: TNextSeason,
): Promise<TNextSeasonOutcome> {
  const leagueDoc = await getOrNull(storage.db('leagues'), docId('league', leagueId));
  const league = ZLeague.safeParse(stripMeta(leagueDoc));
  if (!leagueDoc || !league.success) throw new AppError(404, 'not_found', t('server.thisLeagueDoesNotExist'));
  let plan = (await getOrNull(storage.internal, planId(leagueId))) as TPlan | null;
  if (plan?.status === 'done') {
    throw new AppError(409, 'conflict', t('server.nextSeason.alreadyStarted', { season: plan.body.season }));
  }
  if (!plan) {
    await checkSeasonOver(storage, leagueId);
    await checkTeams(storage, leagueId, body.teamIds);
    plan = {
      _id: planId(leagueId),
      newLeagueId: newId(),
      teams: body.teamIds.map((from) => ({ from, to: newId() })),
      body,
      status: 'running',
      at: new Date().toISOString(),
    };
    const { rev } = await storage.internal.put(plan);
    plan._rev = rev;
  }
  const next = plan.newLeagueId;
  await createLeagueDatabases(storage, next);
  for (const pair of plan.teams) await carryTeam(storage, pair, next, league.data.maxTeams);
  // Listed last: no sign-up can take a returning team's place while they are carried over.
  const listed = await getOrNull(storage.db('leagues'), docId('league', next));
  if (!listed) {
    await storage.db('leagues').put({
      ...league.data,
      _id: docId('league', next),
      season: plan.body.season,
      startDate: plan.body.startDate,
      endDate: plan.body.endDate,
      // A date of the old season means nothing in the new one.
      rosterDeadline: null,
      previousLeagueId: leagueId,
      createdAt: new Date().toISOString(),
    });
  }
  await refreshLeagueStats(storage, next);
  await storage.internal.put({ ...plan, status: 'done' });
  return {
    leagueId: next,
    season: plan.body.season,
    teams: plan.teams.length,
    previousName: league.data.name,
  };
}

/** A season with matches still to play is not over: its captains would lose them. */
async function checkSeasonOver(storage: TStorage, leagueId: string) {
  const { rows } = await storage.db(leagueDbName(leagueId)).allDocs({
    startkey: 'match:',
    endkey: 'match:\uffff',
    include_docs: true,
  });
  const left = rows.filter((row) => row.doc?.status === 'scheduled').length;
  if (left > 0)
    throw new AppError(409, 'season_not_over', t('server.nextSeason.matchesLeft', { count: left }));
}

/** Each team must play in this league now, and still be its captain's team. */
async function checkTeams(storage: TStorage, leagueId: string, teamIds: string[]) {
  for (const teamId of teamIds) {
    const index = await readTeamIndex(storage, teamId);
    if (!index || index.leagueId !== leagueId || !isActive(index)) {
      throw new AppError(400, 'invalid', t('server.nextSeason.notThisLeaguesTeam'));
    }
    const account = index.accountId ? await findAccountById(storage.internal, index.accountId) : null;
    if (account && account.teamId !== teamId) {
      throw new AppError(409, 'conflict', t('server.nextSeason.captainMovedOn'));
    }
  }
}

/**
 * One returning team: a new team in the new league, made as a sign-up is (pending until its
 * roster is in, then published), its roster copied, its captain moved to it. Each step looks
 * before it writes, so running it again finishes what an earlier run left.
 */
async function carryTeam(
  storage: TStorage,
  pair: { from: string; to: string },
  leagueId: string,
  maxTeams: number,
) {
  const old = await readTeamIndex(storage, pair.from);
  const oldDb = storage.db(teamDbName(pair.from));
  const record = await getOrNull(oldDb, docId('team', pair.from));
  if (!old || !record) return;
  const seat =
    (await seatOf(storage.internal, leagueId, pair.to)) ??
    (await claimSeat(storage.internal, leagueId, maxTeams, pair.to));
  const name = await ownClaim(storage, `slug:${leagueId}:${old.slug}`, pair.to);
  if (!(await readTeamIndex(storage, pair.to))) {
    const captain = record.captain as { name: string; phone: string | null };
    await createTeamRecord(
      storage,
      {
        teamId: pair.to,
        name: String(record.name),
        leagueId,
        captainName: captain.name,
        captainPhone: captain.phone,
        loginEmail: String(record.loginEmail),
      },
      { isPending: true, accountId: old.accountId ?? null },
    );
  }
  const newDb = storage.db(teamDbName(pair.to));
  const fresh = await getOrNull(newDb, docId('team', pair.to));
  // What the team chose stays: its logo, settings, group chat and the onboarding it finished.
  if (fresh) {
    await newDb.put({
      ...fresh,
      logoUrl: record.logoUrl ?? null,
      settings: record.settings ?? fresh.settings,
      whatsappLink: record.whatsappLink ?? null,
      onboarding: record.onboarding ?? fresh.onboarding,
      recruitment: { ...(record.recruitment as object), open: false },
    });
  }
  await copyRoster(storage, pair.from, pair.to);
  await publishTeam(storage, pair.to);
  for (const held of [seat, name]) {
    if (held && held.owner === pair.to && !held.isComplete) await completeClaim(storage.internal, held);
  }
  await moveCaptain(storage, old.accountId ?? null, pair);
}

/** A claim of `owner`'s, taken now or by an earlier run of the same plan. */
async function ownClaim(storage: TStorage, id: string, owner: string) {
  const held = (await getOrNull(storage.internal, id)) as TClaim | null;
  return held?.owner === owner ? held : claim(storage.internal, id, owner);
}

/** The captain's account, and the desk's users directory, now name the new team. */
async function moveCaptain(storage: TStorage, accountId: string | null, pair: { from: string; to: string }) {
  if (!accountId) return;
  const account = await findAccountById(storage.internal, accountId);
  if (!account || account.teamId !== pair.from) return;
  await storage.internal.put({ ...account, teamId: pair.to });
  // Cached access (the team's database, the league's pool) follows now, not in a few seconds.
  forgetAccount(accountId);
  const admin = storage.db('admin');
  const profile = await getOrNull(admin, docId('user', accountId));
  if (profile && profile.teamId === pair.from) await admin.put({ ...profile, teamId: pair.to });
}
