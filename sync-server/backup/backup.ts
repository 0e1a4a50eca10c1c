import type { TPouchDb, TPouchDoc } from '../storage/pouch.ts';
import { type TStorage, UPDATES_DB } from '../storage/storage.ts';

// Issue #34: one file with every database, written while the server runs. Each database is read
// through its changes feed, which lists every document once, at its newest sequence: a document
// changed while the backup reads comes again later and its newer version wins, so each database
// is saved as it stood at one sequence. Documents keep their revision histories, so a restored
// server and the phones that synced with the old one agree on every document.

export const BACKUP_FORMAT = 'pitchside-backup';
const BATCH = 500;

/** `docCount` counts document lines: one per leaf revision, so a conflict counts twice. */
export type TManifestEntry = { name: string; docCount: number; updateSeq: string };
/** The first line: what wrote the file, and when. */
export type TBackupHead = {
  format: typeof BACKUP_FORMAT;
  version: 1;
  appVersion: string;
  createdAt: string;
  mode: TStorage['mode'];
};
/** The last line: every database with its count and sequence; a file without it is incomplete. */
export type TManifest = TBackupHead & { databases: TManifestEntry[] };
/**
 * A backup is lines of JSON: the head, then per database a header and its documents (one database
 * in memory at a time), then the manifest.
 */
export type TBackupLine =
  | TBackupHead
  | { database: string; docCount: number; updateSeq: string }
  | { doc: TPouchDoc }
  | { manifest: TManifestEntry[] };

type TRevDoc = TPouchDoc & { _revisions?: { start: number; ids: string[] } };

/**
 * A database's documents as of one sequence, each with its revision history: every leaf, so a
 * conflict not yet resolved (two phones' edits of one player) comes back as a conflict.
 */
async function snapshotOf(db: TPouchDb): Promise<{ docs: TRevDoc[]; seq: string }> {
  const leaves = new Map<string, string[]>();
  let since: string | number = 0;
  for (;;) {
    const page = await db.changes({ since, limit: BATCH, style: 'all_docs' });
    const results = page.results as { id: string; changes: { rev: string }[] }[];
    for (const change of results)
      leaves.set(
        change.id,
        change.changes.map((leaf) => leaf.rev),
      );
    since = page.last_seq as string | number;
    if (results.length < BATCH) break;
  }
  const wanted = [...leaves].flatMap(([id, revs]) => revs.map((rev) => ({ id, rev })));
  const docs: TRevDoc[] = [];
  for (let i = 0; i < wanted.length; i += BATCH) {
    const answer = (await db.bulkGet({ docs: wanted.slice(i, i + BATCH), revs: true })) as {
      results: { docs: { ok?: TRevDoc }[] }[];
    };
    for (const result of answer.results) {
      const doc = result.docs[0]?.ok;
      if (doc) docs.push(doc);
    }
  }
  return { docs, seq: String(since) };
}

/** Writes the backup line by line; `write` may wait (a file, a socket). */
export async function writeBackup(
  storage: TStorage,
  appVersion: string,
  write: (line: TBackupLine) => Promise<void>,
): Promise<TManifest> {
  const head: TBackupHead = {
    format: BACKUP_FORMAT,
    version: 1,
    appVersion,
    createdAt: new Date().toISOString(),
    mode: storage.mode,
  };
  await write(head);
  const databases: TManifestEntry[] = [];
  for (const name of await storage.listDatabases()) {
    // The update log is left out: after a restore every device should catch up in full.
    if (name === UPDATES_DB) continue;
    const { docs, seq } = await snapshotOf(storage.db(name));
    const entry = { name, docCount: docs.length, updateSeq: seq };
    databases.push(entry);
    await write({ database: name, docCount: docs.length, updateSeq: seq });
    for (const doc of docs) await write({ doc });
  }
  await write({ manifest: databases });
  return { ...head, databases };
}

export class BackupError extends Error {}

/**
 * Restores a backup into storage that holds no database yet (unless `force`). Every database is
 * made, then its documents written with their revisions as they were.
 */
export async function restoreBackup(
  storage: TStorage,
  lines: AsyncIterable<TBackupLine>,
  options: { force?: boolean } = {},
): Promise<TManifest> {
  const existing = await storage.listDatabases();
  const holding: string[] = [];
  for (const name of existing) if ((await storage.db(name).info()).doc_count > 0) holding.push(name);
  if (holding.length && !options.force)
    throw new BackupError(
      `The target already holds data (${holding.slice(0, 3).join(', ')}…); restore into an empty one, or pass --force.`,
    );
  let head: TBackupHead | null = null;
  let manifest: TManifestEntry[] | null = null;
  let db: TPouchDb | null = null;
  let batch: TPouchDoc[] = [];
  const written = new Map<string, number>();
  let current: string | null = null;
  const flush = async () => {
    if (db && batch.length) await db.bulkDocs(batch, { new_edits: false });
    batch = [];
  };
  for await (const line of lines) {
    if ('format' in line) {
      if (line.format !== BACKUP_FORMAT || line.version !== 1)
        throw new BackupError('This is not a Pitchside backup.');
      head = line;
    } else if ('database' in line) {
      if (!head) throw new BackupError('This is not a Pitchside backup.');
      await flush();
      db = await storage.create(line.database);
      current = line.database;
      written.set(current, 0);
    } else if ('doc' in line) {
      if (!db || !current) throw new BackupError('The backup is damaged: a document before its database.');
      written.set(current, written.get(current)! + 1);
      batch.push(line.doc);
      if (batch.length >= BATCH) await flush();
    } else if ('manifest' in line) {
      manifest = line.manifest;
    }
  }
  await flush();
  // A file cut short (a copy interrupted) is said plainly, not taken for a smaller league.
  if (!head || !manifest) throw new BackupError('The backup is incomplete: it ends before its manifest.');
  for (const entry of manifest) {
    if (written.get(entry.name) !== entry.docCount)
      throw new BackupError(`The backup is incomplete: ${entry.name} is missing documents.`);
  }
  return { ...head, databases: manifest };
}
