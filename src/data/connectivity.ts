import { onLocalCopy } from './direct-copy.ts';
import { store } from './local-store.ts';
import { onLocalWrite } from './outbox.ts';
import { connectStream, reconnectNow } from './shared-stream.ts';
import {
  forgetRefusals,
  request,
  requestPull,
  requestPush,
  setSignedOutHandler,
  syncedDatabases,
  toReplication,
} from './sync.ts';
import { syncKey, useSyncStatus } from './sync-status.ts';

/** Connected: pull what changed (or, with no resume, everything) and push what waits. */
function onReady(resumed: boolean) {
  const status = useSyncStatus.getState();
  status.setStream('live');
  // A connection proves the network unless the browser has since said it is gone: the ready
  // message of a stream opened just before going offline can arrive after the offline event.
  status.setOnline(navigator.onLine);
  for (const db of syncedDatabases()) {
    const pull = status.dbs[syncKey(db, 'pull')]?.state;
    // Resumed, the stream brings what changed meanwhile; a pull under way or queued needs no other.
    const needsNoPull = pull === 'upToDate' || pull === 'syncing' || pull === 'connecting';
    if (!resumed || !needsNoPull) requestPull(db);
  }
  void pushWaiting();
}

/** Pushes every database the outbox holds writes for: one read, however many databases are kept. */
async function pushWaiting() {
  const waiting = new Set((await store.outbox.toArray()).map((entry) => entry.db));
  for (const db of waiting) request(db, 'push');
}

// The browser's online event is unreliable (captive portals, flaky radios, some emulators), and the
// stream's back-off can reach 30 s. While offline, a cheap probe notices the network's return.
const PROBE_MS = 5000;
let probe: number | null = null;

function probeUntilOnline() {
  if (probe !== null) return;
  probe = window.setInterval(async () => {
    const response = await fetch('/api/health', { cache: 'no-store' }).catch(() => null);
    if (!response?.ok) return;
    window.clearInterval(probe!);
    probe = null;
    reconnectNow();
  }, PROBE_MS);
}

/** Opens the change stream and wires the network events; `handleSignedOut` runs on a 401. */
export function installConnectivityListeners(handleSignedOut: () => void): void {
  setSignedOutHandler(handleSignedOut);
  onLocalWrite((db) => void requestPush(db));
  onLocalCopy(toReplication);
  connectStream({
    // Only followed databases replicate: requestPull ignores the others.
    onChange: requestPull,
    onReady,
    onSignedOut: () => {
      useSyncStatus.getState().setStream('connecting');
      handleSignedOut();
    },
    onOffline: () => {
      useSyncStatus.getState().setStream('offline');
      probeUntilOnline();
    },
  });
  window.addEventListener('online', () => {
    useSyncStatus.getState().setOnline(true);
    reconnectNow();
  });
  window.addEventListener('offline', () => useSyncStatus.getState().setOnline(false));
}

/** The stream again from scratch, for a new session (the principal changed). */
export function restartStream(): void {
  forgetRefusals();
  reconnectNow();
}
