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
): string | null {
  if (!settings) return channel === 'push' ? 'Push notifications are off in Settings' : null;
  if (channel === 'email' && !settings.emailNotifications) return 'E-mail notifications are off in Settings';
  if (channel === 'push' && !settings.pushNotifications) return 'Push notifications are off in Settings';
  if (REMINDER_KINDS.has(kind) && !settings.matchReminders) return 'Match reminders are off in Settings';
  if (STATS_KINDS.has(kind) && !settings.statsUpdates) return 'Stats updates are off in Settings';
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
