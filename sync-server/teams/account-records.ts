import { docId, stripMeta, teamDbName } from '../../src/domain/databases.ts';
import { ZTeam } from '../../src/domain/schemas/team.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

type TNewCaptain = { name: string; phone: string | null };

/**
 * Where an account's e-mail shows besides the account itself: its team's record (a captain's
 * `loginEmail`, and with a new captain their name and phone) and the users directory. Both follow
 * the account when it moves (ADRs 060, 061). Returns the team's name, if it has a team.
 */
export async function recordAccountMove(
  storage: TStorage,
  account: { id: string; teamId: string | null },
  email: string,
  captain?: TNewCaptain,
): Promise<string | null> {
  let teamName: string | null = null;
  if (account.teamId) {
    const db = storage.db(teamDbName(account.teamId));
    const team = await getOrNull(db, docId('team', account.teamId));
    if (team) {
      const body = ZTeam.parse({ ...stripMeta(team), loginEmail: email, ...(captain ? { captain } : {}) });
      await db.put({ ...body, _id: team._id, _rev: team._rev });
      teamName = body.name;
    }
  }
  const directory = storage.db('admin');
  const profile = await getOrNull(directory, docId('user', account.id));
  const named = captain ? { displayName: captain.name, phone: captain.phone } : {};
  if (profile) await directory.put({ ...profile, email, ...named });
  return teamName;
}
