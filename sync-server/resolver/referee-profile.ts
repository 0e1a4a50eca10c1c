import { docId, refereeDbName } from '../../src/domain/databases.ts';
import { retryOnConflict, sameBody } from '../storage/derived.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

/** Copies a referee's directory entry into their own database, where they can read it. */
export async function mirrorRefereeProfile(storage: TStorage, refereeId: string): Promise<void> {
  const user = await getOrNull(storage.db('admin'), docId('user', refereeId));
  if (user?.role !== 'referee') return;
  const data = (user.refereeData ?? {}) as {
    licenseNumber?: string | null;
    experience?: number;
    assignedLeagues?: string[];
  };
  const body = {
    type: 'refereeProfile',
    displayName: String(user.displayName),
    email: String(user.email),
    licenseNumber: data.licenseNumber ?? null,
    experience: data.experience ?? 0,
    assignedLeagues: data.assignedLeagues ?? [],
  };
  // Accounts made before referee databases were created up front get theirs here.
  const db = await storage.create(refereeDbName(refereeId));
  const id = docId('refereeProfile', refereeId);
  // Two instances mirror the same change at once: the one that loses the race reads the winner's
  // copy and stops if it says the same (it was logged as a resolver error before).
  await retryOnConflict(async () => {
    const current = await getOrNull(db, id);
    if (current && sameBody(current, body)) return;
    await db.put({ ...body, _id: id, _rev: current?._rev });
  });
}
