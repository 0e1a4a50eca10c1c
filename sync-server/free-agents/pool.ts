import { docId, poolDbName } from '../../src/domain/databases.ts';
import { shortName } from '../../src/domain/free-agent.ts';
import { ZFreeAgentCard } from '../../src/domain/schemas/free-agent.ts';
import { leagueDbIfListed } from '../storage/directory.ts';
import { getOrNull, isConflict } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { freeAgentIdOf, type TStoredFreeAgent } from './profiles.ts';

// Each league's pool holds a card per active free agent who plays in it: what its captains may
// know before any contact (the name as "Maria G.", position, level, bio). Derived from the
// profile every time it changes, so a crash half-way is repaired by the next change.

async function putCard(
  storage: TStorage,
  leagueId: string,
  card: Record<string, unknown> | null,
  id: string,
) {
  if (!(await leagueDbIfListed(storage, leagueId))) return;
  const db = storage.db(poolDbName(leagueId));
  const cardId = docId('freeAgentCard', id);
  for (let attempt = 0; ; attempt++) {
    const current = await getOrNull(db, cardId);
    if (!card && !current) return;
    try {
      await db.put(
        card
          ? { ...card, _id: cardId, _rev: current?._rev }
          : { _id: cardId, _rev: current!._rev, _deleted: true },
      );
      return;
    } catch (error) {
      if (!isConflict(error) || attempt >= 3) throw error;
    }
  }
}

/** Publishes the profile's card in its leagues' pools, and removes it from `previousLeagues` it left. */
export async function publishCard(
  storage: TStorage,
  profile: TStoredFreeAgent,
  previousLeagues: string[] = [],
) {
  const id = freeAgentIdOf(profile);
  const card =
    profile.status === 'active'
      ? ZFreeAgentCard.parse({
          type: 'freeAgentCard',
          freeAgentId: id,
          name: shortName(profile.firstName, profile.lastName),
          position: profile.position,
          level: profile.level,
          bio: profile.bio,
          since: profile.createdAt,
        })
      : null;
  for (const leagueId of profile.leagues) await putCard(storage, leagueId, card, id);
  for (const leagueId of previousLeagues.filter((l) => !profile.leagues.includes(l)))
    await putCard(storage, leagueId, null, id);
}

/** Whether this free agent is in this league's pool now (active, and playing in it). */
export async function isInPool(storage: TStorage, leagueId: string, freeAgentId: string): Promise<boolean> {
  if (!(await leagueDbIfListed(storage, leagueId))) return false;
  return (await getOrNull(storage.db(poolDbName(leagueId)), docId('freeAgentCard', freeAgentId))) !== null;
}
