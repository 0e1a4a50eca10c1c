import { teamDbName } from '../../src/domain/db-names.ts';
import { getOrNull, isConflict } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

// The spec's departures promise unique jersey numbers per team. A check of the stored roster alone
// lets racing pushes through (eight phones adding #42 at once: six were stored), so a number is
// also a claim in internal storage, `jersey:<teamId>:<n>`, made by creating a document: atomic in
// PouchDB and CouchDB alike, on any number of instances, as a league's seats are (seats.ts).

type TJerseyClaim = { _id: string; _rev?: string; owner: string; name: string; at: string };

/** A claim whose write never landed (refused later in its batch, a crash) frees itself after this. */
const IN_FLIGHT_MS = 60_000;

const claimId = (teamId: string, jersey: number) => `jersey:${teamId}:${String(jersey).padStart(3, '0')}`;

/**
 * Claims `jersey` for a player. Returns null when it is theirs, or the name of whoever holds it:
 * a stored teammate, or a racing push whose write is still landing.
 */
export async function claimJersey(
  storage: TStorage,
  teamId: string,
  jersey: number,
  player: { id: string; name: string },
): Promise<string | null> {
  const id = claimId(teamId, jersey);
  const fresh: TJerseyClaim = { _id: id, owner: player.id, name: player.name, at: new Date().toISOString() };
  try {
    await storage.internal.put(fresh);
    return null;
  } catch (error) {
    if (!isConflict(error)) throw error;
  }
  const held = (await getOrNull(storage.internal, id)) as TJerseyClaim | null;
  if (held?.owner === player.id) return null;
  if (held && (await holdsIt(storage, teamId, held, jersey))) return held.name;
  try {
    await storage.internal.put({ ...fresh, _rev: held?._rev });
    return null;
  } catch (error) {
    if (isConflict(error)) return held?.name ?? '';
    throw error;
  }
}

/** The holder still wears the number, or may yet: its write is in flight. */
async function holdsIt(storage: TStorage, teamId: string, held: TJerseyClaim, jersey: number) {
  if (Date.now() - Date.parse(held.at) < IN_FLIGHT_MS) return true;
  const stored = await getOrNull(storage.db(teamDbName(teamId)), `player:${held.owner}`);
  return stored !== null && !stored._deleted && stored.jerseyNumber === jersey;
}

/**
 * After players' writes are stored (`wearing`: each one's number now, 0 for none or deleted): the
 * numbers they no longer wear are free again. One read of the team's claims per batch.
 */
export async function releaseJerseys(storage: TStorage, teamId: string, wearing: Map<string, number>) {
  if (wearing.size === 0) return;
  const { rows } = await storage.internal.allDocs({
    startkey: `jersey:${teamId}:`,
    endkey: `jersey:${teamId}:\uffff`,
    include_docs: true,
  });
  const stale = rows
    .map((row) => row.doc as TJerseyClaim | undefined)
    .filter(
      (doc): doc is TJerseyClaim =>
        doc !== undefined && wearing.has(doc.owner) && doc._id !== claimId(teamId, wearing.get(doc.owner)!),
    );
  for (const doc of stale) await storage.internal.remove(doc as never).catch(() => {});
}
