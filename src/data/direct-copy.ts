import { docId } from '../domain/db-names.ts';
import { rowsOf, type TRowChange } from './bridge.ts';
import { keyOfRow, store, TABLE_BY_TYPE, type TTableName } from './local-store.ts';
import type { TDoc, TPouch } from './pouch.ts';
import { loadPouch } from './pouch-loader.ts';
import { generation } from './refusals.ts';

/**
 * An admin's device follows every league, team and referee database (issue #34, item 5). Their
 * copies come straight from the server into the read model (batch-pull.ts), with no local PouchDB
 * database: opening one IndexedDB database per Pitchside database cost ~20 ms each, 450 of them
 * (ADR 027). A database gets its PouchDB copy, seeded from the read model, the first time this
 * device writes to it; from then on it replicates like any other.
 */

type TSeq = number | string;
const TYPE_BY_TABLE = new Map(
  Object.entries(TABLE_BY_TYPE).map(([type, table]) => [table as TTableName, type]),
);

/** CouchDB's winner among a document's leaves: a live one, then the longest, then the greater rev. */
const beats = (a: TDoc, b: TDoc) => {
  if (Boolean(a._deleted) !== Boolean(b._deleted)) return !a._deleted;
  const [ra, rb] = [String(a._rev), String(b._rev)];
  return generation(ra) !== generation(rb) ? generation(ra) > generation(rb) : ra > rb;
};

/**
 * The server's answer as rows: the winning leaf, with the other live leaves as `_conflicts`, as
 * PouchDB would show it. Today's server sends each document's winner with its `_conflicts`; an
 * earlier one sent every leaf with its history (`_revisions`), which is chosen from here.
 */
export function winningRows(docs: TDoc[]): TRowChange[] {
  const leaves = new Map<string, TDoc[]>();
  for (const doc of docs) leaves.set(doc._id, [...(leaves.get(doc._id) ?? []), doc]);
  return [...leaves].map(([id, all]) => {
    const winner = all.reduce((best, doc) => (beats(doc, best) ? doc : best));
    if (winner._deleted) return { id, doc: null };
    const { _revisions, _conflicts, ...doc } = winner;
    const conflicts = [
      ...(Array.isArray(_conflicts) ? _conflicts.map(String) : []),
      ...all.filter((d) => d !== winner && !d._deleted).map((d) => String(d._rev)),
    ];
    return { id, doc: conflicts.length ? { ...doc, _conflicts: conflicts } : doc, rev: String(winner._rev) };
  });
}

/** Where a direct copy stands on the server; undefined for a database with a local copy, or none. */
async function directPosition(db: string): Promise<TSeq | undefined> {
  return (await store.checkpoints.get(db))?.remote;
}

const materialising = new Map<string, Promise<void>>();
const listeners = new Set<(db: string) => void>();

/** Sync listens here: a database that now has a local copy replicates from then on. */
export function onLocalCopy(listener: (db: string) => void): void {
  listeners.add(listener);
}

/**
 * The local PouchDB copy of `db`, for a write (or a read of what this device wrote). A direct copy
 * gets one first, seeded with the read model's rows at their server revisions, so a write made
 * offline extends what the server has, and the screens keep their rows. The replication that
 * follows fetches what the read model does not hold (losing leaves, types no screen shows).
 */
export async function writableCopy(db: string): Promise<TPouch> {
  if ((await directPosition(db)) !== undefined) {
    let seeding = materialising.get(db);
    if (!seeding) {
      seeding = seed(db).finally(() => materialising.delete(db));
      materialising.set(db, seeding);
    }
    await seeding;
  }
  return (await loadPouch()).localDb(db);
}

async function seed(db: string): Promise<void> {
  const local = (await loadPouch()).localDb(db);
  // A copy left from before (the read model was reset since) holds its own history: it is kept
  // and projected again from its start.
  const isFresh = Number((await local.info()).update_seq) === 0;
  if (isFresh) {
    const docs = (await rowsOf(db)).flatMap(({ table, row }) => {
      const { id, db: _db, _rev, _conflicts, ...body } = row;
      const type = TYPE_BY_TABLE.get(table);
      if (!type || typeof _rev !== 'string') return [];
      const [start, hash] = [generation(_rev), _rev.slice(_rev.indexOf('-') + 1)];
      return [
        { ...body, _id: docId(type, keyOfRow(table, String(id))), _rev, _revisions: { start, ids: [hash] } },
      ];
    });
    if (docs.length) await local.bulkDocs(docs, { new_edits: false });
  }
  // Seeded, the projection goes on from here: every row it would write is in the read model.
  const seq = isFresh ? (await local.info()).update_seq : 0;
  await store.checkpoints.put({ db, seq });
  for (const listener of listeners) listener(db);
}
