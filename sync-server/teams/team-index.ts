import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

/** Internal: which league each team plays in, for access checks and start-up reconciliation. */
export type TTeamIndex = { _id: string; _rev?: string; teamId: string; leagueId: string; slug: string };

export const teamIndexId = (teamId: string) => `teamIndex:${teamId}`;

export async function readTeamIndex(storage: TStorage, teamId: string): Promise<TTeamIndex | null> {
  return (await getOrNull(storage.internal, teamIndexId(teamId))) as TTeamIndex | null;
}

export async function listTeamIndex(storage: TStorage): Promise<TTeamIndex[]> {
  const { rows } = await storage.internal.allDocs({
    startkey: 'teamIndex:',
    endkey: 'teamIndex:\uffff',
    include_docs: true,
  });
  return rows.map((row) => row.doc as unknown as TTeamIndex);
}
