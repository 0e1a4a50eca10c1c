import { projectDatabase } from './bridge.ts';
import { clearPushed, markPushed } from './outbox.ts';
import { localDb, remoteDb, replicate, type TDoc, type TPouchError, type TReplication } from './pouch.ts';
import { syncKey, useSyncStatus } from './sync-status.ts';

const MAX_BACK_OFF_MS = 30_000;
/** Retry after 1 s, doubling up to 30 s. */
const backOff = (delay: number) => (delay === 0 ? 1000 : Math.min(delay * 2, MAX_BACK_OFF_MS));

type TSync = { pull: TReplication; push: TReplication | null; stopProjection: () => void; canWrite: boolean };
const running = new Map<string, TSync>();
let onSignedOut: (() => void) | null = null;

const isNetworkError = (error: TPouchError) =>
  !navigator.onLine ||
  error.status === undefined ||
  error.status === 0 ||
  /fetch|network|load failed/i.test(error.message ?? '');

type TDirection = 'pull' | 'push';

function report(db: string, direction: TDirection, error: TPouchError | undefined) {
  const status = useSyncStatus.getState();
  const key = syncKey(db, direction);
  if (!error) {
    status.setDb(key, { state: 'upToDate', error: null });
    // Only a pull proves contact with the server; an idle push may not have asked it anything.
    if (direction === 'pull') status.syncedNow(db);
    return;
  }
  if (error.status === 401) {
    // An explicit 401 means the session is over: stop, keep the local data, let the user sign in.
    status.setDb(key, { state: 'signedOut', error: null });
    stopSync(db, { keepProjection: true });
    onSignedOut?.();
    return;
  }
  if (isNetworkError(error)) {
    status.setDb(key, { state: 'offline', error: null });
    probeUntilOnline();
  } else status.setDb(key, { state: 'error', error: error.reason ?? error.message ?? 'Sync failed' });
}

function follow(db: string, replication: TReplication, direction: TDirection) {
  const status = useSyncStatus.getState();
  replication.on('active', () => status.setDb(syncKey(db, direction), { state: 'syncing', error: null }));
  replication.on('paused', (error: TPouchError | undefined) => {
    report(db, direction, error);
    if (!error && direction === 'push') void clearPushed(db);
  });
  // Every failed request, including retries, before PouchDB decides to pause.
  replication.on('requestError', (error: TPouchError) => report(db, direction, error));
  replication.on('error', (error: TPouchError) => report(db, direction, error));
  if (direction === 'push') {
    replication.on('change', (info: { docs: TDoc[] }) => void markPushed(db, info.docs));
    replication.on('denied', (error: TPouchError & { id?: string }) => {
      status.addDenied({
        db,
        docId: error.id ?? '',
        reason: error.reason ?? error.message ?? 'Refused by the server',
        at: Date.now(),
      });
      void markPushed(db, [{ _id: error.id ?? '', _rev: '999999-x' }]);
    });
  }
}

/**
 * Keeps a local copy of a server database in live sync: pull always, push when the user may write
 * there. Changes are projected into Dexie for the screens as they land.
 */
export function startSync(db: string, options: { canWrite: boolean }): void {
  const current = running.get(db);
  if (current && current.canWrite === options.canWrite) return;
  if (current) stopSync(db, { keepProjection: false });
  const local = localDb(db);
  const settings = { live: true, retry: true, back_off_function: backOff, batch_size: 200 };
  const initial = { state: navigator.onLine ? 'connecting' : 'offline', error: null } as const;
  useSyncStatus.getState().setDb(syncKey(db, 'pull'), initial);
  if (options.canWrite) useSyncStatus.getState().setDb(syncKey(db, 'push'), initial);
  // Checkpoints stay on this device: readers may not write them on the server anyway, and the
  // server is spared a _local round trip (and the browser a logged 401/404) on every start.
  const pull = replicate(remoteDb(db), local, { ...settings, checkpoint: 'target' });
  follow(db, pull, 'pull');
  let push: TReplication | null = null;
  if (options.canWrite) {
    push = replicate(local, remoteDb(db), { ...settings, checkpoint: 'source' });
    follow(db, push, 'push');
  }
  running.set(db, { pull, push, stopProjection: projectDatabase(db), canWrite: options.canWrite });
}

export function stopSync(db: string, options: { keepProjection: boolean }): void {
  const current = running.get(db);
  if (!current) return;
  current.pull.cancel();
  current.push?.cancel();
  if (!options.keepProjection) current.stopProjection();
  running.delete(db);
}

export function syncedDatabases(): string[] {
  return [...running.keys()];
}

/** On reconnect, start over at once instead of waiting out the back-off. */
function restartAll() {
  useSyncStatus.getState().setOnline(true);
  for (const [db, sync] of [...running]) {
    stopSync(db, { keepProjection: false });
    startSync(db, { canWrite: sync.canWrite });
  }
}

// The browser's online event is unreliable (captive portals, flaky radios, some emulators), and the
// back-off can reach 30 s. While offline, a cheap probe notices the network's return within 5 s.
const PROBE_MS = 5000;
let probe: number | null = null;

function probeUntilOnline() {
  if (probe !== null) return;
  probe = window.setInterval(async () => {
    const response = await fetch('/api/health', { cache: 'no-store' }).catch(() => null);
    if (!response?.ok) return;
    window.clearInterval(probe!);
    probe = null;
    restartAll();
  }, PROBE_MS);
}

export function installConnectivityListeners(handleSignedOut: () => void): void {
  onSignedOut = handleSignedOut;
  window.addEventListener('online', restartAll);
  window.addEventListener('offline', () => useSyncStatus.getState().setOnline(false));
}
