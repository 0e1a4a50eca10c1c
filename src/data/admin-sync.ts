import { liveQuery } from 'dexie';
import { leagueDbName, refereeDbName, splitDocId, teamDbName } from '../domain/db-names.ts';
import { onPulled } from './batch-pull.ts';
import { store } from './local-store.ts';
import { startSync } from './sync.ts';

/**
 * An admin's device keeps what the admin screens manage: every league, team and referee database,
 * found as the directory, the leagues and the users directory arrive. Their copies come in
 * batches straight into the read model (batch-pull.ts, direct-copy.ts), so hundreds of databases
 * hold one long-lived connection and no local database each; one the admin writes to replicates.
 */
export function followEverythingForAdmin(): () => void {
  const leagues = liveQuery(() => store.leagues.toCollection().primaryKeys()).subscribe((ids) => {
    for (const id of ids) startSync(leagueDbName(String(id)), { canWrite: true, pullWithOthers: true });
  });
  const followTeam = (id: string) => startSync(teamDbName(id), { canWrite: true, pullWithOthers: true });
  const teams = liveQuery(() => store.teams.toCollection().primaryKeys()).subscribe((ids) => {
    for (const id of ids) followTeam(String(id));
  });
  // Found in the leagues' answer already, the teams are asked for while the leagues' rows are
  // written, not after (issue #34: 2,800 matches take seconds to write).
  const stopFinding = onPulled((results) => {
    for (const [db, result] of Object.entries(results)) {
      if (!db.startsWith('league-') || !('docs' in result)) continue;
      for (const doc of result.docs) {
        const parts = splitDocId(doc._id);
        if (parts?.type === 'teamPublic' && !doc._deleted) followTeam(parts.key);
      }
    }
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
    stopFinding();
    referees.unsubscribe();
  };
}
