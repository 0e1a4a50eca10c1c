import { liveQuery } from 'dexie';
import { type InteropableObservable, useObservable } from 'dexie-react-hooks';
import { startTransition } from 'react';

/** The same answers, each handed on inside a transition (below). */
function inTransition<T>(source: InteropableObservable<T>): InteropableObservable<T> {
  return {
    subscribe: (onNext, onError) =>
      source.subscribe(
        (value) => startTransition(() => onNext(value)),
        (error) => startTransition(() => onError?.(error)),
      ),
  };
}

/**
 * Dexie's `useLiveQuery`, except that each answer is drawn as a transition. Drawn as an ordinary
 * update, an answer rendered its whole screen in one task: the league list's first answer held a
 * phone's main thread for 250 ms (issue #36). A transition lets React draw it in slices and yield
 * to the browser in between, so a tap is never kept waiting. Everything else is Dexie's hook: the
 * previous answer is kept while a new query runs, an answer the query has at once is used at once
 * (startTransition runs its callback synchronously), and an error reaches the error boundary.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: unknown[]): T | undefined;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: unknown[], initial: D): T | D;
export function useLiveQuery<T, D>(
  querier: () => Promise<T> | T,
  deps: unknown[] = [],
  initial?: D,
): T | D | undefined {
  return useObservable(() => inTransition(liveQuery(querier)), deps, initial);
}

/**
 * useLiveQuery for one key (a league, a team, a set of leagues): undefined until this key's
 * answer arrives. Dexie's hook keeps the previous answer while a new key's query runs, so a screen
 * would briefly show another team's data, or "no matches" before they load (the referee's list
 * once read "Report Due (0)"), or ask the server about a team it had not read yet.
 */
export function useLiveQueryFor<T>(key: string, querier: () => Promise<T>): T | undefined {
  // The querier belongs to the key: it is re-run when the key changes, as with deps [key].
  const answer = useLiveQuery(async () => ({ key, value: await querier() }), [key]);
  return answer?.key === key ? answer.value : undefined;
}
