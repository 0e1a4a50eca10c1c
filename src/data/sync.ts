import { t } from '../i18n/core.ts';
import { onceAcrossTabs } from './across-tabs.ts';
import { cancelPull, isBatched, isPullInFlight, NotBatched, pullWithOthers } from './batch-pull.ts';
import { projectDatabase, whenProjected } from './bridge.ts';
import { store } from './local-store.ts';
import { clearPushed, markPushed } from './outbox.ts';
import type { TDoc, TPouchError } from './pouch.ts';
import { loadPouch, pouchIfLoaded, type TPouchModule } from './pouch-loader.ts';
import { recordRefusal } from './refusal-writes.ts';
import { settleRefusals } from './refusals.ts';
import { syncKey, useSyncStatus } from './sync-status.ts';

/**
 * Replication on demand. The change stream says which databases changed; each change runs one
 * one-shot replication, at most MAX_RUNNING at a time, and a database asked for again while it
 * replicates runs once more after. With the stream, that keeps this device to 3 of the browser's 6
 * connections per host (docs/decisions/008-one-change-stream.md).
 */
const MAX_RUNNING = 2;
const MAX_RETRY_MS = 30_000;

type TDirection = 'pull' | 'push';
/** `direct`: copied straight into the read model, with no local PouchDB copy yet (direct-copy.ts). */
type TFollowed = { canWrite: boolean; direct: boolean; stopProjection: () => void };

const followed = new Map<string, TFollowed>();
/** Keys (syncKey) waiting their turn, pushes first. */
const waiting: string[] = [];
/** Keys replicating here, or waiting for another tab's run of the same (across-tabs.ts). */
const running = new Map<string, { cancel: () => void }>();
/** When each key's latest need arose (a notice, a write): a run that began after it serves it. */
const neededAt = new Map<string, number>();
const again = new Set<string>();
const retryTimers = new Map<string, number>();
let onSignedOut: (() => void) | null = null;

/** What runs when the server says the session is over (a 401 to a replication). */
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

const splitKey = (key: string) => {
  const at = key.lastIndexOf('|');
  return { db: key.slice(0, at), direction: key.slice(at + 1) as TDirection };
};

const isNetworkError = (error: TPouchError) =>
  !navigator.onLine ||
  error.status === undefined ||
  error.status === 0 ||
  /fetch|network|load failed/i.test(error.message ?? '');

export function request(db: string, direction: TDirection, at = Date.now()) {
  const entry = followed.get(db);
  if (!entry || (direction === 'push' && !entry.canWrite)) return;
  const key = syncKey(db, direction);
  neededAt.set(key, Math.max(neededAt.get(key) ?? 0, at));
  if (direction === 'pull' && entry.direct) {
    // Still queued, the batch reads the database as it is when sent: nothing more to ask.
    if (!isBatched(db)) pullDirect(db, at);
    else if (isPullInFlight(db)) again.add(key);
    return;
  }
  if (running.has(key)) {
    again.add(key);
    return;
  }
  // Already queued: the queue may be waiting for PouchDB, which this asks for again.
  if (waiting.includes(key)) return pump();
  const timer = retryTimers.get(key);
  if (timer !== undefined) window.clearTimeout(timer);
  retryTimers.delete(key);
  // Local writes go out before news comes in.
  if (direction === 'push') waiting.unshift(key);
  else waiting.push(key);
  pump();
}

export function requestPull(db: string, at?: number): void {
  request(db, 'pull', at);
}

/** Pushes a database if this device holds changes the server has not seen. */
export async function requestPush(db: string): Promise<void> {
  if (!followed.get(db)?.canWrite) return;
  const pending = await store.outbox.where('db').equals(db).count();
  if (pending > 0) request(db, 'push');
  else useSyncStatus.getState().setDb(syncKey(db, 'push'), { state: 'upToDate', error: null });
}

function pump() {
  if (waiting.length === 0) return;
  // PouchDB loads with the first replication (pouch-loader.ts); the queue waits for it.
  const pouch = pouchIfLoaded();
  if (!pouch) {
    loadPouch().then(pump, (error: unknown) => {
      console.warn('PouchDB did not load', error);
      pouchFailed();
    });
    return;
  }
  while (running.size < MAX_RUNNING && waiting.length > 0) {
    const key = waiting.shift()!;
    const { db, direction } = splitKey(key);
    if (followed.has(db)) start(key, db, direction, pouch);
  }
}

