import { docId, teamDbName } from '../../src/domain/databases.ts';
import {
  FILL_IN_ASKS_PER_MATCH,
  FILL_INS_PER_MATCH,
  fillInKey,
  hasAllFillIns,
  isFillInOpen,
  type TFillInView,
} from '../../src/domain/fill-ins.ts';
import { shortName } from '../../src/domain/free-agent.ts';
import { MAX_FREE_AGENT_TEAMS } from '../../src/domain/limits.ts';
import { type TFillIn, ZFillIn } from '../../src/domain/schemas/fill-in.ts';
import { t } from '../../src/i18n/core.ts';
import { accountOf, isAdmin, type TPrincipal } from '../access/principal.ts';
import { AppError } from '../http/errors.ts';
import { notifyFillInAsked, notifyFillInComing, notifyFillInWithdrawn } from '../notices/fill-in.ts';
import { leagueDbIfListed, readLeague } from '../storage/directory.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { isActive, readTeamIndex } from '../teams/team-index.ts';
import { isInPool } from './pool.ts';
import { freeAgentIdOf, readProfile, type TStoredFreeAgent, updateProfile } from './profiles.ts';

// ADR 076: a team short of players asks a free agent of its league to play one match. The ask
// reaches the free agent's private page (and e-mail); a "coming" gives the team their phone and
// e-mail and counts them in, as a roster player's "in" does.

type TStoredFillIn = TFillIn & { _id: string; _rev: string };
/** An ask as its schema has it, without the storage's `_id` and `_rev`. */
const bare = ({ _id, _rev, ...fields }: TStoredFillIn): TFillIn => fields;
type TMatchSeen = { id: string; date: string; venue: string; homeTeamId: string; awayTeamId: string };

/** The team's active index and its match, if the match is the team's and still ahead. */
async function teamMatch(storage: TStorage, teamId: string, matchId: string) {
  const index = /^[a-z0-9][a-z0-9-]{0,62}$/.test(teamId) ? await readTeamIndex(storage, teamId) : null;
  if (!index || !isActive(index)) throw new AppError(404, 'not_found', t('server.teamNotFound'));
  const league = await leagueDbIfListed(storage, index.leagueId);
  const match = league ? await getOrNull(league, docId('match', matchId)) : null;
  if (!match || (match.homeTeamId !== teamId && match.awayTeamId !== teamId))
    throw new AppError(404, 'not_found', t('server.fillIn.noSuchMatch'));
  const seen = { ...(match as unknown as TMatchSeen), id: matchId };
  if (match.status !== 'scheduled' || !isFillInOpen(seen.date, Date.now()))
    throw new AppError(409, 'closed', t('server.fillIn.notOpen'));
  return { index, match: seen };
}

const fillInsOfTeam = async (storage: TStorage, teamId: string) =>
  (
    await storage.db(teamDbName(teamId)).allDocs({
      include_docs: true,
      startkey: 'fillIn:',
      endkey: 'fillIn:\uffff',
    })
  ).rows.map((row) => row.doc as unknown as TStoredFillIn);

/** Asks and withdrawals are the team's captain's, or an admin's. */
function mustBeTheCaptain(principal: TPrincipal, teamId: string) {
  if (!isAdmin(principal) && accountOf(principal)?.teamId !== teamId)
    throw new AppError(403, 'forbidden', t('server.onlyTheTeamSCaptain'));
}

/** The captain (or an admin) asks a free agent of the league's pool to play a coming match. */
export async function askToFillIn(
  storage: TStorage,
  principal: TPrincipal,
  teamId: string,
  matchId: string,
  freeAgentId: string,
) {
  mustBeTheCaptain(principal, teamId);
  const { index, match } = await teamMatch(storage, teamId, matchId);
  if ((await readLeague(storage, index.leagueId))?.fillIns === false)
    throw new AppError(409, 'not_allowed', t('server.fillIn.notInThisLeague'));
  const profile = await readProfile(storage, freeAgentId);
  if (profile?.status !== 'active') throw new AppError(404, 'not_found', t('server.thisPlayerIsNoLonger'));
  if (!(await isInPool(storage, index.leagueId, freeAgentId)))
    throw new AppError(404, 'not_found', t('server.thisPlayerIsNoLonger'));
  const asked = (await fillInsOfTeam(storage, teamId)).filter((f) => f.matchId === matchId);
  const existing = asked.find((f) => f.freeAgentId === freeAgentId);
  if (existing?.status === 'withdrawn') return reopen(storage, existing);
  if (existing) return bare(existing);
  if (hasAllFillIns(asked, matchId))
    throw new AppError(409, 'full', t('server.fillIn.youHaveYourFillIns', { count: FILL_INS_PER_MATCH }));
  // Counted from the asks themselves, not claimed: asks made at the same instant may pass together.
  if (asked.length >= FILL_IN_ASKS_PER_MATCH)
    throw new AppError(409, 'too_many', t('server.fillIn.tooManyAsks', { count: FILL_IN_ASKS_PER_MATCH }));
  const body = ZFillIn.parse({
    type: 'fillIn',
    teamId,
    matchId,
    freeAgentId,
    name: shortName(profile.firstName, profile.lastName),
    position: profile.position,
    level: profile.level,
    status: 'asked',
    phone: null,
    email: null,
    createdAt: new Date().toISOString(),
    answeredAt: null,
  });
  const id = docId('fillIn', fillInKey(freeAgentId, matchId));
  try {
    await storage.db(teamDbName(teamId)).put({ ...body, _id: id });
  } catch (error) {
    // The same ask made twice at once: the first one stands.
    if ((error as { status?: number }).status !== 409) throw error;
  }
  await updateProfile(storage, freeAgentId, (current) => ({
    fillInFor: [...new Set([teamId, ...current.fillInFor])].slice(0, MAX_FREE_AGENT_TEAMS),
  }));
  await notifyFillInAsked(storage, await askMail(storage, teamId, profile, match));
  return body;
}

