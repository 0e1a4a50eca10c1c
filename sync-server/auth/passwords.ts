import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { PASSWORD_MAX } from '../../src/domain/limits.ts';
import { t } from '../../src/i18n/core.ts';
import { AppError } from '../http/errors.ts';

// scrypt with N=2^15, r=8: about 50 ms a hash here. The whole password is hashed, never truncated;
// passwords over 1024 characters are refused before hashing so they cannot be used to stall us.
const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
export const PASSWORD_MAX_LENGTH = PASSWORD_MAX;

/**
 * scrypt runs on libuv's thread pool (4 threads), which LevelDB and the file system share. At most
 * two hashes run at once, so storage always has threads left; a few dozen more may wait, and
 * beyond that the server says it is busy at once instead of queueing without end.
 */
const HASH_CONCURRENCY = 2;
const HASH_QUEUE_MAX = 64;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE_MAX) {
      throw new AppError(503, 'busy', t('server.theServerIsBusyPlease'));
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(
          password.normalize('NFC'),
          salt,
          KEY_LENGTH,
          { N: n, r, p, maxmem: 256 * n * r },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A dummy hash, verified against when the e-mail is unknown so both failures take as long. */
export const DUMMY_HASH = await hashPassword(randomBytes(16).toString('hex'));
