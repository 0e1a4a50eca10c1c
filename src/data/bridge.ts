import { splitDocId } from '../domain/db-names.ts';
import { isOlderThanServer } from './app-version.ts';
import { rowIdOf, store, TABLE_BY_TYPE, type TTableName } from './local-store.ts';
import type { TChange, TChangesFeed } from './pouch.ts';
import { loadPouch } from './pouch-loader.ts';

const BATCH = 500;
/**
 * Live changes are applied together once this long has passed since the first of them: a sync
 * brings them in batches of up to 200, and each Dexie transaction makes every open screen read again
 * (issue #16: a first visit spent seconds of main thread on that). This device's own writes do not
 * wait (projectWrites).
 */
const LIVE_BATCH_MS = 100;
const MAX_RETRY_MS = 10_000;

const allTables = () => [...new Set(Object.values(TABLE_BY_TYPE))].map((t) => store.table(t));

/**
 * The tables these changes land in. A transaction holds only those: one over every table waits
 * for every screen's query to finish, and every screen's next query waits for it (an admin's team
 * batch waited behind the desk's re-reads of 2,800 matches, issue #34).
 */
function tablesFor(changes: { id: string }[]) {
  const names = new Set<TTableName>();
  for (const { id } of changes) {
    const type = splitDocId(id)?.type;
    const table = type && (TABLE_BY_TYPE as Record<string, TTableName>)[type];
    if (table) names.add(table);
  }
  return [...names].map((name) => store.table(name));
}

export type TRowChange = { id: string; doc: Record<string, unknown> | null; rev?: string };

type TDbChanges = { db: string; changes: TRowChange[] };
type TReadable = (db: string, doc: Record<string, unknown>) => boolean;

/**
 * The check of each document against this app's schemas, needed only once a server of a newer
 * generation has answered, and loaded only then: building zod's schemas cost a first visit 50 ms
 * of main thread (200 ms on a phone). Asked for before a transaction, which must not wait on it.
 */
async function readableCheck(): Promise<TReadable | null> {
  if (!isOlderThanServer()) return null;
  return (await import('../domain/schema-version.ts')).isReadableDoc;
}

/**
 * Writes row changes table by table, one bulk call each, whatever the number of databases (a row
 * per call cost most of a first sync's main-thread time, issue #16; a call per database, most of an
 * admin's, issue #34). Within a batch the last change of a row wins, as in order.
 */
async function writeRows(batches: TDbChanges[], isReadable: TReadable | null): Promise<void> {
  const byTable = new Map<TTableName, Map<string, Record<string, unknown> | null>>();
  const all = batches.flatMap(({ db, changes }) => changes.map((change) => ({ db, change })));
  for (const { db, change } of all) {
    const parts = splitDocId(change.id);
    const table = parts && (TABLE_BY_TYPE as Record<string, TTableName>)[parts.type];
    if (!parts || !table) continue;
    let rows = byTable.get(table);
    if (!rows) {
      rows = new Map();
      byTable.set(table, rows);
    }
    const id = rowIdOf(table, db, parts.key);
    rows.delete(id); // re-inserted last: the latest change decides
    if (!change.doc) rows.set(id, null);
    else if (isReadable && !isReadable(db, change.doc)) {
      // Written by a newer version in a shape this app does not know: the row keeps what this app
      // last understood, and the update banner asks to update (issue #34, item 6).
      rows.delete(id);
    } else {
      // _conflicts stays on the row: a screen can tell the captain two phones disagreed.
      const { _id, _rev, ...body } = change.doc;
      rows.set(id, { ...body, id, db, _rev: change.rev ?? _rev });
    }
  }
  // Asked together: the transaction's requests queue in IndexedDB, without a round trip each.
  await Promise.all(
    [...byTable].map(async ([table, rows]) => {
      const gone = [...rows].filter(([, row]) => row === null).map(([key]) => key);
      const kept = [...rows.values()].filter((row) => row !== null);
      if (gone.length) await store.table(table).bulkDelete(gone);
      if (kept.length) await store.table(table).bulkPut(kept);
    }),
  );
}

/** Applies a batch of changes and the new checkpoint in one Dexie transaction. */
async function apply(db: string, changes: TChange[], seq: number | string): Promise<void> {
  const isReadable = await readableCheck();
  await store.transaction('rw', [...tablesFor(changes), store.checkpoints], async () => {
    const rows = changes.map((change) => ({
      id: change.id,
      doc: change.deleted || !change.doc ? null : (change.doc as Record<string, unknown>),
    }));
    await writeRows([{ db, changes: rows }], isReadable);
    await store.checkpoints.put({ db, seq });
  });
}

/**
 * Rows taken straight from the server (direct-copy.ts), each database's with the server position
 * they reach, in one transaction. A database that has a local PouchDB copy by now is left out (its
 * projection is the one writer from then on); returns the databases written.
 */
export async function applyPulled(
  pulled: { db: string; changes: TRowChange[]; remote: number | string }[],
): Promise<Set<string>> {
  const tables = tablesFor(pulled.flatMap((p) => p.changes));
  const isReadable = await readableCheck();
  return store.transaction('rw', [...tables, store.checkpoints], async () => {
    const checkpoints = await store.checkpoints.bulkGet(pulled.map((p) => p.db));
    // A database with a local copy by now is its projection's to write.
    const direct = pulled.filter((_, i) => checkpoints[i]?.remote !== undefined || !checkpoints[i]);
    await writeRows(direct, isReadable);
    await store.checkpoints.bulkPut(direct.map(({ db, remote }) => ({ db, seq: 0, remote })));
    return new Set(direct.map((p) => p.db));
  });
}

