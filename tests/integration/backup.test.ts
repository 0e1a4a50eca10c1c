import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, truncateSync, watch } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../sync-server/config.ts';
import { openStorage, type TStorage, UPDATES_DB } from '../../sync-server/storage/storage.ts';
import { runServer } from '../support/process.ts';

// Issue #34, item 1: `npm run admin -- backup <file>` while the demo runs, and `restore <file>`
// into an empty data folder: every database and document, revisions included, comes back.

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function admin(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['sync-server/admin-cli.ts', ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
  return { child, done };
}

type TDoc = { _id: string; _rev: string };
const generation = (rev: string) => Number.parseInt(rev, 10);

/** Every database's documents (ids, winning revisions, bodies and conflicts), to compare two storages. */
async function everything(storage: TStorage) {
  const all: Record<string, unknown[]> = {};
  for (const name of await storage.listDatabases()) {
    // Not backed up on purpose: after a restore, devices catch up in full.
    if (name === UPDATES_DB) continue;
    const { rows } = await storage.db(name).allDocs({ include_docs: true, conflicts: true });
    all[name] = rows.map((row) => row.doc);
  }
  return all;
}

describe('backups', () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), 'pitchside-backup-'));
    folders.push(made);
    return made;
  };
  const source = folder();
  const files = folder();
  const file = join(files, 'league.backup');
  let port = 0;
  afterAll(() => {
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

  beforeAll(async () => {
    port = await freePort();
    // A first start seeds the demo; then, stopped, the league gets a conflict not yet resolved,
    // as two phones' edits of one document make (a root revision of its own beside the winner).
    const seeding = runServer(source, { PORT: String(port) });
    await seeding.ready;
    seeding.child.kill('SIGTERM');
    await seeding.exited;
    const storage = openStorage(readConfig({ DATA_DIR: source }));
    const [league] = (await storage.db('leagues').allDocs({ include_docs: true, startkey: 'league:' })).rows;
    await storage
      .db('leagues')
      .bulkDocs([{ ...league!.doc, name: 'Edited offline', _rev: `1-${'f'.repeat(32)}` }], {
        new_edits: false,
      });
    await storage.close();
    const running = runServer(source, { PORT: String(port) });
    await running.ready;
    try {
      // The server holds LevelDB's lock: the command asks it for the backup.
      const backup = await admin(['backup', file], { DATA_DIR: source, PORT: String(port) }).done;
      expect(backup.output).toMatch(/^Backed up \d+ databases, \d+ documents/);
      expect(backup.code).toBe(0);
    } finally {
      running.child.kill('SIGTERM');
      await running.exited;
    }
  });

  it('writes one file, readable by its owner only, and nothing half-written beside it', () => {
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(files)).toEqual(['league.backup']);
  });

  it('restores into an empty folder every database and document as they were', async () => {
    const target = folder();
    const restored = await admin(['restore', file], { DATA_DIR: target }).done;
    expect(restored.output).toMatch(/^Restored \d+ databases/);
    const before = openStorage(readConfig({ DATA_DIR: source }));
    const after = openStorage(readConfig({ DATA_DIR: target }));
    try {
      const [a, b] = [await everything(before), await everything(after)];
      expect(Object.keys(b)).toEqual(Object.keys(a));
      // The server ran on after the backup's moment: its outbox may have noted a message since. Such a
      // document must come back exactly as it was at the revision the backup holds.
      for (const name of Object.keys(a)) {
        const [was, back] = [a[name] as TDoc[], b[name] as TDoc[]];
        expect(back.map((doc) => doc._id)).toEqual(was.map((doc) => doc._id));
        for (const [i, doc] of back.entries()) {
          if (doc._rev === was[i]!._rev) continue;
          expect(generation(was[i]!._rev)).toBeGreaterThan(generation(doc._rev));
          expect(doc).toEqual(await before.db(name).get(doc._id, { rev: doc._rev }));
          b[name]![i] = was[i];
        }
      }
      expect(b).toEqual(a);
      // The conflict came back as a conflict, not as its winner alone.
      expect(JSON.stringify(a.leagues)).toContain('_conflicts');
      // The standings are stored per league (leagueStats): the same documents, the same tables.
      expect(JSON.stringify(b.leagues)).toContain('leagueStats');
    } finally {
      await before.close();
      await after.close();
    }
  });

  it('refuses a folder that holds data, and a file cut short, in plain words', async () => {
    const refused = await admin(['restore', file], { DATA_DIR: source }).done;
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^Restore failed: The target already holds data .*--force\.\n$/);
    const cut = join(files, 'cut.backup');
    const { copyFileSync } = await import('node:fs');
    copyFileSync(file, cut);
    truncateSync(cut, Math.floor(statSync(cut).size / 2));
    const broken = await admin(['restore', cut], { DATA_DIR: folder() }).done;
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(/^Restore failed: /);
    expect(broken.output).not.toMatch(/\n\s+at /);
    rmSync(cut);
  });

  it('a kill -9 midway leaves no file under the final name', async () => {
    const final = join(files, 'killed.backup');
    const started = admin(['backup', final], { DATA_DIR: source, PORT: String(await freePort()) });
    // The temporary file appears as soon as the backup starts writing.
    await new Promise<void>((resolve) => {
      const watcher = watch(files, () => {
        if (readdirSync(files).some((name) => name.startsWith('killed.backup.partial'))) {
          watcher.close();
          resolve();
        }
      });
    });
    started.child.kill('SIGKILL');
    await started.done;
    expect(existsSync(final)).toBe(false);
  });
});
