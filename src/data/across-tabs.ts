/**
 * One replication per need across this browser's tabs (ADR 036). Every tab hears each change
 * notice (shared-stream.ts) and replicated each database it follows, so five tabs on a league
 * asked the server five times for one change, and a reconnect pushed the same writes five times.
 * The local databases are shared by the tabs, so one run serves them all.
 *
 * A run happens under a Web Lock named after what it replicates; whoever gets the lock next first
 * reads when the last successful run of it began (localStorage). A run that began after this
 * tab's need arose (a notice heard, a write made) has already served it: nothing to ask. Where a
 * browser has no Web Locks, each tab runs its own, as before.
 */

const LOCK = 'pitchside-sync:';
const STAMP = 'ps:synced:';

export const canShareRuns = (): boolean => typeof navigator !== 'undefined' && 'locks' in navigator;

/** When the last successful run of this key began, in any tab (0: never, or unknown). */
export function lastRunStart(key: string): number {
  try {
    return Number(localStorage.getItem(STAMP + key)) || 0;
  } catch {
    return 0;
  }
}

/** Notes a successful run that began at `startedAt`, for the other tabs. */
export function noteRun(key: string, startedAt: number): void {
  try {
    if (startedAt > lastRunStart(key)) localStorage.setItem(STAMP + key, String(startedAt));
  } catch {
    // Storage full or refused: the other tabs run their own, as without this.
  }
}

/**
 * The longest a tab waits for another tab's run. A background tab can be frozen in the middle of
 * one (Android freezes hidden tabs), and its lock stays held until it resumes.
 */
export const MAX_LOCK_WAIT_MS = 30_000;

/**
 * Runs `work` while holding this browser's lock for `name`; without Web Locks, at once. Past
 * `waitMs` of waiting it runs without the lock, as a tab alone would.
 */
export async function withLock<T>(
  name: string,
  work: () => Promise<T>,
  waitMs = MAX_LOCK_WAIT_MS,
): Promise<T> {
  if (!canShareRuns()) return work();
  let isGranted = false;
  const granted = () => {
    isGranted = true;
    return work();
  };
  try {
    // The lock's promise settles with the callback's own (lib.dom types it as a promise of a promise).
    return (await navigator.locks.request(
      LOCK + name,
      { signal: AbortSignal.timeout(waitMs) },
      granted,
    )) as T;
  } catch (error) {
    if (isGranted) throw error;
    return work();
  }
}

/**
 * Runs `run` for `key` unless another tab's run that began at or after `neededSince()` (read once
 * the lock is held) succeeded; resolves true when it ran here, false when it was served already.
 */
export function onceAcrossTabs(
  key: string,
  neededSince: () => number,
  run: () => Promise<void>,
  waitMs = MAX_LOCK_WAIT_MS,
): Promise<boolean> {
  const runOnce = async () => {
    const last = lastRunStart(key);
    if (canShareRuns() && last > 0 && last >= neededSince()) return false;
    const startedAt = Date.now();
    await run();
    noteRun(key, startedAt);
    return true;
  };
  return withLock(key, runOnce, waitMs);
}
