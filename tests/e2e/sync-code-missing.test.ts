import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

describe('a first visit whose replication code does not arrive', () => {
  const app = appFixture();

  it('says that the team is not syncing, instead of "Syncing" for ever', async () => {
    // No service worker: every chunk comes from the network, as before the precache is stored.
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    let refusals = 0;
    // PouchDB's chunk (pouch-loader.ts loads it for the team's replication) never arrives.
    await page.route(/\/assets\/pouch-[^/]+\.js$/, (route) => {
      refusals += 1;
      return route.abort('internetdisconnected');
    });
    await signIn(page, app.server, 'captain');
    await page.goto(`${app.server.url}/teams/${app.server.accounts.captain.teamId}/settings`);
    await page.getByTestId('sync-status').filter({ hasText: 'Sync error' }).waitFor();
    expect(refusals).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await context.close();
  });
});
