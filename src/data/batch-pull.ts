import { store } from './local-store.ts';
import { limitedFetch, localDb, type TDoc } from './pouch.ts';

/**
 * An admin's first copy of hundreds of databases (issue #34, item 5). One PouchDB replication per
 * database costs four or five requests each, two at a time: 400 team databases took 37-81 s. Here
 * the databases never pulled on this device are asked for together (`POST /api/pull`, 100 per
 * request), written as a replication would write them, and each database's position is kept so
 * its first replication starts there. Leagues come first, so the desk fills in that order.
 */

type TSeq = number | string;
type TPulled = { docs: TDoc[]; last_seq: TSeq; complete: boolean } | { error: string; reason: string };
type TWaiter = { resolve: () => void; reject: (error: Error) => void };

const PER_REQUEST = 100;
/** Local databases written at once: each is its own IndexedDB database to open. */
const WRITE_CONCURRENCY = 6;
const SINCE_KEY = 'pitchside-batch-since';

/** Not pulled here: this database is already on the device (or the server refused it). */
export class NotBatched extends Error {}

const queue = new Map<string, TSeq>();
/** Databases in the request now in flight: a change notice for one may be newer than its answer. */
const inFlight = new Set<string>();
const waiters = new Map<string, TWaiter>();
let isRunning = false;

function readPositions(): Record<string, TSeq> {
  try {
    return JSON.parse(localStorage.getItem(SINCE_KEY) ?? '{}') as Record<string, TSeq>;
  } catch {
    return {};
  }
}
const positions = readPositions();
const savePositions = () => localStorage.setItem(SINCE_KEY, JSON.stringify(positions));

/** Where the first replication of a database pulled here starts; undefined once it has run. */
export const batchPosition = (db: string): TSeq | undefined => positions[db];

export function forgetBatchPosition(db: string): void {
  if (!(db in positions)) return;
  delete positions[db];
  savePositions();
}

/** Pulls a database with others; rejects with NotBatched when it should replicate as usual. */
export function pullWithOthers(db: string): Promise<void> {
  return new Promise((resolve, reject) => {
    waiters.set(db, { resolve, reject });
    queue.set(db, 0);
    if (!isRunning) setTimeout(() => void run(), 0);
    isRunning = true;
  });
}

/** Whether this database's first copy is waiting for, or in, a batched request. */
export const isBatched = (db: string): boolean => waiters.has(db);

/** Whether a change notice for this database may be newer than what its batch will bring. */
export const isPullInFlight = (db: string): boolean => inFlight.has(db);

export function cancelPull(db: string): void {
  queue.delete(db);
  waiters.delete(db);
}

const order = (db: string) =>
  db === 'leagues' || db.startsWith('league-') ? 0 : db.startsWith('referee-') ? 1 : 2;

function settle(db: string, error?: Error) {
  const waiter = waiters.get(db);
  waiters.delete(db);
  queue.delete(db);
  if (error) waiter?.reject(error);
  else waiter?.resolve();
}

async function run() {
  try {
    const checked = new Set<string>();
    while (queue.size > 0) {
      // A database this device already projected is kept up to date by replication instead.
      const fresh = [...queue.keys()].filter((db) => !checked.has(db));
      const known = await store.checkpoints.bulkGet(fresh);
      fresh.forEach((db, i) => {
        checked.add(db);
        if (known[i]) settle(db, new NotBatched());
      });
      if (queue.size === 0) break;
      const batch = [...queue.keys()].sort((a, b) => order(a) - order(b)).slice(0, PER_REQUEST);
      const since = Object.fromEntries(batch.map((db) => [db, queue.get(db)!]));
      for (const db of batch) inFlight.add(db);
      try {
        const response = await limitedFetch('/api/pull', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ since }),
          credentials: 'same-origin',
        });
        if (!response.ok) throw new Error(`pull ${response.status}`);
        const { results } = (await response.json()) as { results: Record<string, TPulled> };
        await writeAll(batch, results);
      } finally {
        inFlight.clear();
      }
    }
  } catch (error) {
    // Offline or refused as a whole: each database replicates on its own instead.
    for (const db of [...queue.keys()]) settle(db, error instanceof Error ? error : new Error(String(error)));
  } finally {
    isRunning = false;
    if (queue.size > 0) {
      isRunning = true;
      setTimeout(() => void run(), 0);
    }
  }
}

async function writeAll(batch: string[], results: Record<string, TPulled>) {
  let next = 0;
  const worker = async () => {
    while (next < batch.length) {
      const db = batch[next++]!;
      if (!queue.has(db)) continue; // stopped meanwhile
      const result = results[db];
      if (!result || 'error' in result) {
        // Refused or not found: its own replication says so the usual way.
        settle(db, new NotBatched());
        continue;
      }
      try {
        if (result.docs.length) await localDb(db).bulkDocs(result.docs, { new_edits: false });
      } catch (error) {
        settle(db, error as Error);
        continue;
      }
      positions[db] = result.last_seq;
      if (result.complete) settle(db);
      else queue.set(db, result.last_seq);
    }
  };
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, worker));
  savePositions();
}
