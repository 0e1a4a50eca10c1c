import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// The running server holds LevelDB's lock, so `npm run admin -- backup` asks it for the backup.
// It proves it runs on this machine, as the operator, by a key in the data folder (mode 600):
// whoever can read that folder can read every database in it anyway. The key never leaves it.

export const operatorKeyFile = (dataDir: string) => join(dataDir, 'operator.key');

/** The folder's key, made on the first start. */
export async function ensureOperatorKey(dataDir: string): Promise<string> {
  const file = operatorKeyFile(dataDir);
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing?.trim()) return existing.trim();
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}

export function isOperatorKey(given: string | undefined, key: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}