/** Every row of a database in the read model, with the table it lives in. */
export async function rowsOf(db: string): Promise<{ table: TTableName; row: Record<string, unknown> }[]> {
  const tables = [...new Set(Object.values(TABLE_BY_TYPE))];
  const found = await Promise.all(tables.map((t) => store.table(t).where('db').equals(db).toArray()));
  return tables.flatMap((table, i) =>
    found[i]!.map((row) => ({ table, row: row as Record<string, unknown> })),
  );
}

/**
 * A local write, projected at once: the screens (and a reload right after) see it without waiting
 * for the live projection, which puts the same row again when it gets there. The checkpoint does
 * not move; the projection stays the one source of order.
 */
export async function projectWrites(
  db: string,
  docs: { _id: string; _deleted?: boolean }[],
  revs: string[],
): Promise<void> {
  // No revision: that document was not written (a local conflict), so nothing to show.
  const written = docs.flatMap((doc, i) =>
    revs[i]
      ? [{ id: doc._id, doc: doc._deleted ? null : (doc as Record<string, unknown>), rev: revs[i] }]
      : [],
  );
  const tables = tablesFor(written);
  // This app's own writes are in its own shapes: no check.
  if (tables.length) await store.transaction('rw', tables, () => writeRows([{ db, changes: written }], null));
}

/** How far a running projection has applied its database, and who waits for more. */
type TProgress = { applied: number; waiters: { seq: number; resolve: () => void }[] };
const progress = new Map<string, TProgress>();

function applied(entry: TProgress, seq: number | string) {
  entry.applied = Math.max(entry.applied, Number(seq) || 0);
  const due = entry.waiters.filter((w) => w.seq <= entry.applied);
  entry.waiters = entry.waiters.filter((w) => w.seq > entry.applied);
  for (const waiter of due) waiter.resolve();
}

/** A projection that falls this far behind is not waited for longer: the status must not stick. */
const MAX_WAIT_MS = 3000;

/**
 * Resolves once everything in the local database now is in Dexie, so "Up to date" means the
 * screens show it (a pull ends before its last changes are projected).
 */
export async function whenProjected(db: string): Promise<void> {
  const entry = progress.get(db);
  if (!entry) return;
  const seq = Number((await (await loadPouch()).localDb(db).info()).update_seq) || 0;
  if (seq <= entry.applied) return;
  await new Promise<void>((resolve) => {
    entry.waiters.push({ seq, resolve });
    setTimeout(resolve, MAX_WAIT_MS);
  });
}

/**
 * Projects a local PouchDB database into the Dexie tables, from its stored checkpoint: first in
 * batches, then live. Replaying a change is harmless (a put of the same row), so a reload in the
 * middle converges. Returns a stop function.
 */
export function projectDatabase(db: string): () => void {
  let feed: TChangesFeed | null = null;
  let isStopped = false;
  let queue: TChange[] = [];
  let lastSeq: number | string = 0;
  let flushing: Promise<void> = Promise.resolve();

  const flush = () => {
    // Stopped (signed out): nothing more may land, or a forgotten database would come back.
    if (isStopped) queue = [];
    const batch = queue;
    queue = [];
    const seq = lastSeq;
    flushing = flushing.then(async () => {
      if (batch.length) await apply(db, batch, seq);
      applied(own, seq);
    });
  };
  const own: TProgress = { applied: -1, waiters: [] };
  progress.set(db, own);

  const catchUp = async () => {
    const pouch = (await loadPouch()).localDb(db);
    let since = (await store.checkpoints.get(db))?.seq ?? 0;
    for (;;) {
      const page = await pouch.changes({ since, limit: BATCH, include_docs: true, conflicts: true });
      if (page.results.length) await apply(db, page.results, page.last_seq);
      since = page.last_seq;
      applied(own, since);
      if (page.results.length < BATCH || isStopped) break;
    }
    if (isStopped) return;
    lastSeq = since;
    feed = pouch.changes({ since, live: true, include_docs: true, conflicts: true, return_docs: false });
    feed.on('change', (change: TChange) => {
      queue.push(change);
      lastSeq = change.seq;
      if (queue.length === 1) setTimeout(flush, LIVE_BATCH_MS);
    });
  };
  // Another tab opening the same database closes this tab's handle for a moment ("the database
  // connection is closing"): try again rather than leave the screens without this database.
  let retryMs = 250;
  const start = () =>
    catchUp().catch((error) => {
      if (isStopped) return;
      console.warn(`Projection of ${db} failed; trying again`, error);
      setTimeout(start, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    });
  void start();

  return () => {
    isStopped = true;
    feed?.cancel();
    for (const waiter of own.waiters) waiter.resolve();
    // A newer projection of the same database may have taken its place.
    if (progress.get(db) === own) progress.delete(db);
  };
}

/** Removes a database's rows from the read model (after sign-out from a private database). */
export async function forgetDatabase(db: string): Promise<void> {
  const tables = allTables();
  await store.transaction('rw', [...tables, store.checkpoints, store.outbox, store.refused], async () => {
    for (const table of tables) await table.where('db').equals(db).delete();
    await store.checkpoints.delete(db);
    await store.outbox.where('db').equals(db).delete();
    await store.refused.where('db').equals(db).delete();
  });
}
