import { randomBytes } from 'node:crypto';
import { parseDbName, splitDocId, type TDbRef } from '../../src/domain/databases.ts';
import { afterAnswers } from '../resolver/confirmation.ts';
import { sameBody } from '../storage/derived.ts';
import { periodic } from '../storage/periodic.ts';
import { isConflict, isNotFound, readDocs, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { notifyAnnouncement } from './announcements.ts';
import { remindUnpaid } from './due-reminders.ts';
import { notifyAssignment } from './events.ts';
import { notifyFixtureChange, notifyOffFixture } from './fixture-changes.ts';
import { tellLineups } from './lineup-push.ts';
import { afterMoveRequests, notifyMoveGranted } from './move-requests.ts';
import { notifyTeamMessages } from './team-messages.ts';

// What a write tells people. An admin's write to a league: a referee put on a fixture, league
// news, a fixture moved, called off or put back on. A write to a team: a result disputed or a
// fixture asked to move (told to the admins), a move declined (told to the captain). The request notes what it is about to tell in internal storage
// *before* it writes, and crosses the note out once told (ADR 041). A note left by a crash (after
// the write, before the telling) is finished at start-up and every minute: each document that
// still reads as that request wrote it is told; one never written, or changed since (its own
// request told of that), is not. Notices are keyed, so telling twice sends nothing twice.

/** One document of the write, as it was before (null: new) and as written. */
export type TNotedWrite = { before: TPouchDoc | null; after: TPouchDoc };
type TNote = {
  _id: string;
  _rev?: string;
  type: 'noticesPending';
  /** The database written (`league-<id>`, `team-<id>`). */
  db: string;
  writes: TNotedWrite[];
  at: string;
};

const PREFIX = 'noticesPending:';
const NOTES_PER_PAGE = 100;
const bodyOf = (doc: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => !key.startsWith('_')));
const typeOf = (doc: Record<string, unknown>) => splitDocId(String(doc._id))?.type ?? '';

/**
 * Whether a written document may tell someone: fixtures and news by an admin, a dispute, a move
 * request, a captain's message, a captain's new reminder to pay (ADR 065), a shared line-up (ADR 070).
 */
function isTelling(
  ref: TDbRef,
  doc: Record<string, unknown>,
  byAdmin: boolean,
  before: TPouchDoc | null,
): boolean {
  if (doc._deleted) return false;
  if (ref.kind === 'league') return byAdmin && (typeOf(doc) === 'match' || typeOf(doc) === 'announcement');
  if (ref.kind !== 'team') return false;
  return (
    (typeOf(doc) === 'resultAnswer' && doc.answer === 'dispute') ||
    typeOf(doc) === 'moveRequest' ||
    typeOf(doc) === 'teamMessage' ||
    (typeOf(doc) === 'teamDue' && Boolean(doc.remindedAt) && doc.remindedAt !== before?.remindedAt) ||
    (typeOf(doc) === 'lineup' && Boolean(doc.sharedAt) && doc.sharedAt !== before?.sharedAt)
  );
}

/** The documents of a write that may tell someone, each with its version before. */
export function tellingWrites(
  ref: TDbRef,
  accepted: readonly Record<string, unknown>[],
  before: Map<string, TPouchDoc | null>,
  byAdmin: boolean,
): TNotedWrite[] {
  return accepted
    .filter((doc) => isTelling(ref, doc, byAdmin, before.get(String(doc._id)) ?? null))
    .map((doc) => ({
      before: before.get(String(doc._id)) ?? null,
      // The revision tree is the write's business, not the note's.
      after: { ...bodyOf(doc), _id: String(doc._id) },
    }));
}

/** Tells whoever each written league document concerns; the notices' keys make a second run silent. */
export async function tellLeagueWrites(storage: TStorage, leagueId: string, writes: readonly TNotedWrite[]) {
  const ofType = (type: string) => writes.filter((w) => typeOf(w.after) === type);
  const matches = ofType('match');
  // A referee an admin puts on a match hears of it (issue #33).
  for (const { after } of matches) {
    if (after.refereeId && after.status === 'scheduled') await notifyAssignment(storage, after);
  }
  // New league news: every captain of the league hears of it (an edit is not news again).
  for (const { before, after } of ofType('announcement')) {
    if (!before) await notifyAnnouncement(storage, leagueId, after);
  }
  // A fixture moved or called off: the teams and its referee hear of it; a referee taken off it too.
  for (const { before, after } of matches) {
    if (!before) continue;
    await notifyFixtureChange(storage, before, after);
    await notifyOffFixture(storage, before, after);
    // Moved as a captain asked, too far off for the above to tell anyone (ADR 043).
    await notifyMoveGranted(storage, before, after);
  }
}

