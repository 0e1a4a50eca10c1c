import { liveQuery } from 'dexie';
import { leagueDbName, teamDbName } from '../domain/db-names.ts';
import { store } from './local-store.ts';
import { startSync } from './sync.ts';

/**
 * An admin's device keeps what the admin screens manage: every league and every team's database,
 * found as the directory and the leagues arrive. Replication stays on demand (two at a time), so
 * hundreds of databases still hold one long-lived connection.
 */
export function followEverythingForAdmin(): () => void {
  const leagues = liveQuery(() => store.leagues.toCollection().primaryKeys()).subscribe((ids) => {
    for (const id of ids) startSync(leagueDbName(String(id)), { canWrite: true });
  });
  const teams = liveQuery(() => store.teams.toCollection().primaryKeys()).subscribe((ids) => {
    for (const id of ids) startSync(teamDbName(String(id)), { canWrite: true });
  });
  return () => {
    leagues.unsubscribe();
    teams.unsubscribe();
  };
}
