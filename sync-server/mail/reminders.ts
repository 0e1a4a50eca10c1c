import { leagueDbName } from '../../src/domain/db-names.ts';
import { notifyReportDue, notifyUnanswered } from '../notices/events.ts';
import { notifyRosterDeadline } from '../notices/roster-deadline.ts';
import type { TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { notifyShortAvailability } from './availability.ts';
import { notifyReminder } from './notify.ts';

/** Captains hear of a match this long before kick-off. */
export const REMINDER_LEAD_MS = 48 * 3600 * 1000;
/** A referee hears the report is due this long after kick-off (90 minutes and half-time)... */
export const REPORT_DUE_AFTER_MS = 105 * 60 * 1000;
/** ...unless the match is older than this: a forgotten match is the admin's to chase. */
const REPORT_DUE_WITHIN_MS = 3 * 24 * 3600 * 1000;

/**
 * Each league's scheduled matches as of a sequence of its database. A sweep reads only what changed
 * since (the changes feed), never the whole season again: a busy league changes every few minutes.
 */
type TScheduled = { seq: string | number; matches: Map<string, TPouchDoc> };
const scheduledByStorage = new WeakMap<TStorage, Map<string, TScheduled>>();

async function scheduledMatches(storage: TStorage, leagueId: string, counted: { read: number }) {
  let known = scheduledByStorage.get(storage);
  if (!known) {
    known = new Map();
    scheduledByStorage.set(storage, known);
  }
  const db = storage.db(leagueDbName(leagueId));
  const cached = known.get(leagueId) ?? { seq: 0, matches: new Map<string, TPouchDoc>() };
  const changes = await db.changes({ since: cached.seq, include_docs: true, style: 'main_only' });
  for (const change of changes.results as { id: string; deleted?: boolean; doc?: TPouchDoc }[]) {
    if (!change.id.startsWith('match:')) continue;
    counted.read++;
    if (!change.deleted && change.doc?.status === 'scheduled') cached.matches.set(change.id, change.doc);
    else cached.matches.delete(change.id);
  }
  known.set(leagueId, { seq: changes.last_seq, matches: cached.matches });
  return cached.matches.values();
}

/**
 * Queues a reminder for every scheduled match that kicks off within the next 48 hours, a
 * "report due" for every match played and still without its result, and the captains' notice of
 * a roster deadline three days ahead. Run every
 * few minutes by each instance: a read of the league's sequence, and of its matches only when it
 * changed. A queued reminder is never queued again (a rescheduled match gets a new one for its
 * new time).
 */
export async function sweepReminders(storage: TStorage, now = Date.now()): Promise<{ read: number }> {
  const counted = { read: 0 };
  const { rows } = await storage
    .db('leagues')
    .allDocs({ startkey: 'league:', endkey: 'league:\uffff', include_docs: true });
  const leagueIds = rows.map((row) => row.id.slice('league:'.length));
  for (const row of rows) if (row.doc) await notifyRosterDeadline(storage, row.doc as TPouchDoc, now);
  const known = scheduledByStorage.get(storage);
  if (known) for (const id of known.keys()) if (!leagueIds.includes(id)) known.delete(id);
  for (const leagueId of leagueIds) {
    for (const doc of [...(await scheduledMatches(storage, leagueId, counted))]) {
      const kickOff = Date.parse(String(doc.date));
      if (kickOff > now && kickOff - now <= REMINDER_LEAD_MS) {
        await notifyReminder(storage, doc);
        await notifyShortAvailability(storage, doc);
        await notifyUnanswered(storage, doc);
      }
      const sinceKickOff = now - kickOff;
      if (doc.refereeId && sinceKickOff >= REPORT_DUE_AFTER_MS && sinceKickOff <= REPORT_DUE_WITHIN_MS)
        await notifyReportDue(storage, doc);
    }
  }
  return counted;
}
