import { docId, teamDbName } from '../../src/domain/databases.ts';
import { findAccountByEmail } from '../../sync-server/auth/accounts.ts';
import { addPlayers } from '../../sync-server/seed/factories.ts';
import { mirrorTeam } from '../../sync-server/teams/mirror.ts';
import type { TAppServer } from './app-server.ts';

export const LONG_TEAM = 'Los Halcones Sagrados de Washington Heights e Inwood Fútbol Club ⚽';
export const LONG_REFEREE = 'María Fernanda Álvarez-Castellanos de la Vega';
export const LONG_PLAYER = {
  firstName: 'Maximiliano Alejandro',
  lastName: 'Fernández-Villanueva de la Cruz 🇨🇴',
};

/**
 * The demo with the names that break layouts (issue #18): a long team name with an accent and an
 * emoji, a long player and a long referee name, so the phone sweeps meet them on every screen.
 */
export async function useLongNames(server: TAppServer): Promise<void> {
  const teamId = server.accounts.captain.teamId!;
  const db = server.storage.db(teamDbName(teamId));
  const team = await db.get(docId('team', teamId));
  await db.put({ ...team, name: LONG_TEAM, captain: { ...(team.captain as object), name: LONG_REFEREE } });
  await addPlayers(server.storage, teamId, [{ ...LONG_PLAYER, jerseyNumber: 99 }]);
  await mirrorTeam(server.storage, teamId);

  const internal = server.storage.internal;
  const referee = (await findAccountByEmail(internal, server.accounts.referee.email))!;
  await internal.put({ ...referee, displayName: LONG_REFEREE });
  const admin = server.storage.db('admin');
  const user = await admin.get(docId('user', referee.id));
  await admin.put({ ...user, displayName: LONG_REFEREE });
}
