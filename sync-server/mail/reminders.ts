import { leagueDbName } from '../../src/domain/db-names.ts';
import type { TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { notifyShortAvailability } from './availability.ts';
import { notifyReminder } from './notify.ts';

/** Captains hear of a match this long before kick-off. */
export const REMINDER_LEAD_MS = 48 * 3600 * 1000;

/** Each league's scheduled matches as of its update_seq: a sweep reads them again only after a change. */
type TScheduled = { seq: string; matches: TPouchDoc[] };
const scheduledByStorage = new WeakMap<TStorage, Map<string, TScheduled>>();

async function scheduledMatches(storage: TStorage, leagueId: string): Promise<TPouchDoc[]> {
  let known = scheduledByStorage.get(storage);
  if (!known) {
    known = new Map();
    scheduledByStorage.set(storage, known);
  }
  const db = storage.db(leagueDbName(leagueId));
  // The sequence is read first: a write landing meanwhile only makes the next sweep read again.
  const seq = String((await db.info()).update_seq);
  const cached = known.get(leagueId);
  if (cached?.seq === seq) return cached.matches;
  const { rows } = await db.allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
  const matches = (rows as { doc?: TPouchDoc }[])
    .map((row) => row.doc)
    .filter((doc): doc is TPouchDoc => doc?.status === 'scheduled');
  known.set(leagueId, { seq, matches });
  return matches;
}

/**
 * Queues a reminder for every scheduled match that kicks off within the next 48 hours. Run every
 * few minutes by each instance: a read of the league's sequence, and of its matches only when it
 * changed. A queued reminder is never queued again (a rescheduled match gets a new one for its
 * new time).
 */
export async function sweepReminders(storage: TStorage, now = Date.now()) {
  const { rows } = await storage.db('leagues').allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
  const leagueIds = rows.map((row) => row.id.slice('league:'.length));
  const known = scheduledByStorage.get(storage);
  if (known) for (const id of known.keys()) if (!leagueIds.includes(id)) known.delete(id);
  for (const leagueId of leagueIds) {
    for (const doc of await scheduledMatches(storage, leagueId)) {
      const kickOff = Date.parse(String(doc.date));
      if (kickOff > now && kickOff - now <= REMINDER_LEAD_MS) {
        await notifyReminder(storage, doc);
        await notifyShortAvailability(storage, doc);
      }
    }
  }
}
