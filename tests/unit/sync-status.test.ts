import { describe, expect, it } from 'vitest';
import { syncKey, useSyncStatus } from '../../src/data/sync-status.ts';

// An admin's first sync settles hundreds of databases at once (issue #34, item 5): their statuses
// are applied together at the end of the task, one copy of the map and one notice for all.

const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('sync status', () => {
  it('applies the statuses set in one task together, with one notice to the screens', async () => {
    let notices = 0;
    const stop = useSyncStatus.subscribe(() => {
      notices += 1;
    });
    const status = useSyncStatus.getState();
    for (let i = 0; i < 450; i += 1) {
      status.setDb(syncKey(`team-${i}`, 'pull'), { state: 'upToDate', error: null });
      status.syncedNow(`team-${i}`);
    }
    await settled();
    stop();
    expect(notices).toBe(1);
    const now = useSyncStatus.getState();
    expect(Object.keys(now.dbs).filter((key) => key.startsWith('team-'))).toHaveLength(450);
    expect(Object.keys(now.lastSyncAt).filter((db) => db.startsWith('team-'))).toHaveLength(450);
  });

  it('tells no one when nothing changed, and drops a database even within the task that set it', async () => {
    const status = useSyncStatus.getState();
    const key = syncKey('league-a', 'pull');
    status.setDb(key, { state: 'syncing', error: null });
    await settled();
    let notices = 0;
    const stop = useSyncStatus.subscribe(() => {
      notices += 1;
    });
    status.setDb(key, { state: 'syncing', error: null });
    await settled();
    expect(notices).toBe(0);
    status.setDb(key, { state: 'upToDate', error: null });
    status.syncedNow('league-a');
    status.dropDb('league-a');
    await settled();
    stop();
    expect(useSyncStatus.getState().dbs[key]).toBeUndefined();
    expect(useSyncStatus.getState().lastSyncAt['league-a']).toBeUndefined();
  });
});
