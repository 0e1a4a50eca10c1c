import { docId, teamDbName } from '../../src/domain/databases.ts';
import { isConflict } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { mirrorTeam } from './mirror.ts';

/**
 * The league confirmed a team's fee (issue #35): the team's paid flag follows, as the admin's
 * toggle sets it. A recomputation from the stored report, so repeating it changes nothing.
 */
export async function afterPaymentReport(storage: TStorage, teamId: string): Promise<void> {
  const db = storage.db(teamDbName(teamId));
  for (let attempt = 0; attempt < 3; attempt++) {
    const [report, team] = await Promise.all([
      db.get(docId('paymentReport', teamId)).catch(() => null),
      db.get(docId('team', teamId)).catch(() => null),
    ]);
    if (report?.status !== 'confirmed' || !team || team.paid === true) return;
    try {
      await db.put({ ...team, paid: true });
      await mirrorTeam(storage, teamId);
      return;
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
  }
}
