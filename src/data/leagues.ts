import { isSeasonOver } from '../domain/roster-deadline.ts';
import type { TLeague } from '../domain/schemas/league.ts';

export { formatPrice } from '../domain/money.ts';

import { useLiveQuery } from './live-query.ts';
import { store, type TRow } from './local-store.ts';
import { syncKey, useSyncStatus } from './sync-status.ts';

/** `isOver`: its season has ended (ADR 055), so no team joins it any more. */
export type TLeagueListing = TRow<TLeague> & { teamCount: number; spotsLeft: number; isOver: boolean };

/**
 * The league directory, soonest first, with teams joined, and the seasons that are over after
 * the others, latest first; undefined while the first read runs.
 */
export function useLeagueDirectory(): TLeagueListing[] | undefined {
  return useLiveQuery(async () => {
    const [leagues, stats] = await Promise.all([
      store.leagues.orderBy('startDate').toArray(),
      store.leagueStats.toArray(),
    ]);
    const teams = new Map(stats.map((s) => [s.leagueId, s.teamCount]));
    const now = Date.now();
    const listed = leagues.map((league) => {
      const teamCount = teams.get(league.id) ?? 0;
      const isOver = isSeasonOver(league.endDate, now);
      return { ...league, teamCount, spotsLeft: Math.max(0, league.maxTeams - teamCount), isOver };
    });
    return [...listed.filter((l) => !l.isOver), ...listed.filter((l) => l.isOver).reverse()];
  });
}

export type TDataState = 'loading' | 'ready' | 'offline' | 'error';

/**
 * Whether a database's local copy can be trusted to be complete: once it has synced at least
 * once, what is local is shown (even offline). Before that: loading, offline or an error.
 */
export function useDatabaseState(db: string): { state: TDataState; error: string | null } {
  const lastSync = useSyncStatus((s) => s.lastSyncAt[db]);
  const status = useSyncStatus((s) => s.dbs[syncKey(db, 'pull')]);
  const isOnline = useSyncStatus((s) => s.isOnline);
  if (lastSync) return { state: 'ready', error: null };
  if (!isOnline || status?.state === 'offline') return { state: 'offline', error: null };
  if (status?.state === 'error') return { state: 'error', error: status.error };
  return { state: 'loading', error: null };
}

/** The organisers' contact addresses, from the leagues on this device. */
export function useContactEmails(): string[] {
  const leagues = useLiveQuery(() => store.leagues.toArray(), [], []);
  return [...new Set(leagues.map((l) => l.contactEmail).filter((e): e is string => Boolean(e)))];
}
