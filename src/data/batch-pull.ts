import { canShareRuns, lastRunStart, noteRun, withLock } from './across-tabs.ts';
import { applyPulled } from './bridge.ts';
import { winningRows } from './direct-copy.ts';
import { askPull, takeEarly } from './early-pull.ts';
import { store } from './local-store.ts';
import type { TDoc } from './pouch.ts';

/**
 * An admin's copies of hundreds of databases (issue #34, item 5). One PouchDB replication per
 * database costs four or five requests each, two at a time, and a local IndexedDB database each:
 * 400 team databases took 37-81 s. Here the databases the admin follows are asked for together
 * (`POST /api/pull`, 100 per request), from where each copy stands, and written straight into the
 * read model (direct-copy.ts). Leagues come first, so the desk fills in that order. A database
 * with a local copy (this device wrote to it) replicates as usual instead.
 */

type TSeq = number | string;
type TPulled = { docs: TDoc[]; last_seq: TSeq; complete: boolean } | { error: string; reason: string };
type TWaiter = { resolve: () => void; reject: (error: Error) => void };

const PER_REQUEST = 100;

/** Not pulled here: this database has a local copy (or the server refused it). */
export class NotBatched extends Error {}

/** Each queued database's position on the server, once read from its checkpoint. */
const queue = new Map<string, TSeq | null>();
/** Databases in the request now in flight: a change notice for one may be newer than its answer. */
const inFlight = new Set<string>();
const waiters = new Map<string, TWaiter>();
/** When each queued database was asked for: another tab's batch begun after it serves it. */
const askedAt = new Map<string, number>();
let isRunning = false;
/** Answered by the app's early request (early-pull.ts): asked once more from where it left off. */
const askAgain = new Set<string>();
// Positions kept by an earlier version of this module, which wrote batches into PouchDB copies.
localStorage.removeItem('pitchside-batch-since');

/** Pulls a database with others; rejects with NotBatched when it should replicate as usual. */
export function pullWithOthers(db: string, at = Date.now()): Promise<void> {
  return new Promise((resolve, reject) => {
    waiters.set(db, { resolve, reject });
    queue.set(db, null);
    askedAt.set(db, at);
    if (!isRunning) setTimeout(() => void run(), 0);
    isRunning = true;
  });
}

type TAnswer = Record<string, TPulled>;
const listeners = new Set<(results: TAnswer) => void>();

