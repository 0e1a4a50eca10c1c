import { leagueDbName } from '../../src/domain/db-names.ts';
import type { TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { notifyReminder } from './notify.ts';

/** Captains hear of a match this long before kick-off. */
export const REMINDER_LEAD_MS = 48 * 3600 * 1000;

/**
 * Queues a reminder for every scheduled match that kicks off within the next 48 hours. Run every
 * few minutes by each instance: one read per league, and a queued reminder is never queued again
 * (a rescheduled match gets a new one for its new time).
 */
export async function sweepReminders(storage: TStorage, now = Date.now()) {
  const { rows } = await storage.db('leagues').allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
  for (const row of rows) {
    const leagueId = row.id.slice('league:'.length);
    const { rows: matches } = await storage
      .db(leagueDbName(leagueId))
      .allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
    for (const { doc } of matches as { doc?: TPouchDoc }[]) {
      if (doc?.status !== 'scheduled') continue;
      const kickOff = Date.parse(String(doc.date));
      if (kickOff > now && kickOff - now <= REMINDER_LEAD_MS) await notifyReminder(storage, doc);
    }
  }
}
