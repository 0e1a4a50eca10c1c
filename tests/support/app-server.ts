import { resolve } from 'node:path';
import { createAccount } from '../../sync-server/auth/accounts.ts';
import { ensureFirstAdmin } from '../../sync-server/bootstrap/first-admin.ts';
import { seedDemo, type TDemoAccount } from '../../sync-server/seed/demo.ts';
import { startTestServer, type TTestServer } from './server.ts';

export const DEMO_PASSWORD = 'demo-password';

export type TAppServer = TTestServer & {
  accounts: Record<'admin' | 'captain' | 'referee' | 'player', TDemoAccount> & {
    /** A demo player's availability link (`/availability#<token>`), issue #32. */
    playerLink: TDemoAccount;
  };
};

/** The real server, serving the e2e build of the app, with the demo league and one of each role. */
export async function startAppServer(env: Record<string, string> = {}): Promise<TAppServer> {
  const t = await startTestServer({ DIST_DIR: resolve('dist-e2e'), ...env });
  await ensureFirstAdmin(t.storage, { adminEmail: 'admin@pitchside.demo', adminPassword: DEMO_PASSWORD });
  const demo = (await seedDemo(t.storage, { password: DEMO_PASSWORD }))!;
  await createAccount(t.storage, {
    email: 'player@pitchside.demo',
    password: DEMO_PASSWORD,
    role: 'player',
    displayName: 'Pat Player',
  });
  const byRole = (role: string) => demo.find((a) => a.role === role)!;
  return Object.assign(t, {
    accounts: {
      admin: { role: 'admin', email: 'admin@pitchside.demo', password: DEMO_PASSWORD },
      captain: byRole('captain'),
      referee: byRole('referee'),
      player: { role: 'player', email: 'player@pitchside.demo', password: DEMO_PASSWORD },
      playerLink: byRole('player link'),
    },
  });
}