/** Hears each answer before it is written: an admin's device finds the teams in its leagues. */
export function onPulled(listener: (results: TAnswer) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this database's first copy is waiting for, or in, a batched request. */
export const isBatched = (db: string): boolean => waiters.has(db);

/** Whether a change notice for this database may be newer than what its batch will bring. */
export const isPullInFlight = (db: string): boolean => inFlight.has(db);

export function cancelPull(db: string): void {
  askedAt.delete(db);
  queue.delete(db);
  waiters.delete(db);
  askAgain.delete(db);
}

const order = (db: string) =>
  db === 'leagues' || db.startsWith('league-') ? 0 : db.startsWith('referee-') ? 1 : 2;

/** The key under which the tabs share when a database's last batched pull began (across-tabs.ts). */
const sharedKey = (db: string) => `${db}|batch`;

/** Another tab's batch that began after this tab asked for the database brought it already. */
function isServed(db: string) {
  const last = lastRunStart(sharedKey(db));
  return canShareRuns() && last > 0 && last >= (askedAt.get(db) ?? Number.POSITIVE_INFINITY);
}

function settle(db: string, error?: Error) {
  askAgain.delete(db);
  askedAt.delete(db);
  const waiter = waiters.get(db);
  waiters.delete(db);
  queue.delete(db);
  if (error) waiter?.reject(error);
  else waiter?.resolve();
}

/**
 * Asks for batches until the queue is empty; each batch's rows are written while the next is asked
 * for. The tabs of this browser take turns, one batch each (a lock), so a database that another
 * tab's batch brought after this tab asked for it is not asked for again.
 */
async function run() {
  let writing: Promise<void> = Promise.resolve();
  try {
    for (;;) {
      const turn = await withLock('batch-pull', askNext);
      if (turn === 'done') break;
      if (turn === 'wait') await writing;
      else writing = turn.writing;
    }
    await writing;
  } catch (error) {
    // Offline or refused as a whole: sync says so and asks again when the stream is back.
    await writing.catch(() => {});
    for (const db of [...queue.keys()]) settle(db, error instanceof Error ? error : new Error(String(error)));
  } finally {
    inFlight.clear();
    isRunning = false;
    if (queue.size > 0) {
      isRunning = true;
      setTimeout(() => void run(), 0);
    }
  }
}

/** One turn: asks for the next batch, or says there is none yet (`wait`: answers being written). */
async function askNext(): Promise<'done' | 'wait' | { writing: Promise<void> }> {
  const startedAt = Date.now();
  const queued = [...queue].filter(([, seq]) => seq === null).map(([db]) => db);
  // Brought by another tab's batch that began after this tab asked: its rows are in the read model.
  for (const db of queued) if (isServed(db)) settle(db);
  // A database with a local copy is kept up to date by replication instead.
  const fresh = queued.filter((db) => queue.has(db));
  const known = await store.checkpoints.bulkGet(fresh);
  fresh.forEach((db, i) => {
    const checkpoint = known[i];
    if (checkpoint && checkpoint.remote === undefined) settle(db, new NotBatched());
    else queue.set(db, checkpoint?.remote ?? 0);
  });
  // Queued while its checkpoint was read, or asked for and not yet written: a later round.
  const ready = [...queue].filter(([db, seq]) => seq !== null && !inFlight.has(db)).map(([db]) => db);
  if (ready.length === 0) return inFlight.size === 0 ? 'done' : 'wait';
  const batch = ready.sort((a, b) => order(a) - order(b)).slice(0, PER_REQUEST);
  const since = Object.fromEntries(batch.map((db) => [db, queue.get(db)!]));
  for (const db of batch) inFlight.add(db);
  const early = (await takeEarly(since)) as TAnswer | null;
  if (early) for (const db of batch) askAgain.add(db);
  const results = early ?? ((await askPull(since)) as TAnswer);
  for (const listener of listeners) listener(results);
  return { writing: write(batch, results, startedAt) };
}

/** Answers waiting for the write in progress, written together after it: a transaction each cost. */
let answers: { batch: string[]; results: TAnswer; startedAt: number }[] = [];
let writer: Promise<void> | null = null;

/** Writes an answer, with any others that arrive meanwhile; resolves once it is written. */
function write(batch: string[], results: TAnswer, startedAt: number): Promise<void> {
  answers.push({ batch, results, startedAt });
  writer ??= (async () => {
    try {
      while (answers.length > 0) {
        const now = answers;
        answers = [];
        const all = now.flatMap((answer) => answer.batch);
        const askedFrom = new Map(now.flatMap((answer) => answer.batch.map((db) => [db, answer.startedAt])));
        await writeAll(all, Object.assign({}, ...now.map((answer) => answer.results)), askedFrom);
        for (const db of all) inFlight.delete(db);
      }
    } finally {
      writer = null;
    }
  })();
  return writer;
}

/** `askedFrom`: when the turn that asked for each database began (what it tells the other tabs). */
async function writeAll(batch: string[], results: TAnswer, askedFrom: Map<string, number>) {
  const pulled = batch.flatMap((db) => {
    const result = results[db];
    if (!queue.has(db)) return []; // stopped meanwhile
    // Refused or not found: its own replication says so the usual way.
    if (!result || 'error' in result) {
      settle(db, new NotBatched());
      return [];
    }
    return [{ db, changes: winningRows(result.docs), remote: result.last_seq, complete: result.complete }];
  });
  let written: Set<string>;
  const t0 = performance.now();
  try {
    written = await applyPulled(pulled);
    performance.measure('ps:pull-write', { start: t0, detail: pulled.length });
  } catch (error) {
    for (const { db } of pulled) settle(db, error as Error);
    return;
  }
  for (const { db, remote, complete } of pulled) {
    const isEarly = askAgain.delete(db);
    if (!written.has(db)) settle(db, new NotBatched());
    else if (complete && !isEarly) {
      settle(db);
      noteRun(sharedKey(db), askedFrom.get(db) ?? 0);
    } else queue.set(db, remote);
  }
}
