import { docId, leagueDbName, type TShapeCheck } from '../../src/domain/databases.ts';
import { moveKey } from '../../src/domain/move-request.ts';
import { t } from '../../src/i18n/core.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { readTeamIndex } from '../teams/team-index.ts';
import { isAdmin, type TPrincipal } from './principal.ts';

type TBody = Record<string, unknown>;
type TAccepted = Extract<TShapeCheck, { ok: true }>;
type TTeamCtx = { principal: TPrincipal; db: { id: string | null; name: string }; storage: TStorage };

/** What the captain says; the league never rewrites it. */
const CAPTAINS_FIELDS = ['matchId', 'teamId', 'leagueId', 'fromDate', 'date', 'venue', 'note', 'askedAt'];

/**
 * A captain's request to move a fixture (ADR 043). The captain asks (or withdraws) for a match of
 * their team still to be played, about its kick-off as it stands, for a later one; the league
 * declines with a reason, never rewrites the request.
 */
export async function moveRequestRule(
  ctx: TTeamCtx,
  doc: TAccepted,
  stored: TBody | null,
): Promise<string | null> {
  const body = doc.body;
  if (doc.isDeleted) return null;
  if (body.teamId !== ctx.db.id || doc.key !== moveKey(String(body.matchId), String(ctx.db.id)))
    return t('server.moveFiledUnderMatch');
  if (isAdmin(ctx.principal)) {
    if (!stored) return t('server.moveAskedByCaptain');
    if (CAPTAINS_FIELDS.some((field) => stored[field] !== body[field])) return t('server.moveAskedByCaptain');
    return body.status === 'declined' && !body.decidedAt ? t('server.moveDecisionNeedsTime') : null;
  }
  if (body.status !== 'asked' || body.decidedAt || body.decisionNote)
    return t('server.onlyTheLeagueDecidesMoves');
  const team = await readTeamIndex(ctx.storage, ctx.db.id!);
  if (!team || team.leagueId !== body.leagueId) return t('server.notYourTeamsMatch');
  const match = await getOrNull(
    ctx.storage.db(leagueDbName(team.leagueId)),
    docId('match', String(body.matchId)),
  );
  if (!match || (match.homeTeamId !== ctx.db.id && match.awayTeamId !== ctx.db.id))
    return t('server.notYourTeamsMatch');
  // The server's clock decides: a phone's may be wrong.
  const now = Date.now();
  if (match.status !== 'scheduled' || now >= Date.parse(String(match.date))) return t('server.moveTooLate');
  if (Date.parse(String(body.fromDate)) !== Date.parse(String(match.date)))
    return t('server.moveMatchChanged');
  if (Date.parse(String(body.date)) <= now) return t('server.moveInThePast');
  if (
    Date.parse(String(body.date)) === Date.parse(String(body.fromDate)) &&
    (!body.venue || body.venue === match.venue)
  )
    return t('server.moveSameKickOff');
  return null;
}

/**
 * The other team's answer to a request (ADR 043): its captain's alone, about the request as the
 * server copied it to them, while the match is still to be played.
 */
export async function moveAnswerRule(ctx: TTeamCtx, doc: TAccepted): Promise<string | null> {
  if (doc.isDeleted) return t('server.anAnswerCannotBeWithdrawn');
  if (isAdmin(ctx.principal)) return t('server.onlyThisTeamsCaptain');
  const body = doc.body;
  if (body.teamId !== ctx.db.id || doc.key !== moveKey(String(body.matchId), String(body.askingTeamId)))
    return t('server.moveFiledUnderMatch');
  const ask = await getOrNull(ctx.storage.db(ctx.db.name), docId('moveAsk', doc.key));
  if (!ask) return t('server.noSuchMoveRequest');
  if (ask.askedAt !== body.askedAt || ask.leagueId !== body.leagueId) return t('server.moveRequestChanged');
  const match = await getOrNull(
    ctx.storage.db(leagueDbName(String(ask.leagueId))),
    docId('match', String(body.matchId)),
  );
  if (match?.status !== 'scheduled' || Date.now() >= Date.parse(String(match.date)))
    return t('server.moveTooLate');
  return null;
}
