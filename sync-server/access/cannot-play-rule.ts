import { mayTellCannotPlay } from '../../src/domain/cannot-play.ts';
import { docId, leagueDbName, type TShapeCheck } from '../../src/domain/databases.ts';
import { t } from '../../src/i18n/core.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { readTeamIndex } from '../teams/team-index.ts';
import { isAdmin, type TPrincipal } from './principal.ts';

type TBody = Record<string, unknown>;
type TAccepted = Extract<TShapeCheck, { ok: true }>;
type TTeamCtx = { principal: TPrincipal; db: { id: string | null; name: string }; storage: TStorage };

/** The match as the league has it (null: none), read with the server's clock's judgement. */
async function readMatch(storage: TStorage, leagueId: unknown, matchId: unknown) {
  return getOrNull(storage.db(leagueDbName(String(leagueId))), docId('match', String(matchId)));
}
const isComing = (match: TBody | null) =>
  match !== null && mayTellCannotPlay(match as { status: string; date: string }, Date.now());

/**
 * ADR 059: a team tells it cannot play one of its matches still to come; its captain (or an admin
 * the captain phoned) tells once, and takes it back before kick-off. After kick-off only an admin
 * takes it away: the league decides the result.
 */
export async function cannotPlayRule(
  ctx: TTeamCtx,
  doc: TAccepted,
  stored: TBody | null,
): Promise<string | null> {
  if (doc.isDeleted) {
    if (!stored || isAdmin(ctx.principal)) return null;
    return isComing(await readMatch(ctx.storage, stored.leagueId, stored.matchId))
      ? null
      : t('server.cannotPlayTooLateToTakeBack');
  }
  const body = doc.body;
  if (body.teamId !== ctx.db.id || doc.key !== body.matchId) return t('server.cannotPlayFiledUnderMatch');
  const team = await readTeamIndex(ctx.storage, ctx.db.id!);
  if (!team || team.leagueId !== body.leagueId) return t('server.notYourTeamsMatch');
  const match = await readMatch(ctx.storage, team.leagueId, body.matchId);
  if (!match || (match.homeTeamId !== ctx.db.id && match.awayTeamId !== ctx.db.id))
    return t('server.notYourTeamsMatch');
  // Told once per kick-off: a notice about a kick-off since moved may be told again for the new one.
  if (stored && Date.parse(String(stored.date)) === Date.parse(String(match.date)))
    return t('server.cannotPlayAlreadyTold');
  if (!isComing(match)) return t('server.cannotPlayTooLate');
  return Date.parse(String(body.date)) === Date.parse(String(match.date))
    ? null
    : t('server.moveMatchChanged');
}
