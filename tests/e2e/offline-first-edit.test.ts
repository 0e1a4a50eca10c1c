import { describe, it } from 'vitest';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

describe('a captain who loses signal right after opening the roster', () => {
  const app = appFixture();

  it('edits a player before the app is stored for offline use, and is told it saved', async () => {
    // No service worker: nothing of the app is stored for offline use yet, as on a first visit
    // whose precache has not finished when the signal goes.
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    await page.goto(`${app.server.url}/teams/${app.server.accounts.captain.teamId}/settings`);
    const edit = page.getByRole('button', { name: /^Edit / }).first();
    await edit.waitFor();
    await context.setOffline(true);
    await edit.click();
    await page.getByRole('dialog').getByLabel('Last name').fill('Offline-Edit');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Player updated successfully').waitFor();
    await context.close();
  });
});
