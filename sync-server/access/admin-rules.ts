import { docId, leagueDbName, type TShapeCheck } from '../../src/domain/databases.ts';
import { MSG } from '../../src/domain/messages.ts';
import { t } from '../../src/i18n/core.ts';
import { findAccountById } from '../auth/accounts.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { listTeamIndex } from '../teams/team-index.ts';
import { readOnce, type TRequestCache } from './read-once.ts';

type TBody = Record<string, unknown>;
type TAccepted = Extract<TShapeCheck, { ok: true }>;

/** How much of a league exists: its teams (pending sign-ups too) and its results. */
export async function leagueFootprint(storage: TStorage, leagueId: string) {
  const teams = (await listTeamIndex(storage)).filter(
    (team) => team.leagueId === leagueId && team.status !== 'withdrawn',
  );
  const { rows } = await storage
    .db(leagueDbName(leagueId))
    .allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true })
    .catch(() => ({ rows: [] as { doc?: TBody }[] }));
  const results = rows.filter((row) => (row.doc as TBody | undefined)?.status === 'completed').length;
  return { teams: teams.length, results };
}

/**
 * A league with teams or results is never destroyed (docs/decisions/009-admin-desk.md): deleting
 * it is refused with what is in the way. Lowering its size below the teams it has is refused too.
 */
export async function leagueRule(
  storage: TStorage,
  doc: TAccepted,
  stored: TBody | null,
): Promise<string | null> {
  if (!stored) return null;
  if (doc.isDeleted) {
    const { teams, results } = await leagueFootprint(storage, doc.key);
    if (teams === 0 && results === 0) return null;
    return MSG.leagueInUse(teams, results);
  }
  const maxTeams = doc.body.maxTeams as number;
  if (maxTeams < ((stored.maxTeams as number | undefined) ?? maxTeams)) {
    const { teams } = await leagueFootprint(storage, doc.key);
    if (maxTeams < teams) return MSG.maxTeamsBelowTeams(teams);
  }
  return null;
}

const sameScore = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * An admin's match: a referee named on it is an active referee account, and a result the admin
 * records by hand (not the resolver) carries both scores and a reason, shown with the result.
 */
export async function matchRule(
  ctx: { storage: TStorage; cache: TRequestCache },
  doc: TAccepted,
  stored: TBody | null,
): Promise<string | null> {
  const refereeId = doc.body.refereeId as string | null;
  if (refereeId && refereeId !== stored?.refereeId) {
    const referee = await readOnce(ctx, `account:${refereeId}`, () =>
      findAccountById(ctx.storage.internal, refereeId),
    );
    if (referee?.role !== 'referee') return t('server.noRefereeHasThisAccount');
    if (referee.deactivatedAt) return t('server.thisRefereeAccountIsDeactivated');
  }
  if (doc.body.status !== 'completed') return null;
  const isNewResult = stored?.status !== 'completed' || !sameScore(stored?.score, doc.body.score);
  if (!isNewResult) return null;
  if (!doc.body.score) return MSG.resultNeedsScore;
  const note = doc.body.resultNote as string | null;
  return note ? null : MSG.resultNeedsReason;
}

type TLeagueCtx = { storage: TStorage; db: { id?: string | null } };

/**
 * An admin's discipline ruling (issue #30): signed by its author; a decision on an appearance
 * names a completed match of this league, and an award goes to one of its two teams.
 */
export async function rulingRule(ctx: TLeagueCtx, doc: TAccepted): Promise<string | null> {
  const action = doc.body.action as {
    kind: string;
    banId?: string;
    playerId: string;
    matchId?: string;
    teamId?: string;
  };
  if (action.kind === 'extend' || action.kind === 'lift') {
    return action.banId?.endsWith(`:${action.playerId}`) ? null : t('server.thisBanIsNotThat');
  }
  const match = await getOrNull(ctx.storage.db(leagueDbName(ctx.db.id!)), docId('match', action.matchId!));
  if (match?.status !== 'completed') return t('server.onlyAPlayedMatchOf');
  if (action.kind === 'award') {
    const sides = [match.homeTeamId, match.awayTeamId];
    if (!sides.includes(action.teamId)) return t('server.theMatchIsAwardedTo');
    const score = doc.body.action as { score: { home: number; away: number } };
    const mine = action.teamId === match.homeTeamId ? score.score.home : score.score.away;
    const theirs = action.teamId === match.homeTeamId ? score.score.away : score.score.home;
    if (mine <= theirs) return t('server.theMatchIsAwardedTo');
  }
  return null;
}

/** An admin's decision on a disputed result: signed, filed under its match, for a result being confirmed. */
export async function decisionRule(ctx: TLeagueCtx, doc: TAccepted): Promise<string | null> {
  if (doc.body.matchId !== doc.key) return t('server.aDecisionIsFiledUnder');
  const confirmation = await getOrNull(
    ctx.storage.db(leagueDbName(ctx.db.id!)),
    docId('confirmation', doc.key),
  );
  return confirmation ? null : t('server.thisResultIsNotWaiting');
}
