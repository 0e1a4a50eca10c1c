import { docId, teamDbName } from '../../src/domain/databases.ts';
import { stripMeta } from '../../src/domain/db-names.ts';
import { rangesFrom, type TAwayRange } from '../../src/domain/player-away.ts';
import { ZPlayerAway } from '../../src/domain/schemas/player-away.ts';
import { retryOnConflict } from '../storage/derived.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import type { TLink } from './links.ts';

// ADR 071: the dates a player is away, written by the server from their link into the team's
// database (`playerAway:<playerId>`), where the captain's dashboard reads them. The list is kept
// as sent, the ranges already over dropped: it never grows past AWAY_RANGES_MAX.

type TTeamDb = ReturnType<TStorage['db']>;

/** The player's ranges not over yet; none when they never said. */
export async function awayOf(teamDb: TTeamDb, playerId: string): Promise<TAwayRange[]> {
  const parsed = ZPlayerAway.safeParse(stripMeta(await getOrNull(teamDb, docId('playerAway', playerId))));
  return parsed.success ? rangesFrom(parsed.data.ranges, Date.now()) : [];
}

/** Every player's ranges in the team, by player id (for the reminder to answer). */
export async function teamAway(teamDb: TTeamDb): Promise<Map<string, TAwayRange[]>> {
  const { rows } = await teamDb.allDocs({
    startkey: 'playerAway:',
    endkey: 'playerAway:\uffff',
    include_docs: true,
  });
  const found = new Map<string, TAwayRange[]>();
  for (const row of rows) {
    const parsed = ZPlayerAway.safeParse(stripMeta(row.doc));
    if (parsed.success) found.set(parsed.data.playerId, parsed.data.ranges);
  }
  return found;
}

/** Keeps the player's list as sent (a repeat changes nothing). */
export async function writeAway(storage: TStorage, link: TLink, ranges: readonly TAwayRange[]) {
  const db = storage.db(teamDbName(link.teamId));
  const id = docId('playerAway', link.playerId);
  const kept = rangesFrom(ranges, Date.now());
  await retryOnConflict(async () => {
    const current = await getOrNull(db, id);
    if (current && JSON.stringify(current.ranges) === JSON.stringify(kept)) return;
    await db.put({
      _id: id,
      _rev: current?._rev,
      type: 'playerAway',
      teamId: link.teamId,
      playerId: link.playerId,
      ranges: kept,
      updatedAt: new Date().toISOString(),
    });
  });
}
