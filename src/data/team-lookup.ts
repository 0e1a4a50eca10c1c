import { useEffect, useState } from 'react';
import { teamDbName } from '../domain/db-names.ts';
import { ApiError, apiCall, OfflineError } from './api.ts';
import { useLiveQueryFor } from './live-query.ts';
import { store } from './local-store.ts';
import { followLeague, useSession } from './session.ts';
import { useSyncStatus } from './sync-status.ts';

export type TLookup = 'here' | 'searching' | 'notFound' | 'offline';

/**
 * When this device has no copy of a team, asks the server which league it plays in, so a screen
 * ends in content, "Team not found" or an offline notice, never an endless "Loading…" (issue #18).
 * `onFound` (a stable function) opens the league the team plays in; the screen then waits for it.
 */
function useServerLookup(teamId: string, isMissing: boolean, onFound?: (leagueId: string) => void): TLookup {
  const isOnline = useSyncStatus((s) => s.isOnline);
  const [answer, setAnswer] = useState<TLookup>('searching');
  useEffect(() => {
    if (!isMissing) return;
    if (!isOnline) return setAnswer('offline');
    let isCurrent = true;
    setAnswer('searching');
    apiCall<{ leagueId: string }>(`/api/teams/${encodeURIComponent(teamId)}/league`)
      .then(({ leagueId }) => {
        if (isCurrent) onFound?.(leagueId);
      })
      .catch((error) => {
        if (!isCurrent) return;
        if (error instanceof OfflineError) setAnswer('offline');
        else if (error instanceof ApiError && error.status === 404) setAnswer('notFound');
        else setAnswer('offline');
      });
    return () => {
      isCurrent = false;
    };
  }, [teamId, isMissing, isOnline, onFound]);
  return isMissing ? answer : 'here';
}

/** A team's public line (name, league) from this device's leagues, else found through the server. */
export function usePublicTeam(teamId: string) {
  const team = useLiveQueryFor(teamId, async () => (await store.teams.get(teamId)) ?? null);
  const lookup = useServerLookup(teamId, team === null, followLeague);
  return { team: team ?? null, state: team === undefined ? ('searching' as const) : lookup };
}

/**
 * A team's private record, for its captain and admins. The captain's own team is missing only
 * until its database first syncs; anyone else's missing team is looked up on the server.
 */
export function usePrivateTeam(teamId: string) {
  const team = useLiveQueryFor(teamId, async () => (await store.teamRecords.get(teamId)) ?? null);
  const isOwn = useSession((s) => s.user?.teamId === teamId);
  const hasSynced = useSyncStatus((s) => Boolean(s.lastSyncAt[teamDbName(teamId)]));
  const isOnline = useSyncStatus((s) => s.isOnline);
  const lookup = useServerLookup(teamId, team === null && !isOwn);
  let state: TLookup = 'here';
  if (team === undefined) state = 'searching';
  else if (team === null && isOwn) state = hasSynced ? 'notFound' : isOnline ? 'searching' : 'offline';
  else if (team === null) state = lookup;
  return { team: team ?? null, state };
}