/** Tells what a finished note's writes would have told in their request. */
async function tellNoted(storage: TStorage, ref: TDbRef, writes: TNotedWrite[]) {
  if (ref.kind === 'league') await tellLeagueWrites(storage, ref.id!, writes);
  if (ref.kind === 'team') {
    const answers = writes.filter((w) => typeOf(w.after) === 'resultAnswer').map((w) => w.after);
    if (answers.length) await afterAnswers(storage, ref.id!, answers);
    await afterMoveRequests(
      storage,
      ref.id!,
      writes.filter((w) => typeOf(w.after) === 'moveRequest'),
    );
    const messages = writes.filter((w) => typeOf(w.after) === 'teamMessage' && !w.before).map((w) => w.after);
    if (messages.length) await notifyTeamMessages(storage, ref.id!, messages);
    const dues = writes.filter((w) => typeOf(w.after) === 'teamDue');
    if (dues.length) await remindUnpaid(storage, ref.id!, dues);
    const lineups = writes.filter((w) => typeOf(w.after) === 'lineup');
    if (lineups.length) await tellLineups(storage, ref.id!, lineups);
  }
}

/** Notes what a write is about to tell, before it is written; null when it tells nobody. */
export async function notePending(
  storage: TStorage,
  ref: TDbRef,
  writes: TNotedWrite[],
): Promise<TNote | null> {
  if (writes.length === 0) return null;
  const at = new Date().toISOString();
  const note: TNote = {
    _id: `${PREFIX}${at}:${randomBytes(4).toString('hex')}`,
    type: 'noticesPending',
    db: ref.name,
    writes,
    at,
  };
  const { rev } = await storage.internal.put(note);
  return { ...note, _rev: rev };
}

/** The write was told: its note goes. Another instance finishing it first is as good. */
export async function crossOut(storage: TStorage, note: TNote): Promise<void> {
  await storage.internal.remove({ _id: note._id, _rev: note._rev }).catch((error: unknown) => {
    if (!isConflict(error) && !isNotFound(error)) throw error;
  });
}

/**
 * Finishes the notes of interrupted writes noted before `before` (an ISO instant): tells what was
 * written as noted, then crosses each note out. A note that fails stays for the next run and does
 * not hold the others back; the first failure is thrown after them. Returns how many documents
 * were told of.
 */
export async function finishPendingNotices(storage: TStorage, before: string): Promise<number> {
  let told = 0;
  let failure: unknown = null;
  let startkey = PREFIX;
  let after = '';
  // A page at a time, so a backlog (a long outage) never sits in memory at once.
  for (;;) {
    const { rows } = await storage.internal.allDocs({
      startkey,
      endkey: `${PREFIX}${before}`,
      include_docs: true,
      limit: NOTES_PER_PAGE,
    });
    for (const row of rows) {
      if (row.id === after) continue;
      try {
        told += await finishNote(storage, row.doc as unknown as TNote);
      } catch (error) {
        failure ??= error;
      }
    }
    if (rows.length < NOTES_PER_PAGE) break;
    // The next page starts at this one's last note, which is skipped if it stayed (it failed).
    after = rows[rows.length - 1]!.id;
    startkey = after;
  }
  if (failure) throw failure;
  return told;
}

async function finishNote(storage: TStorage, note: TNote): Promise<number> {
  const ref = typeof note.db === 'string' ? parseDbName(note.db) : null;
  if (!ref || !Array.isArray(note.writes)) {
    await crossOut(storage, note);
    return 0;
  }
  const current = await readDocs(
    storage.db(ref.name),
    note.writes.map((w) => w.after._id),
  ).catch((error: unknown) => {
    // A database deleted since: nobody is left to tell.
    if (isNotFound(error)) return new Map<string, TPouchDoc | null>();
    throw error;
  });
  const landed = note.writes.flatMap(({ before, after }) => {
    const now = current.get(after._id);
    return now && sameBody(now, bodyOf(after)) ? [{ before, after: now }] : [];
  });
  if (landed.length) await tellNoted(storage, ref, landed);
  await crossOut(storage, note);
  return landed.length;
}

/** Finishes interrupted writes' notices every `everyMs`, leaving the last minute's to their requests. */
export function createNoticeRepair(
  storage: TStorage,
  log: { error(o: object, m: string): void; info(o: object, m: string): void },
  everyMs: number,
) {
  const finish = () =>
    finishPendingNotices(storage, new Date(Date.now() - 60_000).toISOString())
      .then((told) => told > 0 && log.info({ told }, 'notices of interrupted writes sent'))
      .catch((error) => log.error({ err: error }, 'finishing interrupted notices failed'));
  return periodic(finish, everyMs);
}
