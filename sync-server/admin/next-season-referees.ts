import type { TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

// ADR 055: the referees of a season work its next one too. Each active referee assigned to the
// old league is assigned to the new one in the users directory, where the admin assigns them;
// the profile follower copies it to the referee's own database, so their phone follows the league.

/** The most leagues a referee's profile holds (ZUserProfile's `assignedLeagues`). */
const ASSIGNED_MAX = 50;

type TRefereeData = { assignedLeagues?: unknown } & Record<string, unknown>;

export async function assignRefereesToNextSeason(storage: TStorage, from: string, to: string) {
  const admin = storage.db('admin');
  const { rows } = await admin.allDocs({ startkey: 'user:', endkey: 'user:\uffff', include_docs: true });
  const changed = rows
    .map((row) => row.doc as TPouchDoc | undefined)
    .filter((doc): doc is TPouchDoc => doc?.role === 'referee' && !doc.deactivatedAt)
    .flatMap((doc) => {
      const data = (doc.refereeData ?? {}) as TRefereeData;
      const leagues = Array.isArray(data.assignedLeagues) ? data.assignedLeagues.map(String) : [];
      if (!leagues.includes(from) || leagues.includes(to) || leagues.length >= ASSIGNED_MAX) return [];
      return [{ ...doc, refereeData: { ...data, assignedLeagues: [...leagues, to] } }];
    });
  // A referee the admin edits at this moment keeps the admin's version (a conflict is skipped).
  if (changed.length) await admin.bulkDocs(changed);
  return changed.length;
}
