import { createStore } from 'zustand/vanilla';
import { t } from '../i18n/core.ts';
import { useStoreInTransition } from './store-in-transition.ts';

export type TDbState = 'connecting' | 'syncing' | 'upToDate' | 'offline' | 'error' | 'signedOut';
export type TDbStatus = { state: TDbState; error: string | null };

/** Pull and push of one database are reported apart: an idle push says nothing about the server. */
export const syncKey = (db: string, direction: 'pull' | 'push') => `${db}|${direction}`;

export type TStopReason = { why: 'refused'; reason: string } | { why: 'withdrawn' };

/** The device's change stream: waiting for its first answer, open, or unreachable. */
export type TStreamState = 'connecting' | 'live' | 'offline';

type TSyncStatus = {
  isOnline: boolean;
  stream: TStreamState;
  /** By syncKey(db, direction). */
  dbs: Record<string, TDbStatus>;
  /** When each database last finished a sync, kept across reloads (it tells "never synced"). */
  lastSyncAt: Record<string, number>;
  /**
   * Databases this device stopped following, with why: the server refused them (403, its reason),
   * or the account no longer may read them (`withdrawn`: the captain's team left its league).
   */
  stopped: Record<string, TStopReason>;
  setDb(db: string, status: TDbStatus): void;
  markStopped(db: string, why: TStopReason): void;
  syncedNow(db: string): void;
  setOnline(isOnline: boolean): void;
  setStream(stream: TStreamState): void;
  dropDb(db: string): void;
};

/** Where lastSyncAt is kept across reloads (the shape zustand's persist used, so old values load). */
const SAVED_KEY = 'pitchside-sync';
/** Saved at most this often: an admin's first sync marks 450 databases in seconds (issue #34). */
const SAVE_EVERY_MS = 1000;

function savedLastSync(): Record<string, number> {
  try {
    const saved = JSON.parse(globalThis.localStorage?.getItem(SAVED_KEY) ?? '{}') as {
      state?: { lastSyncAt?: Record<string, number> };
    };
    return saved.state?.lastSyncAt ?? {};
  } catch {
    return {};
  }
}

/**
 * Statuses set in one task, applied together at its end: an admin's first sync settles hundreds of
 * databases at once, and a copy of the whole map per database (and a render of the top bar each)
 * cost half a second of main thread (issue #34, item 5).
 */
const pending = { dbs: new Map<string, TDbStatus>(), synced: new Map<string, number>() };

function applyPending() {
  const { dbs, synced } = pending;
  if (dbs.size === 0 && synced.size === 0) return;
  pending.dbs = new Map();
  pending.synced = new Map();
  useSyncStatus.setState((s) => {
    const changed = [...dbs].filter(([key, status]) => {
      const now = s.dbs[key];
      return now?.state !== status.state || now.error !== status.error;
    });
    // The same state object tells zustand that nothing changed: no screen renders again.
    if (changed.length === 0 && synced.size === 0) return s;
    return {
      dbs: changed.length ? { ...s.dbs, ...Object.fromEntries(changed) } : s.dbs,
      lastSyncAt: synced.size ? { ...s.lastSyncAt, ...Object.fromEntries(synced) } : s.lastSyncAt,
    };
  });
}

function setSoon(map: 'dbs' | 'synced', key: string, value: TDbStatus | number) {
  if (pending.dbs.size === 0 && pending.synced.size === 0) queueMicrotask(applyPending);
  (pending[map] as Map<string, unknown>).set(key, value);
}

const syncStatus = createStore<TSyncStatus>()((set) => ({
  // Node has a navigator without onLine: the build's drawing of a page (src/prerender.tsx) is online.
  isOnline: globalThis.navigator?.onLine ?? true,
  stream: 'connecting',
  dbs: {},
  lastSyncAt: savedLastSync(),
  stopped: {},
  markStopped: (db, why) => set((s) => ({ stopped: { ...s.stopped, [db]: why } })),
  setDb: (db, status) => setSoon('dbs', db, status),
  syncedNow: (db) => setSoon('synced', db, Date.now()),
  setOnline: (isOnline) => set({ isOnline }),
  setStream: (stream) => set({ stream }),
  dropDb: (db) => {
    applyPending();
    set((s) => {
      const dbs = Object.fromEntries(Object.entries(s.dbs).filter(([key]) => !key.startsWith(`${db}|`)));
      const { [db]: _at, ...lastSyncAt } = s.lastSyncAt;
      return { dbs, lastSyncAt };
    });
  },
}));

const whole = (state: TSyncStatus) => state;

/** The statuses for a screen (drawn as transitions: store-in-transition.ts), and the store itself. */
function useSyncStatusHook(): TSyncStatus;
function useSyncStatusHook<U>(selector: (state: TSyncStatus) => U): U;
function useSyncStatusHook<U>(selector?: (state: TSyncStatus) => U): U | TSyncStatus {
  return useStoreInTransition<TSyncStatus, U | TSyncStatus>(syncStatus, selector ?? whole);
}
export const useSyncStatus = Object.assign(useSyncStatusHook, syncStatus);

// Written behind, not on every change: each write serialised every database's time, synchronously.
let saveTimer: ReturnType<typeof setTimeout> | null = null;
const save = () => {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  const state = { lastSyncAt: useSyncStatus.getState().lastSyncAt };
  globalThis.localStorage?.setItem(SAVED_KEY, JSON.stringify({ state, version: 0 }));
};
useSyncStatus.subscribe((now, before) => {
  if (now.lastSyncAt === before.lastSyncAt || saveTimer) return;
  saveTimer = setTimeout(save, SAVE_EVERY_MS);
});
globalThis.addEventListener?.('pagehide', () => {
  if (saveTimer) save();
});

export type TOverall =
  | { kind: 'offline' }
  | { kind: 'syncing' }
  | { kind: 'error'; reason: string }
  | { kind: 'upToDate'; at: number | null }
  | { kind: 'refused'; count: number }
  | { kind: 'signedOut' };

/**
 * One status for the top bar, from every database's. Offline wins, then errors, then activity;
 * a change the server refused is never "up to date".
 */
export function overallStatus(
  s: Pick<TSyncStatus, 'isOnline' | 'dbs' | 'lastSyncAt'> & { stream?: TStreamState; refused?: number },
): TOverall {
  const states = Object.values(s.dbs);
  if (!s.isOnline || s.stream === 'offline' || states.some((d) => d.state === 'offline'))
    return { kind: 'offline' };
  if (states.some((d) => d.state === 'signedOut')) return { kind: 'signedOut' };
  const failed = states.find((d) => d.state === 'error');
  if (failed) return { kind: 'error', reason: failed.error ?? t('app.syncFailed') };
  if (states.some((d) => d.state === 'syncing' || d.state === 'connecting')) return { kind: 'syncing' };
  if (s.refused) return { kind: 'refused', count: s.refused };
  const times = Object.values(s.lastSyncAt);
  return { kind: 'upToDate', at: times.length ? Math.max(...times) : null };
}
