import type { TStorage } from '../storage/storage.ts';
import { mirrorTeam, refreshLeagueStats } from './mirror.ts';
import { listTeamIndex } from './team-index.ts';

/** Recomputes every team's public mirror and every league's figures; no writes when nothing changed. */
export async function reconcileMirrors(storage: TStorage): Promise<void> {
  const teams = await listTeamIndex(storage);
  for (const team of teams) await mirrorTeam(storage, team.teamId);
  const { rows } = await storage.db('leagues').allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
  for (const row of rows) await refreshLeagueStats(storage, row.id.slice('league:'.length));
}
