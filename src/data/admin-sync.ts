import { liveQuery } from 'dexie';
import { leagueDbName, refereeDbName, teamDbName } from '../domain/db-names.ts';
import { store } from './local-store.ts';
import { startSync } from './sync.ts';

/**
 * An admin's device keeps what the admin screens manage: every league, team and referee database,
 * found as the directory, the leagues and the users directory arrive. Their first copy comes in
 * batches (batch-pull.ts); replication then stays on demand (two at a time), so hundreds of
 * databases still hold one long-lived connection.
 */
export function followEverythingForAdmin(): () => void {
  const leagues = liveQuery(() => store.leagues.toCollection().primaryKeys()).subscribe((ids) => {
    for (const id of ids) startSync(leagueDbName(String(id)), { canWrite: true, pullWithOthers: true });
  });
  const teams = liveQuery(() => store.teams.toCollection().primaryKeys()).subscribe((ids) => {
    for (const id of ids) startSync(teamDbName(String(id)), { canWrite: true, pullWithOthers: true });
  });
  // Referees' databases hold the resolver's verdicts, which the admin's overview lists.
  const referees = liveQuery(() => store.users.where('role').equals('referee').primaryKeys()).subscribe(
    (ids) => {
      for (const id of ids) startSync(refereeDbName(String(id)), { canWrite: true, pullWithOthers: true });
    },
  );
  return () => {
    leagues.unsubscribe();
    teams.unsubscribe();
    referees.unsubscribe();
  };
}
