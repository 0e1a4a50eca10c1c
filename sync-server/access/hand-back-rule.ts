import { docId } from '../../src/domain/databases.ts';
import { MSG } from '../../src/domain/messages.ts';
import { HAND_BACKS_PER_DAY } from '../../src/domain/schemas/hand-back.ts';
import { t } from '../../src/i18n/core.ts';
import { reserveAttempt, throttleId } from '../auth/throttle.ts';
import { leagueDbIfListed } from '../storage/directory.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TWriteContext } from './documents.ts';

// ADR 050: a referee hands back a match they cannot make. Only their own, only one still to be
// played, judged from the stored match (never the request), and at most HAND_BACKS_PER_DAY a day:
// each may reach every referee of the league.

type TBody = Record<string, unknown>;
type THandBackDoc = { key: string; isDeleted: boolean; body: TBody };

const DAY_MS = 24 * 3600 * 1000;
/** A phone's clock may run a little ahead of the server's. */
const CLOCK_SLACK_MS = 10 * 60_000;

export async function handBackRule(ctx: TWriteContext, doc: THandBackDoc): Promise<string | null> {
  if (doc.isDeleted) return t('server.aHandBackCannotBeUndone');
  if (doc.body.refereeId !== ctx.db.id) return t('server.onlyTheRefereeHandsBack');
  if (doc.body.matchId !== doc.key) return t('server.aHandBackIsFiledUnder');
  if (Date.parse(String(doc.body.at)) > Date.now() + CLOCK_SLACK_MS) return t('server.aHandBackIsDated');
  const league = await leagueDbIfListed(ctx.storage, doc.body.leagueId);
  const match = league ? await getOrNull(league, docId('match', doc.key)) : null;
  const refusal = handBackRefusal(match, ctx.db.id!, Date.now());
  if (refusal) return refusal;
  // Counted before it is stored, in a counter every instance shares (auth/throttle.ts).
  const wait = await reserveAttempt(ctx.storage.internal, DAY_MS, [
    { id: throttleId('hand-back', ctx.db.id!), max: HAND_BACKS_PER_DAY },
  ]);
  if (wait > 0)
    return t('server.tooManyHandBacks', { max: HAND_BACKS_PER_DAY, hours: Math.ceil(wait / 3600) });
  return null;
}

/**
 * Why this referee may not hand the match back, or null: theirs, scheduled, not kicked off. Asked
 * when the hand-back is written and again when the resolver deals with it (the match may have
 * changed in between).
 */
export function handBackRefusal(
  match: Record<string, unknown> | null,
  refereeId: string,
  nowMs: number,
): string | null {
  if (!match) return MSG.matchNotFound;
  if (match.refereeId !== refereeId) return t('server.thisMatchIsNotAssigned');
  if (match.status !== 'scheduled' || nowMs >= Date.parse(String(match.date)))
    return t('server.onlyAMatchStillToBePlayed');
  return null;
}
