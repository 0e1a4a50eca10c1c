import { useLiveQuery } from 'dexie-react-hooks';

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
