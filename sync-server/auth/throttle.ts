import { getOrNull, isConflict, type TPouchDb } from '../storage/pouch.ts';
import { serialised } from '../storage/serialised.ts';

// Attempts are counted in fixed windows, in stored documents so that every instance shares the
// count. An attempt is reserved (counted) before any expensive work, atomically: a stored
// document's revision is a compare-and-swap, and within one instance the updates of a counter are
// queued, so a hundred parallel attempts cannot all read "zero so far".
export type TThrottleConfig = { windowMs: number; maxPerIp: number; maxPerAccount: number };
export type TLimit = { id: string; max: number };
type TCounter = { _id: string; _rev?: string; windowStart: number; failures: number };

export const throttleId = (scope: string, key: string) => `throttle:${scope}:${key}`;

/** The login limits: per address and per account. */
export const loginLimits = (config: TThrottleConfig, ip: string, email: string): TLimit[] => [
  { id: throttleId('ip', ip), max: config.maxPerIp },
  { id: throttleId('account', email), max: config.maxPerAccount },
];

async function read(db: TPouchDb, id: string, windowMs: number, now: number): Promise<TCounter> {
  const found = (await getOrNull(db, id)) as TCounter | null;
  if (!found || now - found.windowStart >= windowMs) {
    return { _id: id, _rev: found?._rev, windowStart: now, failures: 0 };
  }
  return found;
}

/** Adds `delta` to a counter unless it is at its limit; returns the seconds to wait, or 0. */
function bump(db: TPouchDb, limit: TLimit, windowMs: number, delta: number): Promise<number> {
  return serialised(limit.id, async () => {
    // Another instance may update the same counter: a lost race is retried on fresh data, and a
    // counter too contended to update refuses the attempt rather than letting it through.
    for (let attempt = 0; attempt < 8; attempt++) {
      const now = Date.now();
      const counter = await read(db, limit.id, windowMs, now);
      if (delta > 0 && counter.failures >= limit.max) {
        return Math.max(1, Math.ceil((counter.windowStart + windowMs - now) / 1000));
      }
      if (delta < 0 && counter.failures === 0) return 0;
      try {
        await db.put({ ...counter, failures: counter.failures + delta });
        return 0;
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
    }
    return delta > 0 ? 1 : 0;
  });
}

/**
 * Reserves one attempt against every limit before the caller does any expensive work. Returns
 * the seconds to wait when a limit is reached (nothing is then counted against the others), or 0.
 */
export async function reserveAttempt(db: TPouchDb, windowMs: number, limits: TLimit[]): Promise<number> {
  const taken: TLimit[] = [];
  for (const limit of limits) {
    const wait = await bump(db, limit, windowMs, 1);
    if (wait > 0) {
      await releaseAttempt(db, windowMs, taken);
      return wait;
    }
    taken.push(limit);
  }
  return 0;
}

/** Gives back a reserved attempt (it succeeded, so it was not a failure). */
export async function releaseAttempt(db: TPouchDb, windowMs: number, limits: TLimit[]): Promise<void> {
  for (const limit of limits) await bump(db, limit, windowMs, -1);
}

/** Forgets an account's failures after a successful sign-in. */
export async function clearCounter(db: TPouchDb, id: string) {
  await serialised(id, async () => {
    const found = await getOrNull(db, id);
    if (found) await db.remove(found).catch(() => {});
  });
}
