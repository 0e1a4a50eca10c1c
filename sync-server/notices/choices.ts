import type { TDeliveryReason } from '../../src/domain/delivery-reason.ts';
import type { TNoticeChannel, TNoticeKind } from '../../src/domain/schemas/push.ts';
import type { TSystemSettings } from '../../src/domain/schemas/settings.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

/** Kinds that the "Match reminders" and "Stats updates" toggles govern, on every channel. */
const REMINDER_KINDS = new Set<TNoticeKind>(['reminder', 'availability', 'unanswered', 'reportDue']);
const STATS_KINDS = new Set<TNoticeKind>(['result']);

/** Why the admin's toggles forbid this notice on this channel, or null when they allow it. */
export function channelProblem(
  settings: TSystemSettings | null,
  kind: TNoticeKind,
  channel: TNoticeChannel,
): TDeliveryReason | null {
  if (!settings) return channel === 'push' ? { key: 'admin.reason.pushOff' } : null;
  if (channel === 'email' && !settings.emailNotifications) return { key: 'admin.reason.emailOff' };
  if (channel === 'push' && !settings.pushNotifications) return { key: 'admin.reason.pushOff' };
  if (REMINDER_KINDS.has(kind) && !settings.matchReminders) return { key: 'admin.reason.remindersOff' };
  if (STATS_KINDS.has(kind) && !settings.statsUpdates) return { key: 'admin.reason.statsOff' };
  return null;
}

/**
 * A person's own choice for a channel: `noticeChoice:<channel>` in their database (the team's for
 * a captain, the referee's for a referee). No document means yes.
 */
export async function personWants(storage: TStorage, dbName: string, channel: TNoticeChannel) {
  try {
    const choice = await getOrNull(storage.db(dbName), `noticeChoice:${channel}`);
    return choice?.on !== false;
  } catch {
    // The database is gone (a withdrawn team): nobody there to tell.
    return false;
  }
}
