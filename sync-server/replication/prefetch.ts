import type { TPouchDoc } from '../storage/pouch.ts';

type TEntry = { doc: TPouchDoc | null; at: number };
type TOptions = { ttlMs?: number; maxDocs?: number; now?: () => number };

/**
 * The current versions read while answering a writer's `_revs_diff`, kept for the `_bulk_docs`
 * that replication sends next, so that a batch costs CouchDB one read instead of two (ADR 031).
 *
 * An entry serves one `_bulk_docs`, within `ttlMs` of its read, and only while no write through
 * this instance reached its database since that read began: such a write voids the database's
 * entries, and its reads still in flight, before the write is answered. In CouchDB mode another
 * instance's write is not waited for: CouchDB's `_db_updates` also announces this instance's own
 * writes, a moment later, which would void the next batch's read every time. So across instances
 * an entry may be up to `ttlMs` old when checked: the same race as two writes sent at once
 * (CouchDB has no transactions; a write is always checked against a read made before it lands).
 */
export function createPrefetch(
  onChange: (listener: (db: string) => void) => () => void,
  { ttlMs = 500, maxDocs = 10_000, now = Date.now }: TOptions = {},
) {
  /** By database, least recently kept first; `at` is when its latest kept read began. */
  const kept = new Map<string, { at: number; entries: Map<string, TEntry> }>();
  const reading = new Map<string, Set<{ isVoid: boolean }>>();
  let size = 0;

  function forget(db: string) {
    const held = kept.get(db);
    if (!held) return;
    size -= held.entries.size;
    kept.delete(db);
  }
  const stop = onChange((db) => {
    forget(db);
    for (const read of reading.get(db) ?? []) read.isVoid = true;
  });

  function keep(db: string, current: Map<string, TPouchDoc | null>, at: number) {
    // What no `_bulk_docs` came for is let go once too old to serve: memory holds about what
    // writers read in the last `ttlMs`, and never more than `maxDocs` versions.
    for (const [name, held] of kept) {
      if (now() - held.at <= ttlMs) break;
      forget(name);
    }
    const entries = kept.get(db)?.entries ?? new Map<string, TEntry>();
    // The most recently kept database goes last: the first to be let go is the least recent.
    kept.delete(db);
    kept.set(db, { at, entries });
    for (const [id, doc] of current) {
      if (!entries.has(id)) size += 1;
      entries.set(id, { doc, at });
    }
    while (size > maxDocs && kept.size > 0) forget(kept.keys().next().value!);
  }

  return {
    /** Runs `read` and keeps its `current`, unless the database was written before it ended. */
    async reading<T extends { current: Map<string, TPouchDoc | null> }>(
      db: string,
      read: () => Promise<T>,
    ): Promise<T> {
      const token = { isVoid: false };
      const at = now();
      const tokens = reading.get(db) ?? new Set();
      reading.set(db, tokens.add(token));
      try {
        const result = await read();
        if (!token.isVoid) keep(db, result.current, at);
        return result;
      } finally {
        tokens.delete(token);
        if (tokens.size === 0 && reading.get(db) === tokens) reading.delete(db);
      }
    },
    /** The kept current versions of `ids` still fresh, each handed out once. */
    take(db: string, ids: string[]): Map<string, TPouchDoc | null> {
      const found = new Map<string, TPouchDoc | null>();
      const entries = kept.get(db)?.entries;
      if (!entries) return found;
      for (const id of ids) {
        const entry = entries.get(id);
        if (!entry) continue;
        entries.delete(id);
        size -= 1;
        if (now() - entry.at <= ttlMs) found.set(id, entry.doc);
      }
      if (entries.size === 0) kept.delete(db);
      return found;
    },
    /** How many documents are kept (for tests). */
    size: () => size,
    close: stop,
  };
}
