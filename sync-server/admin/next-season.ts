import { docId, leagueDbName, stripMeta, teamDbName } from '../../src/domain/databases.ts';
import type { TNextSeason } from '../../src/domain/forms/next-season-form.ts';
import { newId } from '../../src/domain/ids.ts';
import { kitOf } from '../../src/domain/kits.ts';
import { t } from '../../src/i18n/core.ts';
import { findAccountById } from '../auth/accounts.ts';
import { claim, completeClaim, releaseClaim, type TClaim } from '../auth/claims.ts';
import { AppError } from '../http/errors.ts';
import { forgetAccount } from '../http/principal-hook.ts';
import { tellCaptainOfNextSeason } from '../notices/next-season.ts';
import { sameBody } from '../storage/derived.ts';
import { createLeagueDatabases, readLeague } from '../storage/directory.ts';
import { getOrNull, isConflict } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { refreshLeagueStats } from '../teams/mirror.ts';
import { claimSeat, seatOf } from '../teams/seats.ts';
import { createTeamRecord, publishTeam } from '../teams/sign-up-team.ts';
import { isActive, readTeamIndex } from '../teams/team-index.ts';
import { carryWaitlist } from '../waitlist/entries.ts';
import { refreshCarriedBans } from './carried-bans.ts';
import { assignRefereesToNextSeason } from './next-season-referees.ts';
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
  /** Until when the request that runs the plan holds it; a later one waits, or takes over after. */
  leaseUntil: string;
  at: string;
};

/** Long beyond a run (eight teams take seconds): a run this old was cut short. */
const LEASE_MS = 2 * 60_000;
const leaseFromNow = () => new Date(Date.now() + LEASE_MS).toISOString();

const planId = (leagueId: string) => `nextSeason:${leagueId}`;

export type TNextSeasonOutcome = {
  leagueId: string;
  season: string;
  /** Teams carried over by this request. */
  teams: number;
  /** Whether this request made the new league (else it carried teams into it, or nothing). */
  isNew: boolean;
  previousName: string;
};

/**
 * Starts the next season of `leagueId` with the teams asked for; once it has started, carries
 * over the teams asked for that are not in it yet (a team that confirmed late). A plan left
 * running by an earlier request is finished first.
 */
