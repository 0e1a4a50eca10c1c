// Builders for realistic records, shared by the demo seed and the tests.

import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { DEFAULT_DISCIPLINE_RULES } from '../../src/domain/discipline-defaults.ts';
import { newId } from '../../src/domain/ids.ts';
import type { TKit } from '../../src/domain/kits.ts';
import type { TLeague } from '../../src/domain/schemas/league.ts';
import type { TMatch } from '../../src/domain/schemas/match.ts';
import { DEFAULT_LEAGUE_PAYMENT } from '../../src/domain/schemas/payment.ts';
import type { TPlayer } from '../../src/domain/schemas/player.ts';
import { teamSlug } from '../../src/domain/slug.ts';
import { createAccount, type TAccount } from '../auth/accounts.ts';
import { claim, completeClaim } from '../auth/claims.ts';
import { createLeagueDatabases } from '../storage/directory.ts';
import type { TStorage } from '../storage/storage.ts';
import { mirrorTeam } from '../teams/mirror.ts';
import { createTeamRecord } from '../teams/sign-up-team.ts';

const now = () => new Date().toISOString();
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function createLeague(
  storage: TStorage,
  fields: Partial<TLeague> & { id?: string } = {},
): Promise<string> {
  const { id = newId(), ...rest } = fields;
  const league: TLeague & { _id: string } = {
    _id: docId('league', id),
    type: 'league',
    name: 'First Division',
    season: '2026-2027',
    city: 'New York',
    // In season whenever the suite runs: a season that is over takes no sign-up (ADR 055).
    startDate: dayFromNow(-84),
    endDate: dayFromNow(140),
    price: 1200,
    level: 'First Division',
    maxTeams: 8,
    rulesUrl: null,
    coverUrl: null,
    contactEmail: null,
    points: { win: 3, draw: 1, loss: 0 },
    tieBreakers: ['goalDifference', 'goalsFor', 'headToHeadPoints'],
    discipline: DEFAULT_DISCIPLINE_RULES,
    confirmationHours: 48,
    payment: DEFAULT_LEAGUE_PAYMENT,
    venues: [],
    rosterDeadline: null,
    waiver: null,
    previousLeagueId: null,
    carryBans: true,
    fillIns: true,
    fines: null,
    createdAt: now(),
    ...rest,
  };
  await storage.db('leagues').put(league);
  await createLeagueDatabases(storage, id);
  return id;
}

/** A team without a login (most demo teams), its name claimed like a signed-up team's. */
export async function createTeam(
  storage: TStorage,
  input: {
    leagueId: string;
    name: string;
    captainName?: string;
    captainPhone?: string | null;
    kit?: TKit | null;
  },
): Promise<string> {
  const teamId = newId();
  const held = await claim(storage.internal, `slug:${input.leagueId}:${teamSlug(input.name)}`, teamId);
  if (!held) throw new Error(`Team name ${input.name} is taken in this league`);
  await createTeamRecord(storage, {
    teamId,
    name: input.name,
    leagueId: input.leagueId,
    captainName: input.captainName ?? 'Team Captain',
    captainPhone: input.captainPhone ?? null,
    loginEmail: `${teamSlug(input.name)}@teams.pitchside.local`,
    kit: input.kit ?? null,
  });
  await completeClaim(storage.internal, held);
  return teamId;
}

export type TNewPlayer = {
  firstName: string;
  lastName: string;
  jerseyNumber?: number;
  phone?: string | null;
};

export async function addPlayers(
  storage: TStorage,
  teamId: string,
  players: TNewPlayer[],
): Promise<string[]> {
  const ids = players.map(() => newId());
  const docs = players.map((p, i): TPlayer & { _id: string } => ({
    _id: docId('player', ids[i]!),
    type: 'player',
    teamId,
    firstName: p.firstName,
    lastName: p.lastName,
    phone: p.phone ?? null,
    jerseyNumber: p.jerseyNumber ?? 0,
    createdAt: now(),
    updatedAt: now(),
  }));
  await storage.db(teamDbName(teamId)).bulkDocs(docs);
  await mirrorTeam(storage, teamId);
  return ids;
}

export async function completeOnboarding(storage: TStorage, teamId: string): Promise<void> {
  const db = storage.db(teamDbName(teamId));
  const team = await db.get(docId('team', teamId));
  await db.put({ ...team, onboarding: { status: 'complete', checklist: ['team_created', 'roster_added'] } });
  await mirrorTeam(storage, teamId);
}

export type TRecruitment = { positions: string[]; levels: string[]; note: string };

/** Opens a team's recruitment (as its captain's toggle does) and refreshes its public mirror. */
export async function openRecruitment(
  storage: TStorage,
  teamId: string,
  recruitment: TRecruitment = { positions: [], levels: [], note: '' },
): Promise<void> {
  const db = storage.db(teamDbName(teamId));
  const team = await db.get(docId('team', teamId));
  await db.put({ ...team, recruitment: { open: true, ...recruitment } });
  await mirrorTeam(storage, teamId);
}

export async function createReferee(
  storage: TStorage,
  input: {
    email: string;
    password: string;
    displayName: string;
    assignedLeagues?: string[];
    licenseNumber?: string;
  },
): Promise<TAccount> {
  return createAccount(storage, {
    email: input.email,
    password: input.password,
    role: 'referee',
    displayName: input.displayName,
    refereeData: {
      licenseNumber: input.licenseNumber ?? null,
      experience: 5,
      assignedLeagues: input.assignedLeagues ?? [],
    },
  });
}

export type TNewMatch = Partial<TMatch> & Pick<TMatch, 'leagueId' | 'homeTeamId' | 'awayTeamId' | 'date'>;

export function matchDoc(input: TNewMatch & { id?: string }): TMatch & { _id: string } {
  const { id = newId(), ...rest } = input;
  return {
    _id: docId('match', id),
    type: 'match',
    venue: 'Randalls Island Field 12',
    status: 'scheduled',
    refereeId: null,
    score: null,
    refereeReportId: null,
    events: null,
    resultNote: null,
    playoff: null,
    penalties: null,
    createdAt: now(),
    updatedAt: now(),
    ...rest,
  };
}

/** A match's highlight video, credited to its home team. */
export function videoDoc(
  match: Pick<TMatch, 'leagueId' | 'homeTeamId'> & { _id: string },
  fields: { url: string; title: string; createdAt: string },
) {
  return {
    _id: docId('video', newId()),
    type: 'video',
    leagueId: match.leagueId,
    matchId: match._id.slice('match:'.length),
    teamId: match.homeTeamId,
    playerId: null,
    thumbUrl: null,
    ...fields,
  };
}

export async function createMatches(
  storage: TStorage,
  leagueId: string,
  matches: (TMatch & { _id: string })[],
) {
  await storage.db(leagueDbName(leagueId)).bulkDocs(matches);
}
