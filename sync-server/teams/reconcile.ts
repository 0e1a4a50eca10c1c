import type { TStorage } from '../storage/storage.ts';
import { mirrorTeam } from './mirror.ts';
import { listTeamIndex } from './team-index.ts';

/** Recomputes every team's public mirror; cheap when nothing changed (no writes). */
export async function reconcileMirrors(storage: TStorage): Promise<void> {
  for (const team of await listTeamIndex(storage)) await mirrorTeam(storage, team.teamId);
}
