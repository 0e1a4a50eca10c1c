import { startTransition, useEffect, useReducer, useRef } from 'react';
import type { StoreApi } from 'zustand';

/**
 * A zustand store read by a screen, its changes drawn as transitions (issue #36). zustand's own
 * hook goes through `useSyncExternalStore`, whose updates React always draws at once, in one task:
 * on a first visit each sync step ("connecting", "syncing", "up to date") drew the top bar, and the
 * league list under it, without yielding (50-100 ms each on a phone's CPU). A transition lets React
 * yield between components; a tap is never kept waiting for a status. The value is read from the
 * store at each render, so a render for another reason never shows an older one.
 */
export function useStoreInTransition<S, U>(api: StoreApi<S>, selector: (state: S) => U): U {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const chosen = useRef(selector);
  chosen.current = selector;
  const value = selector(api.getState());
  const shown = useRef(value);
  shown.current = value;
  useEffect(() => {
    const check = () => {
      const now = chosen.current(api.getState());
      if (Object.is(now, shown.current)) return;
      shown.current = now;
      startTransition(() => rerender());
    };
    // A change between this render and the subscription.
    check();
    return api.subscribe(check);
  }, [api]);
  return value;
}
