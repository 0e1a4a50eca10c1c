import { liveQuery } from 'dexie';
import { type InteropableObservable, useObservable } from 'dexie-react-hooks';
import { startTransition } from 'react';
import { store } from './local-store.ts';

/**
 * Resolves once the local database's first opening is over (opened or failed); null after that.
 * When Dexie makes the database (a first visit), it tells every live query that all of it
 * changed; a query subscribed before that, still waiting for the opening, threw its first answer
 * away and read again. Later closings are left to Dexie's own reopening.
 */
let opening: Promise<unknown> | null = null;
let isOpened = false;
function whenOpen(): Promise<unknown> | null {
  if (isOpened) return null;
  // Not `store.isOpen()`: that is true from the moment IndexedDB answers, before Dexie's ready
  // hooks and that notice. Asked while opening, open() resolves just before the notice
  // (microtasks later), so the queries start a task after it. A failed opening is met, and
  // reported, by the query itself.
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  opening ??= store
    .open()
    .then(settled, settled)
    .then(() => {
      isOpened = true;
    });
  return opening;
}

/**
 * Dexie's live query as the hook subscribes to it (issue #36): each answer is handed on inside a
 * transition (below), and before the database's first opening is over it subscribes after it,
 * so that the query runs once.
 */
function liveAnswers<T>(source: InteropableObservable<T>): InteropableObservable<T> {
  return {
    subscribe: (onNext, onError) => {
      const start = () =>
        source.subscribe(
          (value) => startTransition(() => onNext(value)),
          (error) => startTransition(() => onError?.(error)),
        );
      const wait = whenOpen();
      if (!wait) return start();
      let isClosed = false;
      let inner: ReturnType<typeof start> | undefined;
      void wait.then(() => {
        if (!isClosed) inner = start();
      });
      return {
        unsubscribe: () => {
          isClosed = true;
          if (typeof inner === 'function') inner();
          else inner?.unsubscribe();
        },
      };
    },
  };
}

/**
 * Dexie's `useLiveQuery`, except that each answer is drawn as a transition. Drawn as an ordinary
 * update, an answer rendered its whole screen in one task: the league list's first answer held a
 * phone's main thread for 250 ms (issue #36). A transition lets React draw it in slices and yield
 * to the browser in between, so a tap is never kept waiting. Everything else is Dexie's hook: the
 * previous answer is kept while a new query runs, and an error reaches the error boundary.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: unknown[]): T | undefined;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: unknown[], initial: D): T | D;
export function useLiveQuery<T, D>(
  querier: () => Promise<T> | T,
  deps: unknown[] = [],
  initial?: D,
): T | D | undefined {
  return useObservable(() => liveAnswers(liveQuery(querier)), deps, initial);
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
