import { afterAll, beforeAll } from 'vitest';
import { createAccount, findAccountByEmail } from '../../sync-server/auth/accounts.ts';
import { ensureFirstAdmin } from '../../sync-server/bootstrap/first-admin.ts';
import { addPlayers, createLeague, createReferee } from '../../sync-server/seed/factories.ts';
import { signUpTeam } from '../../sync-server/teams/sign-up-team.ts';
import { login } from './clients.ts';
import { startTestServer, type TTestServer } from './server.ts';

export const PASSWORD = 'correct horse battery';

export type TWorld = Awaited<ReturnType<typeof buildWorld>>;

/**
 * One league with two signed-up teams, two referees, a player and an admin, each signed in:
 * the cast of the access matrix. Built with the same factories as the demo seed.
 */
export async function buildWorld(t: TTestServer) {
  const storage = t.storage;
  await ensureFirstAdmin(storage, { adminEmail: 'admin@test.nyc', adminPassword: PASSWORD });
  const leagueId = await createLeague(storage, { name: 'Test Division' });
  const teamA = await signUpTeam(storage, {
    teamName: 'Astoria Athletic',
    leagueId,
    captainName: 'Ana Lopez',
    captainPhone: '2125550101',
    email: 'a@test.nyc',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  const teamB = await signUpTeam(storage, {
    teamName: 'Bushwick Blues',
    leagueId,
    captainName: 'Bo Kim',
    captainPhone: '2125550102',
    email: 'b@test.nyc',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  const [playerA1] = await addPlayers(storage, teamA.teamId, [
    { firstName: 'Luis', lastName: 'Silva', jerseyNumber: 9 },
  ]);
  const referee1 = await createReferee(storage, {
    email: 'r1@test.nyc',
    password: PASSWORD,
    displayName: 'Ref One',
    assignedLeagues: [leagueId],
  });
  const referee2 = await createReferee(storage, {
    email: 'r2@test.nyc',
    password: PASSWORD,
    displayName: 'Ref Two',
    assignedLeagues: [leagueId],
  });
  await createAccount(storage, {
    email: 'p@test.nyc',
    password: PASSWORD,
    role: 'player',
    displayName: 'Pat Player',
  });
  const cookies = {
    anonymous: null as string | null,
    player: await login(t.url, 'p@test.nyc', PASSWORD),
    captainA: await login(t.url, 'a@test.nyc', PASSWORD),
    captainB: await login(t.url, 'b@test.nyc', PASSWORD),
    referee1: await login(t.url, 'r1@test.nyc', PASSWORD),
    referee2: await login(t.url, 'r2@test.nyc', PASSWORD),
    admin: await login(t.url, 'admin@test.nyc', PASSWORD),
  };
  return {
    leagueId,
    teamA: teamA.teamId,
    teamB: teamB.teamId,
    playerA1: playerA1!,
    referee1: referee1.id,
    referee2: referee2.id,
    adminId: (await findAccountByEmail(storage.internal, 'admin@test.nyc'))!.id,
    cookies,
  };
}

/**
 * A suite's server with the world built: started before its tests, closed after. Read `s.t` and
 * `s.world` inside the tests (they are set once `beforeAll` has run). `start` is the server's
 * environment, or how to start it (in a storage mode, say).
 */
export function useWorld(start: Record<string, string> | (() => Promise<TTestServer>) = {}) {
  const suite = {} as { t: TTestServer; world: TWorld };
  beforeAll(async () => {
    suite.t = await (typeof start === 'function' ? start() : startTestServer(start));
    suite.world = await buildWorld(suite.t);
  });
  afterAll(async () => suite.t?.close());
  return suite;
}

/** A third team in the world's league, with its captain signed up as c@test.nyc. */
export function signUpThirdTeam(t: TTestServer, leagueId: string) {
  return signUpTeam(t.storage, {
    teamName: 'Corona Comets',
    leagueId,
    captainName: 'Cy',
    captainPhone: '2125550199',
    email: 'c@test.nyc',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
}
