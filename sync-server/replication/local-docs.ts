import { MAX_LOCAL_DOC_BYTES, MAX_LOCAL_DOCS_PER_DB } from '../../src/domain/limits.ts';
import { getOrNull, isConflict, type TPouchDb } from '../storage/pouch.ts';
import { serialised } from '../storage/serialised.ts';
import { CouchError } from './couch-error.ts';

// Replication checkpoints (`_local/…`) are not listed by PouchDB or CouchDB, so the server keeps
// its own list per database, in internal storage, and holds each database to a fixed number: the
// least recently written checkpoint goes first. A forgotten checkpoint only costs its replicator
// a re-scan, so nobody is refused, and nobody can use checkpoints as free storage.

type TLocalIndex = { _id: string; _rev?: string; ids: Record<string, number> };
const indexId = (db: string) => `localIndex:${db}`;

export function checkLocalDocSize(body: unknown): void {
  if (Buffer.byteLength(JSON.stringify(body)) > MAX_LOCAL_DOC_BYTES) {
    throw new CouchError(
      413,
      'too_large',
      `Local documents are limited to ${MAX_LOCAL_DOC_BYTES / 1024} KB.`,
    );
  }
}

/** Records a checkpoint write and forgets the oldest checkpoints beyond the bound. */
export function noteLocalWrite(internal: TPouchDb, db: TPouchDb, localId: string): Promise<void> {
  return serialised(db.name, async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const index = ((await getOrNull(internal, indexId(db.name))) as TLocalIndex | null) ?? {
        _id: indexId(db.name),
        ids: {},
      };
      const ids = { ...index.ids, [localId]: Date.now() };
      const overflow = Object.entries(ids)
        .sort((a, b) => a[1] - b[1])
        .slice(0, Math.max(0, Object.keys(ids).length - MAX_LOCAL_DOCS_PER_DB));
      for (const [old] of overflow) delete ids[old];
      try {
        await internal.put({ ...index, ids });
      } catch (error) {
        if (isConflict(error)) continue;
        throw error;
      }
      for (const [old] of overflow) {
        const doc = await getOrNull(db, `_local/${old}`);
        if (doc) await db.remove(doc).catch(() => {});
      }
      return;
    }
  });
}
