import { DUE_REMIND_EVERY_HOURS, TEAM_DUES_KEPT } from '../../src/domain/limits.ts';
import { t } from '../../src/i18n/core.ts';
import { reserveAttempt, throttleId } from '../auth/throttle.ts';
import type { TWriteContext } from './documents.ts';
import { idsAfterBatch } from './read-once.ts';
import { rosterAfterBatch } from './roster-rules.ts';

// ADR 065: what a captain collects from the players. The team's captain (or an admin) writes it in
// the team's database; the shape is the schema's. Here: it is filed under its team, it lists players
// of the roster, the team keeps at most TEAM_DUES_KEPT, dates are not ahead of the server's clock,
// and a reminder (which rings players' phones) comes at most once per DUE_REMIND_EVERY_HOURS per
// collection and REMINDERS_PER_DAY per team.

type TBody = Record<string, unknown>;
type TDueDoc = { key: string; isDeleted: boolean; body: TBody };
type TLine = { playerId: string; paidAt: string | null };

const HOUR_MS = 3600 * 1000;
/** A phone's clock may run a little ahead of the server's. */
const CLOCK_SLACK_MS = 10 * 60_000;
const REMINDERS_PER_DAY = 5;

export async function teamDueRule(
  ctx: TWriteContext,
  doc: TDueDoc,
  stored: TBody | null,
): Promise<string | null> {
  if (doc.isDeleted) return null;
  const body = doc.body;
  if (body.teamId !== ctx.db.id) return t('server.dues.filedUnderTeam');
  const lines = body.players as TLine[];
  const before = new Map(((stored?.players as TLine[] | undefined) ?? []).map((p) => [p.playerId, p]));
  const now = Date.now();
  const isAhead = (at: unknown) => typeof at === 'string' && Date.parse(at) > now + CLOCK_SLACK_MS;
  if (isAhead(body.createdAt) || isAhead(body.updatedAt) || isAhead(body.remindedAt))
    return t('server.dues.datedWhenWritten');
  if (lines.some((p) => p.paidAt !== before.get(p.playerId)?.paidAt && isAhead(p.paidAt)))
    return t('server.dues.datedWhenWritten');
  // A player already listed may have left the roster since: their line stays as it was.
  const added = lines.filter((p) => !before.has(p.playerId));
  if (added.length) {
    const roster = new Set((await rosterAfterBatch(ctx)).map(([id]) => id.slice('player:'.length)));
    if (added.some((p) => !roster.has(p.playerId))) return t('server.noSuchPlayerOnTheTeam');
  }
  if (!stored || stored._deleted) {
    const kept = await idsAfterBatch(ctx, 'teamDue');
    if (kept.filter((id) => id !== `teamDue:${doc.key}`).length >= TEAM_DUES_KEPT)
      return t('server.dues.teamKeeps', { max: TEAM_DUES_KEPT });
  }
  const reminded = body.remindedAt ?? null;
  if (reminded !== (stored?.remindedAt ?? null)) return remindRefusal(ctx, stored, reminded);
  return null;
}

/** A new reminder: later than the last by DUE_REMIND_EVERY_HOURS, and counted per team before it rings. */
async function remindRefusal(
  ctx: TWriteContext,
  stored: TBody | null,
  reminded: unknown,
): Promise<string | null> {
  if (reminded === null) return t('server.dues.reminderStays');
  const last = typeof stored?.remindedAt === 'string' ? Date.parse(stored.remindedAt) : null;
  if (last !== null && Date.parse(String(reminded)) - last < DUE_REMIND_EVERY_HOURS * HOUR_MS)
    return t('server.dues.remindedRecently', { hours: DUE_REMIND_EVERY_HOURS });
  // Counted before it is stored, in a counter every instance shares (auth/throttle.ts).
  const wait = await reserveAttempt(ctx.storage.internal, 24 * HOUR_MS, [
    { id: throttleId('due-reminder', ctx.db.id!), max: REMINDERS_PER_DAY },
  ]);
  return wait > 0 ? t('server.dues.tooManyReminders', { max: REMINDERS_PER_DAY }) : null;
}
