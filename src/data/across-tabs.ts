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

/** Runs `work` while holding this browser's lock for `name`; without Web Locks, at once. */
export function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!canShareRuns()) return work();
  // The lock's promise settles with the callback's own (lib.dom types it as a promise of a promise).
  return navigator.locks.request(LOCK + name, work) as unknown as Promise<T>;
}

/**
 * Runs `run` for `key` unless another tab's run that began at or after `neededSince()` (read once
 * the lock is held) succeeded; resolves true when it ran here, false when it was served already.
 */
export function onceAcrossTabs(
  key: string,
  neededSince: () => number,
  run: () => Promise<void>,
): Promise<boolean> {
  return withLock(key, async () => {
    const last = lastRunStart(key);
    if (canShareRuns() && last > 0 && last >= neededSince()) return false;
    const startedAt = Date.now();
    await run();
    noteRun(key, startedAt);
    return true;
  });
}
