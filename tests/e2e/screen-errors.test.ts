import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.ts';
import { appFixture } from '../support/e2e.ts';

describe('a screen whose code does not arrive', () => {
  const app = appFixture();

  it('says the screen is not on the device yet, and the other screens still open', async () => {
    // No service worker: every chunk comes from the network, as before the precache is stored.
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    let refusals = 0;
    await page.route(/\/assets\/HighlightsPage-[^/]+\.js$/, (route) => {
      refusals += 1;
      return route.abort('internetdisconnected');
    });
    await page.goto(`${app.server.url}/leagues`);
    await page.getByRole('heading', { name: 'Leagues', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Highlights' }).click();
    await page.getByRole('heading', { name: 'This screen is not on this device yet' }).waitFor();
    expect(refusals).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);

    // The top bar still leads to the screens that loaded.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Leagues' }).click();
    await page.getByRole('heading', { name: 'Leagues', exact: true }).waitFor();
    expect(await page.getByText('This screen is not on this device yet').count()).toBe(0);
    await context.close();
  });
});
