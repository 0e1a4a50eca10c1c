import type { TStorage } from './storage.ts';

/**
 * Wakes long-polling `_changes` requests when a database changes. Writes made through this
 * instance wake waiters synchronously (no missed-wakeup window). In CouchDB mode, writes made by
 * other instances arrive through one shared upstream changes feed per watched database, closed
 * with its last waiter. Idle clients cost no CPU.
 */
export function createWatcher(storage: TStorage) {
  const waiters = new Map<string, Set<() => void>>();
  const upstream = new Map<string, () => void>();

  function wake(name: string) {
    for (const waiter of [...(waiters.get(name) ?? [])]) waiter();
  }
  storage.writes.on('write', wake);

  function followUpstream(name: string) {
    if (storage.mode !== 'couchdb' || upstream.has(name)) return;
    const unpin = storage.pin(name);
    const changes = storage.db(name).changes({ live: true, since: 'now', return_docs: false });
    changes.on('change', () => wake(name));
    // An upstream error (CouchDB restarting) wakes everyone; they re-query and wait again.
    changes.on('error', () => wake(name));
    upstream.set(name, () => {
      changes.cancel();
      unpin();
    });
  }

  /** Calls onChange at most once, at the next change of the database. Returns a cancel. */
  function once(name: string, onChange: () => void): () => void {
    let set = waiters.get(name);
    if (!set) {
      set = new Set();
      waiters.set(name, set);
    }
    const current = set;
    const stop = () => {
      current.delete(waiter);
      if (current.size === 0 && waiters.get(name) === current) {
        waiters.delete(name);
        upstream.get(name)?.();
        upstream.delete(name);
      }
    };
    const waiter = () => {
      stop();
      onChange();
    };
    current.add(waiter);
    followUpstream(name);
    return stop;
  }

  return {
    once,
    /** Databases with waiting clients (for tests and the benchmark). */
    watchedCount: () => waiters.size,
    closeAll() {
      storage.writes.off('write', wake);
      for (const cancel of upstream.values()) cancel();
      upstream.clear();
      waiters.clear();
    },
  };
}

export type TWatcher = ReturnType<typeof createWatcher>;
