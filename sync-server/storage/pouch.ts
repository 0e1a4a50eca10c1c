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
