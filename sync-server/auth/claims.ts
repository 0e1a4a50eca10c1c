import { getOrNull, isConflict, type TPouchDb } from '../storage/pouch.ts';

// A claim is a document whose id is the unique value (an e-mail, a team slug in a league). Creating
// a document is atomic in PouchDB and CouchDB alike, so of two racing sign-ups exactly one wins,
// even on different server instances. A claim left incomplete by a crash is taken over after a while.
const STALE_MS = 5 * 60_000;

export type TClaim = { _id: string; _rev?: string; owner: string; isComplete: boolean; at: string };

export async function claim(db: TPouchDb, id: string, owner: string): Promise<TClaim | null> {
  const doc: TClaim = { _id: id, owner, isComplete: false, at: new Date().toISOString() };
  try {
    const { rev } = await db.put(doc);
    return { ...doc, _rev: rev };
  } catch (error) {
    if (!isConflict(error)) throw error;
  }
  const existing = (await getOrNull(db, id)) as TClaim | null;
  if (!existing || existing.isComplete || Date.now() - Date.parse(existing.at) < STALE_MS) return null;
  try {
    const { rev } = await db.put({ ...doc, _rev: existing._rev });
    return { ...doc, _rev: rev };
  } catch (error) {
    if (isConflict(error)) return null;
    throw error;
  }
}

export async function completeClaim(db: TPouchDb, held: TClaim): Promise<void> {
  await db.put({ ...held, isComplete: true });
}

export async function releaseClaim(db: TPouchDb, held: TClaim): Promise<void> {
  await db.remove(held as never).catch(() => {});
}
