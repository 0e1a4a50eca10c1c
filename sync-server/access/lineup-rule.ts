import { LINEUP_SHARES_PER_DAY } from '../../src/domain/limits.ts';
import { t } from '../../src/i18n/core.ts';
import { reserveAttempt, throttleId } from '../auth/throttle.ts';
import { isOpen, teamMatch } from '../availability/answers.ts';
import type { TWriteContext } from './documents.ts';
import { rosterAfterBatch } from './roster-rules.ts';

// ADR 070: the captain's line-up for a match. The team's captain (or an admin) writes it in the
// team's database; the shape is the schema's. Here: it is filed under its team and keyed by its
// match, which is the team's and has not kicked off; its players are on the roster; it is dated
// when written; and sharing it (which rings the players' phones) is never taken back and counted
// per team before it is stored. Keyed by match, a team keeps one per match: nothing grows beyond
// the league's fixtures.

type TBody = Record<string, unknown>;
type TLineupDoc = { key: string; isDeleted: boolean; body: TBody };

const DAY_MS = 24 * 3600 * 1000;
/** A phone's clock may run a little ahead of the server's. */
const CLOCK_SLACK_MS = 10 * 60_000;

export async function lineupRule(
  ctx: TWriteContext,
  doc: TLineupDoc,
  stored: TBody | null,
): Promise<string | null> {
  if (doc.isDeleted) return null;
  const body = doc.body;
  if (body.teamId !== ctx.db.id) return t('server.lineup.filedUnderTeam');
  if (body.matchId !== doc.key) return t('server.lineup.keyedByMatch');
  const match = await teamMatch(ctx.storage, ctx.db.id!, body.matchId);
  if (!match) return t('server.notYourTeamsMatch');
  if (!isOpen(match)) return t('server.lineup.closed');
  const now = Date.now();
  const isAhead = (at: unknown) => typeof at === 'string' && Date.parse(at) > now + CLOCK_SLACK_MS;
  if (isAhead(body.createdAt) || isAhead(body.updatedAt) || isAhead(body.sharedAt))
    return t('server.lineup.datedWhenWritten');
  const lines = body.players as { playerId: string }[];
  const before = new Set(
    ((stored?.players as { playerId: string }[] | undefined) ?? []).map((p) => p.playerId),
  );
  const added = lines.filter((p) => !before.has(p.playerId));
  if (added.length) {
    const roster = new Set((await rosterAfterBatch(ctx)).map(([id]) => id.slice('player:'.length)));
    if (added.some((p) => !roster.has(p.playerId))) return t('server.noSuchPlayerOnTheTeam');
  }
  const shared = body.sharedAt ?? null;
  const wasShared = stored && !stored._deleted ? (stored.sharedAt ?? null) : null;
  if (shared === wasShared) return null;
  // The players were told: a shared line-up stays shared (it may change, and be shared again).
  if (shared === null) return t('server.lineup.sharedStays');
  // Counted before it is stored, in a counter every instance shares (auth/throttle.ts).
  const wait = await reserveAttempt(ctx.storage.internal, DAY_MS, [
    { id: throttleId('lineup-share', ctx.db.id!), max: LINEUP_SHARES_PER_DAY },
  ]);
  return wait > 0 ? t('server.lineup.tooManyShares', { max: LINEUP_SHARES_PER_DAY }) : null;
}
