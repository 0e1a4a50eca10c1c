import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

/** Internal: which league each team plays in, for access checks and start-up reconciliation. */
export type TTeamIndex = {
  _id: string;
  _rev?: string;
  teamId: string;
  leagueId: string;
  slug: string;
  /** The captain's account (null for teams without a login). */
  accountId?: string | null;
  /**
   * A pending team is a sign-up not finished yet: private, not counted, not schedulable. A
   * withdrawn team left its league (an admin's decision): its seat is free and its mirror gone.
   */
  status?: 'pending' | 'active' | 'withdrawn';
  createdAt?: string;
};

export const isActive = (index: TTeamIndex | null) =>
  index !== null && index.status !== 'pending' && index.status !== 'withdrawn';

export const teamIndexId = (teamId: string) => `teamIndex:${teamId}`;

export async function readTeamIndex(storage: TStorage, teamId: string): Promise<TTeamIndex | null> {
  return (await getOrNull(storage.internal, teamIndexId(teamId))) as TTeamIndex | null;
}

/** Every team index entry, pending sign-ups included. */
export async function listTeamIndex(storage: TStorage): Promise<TTeamIndex[]> {
  const { rows } = await storage.internal.allDocs({
    startkey: 'teamIndex:',
    endkey: 'teamIndex:\uffff',
    include_docs: true,
  });
  return rows.map((row) => row.doc as unknown as TTeamIndex);
}

/** The teams that are listed in their league (not pending sign-ups). */
export async function listActiveTeams(storage: TStorage): Promise<TTeamIndex[]> {
  return (await listTeamIndex(storage)).filter((t) => isActive(t));
}