/**
 * PouchDB did not load (a first visit whose network went before the chunk came): what waits for it
 * says so, instead of "syncing" for ever. Chromium keeps a failed module import failed until the
 * page reloads, so asking again (a queued database asked for again) rarely helps.
 */
function pouchFailed() {
  const status = useSyncStatus.getState();
  for (const key of waiting) {
    status.setDb(
      key,
      navigator.onLine ? { state: 'error', error: t('app.syncFailed') } : { state: 'offline', error: null },
    );
  }
}

function start(key: string, db: string, direction: TDirection, pouch: TPouchModule) {
  const { localDb, remoteDb, replicate } = pouch;
  const status = useSyncStatus.getState();
  status.setDb(key, { state: 'syncing', error: null });
  let replication: ReturnType<typeof replicate> | null = null;
  let isStopped = false;
  const handle = {
    cancel: () => {
      isStopped = true;
      replication?.cancel();
    },
  };
  running.set(key, handle);

  const replicateNow = async () => {
    if (isStopped) throw new Error('stopped');
    const startedAt = Date.now();
    const local = localDb(db);
    // One request at a time per replication (batches_limit 1). Checkpoints stay on this device:
    // readers may not write them on the server, and it spares a round trip.
    const options = { batch_size: 200, batches_limit: 1 };
    replication =
      direction === 'pull'
        ? replicate(remoteDb(db), local, { ...options, checkpoint: 'target' })
        : replicate(local, remoteDb(db), { ...options, checkpoint: 'source' });
    if (direction === 'push') {
      replication.on('change', (info: { docs: TDoc[] }) => {
        void markPushed(db, info.docs);
        void settleRefusals(db, info.docs);
      });
      replication.on('denied', (error: TPouchError & { id?: string }) => {
        if (error.id)
          void recordRefusal(db, error.id, error.reason ?? error.message ?? t('app.refusedByTheServer'));
      });
    }
    await replication;
    // A cancelled replication ends as if complete: it must not tell the other tabs it ran.
    if (isStopped) throw new Error('stopped');
    if (direction === 'push') await clearPushed(db, startedAt);
    // "Up to date" once the screens can show what arrived, not only once it is stored.
    else await whenProjected(db);
  };

  // Another tab may be replicating the same database: wait for it, and skip if it served this need.
  onceAcrossTabs(key, () => neededAt.get(key) ?? 0, replicateNow)
    // Stopped (signed out, or followed anew with other rights): whoever follows it now asks again.
    .then(
      () => isStopped || succeeded(db, direction),
      (error: TPouchError) => isStopped || failed(db, direction, error),
    )
    .finally(() => {
      if (running.get(key) === handle) running.delete(key);
      // Asked again meanwhile: from the time of that ask, which the run just made may have served.
      if (again.delete(key)) request(db, direction, neededAt.get(key));
      pump();
    });
}

function succeeded(db: string, direction: TDirection) {
  if (!followed.has(db)) return;
  const status = useSyncStatus.getState();
  status.setDb(syncKey(db, direction), { state: 'upToDate', error: null });
  // Only a pull proves contact with the server; an idle push may not have asked it anything.
  if (direction === 'pull') status.syncedNow(db);
  retryDelays.delete(syncKey(db, direction));
}

const retryDelays = new Map<string, number>();
/** Databases the server refused to this principal; followed again only after a new sign-in. */
const refused = new Set<string>();