export async function startNextSeason(
  storage: TStorage,
  leagueId: string,
  body: TNextSeason,
): Promise<TNextSeasonOutcome> {
  const league = await readLeague(storage, leagueId);
  if (!league) throw new AppError(404, 'not_found', t('server.thisLeagueDoesNotExist'));
  let plan = (await getOrNull(storage.internal, planId(leagueId))) as TPlan | null;
  const before = plan?.teams.length ?? 0;
  if (plan?.status === 'done' && !(await readLeague(storage, plan.newLeagueId))) {
    // The new season was deleted (it had no teams and no results): it can be started again.
    await storage.internal.remove(plan as never);
    plan = null;
  }
  if (!plan) plan = await newPlan(storage, leagueId, body);
  else if (plan.status === 'done') plan = await addTeams(storage, leagueId, plan, body.teamIds);
  else plan = await takeOver(storage, plan);
  // Every team asked for is in the season already: nothing to run.
  if (plan.status === 'done') {
    const season = plan.body.season;
    return { leagueId: plan.newLeagueId, season, teams: 0, isNew: false, previousName: league.name };
  }
  const next = plan.newLeagueId;
  await createLeagueDatabases(storage, next);
  for (const pair of plan.teams) await carryTeam(storage, pair, next, league.maxTeams);
  // Listed last: no sign-up can take a returning team's place while they are carried over.
  const listed = await getOrNull(storage.db('leagues'), docId('league', next));
  if (!listed) {
    // Once, with the season: a referee the admin takes off it later stays off.
    await assignRefereesToNextSeason(storage, leagueId, next);
    // Teams waiting for a place in the old season wait for the new one (ADR 057).
    await carryWaitlist(storage, leagueId, next);
    await storage.db('leagues').put({
      ...league,
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
  const facts = { league: league.name, ...plan.body };
  for (const pair of plan.teams) await tellCaptainOfNextSeason(storage, pair.to, facts);
  await putPlan(storage, { ...plan, status: 'done' });
  // The bans the old season left unserved follow its players (ADR 056).
  await refreshCarriedBans(storage, next);
  const teams = plan.teams.length - (listed ? before : 0);
  return { leagueId: next, season: plan.body.season, teams, isNew: !listed, previousName: league.name };
}

/** The first request: the season is over and the teams are this league's; every id named. */
async function newPlan(storage: TStorage, leagueId: string, body: TNextSeason): Promise<TPlan> {
  await checkSeasonOver(storage, leagueId);
  await checkTeams(storage, leagueId, body.teamIds);
  const plan: TPlan = {
    _id: planId(leagueId),
    newLeagueId: newId(),
    teams: body.teamIds.map((from) => ({ from, to: newId() })),
    body,
    status: 'running',
    leaseUntil: leaseFromNow(),
    at: new Date().toISOString(),
  };
  const rev = await putPlan(storage, plan);
  return { ...plan, _rev: rev };
}

/**
 * Teams carried over after the season started: each takes a place in the new league first (its
 * teams may have filled it since), so a full league refuses with nothing written.
 */
async function addTeams(storage: TStorage, leagueId: string, plan: TPlan, teamIds: string[]): Promise<TPlan> {
  const added = teamIds.filter((id) => !plan.teams.some((pair) => pair.from === id));
  if (added.length === 0) return plan;
  await checkTeams(storage, leagueId, added);
  const next = await readLeague(storage, plan.newLeagueId);
  const pairs = added.map((from) => ({ from, to: newId() }));
  const held: TClaim[] = [];
  for (const pair of pairs) {
    const seat = await claimSeat(storage.internal, plan.newLeagueId, next?.maxTeams ?? 0, pair.to);
    if (!seat) {
      for (const claimed of held) await releaseClaim(storage.internal, claimed);
      throw new AppError(409, 'league_full', t('server.thisLeagueIsFull'));
    }
    held.push(seat);
  }
  const grown: TPlan = {
    ...plan,
    teams: [...plan.teams, ...pairs],
    status: 'running',
    leaseUntil: leaseFromNow(),
  };
  const rev = await putPlan(storage, grown, held);
  return { ...grown, _rev: rev };
}

/** A plan left running: finished by this request, unless another one is at work on it. */
async function takeOver(storage: TStorage, plan: TPlan): Promise<TPlan> {
  if (Date.parse(plan.leaseUntil ?? '') > Date.now()) {
    throw new AppError(409, 'conflict', t('server.nextSeason.underWay'));
  }
  const held: TPlan = { ...plan, leaseUntil: leaseFromNow() };
  return { ...held, _rev: await putPlan(storage, held) };
}

/**
 * Writes the plan; another request that wrote it first (a second admin, a double tap) is under
 * way with it, so this one stops, giving back the places it took.
 */
async function putPlan(storage: TStorage, plan: TPlan, held: TClaim[] = []): Promise<string> {
  try {
    return (await storage.internal.put(plan)).rev;
  } catch (error) {
    if (!isConflict(error)) throw error;
    for (const claimed of held) await releaseClaim(storage.internal, claimed);
    throw new AppError(409, 'conflict', t('server.nextSeason.underWay'));
  }
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
  // What the team chose stays: its logo, colours, settings, group chat and the onboarding it finished.
  const chosen = {
    logoUrl: record.logoUrl ?? null,
    kit: kitOf(record.kit),
    settings: record.settings ?? fresh?.settings,
    whatsappLink: record.whatsappLink ?? null,
    onboarding: record.onboarding ?? fresh?.onboarding,
    recruitment: { ...(record.recruitment as object), open: false },
  };
  if (fresh && !sameBody(fresh, stripMeta({ ...fresh, ...chosen })!))
    await newDb.put({ ...fresh, ...chosen });
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