/** The matches a free agent was asked to play, still ahead, soonest first. */
export async function fillInsOf(storage: TStorage, profile: TStoredFreeAgent): Promise<TFillInView[]> {
  const id = freeAgentIdOf(profile);
  const views: TFillInView[] = [];
  for (const teamId of profile.fillInFor) {
    const index = await readTeamIndex(storage, teamId);
    const league = index && isActive(index) ? await leagueDbIfListed(storage, index.leagueId) : null;
    if (!league) continue;
    const all = await fillInsOfTeam(storage, teamId);
    for (const fillIn of all.filter((f) => f.freeAgentId === id)) {
      const match = (await getOrNull(league, docId('match', fillIn.matchId))) as TMatchSeen | null;
      if (!match || !isFillInOpen(match.date, Date.now())) continue;
      const otherId = match.homeTeamId === teamId ? match.awayTeamId : match.homeTeamId;
      const [mine, other] = await Promise.all(
        [teamId, otherId].map((team) => getOrNull(league, docId('teamPublic', team))),
      );
      views.push({
        teamId,
        teamName: String(mine?.name ?? ''),
        matchId: fillIn.matchId,
        date: match.date,
        venue: match.venue,
        opponent: String(other?.name ?? ''),
        status: fillIn.status,
        isFull: hasAllFillIns(all, fillIn.matchId),
      });
    }
  }
  return views.sort((a, b) => a.date.localeCompare(b.date));
}

/** The free agent's answer. "Coming" gives the team their contact details and counts them in. */
export async function answerFillIn(
  storage: TStorage,
  profile: TStoredFreeAgent,
  teamId: string,
  matchId: string,
  isComing: boolean,
) {
  const id = freeAgentIdOf(profile);
  if (!profile.fillInFor.includes(teamId)) throw new AppError(404, 'not_found', t('server.fillIn.noSuchAsk'));
  const db = storage.db(teamDbName(teamId));
  const fillIn = (await getOrNull(db, docId('fillIn', fillInKey(id, matchId)))) as TStoredFillIn | null;
  if (!fillIn || fillIn.status === 'withdrawn')
    throw new AppError(404, 'not_found', t('server.fillIn.noSuchAsk'));
  if (profile.status !== 'active')
    throw new AppError(409, 'inactive', t('server.yourProfileIsWithdrawnApply'));
  const { match } = await teamMatch(storage, teamId, matchId);
  if (isComing && fillIn.status !== 'coming' && hasAllFillIns(await fillInsOfTeam(storage, teamId), matchId))
    throw new AppError(409, 'full', t('server.fillIn.teamIsFull'));
  await rewrite(storage, fillIn, {
    status: isComing ? 'coming' : 'notComing',
    ...(isComing ? { phone: profile.phone, email: profile.email } : {}),
    answeredAt: new Date().toISOString(),
  });
  if (isComing && fillIn.status !== 'coming')
    await notifyFillInComing(storage, {
      teamId,
      matchId,
      freeAgentId: id,
      name: fillIn.name,
      date: match.date,
    });
}

/** Writes the ask anew with `changes`, the contact details gone unless `changes` brings them. */
async function rewrite(storage: TStorage, fillIn: TStoredFillIn, changes: Partial<TFillIn>) {
  const body = { ...bare(fillIn), phone: null, email: null, ...changes };
  await storage.db(teamDbName(fillIn.teamId)).put({ ...body, _id: fillIn._id, _rev: fillIn._rev });
  return body;
}

/** Asked again after it was withdrawn: open once more (the e-mail went with the first ask). */
const reopen = (storage: TStorage, fillIn: TStoredFillIn) =>
  rewrite(storage, fillIn, { status: 'asked', answeredAt: null });

/** The captain no longer needs this free agent for the match; one who said "coming" is told. */
export async function withdrawFillIn(
  storage: TStorage,
  principal: TPrincipal,
  teamId: string,
  matchId: string,
  freeAgentId: string,
) {
  mustBeTheCaptain(principal, teamId);
  const { match } = await teamMatch(storage, teamId, matchId);
  // The ids were checked by the route's schema (ZEntityId).
  const id = docId('fillIn', fillInKey(freeAgentId, matchId));
  const fillIn = (await getOrNull(storage.db(teamDbName(teamId)), id)) as TStoredFillIn | null;
  if (!fillIn) throw new AppError(404, 'not_found', t('server.fillIn.noSuchFillIn'));
  if (fillIn.status === 'withdrawn') return bare(fillIn);
  const body = await rewrite(storage, fillIn, { status: 'withdrawn' });
  const profile = fillIn.status === 'coming' ? await readProfile(storage, freeAgentId) : null;
  if (profile) await notifyFillInWithdrawn(storage, await askMail(storage, teamId, profile, match));
  return body;
}

/** What the free agent's e-mails about an ask say: the team, and where and when the match is. */
async function askMail(storage: TStorage, teamId: string, profile: TStoredFreeAgent, match: TMatchSeen) {
  const team = await getOrNull(storage.db(teamDbName(teamId)), docId('team', teamId));
  return {
    teamId,
    teamName: String(team?.name ?? ''),
    freeAgentId: freeAgentIdOf(profile),
    firstName: profile.firstName,
    email: profile.email,
    match,
  };
}