function failed(db: string, direction: TDirection, error: TPouchError) {
  if (!followed.has(db)) return;
  const status = useSyncStatus.getState();
  const key = syncKey(db, direction);
  if (error.status === 401) {
    // The session is over: stop, keep the local data, let the user sign in.
    status.setDb(key, { state: 'signedOut', error: null });
    onSignedOut?.();
    return;
  }
  if (error.status === 403 && direction === 'pull') {
    // This account may no longer read it (a withdrawn team's free-agent pool): asking again on
    // every stream notice would only be refused again. Stop, drop the copy, and say why once.
    refused.add(db);
    stopSync(db, { keepProjection: false });
    status.dropDb(db);
    status.markStopped(db, { why: 'refused', reason: error.reason ?? error.message ?? t('app.syncFailed') });
    return;
  }
  const isOffline = isNetworkError(error);
  if (isOffline) status.setDb(key, { state: 'offline', error: null });
  else status.setDb(key, { state: 'error', error: error.reason ?? error.message ?? t('app.syncFailed') });
  // Offline, the stream's return asks again (onReady); a flaky request or a busy server, later.
  if ((isOffline && navigator.onLine) || (error.status ?? 0) >= 500) {
    const delay = Math.min((retryDelays.get(key) ?? 500) * 2, MAX_RETRY_MS);
    retryDelays.set(key, delay);
    retryTimers.set(
      key,
      window.setTimeout(() => {
        retryTimers.delete(key);
        request(db, direction);
      }, delay),
    );
  }
}

/**
 * Keeps a local copy of a server database: pulled now and whenever the stream says it changed,
 * pushed whenever this device writes to it (when the user may). Changes are projected into Dexie
 * for the screens as they land.
 */
export function startSync(db: string, options: { canWrite: boolean; pullWithOthers?: boolean }): void {
  if (refused.has(db)) return;
  const current = followed.get(db);
  if (current && current.canWrite === options.canWrite) return;
  if (current) stopSync(db, { keepProjection: false });
  const status = useSyncStatus.getState();
  const initial = { state: navigator.onLine ? 'connecting' : 'offline', error: null } as const;
  status.setDb(syncKey(db, 'pull'), initial);
  // A database this device only reads (a visitor's leagues, highlights) needs no local PouchDB
  // copy, nor does each of an admin's hundreds: both come in batches straight into the read model,
  // which spares a first visit the replication's requests and a second IndexedDB write (issue #36).
  if (options.pullWithOthers || !options.canWrite) {
    // Projected once it has a local copy (toReplication); until then the batches write its rows.
    followed.set(db, { canWrite: options.canWrite, direct: true, stopProjection: () => {} });
    pullDirect(db);
    return;
  }
  followed.set(db, { canWrite: options.canWrite, direct: false, stopProjection: projectDatabase(db) });
  requestPull(db);
  if (options.canWrite) void requestPush(db);
}

/** A pull straight into the read model, batched with others; a database with a local copy replicates. */
function pullDirect(db: string, at = Date.now()) {
  const key = syncKey(db, 'pull');
  useSyncStatus.getState().setDb(key, { state: 'syncing', error: null });
  pullWithOthers(db, at).then(
    () => {
      if (!followed.has(db)) return;
      succeeded(db, 'pull');
      if (again.delete(key)) request(db, 'pull', neededAt.get(key));
    },
    (error: Error & TPouchError) => {
      again.delete(key);
      if (error instanceof NotBatched) toReplication(db);
      else failed(db, 'pull', error);
    },
  );
}

/** From now on the database replicates: it has a local copy (this device wrote to it). */
export function toReplication(db: string) {
  const entry = followed.get(db);
  if (!entry?.direct) return;
  entry.direct = false;
  cancelPull(db);
  entry.stopProjection = projectDatabase(db);
  requestPull(db);
  if (entry.canWrite) void requestPush(db);
}

export function stopSync(db: string, options: { keepProjection: boolean }): void {
  const current = followed.get(db);
  if (!current) return;
  followed.delete(db);
  cancelPull(db);
  for (const direction of ['pull', 'push'] as const) {
    const key = syncKey(db, direction);
    running.get(key)?.cancel();
    running.delete(key);
    again.delete(key);
    const at = waiting.indexOf(key);
    if (at >= 0) waiting.splice(at, 1);
    const timer = retryTimers.get(key);
    if (timer !== undefined) window.clearTimeout(timer);
    retryTimers.delete(key);
  }
  if (!options.keepProjection) current.stopProjection();
  pump();
}

export function syncedDatabases(): string[] {
  return [...followed.keys()];
}

/** Databases refused to the last principal may be followed again (a new session). */
export function forgetRefusals(): void {
  refused.clear();
}
