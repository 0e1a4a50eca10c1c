import { createReadStream, createWriteStream } from 'node:fs';
import { open, readFile, rename, stat, unlink } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { readConfig, type TConfig } from '../config.ts';
import { openStorage } from '../storage/storage.ts';
import {
  BackupError,
  restoreBackup,
  type TBackupHead,
  type TBackupLine,
  type TManifest,
  writeBackup,
} from './backup.ts';
import { operatorKeyFile } from './operator-key.ts';

// `npm run admin -- backup <file>` and `restore <file> [--force]` (issue #34). A backup is gzipped
// lines of JSON, written under a temporary name and renamed when whole: a kill -9 midway leaves no
// half-written file under the final name. It holds every database, password hashes included: the
// file is made readable by its owner only.

const version = async () =>
  (JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string })
    .version;

/** The running server's backup, if one answers on this machine; null when none runs. */
async function fromServer(config: TConfig): Promise<Response | null> {
  const key = (await readFile(operatorKeyFile(config.dataDir), 'utf8').catch(() => '')).trim();
  if (!key) return null;
  const answer = await fetch(`http://127.0.0.1:${config.port}/api/operator/backup`, {
    headers: { authorization: `Bearer ${key}` },
  }).catch(() => null);
  if (!answer) return null;
  if (!answer.ok || !answer.body)
    throw new BackupError(`The running server refused the backup (${answer.status}).`);
  return answer;
}

async function* linesOf(input: NodeJS.ReadableStream): AsyncIterable<TBackupLine> {
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (!line.trim()) continue;
    try {
      yield JSON.parse(line) as TBackupLine;
    } catch {
      throw new BackupError('The backup is damaged: a line is not JSON.');
    }
  }
}

export async function backupCommand(config: TConfig, file: string): Promise<TManifest> {
  const temporary = `${file}.partial-${process.pid}`;
  const handle = await open(temporary, 'w', 0o600);
  const gzip = createGzip();
  const out = gzip.pipe(createWriteStream('', { fd: handle.fd, autoClose: false }));
  const write = (line: TBackupLine) =>
    new Promise<void>((resolve) =>
      gzip.write(`${JSON.stringify(line)}\n`) ? resolve() : gzip.once('drain', resolve),
    );
  let manifest: TManifest | null = null;
  try {
    const served = await fromServer(config);
    if (served) {
      let head: TBackupHead | null = null;
      for await (const line of linesOf(Readable.fromWeb(served.body as never))) {
        await write(line);
        if ('format' in line) head = line;
        if ('manifest' in line && head) manifest = { ...head, databases: line.manifest };
      }
      if (!manifest) throw new BackupError('The server stopped before the backup was whole.');
    } else {
      // No server runs: this process may open the storage itself.
      const storage = openStorage(config);
      try {
        manifest = await writeBackup(storage, await version(), write);
      } finally {
        await storage.close();
      }
    }
    await new Promise<void>((resolve, reject) => {
      out.once('finish', resolve).once('error', reject);
      gzip.end();
    });
    await handle.sync();
    await handle.close();
    await rename(temporary, file);
    return manifest;
  } catch (error) {
    gzip.destroy();
    await handle.close().catch(() => {});
    await unlink(temporary).catch(() => {});
    throw error;
  }
}

export async function restoreCommand(config: TConfig, file: string, force: boolean): Promise<TManifest> {
  await stat(file).catch(() => {
    throw new BackupError(`No backup at ${file}.`);
  });
  const storage = openStorage(config);
  try {
    const input = createReadStream(file).pipe(createGunzip());
    return await restoreBackup(storage, linesOf(input), { force });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'Z_DATA_ERROR')
      throw new BackupError('This is not a Pitchside backup.');
    throw error;
  } finally {
    await storage.close();
  }
}

/** The command's words: what it did, or why not, plainly (no stack trace). */
export async function runBackupCommand(command: 'backup' | 'restore', file: string, force: boolean) {
  const config = readConfig();
  try {
    const manifest =
      command === 'backup' ? await backupCommand(config, file) : await restoreCommand(config, file, force);
    const docs = manifest.databases.reduce((sum, db) => sum + db.docCount, 0);
    const verb = command === 'backup' ? 'Backed up' : 'Restored';
    console.log(`${verb} ${manifest.databases.length} databases, ${docs} documents (${file}).`);
  } catch (error) {
    const message = error instanceof BackupError ? error.message : `${(error as Error).message}`;
    console.error(`${command === 'backup' ? 'Backup' : 'Restore'} failed: ${message}`);
    process.exitCode = 1;
  }
}
