import { useLiveQuery } from '../../data/live-query.ts';
import type { TRefusal, TRow } from '../../data/local-store.ts';
import { store } from '../../data/local-store.ts';
import { useRefusals } from '../../data/refusals.ts';
import { compareInstants } from '../../domain/dates.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import type { TPlayer } from '../../domain/schemas/player.ts';

export type TRosterRow = TRow<TPlayer> & { refusal: TRefusal | null };

/**
 * A team's players in the order they were added (the id breaks ties, so every device agrees),
 * each with the server's refusal if it refused this version. `counted` leaves refused players
 * out: they are not on the server, so they count toward nothing (the 7-player minimum included).
 */
export function useRoster(teamId: string): { players: TRosterRow[]; counted: TRosterRow[] } | undefined {
  const rows = useLiveQuery(() => store.rosterPlayers.where('teamId').equals(teamId).toArray(), [teamId]);
  const refusals = useRefusals(teamDbName(teamId));
  if (!rows) return undefined;
  const players = rows
    .sort((a, b) => compareInstants(a.createdAt, b.createdAt) || a.id.localeCompare(b.id))
    .map((p) => ({ ...p, refusal: refusals.get(docId('player', p.id)) ?? null }));
  return { players, counted: players.filter((p) => !p.refusal) };
}

/** Creation times for players saved together: one millisecond apart, so they keep the typed order. */
export function creationTimes(count: number, now = Date.now()): string[] {
  return Array.from({ length: count }, (_, i) => new Date(now + i).toISOString());
}
