import { createRequire } from 'node:module';

// pouchdb-node is CommonJS and ships no types: this is the slice of its API the server uses.
export type TPouchDoc = { _id: string; _rev?: string; _deleted?: boolean; [key: string]: unknown };
export type TChangesResult = {
  results: {
    id: string;
    seq: number | string;
    changes: { rev: string }[];
    deleted?: boolean;
    doc?: TPouchDoc;
  }[];
  last_seq: number | string;
};
export type TChangesFeed = {
  on(event: 'change', cb: (change: { id: string; seq: number | string }) => void): TChangesFeed;
  on(event: 'error', cb: (error: unknown) => void): TChangesFeed;
  cancel(): void;
};
export type TPouchDb = {
  name: string;
  info(): Promise<{
    db_name: string;
    doc_count: number;
    update_seq: number | string;
    [key: string]: unknown;
  }>;
  get(id: string, options?: Record<string, unknown>): Promise<TPouchDoc & Record<string, unknown>>;
  put(doc: TPouchDoc): Promise<{ ok: boolean; id: string; rev: string }>;
  bulkDocs(docs: unknown[], options?: { new_edits?: boolean }): Promise<Record<string, unknown>[]>;
  bulkGet(options: Record<string, unknown>): Promise<{ results: unknown[] }>;
  revsDiff(diff: Record<string, string[]>): Promise<Record<string, unknown>>;
  allDocs(options?: Record<string, unknown>): Promise<{
    total_rows: number;
    rows: { id: string; key: string; value: { rev: string; deleted?: boolean }; doc?: TPouchDoc }[];
  }>;
  changes(options: Record<string, unknown>): Promise<TChangesResult> & TChangesFeed;
  remove(doc: TPouchDoc): Promise<unknown>;
  destroy(): Promise<unknown>;
  close(): Promise<void>;
};
export type TPouchConstructor = {
  new (name: string, options?: Record<string, unknown>): TPouchDb;
  defaults(options: Record<string, unknown>): TPouchConstructor;
  plugin(plugin: unknown): TPouchConstructor;
};

const require = createRequire(import.meta.url);
export const PouchDB = require('pouchdb-node') as TPouchConstructor;

export function isNotFound(error: unknown): boolean {
  return (error as { status?: number })?.status === 404;
}

export function isConflict(error: unknown): boolean {
  return (error as { status?: number })?.status === 409;
}

/** Reads a document, or null when it does not exist or was deleted. */
export async function getOrNull(
  db: TPouchDb,
  id: string,
): Promise<(TPouchDoc & Record<string, unknown>) | null> {
  try {
    return await db.get(id);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

type TBulkGetAnswer = { ok?: TPouchDoc; error?: { status?: number; error?: string; reason?: string } };

/** A leaf's rank as CouchDB and PouchDB choose a winner: live before deleted, then the newest revision. */
const rank = (doc: TPouchDoc): [number, number, string] => {
  const [pos, id] = (doc._rev ?? '0-').split('-') as [string, string];
  return [doc._deleted ? 0 : 1, Number.parseInt(pos, 10), id];
};
const outranks = (a: TPouchDoc, b: TPouchDoc) => {
  const [x, y] = [rank(a), rank(b)];
  return x[0] !== y[0] ? x[0] > y[0] : x[1] !== y[1] ? x[1] > y[1] : x[2] > y[2];
};

/**
 * The winning revision among a document's leaves. Apache CouchDB answers `_bulk_get` without a
 * revision with every leaf (deleted ones too, newest first), PouchDB with the winner alone.
 */
function winnerOf(leaves: TPouchDoc[]): TPouchDoc | null {
  let winner: TPouchDoc | null = null;
  for (const leaf of leaves) if (!winner || outranks(leaf, winner)) winner = leaf;
  return winner;
}

/**
 * The current winning version of each id (null when missing or deleted), in one request. `_bulk_get`
 * rather than `_all_docs` with keys: the same answer, and PouchDB's LevelDB store (the embedded
 * mode and the test stand-in) answers keys with an iterator per key, three times the cost of a read;
 * Apache CouchDB's `_all_docs` with keys costs it three times a `_bulk_get` too.
 */
export async function readDocs(db: TPouchDb, ids: string[]): Promise<Map<string, TPouchDoc | null>> {
  const found = new Map<string, TPouchDoc | null>();
  if (ids.length === 0) return found;
  const { results } = await db.bulkGet({ docs: ids.map((id) => ({ id })) });
  for (const { id, docs } of results as { id: string; docs: TBulkGetAnswer[] }[]) {
    const current = currentOf(docs);
    if (current !== undefined) found.set(id, current);
    else if (docs.some((answer) => answer.error && !isMissing(answer)))
      throw Object.assign(new Error(`Reading ${id} failed`), { status: 502 });
  }
  // An id the answer leaves out, or answers without saying why it is missing (PouchDB Server sends
  // `{}`), is read again the slower way: never taken for missing unseen.
  const unanswered = ids.filter((id) => !found.has(id));
  if (unanswered.length) {
    const { rows } = await db.allDocs({ keys: unanswered, include_docs: true });
    for (const row of rows as { key: string; doc?: TPouchDoc | null }[]) found.set(row.key, row.doc ?? null);
  }
  return found;
}

const isMissing = (answer: TBulkGetAnswer) =>
  answer.error?.error === 'not_found' || answer.error?.status === 404;

/**
 * A document's current version from its `_bulk_get` answer: the winning leaf, null when it is
 * deleted or missing, undefined when the answer does not say (an error, or PouchDB Server's `{}`).
 */
export function currentOf(docs: TBulkGetAnswer[]): TPouchDoc | null | undefined {
  const leaves = docs.flatMap((answer) => (answer.ok ? [answer.ok] : []));
  if (leaves.length) {
    const winner = winnerOf(leaves)!;
    return winner._deleted ? null : winner;
  }
  return docs.length > 0 && docs.every(isMissing) ? null : undefined;
}
