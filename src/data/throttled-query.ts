import { Dexie, type GlobalDexieEvents, type ObservabilitySet } from 'dexie';
import { useEffect, useState } from 'react';

/**
 * Like useLiveQuery, but for screens that read whole tables while hundreds of databases sync in
 * (the admin's desk): the query runs at most once per `ms` after the tables change, never once per
 * bridged batch, so the first sync is not slowed by re-reading everything for every batch.
 */
export function useThrottledQuery<T>(querier: () => Promise<T>, tables: string[], ms = 500): T | undefined {
  const [value, setValue] = useState<T>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the querier and tables are fixed for a screen.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isRunning = false;
    let isDue = false;
    let isStopped = false;
    const run = async () => {
      isRunning = true;
      try {
        const next = await querier();
        if (!isStopped) setValue(next);
      } finally {
        isRunning = false;
        if (isDue) {
          isDue = false;
          schedule();
        }
      }
    };
    const schedule = () => {
      if (isStopped || timer) return;
      if (isRunning) {
        isDue = true;
        return;
      }
      timer = setTimeout(() => {
        timer = undefined;
        void run();
      }, ms);
    };
    const watched = tables.map((table) => `/${table}/`);
    const onMutated = (parts: ObservabilitySet) => {
      if (Object.keys(parts).some((part) => watched.some((w) => part.includes(w)))) schedule();
    };
    const events = (Dexie.on as unknown as GlobalDexieEvents).storagemutated;
    events.subscribe(onMutated);
    void run();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      events.unsubscribe(onMutated);
    };
  }, []);
  return value;
}
