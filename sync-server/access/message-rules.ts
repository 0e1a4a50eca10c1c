import { TEAM_MESSAGES_KEPT, TEAM_MESSAGES_PER_DAY } from '../../src/domain/schemas/team-message.ts';
import { t } from '../../src/i18n/core.ts';
import { reserveAttempt, throttleId } from '../auth/throttle.ts';
import type { TWriteContext } from './documents.ts';
import { idsAfterBatch } from './read-once.ts';

// ADR 049: a captain's message to the team's players. Sent as written (deleted, never changed),
// dated when written, at most TEAM_MESSAGES_KEPT kept and TEAM_MESSAGES_PER_DAY sent a day: each
// may reach every player's phone, and nothing a client sends may grow storage without bound.

type TBody = Record<string, unknown>;
type TMessageDoc = { key: string; isDeleted: boolean; body: TBody };

const DAY_MS = 24 * 3600 * 1000;
/** A phone's clock may run a little ahead of the server's. */
const CLOCK_SLACK_MS = 10 * 60_000;

export async function teamMessageRule(
  ctx: TWriteContext,
  doc: TMessageDoc,
  stored: TBody | null,
): Promise<string | null> {
  if (doc.isDeleted) return null;
  if (doc.body.teamId !== ctx.db.id) return t('server.aMessageBelongsToItsTeam');
  if (stored && !stored._deleted) return t('server.aMessageCannotBeChanged');
  if (Date.parse(String(doc.body.createdAt)) > Date.now() + CLOCK_SLACK_MS)
    return t('server.aMessageIsDatedWhenWritten');
  const kept = await idsAfterBatch(ctx, 'teamMessage');
  if (kept.filter((id) => id !== `teamMessage:${doc.key}`).length >= TEAM_MESSAGES_KEPT)
    return t('server.aTeamKeepsMessages', { max: TEAM_MESSAGES_KEPT });
  // Counted before it is stored, in a counter every instance shares (auth/throttle.ts).
  const wait = await reserveAttempt(ctx.storage.internal, DAY_MS, [
    { id: throttleId('team-message', ctx.db.id!), max: TEAM_MESSAGES_PER_DAY },
  ]);
  if (wait > 0)
    return t('server.tooManyMessages', { max: TEAM_MESSAGES_PER_DAY, hours: Math.ceil(wait / 3600) });
  return null;
}
