import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// Issue #18, item 14: the small things a newcomer meets first.
describe('first use: joining, signing in and finding the referee login', () => {
  const app = appFixture();
  const joinSpring = 'Join league, Spring Sunday League';

  it('Join sends a visitor to sign in first', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/leagues`);
    await page.getByRole('button', { name: joinSpring }).click();
    await page.waitForURL(/\/login\?returnTo=%2Fleagues&leagueId=/);
    await context.close();
  });

  it('a signed-in captain who presses Join is sent to their team, not to sign-up', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    await page.goto(`${app.server.url}/leagues`);
    await page.getByRole('button', { name: joinSpring }).click();
    const dialog = page.getByRole('dialog', { name: 'Join Spring Sunday League' });
    await dialog.getByText(/You already captain .+\. A team account runs one team/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    await dialog.getByRole('link', { name: 'Go to your team' }).click();
    await page.waitForURL(new RegExp(`/teams/${app.server.accounts.captain.teamId}/dashboard$`));
    await context.close();
  });

  it('an admin who presses Join is sent to the desk, where teams are added', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'admin');
    await page.goto(`${app.server.url}/leagues`);
    await page.getByRole('button', { name: joinSpring }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Open Teams' }).click();
    await page.waitForURL(/\/admin\/teams$/);
    await context.close();
  });

  it('on a desktop, the login headings line up with their card', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    for (const path of ['/login', '/referee/login']) {
      await page.goto(`${app.server.url}${path}`);
      const heading = await page.locator('main h1').boundingBox();
      const card = await page.locator('main h1 + div').boundingBox();
      expect(Math.round(heading!.x)).toBe(Math.round(card!.x));
    }
    await context.close();
  });

  it('the contact page links to the referee login', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/contact`);
    await page.getByRole('link', { name: 'referee login page' }).click();
    await page.waitForURL(/\/referee\/login$/);
    await page.getByRole('heading', { name: 'Referee Login' }).waitFor();
    await context.close();
  });
});
