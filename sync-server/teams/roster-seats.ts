import { MAX_ROSTER } from '../../src/domain/limits.ts';
import { getOrNull, isConflict, type TPouchDb } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

// The roster cap (MAX_ROSTER) checked against the roster as read lets racing pushes through, as
// jersey numbers did (jerseys.ts): ten phones adding a player to a team of 39 at once all saw a
// free place. So a new player also claims a numbered seat, `rosterSeat:<teamId>:<n>`, n counting
// from the roster's size as read, by creating a document: atomic in PouchDB and CouchDB alike, on
// any number of instances. Of the pushes that read the same roster, one takes seat n and the
// others the seats after it, up to the cap. Seats are reused by number, so a team has at most
// MAX_ROSTER of them.

type TSeat = { _id: string; _rev?: string; owner: string; at: string };

/** A seat whose player's write never landed (refused later in its batch, a crash) frees itself after this. */
const IN_FLIGHT_MS = 60_000;

const seatId = (teamId: string, n: number) => `rosterSeat:${teamId}:${String(n).padStart(3, '0')}`;

/**
 * Gives a player who is not on the roster a place on it. `roster` holds the ids (`player:<key>`)
 * of the team's players as this request read them, its own earlier writes included. False when
 * the team is full, counting the players whose writes are still landing.
 */
export async function claimRosterSeat(
  storage: TStorage,
  teamId: string,
  playerId: string,
  roster: ReadonlySet<string>,
): Promise<boolean> {
  for (let n = roster.size; n < MAX_ROSTER; n++) {
    if (await takeSeat(storage.internal, seatId(teamId, n), playerId, roster)) return true;
  }
  return false;
}

async function takeSeat(internal: TPouchDb, id: string, owner: string, roster: ReadonlySet<string>) {
  const fresh: TSeat = { _id: id, owner, at: new Date().toISOString() };
  try {
    await internal.put(fresh);
    return true;
  } catch (error) {
    if (!isConflict(error)) throw error;
  }
  const held = (await getOrNull(internal, id)) as TSeat | null;
  if (held?.owner === owner) return true;
  // A holder the roster as read already counts is behind this seat's number; one it does not
  // count may be a racing push whose write is still landing.
  if (held && !roster.has(held.owner) && Date.now() - Date.parse(held.at) < IN_FLIGHT_MS) return false;
  try {
    await internal.put({ ...fresh, _rev: held?._rev });
    return true;
  } catch (error) {
    if (isConflict(error)) return false;
    throw error;
  }
}
