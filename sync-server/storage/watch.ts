import type { TUpdates } from '../live/updates.ts';

/**
 * Wakes long-polling `_changes` requests when a database changes. Every update reaches this
 * instance through its one update log (its own writes, and in CouchDB mode `_db_updates`), so a
 * waiting client costs no upstream feed and no CPU.
 */
export function createWatcher(updates: TUpdates) {
  const waiters = new Map<string, Set<() => void>>();

  function wake(name: string) {
    for (const waiter of [...(waiters.get(name) ?? [])]) waiter();
  }
  updates.events.on('update', wake);

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
      if (current.size === 0 && waiters.get(name) === current) waiters.delete(name);
    };
    const waiter = () => {
      stop();
      onChange();
    };
    current.add(waiter);
    return stop;
  }

  return {
    once,
    /** Databases with waiting clients (for tests and the benchmark). */
    watchedCount: () => waiters.size,
    closeAll() {
      updates.events.off('update', wake);
      waiters.clear();
    },
  };
}

export type TWatcher = ReturnType<typeof createWatcher>;
