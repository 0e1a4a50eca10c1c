import { getOrNull, isConflict, type TPouchDb } from '../storage/pouch.ts';

// Failed logins are counted per address and per account in fixed windows, in stored documents so
// that every instance shares the count.
export type TThrottleConfig = { windowMs: number; maxPerIp: number; maxPerAccount: number };
type TCounter = { _id: string; _rev?: string; windowStart: number; failures: number };

const counterId = (scope: 'ip' | 'account', key: string) => `throttle:${scope}:${key}`;

async function read(db: TPouchDb, id: string, windowMs: number, now: number): Promise<TCounter> {
  const found = (await getOrNull(db, id)) as TCounter | null;
  if (!found || now - found.windowStart >= windowMs) {
    return { _id: id, _rev: found?._rev, windowStart: now, failures: 0 };
  }
  return found;
}

/** Seconds until another attempt is allowed, or 0 when it is allowed now. */
export async function retryAfterSeconds(
  db: TPouchDb,
  config: TThrottleConfig,
  ip: string,
  email: string,
): Promise<number> {
  const now = Date.now();
  const checks: [string, number][] = [
    [counterId('ip', ip), config.maxPerIp],
    [counterId('account', email), config.maxPerAccount],
  ];
  let wait = 0;
  for (const [id, max] of checks) {
    const counter = await read(db, id, config.windowMs, now);
    if (counter.failures >= max)
      wait = Math.max(wait, Math.ceil((counter.windowStart + config.windowMs - now) / 1000));
  }
  return wait;
}

export async function recordFailure(db: TPouchDb, config: TThrottleConfig, ip: string, email: string) {
  for (const id of [counterId('ip', ip), counterId('account', email)]) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const counter = await read(db, id, config.windowMs, Date.now());
      try {
        await db.put({ ...counter, failures: counter.failures + 1 });
        break;
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
    }
  }
}

export async function clearAccountFailures(db: TPouchDb, email: string) {
  const found = await getOrNull(db, counterId('account', email));
  if (found) await db.remove(found).catch(() => {});
}
