// Column sorting rules of the spec's tables (public-team-player.md, Standings and Team details).

export type TSort<K extends string> = { key: K; direction: 'asc' | 'desc' };

/**
 * Clicking the active column flips it; a new column starts ascending if it is one of
 * `ascendingFirst` (names, numbers people read top-down), otherwise descending.
 */
export function nextSort<K extends string>(
  current: TSort<K>,
  key: K,
  ascendingFirst: readonly K[],
): TSort<K> {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: ascendingFirst.includes(key) ? 'asc' : 'desc' };
}

export type TStandingsSortKey = 'name' | 'matchesPlayed' | 'wins' | 'goalsFor' | 'points';
export const STANDINGS_DEFAULT_SORT: TSort<TStandingsSortKey> = { key: 'points', direction: 'desc' };
export const STANDINGS_ASCENDING_FIRST: readonly TStandingsSortKey[] = ['name'];

export type TRosterSortKey = 'jerseyNumber' | 'firstName' | 'matchesPlayed' | 'goals';
export const ROSTER_DEFAULT_SORT: TSort<TRosterSortKey> = { key: 'goals', direction: 'desc' };
export const ROSTER_ASCENDING_FIRST: readonly TRosterSortKey[] = ['jerseyNumber', 'firstName'];
