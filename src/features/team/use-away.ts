import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { awayAt } from '../../domain/player-away.ts';

/** The team's players away (ADR 071) on the New York day of `instant`, from the local copy. */
export function useAwayAt(teamId: string, instant: string): Set<string> {
  const rows = useLiveQuery(() => store.playerAways.where('teamId').equals(teamId).toArray(), [teamId], []);
  return awayAt(new Map(rows.map((row) => [row.playerId, row.ranges])), instant);
}
