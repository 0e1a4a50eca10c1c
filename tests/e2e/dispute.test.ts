import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';
import { storedAnswers } from '../support/reports.ts';

// Issue #31: a captain disputes a result from the dashboard. The dispute form loads when it opens
// (issue #36: its schema and react-hook-form are not part of the dashboard), from the precache
// when there is no signal.

const app = appFixture();

describe('a captain disputes a result', () => {
  it('offline: the form opens, checks its fields, and the dispute is sent once signal returns', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    const item = page.getByTestId('result-to-confirm').first();
    await item.getByText(/^Confirm or dispute by /).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await context.setOffline(true);
    await item.getByRole('button', { name: 'Dispute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dispute' });
    await dialog.getByRole('button', { name: 'Send dispute' }).click();
    // Nothing typed: the schema's message, in the form and as a toast.
    await dialog.getByRole('alert').waitFor();
    await dialog
      .getByLabel('What is wrong with the result?')
      .fill('Our second goal was scored by Bruno, not Aaron');
    await dialog.getByLabel('Home').fill('3');
    await dialog.getByLabel('Away').fill('2');
    await dialog.getByRole('button', { name: 'Send dispute' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await item.getByText('Waiting to send').waitFor();
    const teamId = app.server.accounts.captain.teamId!;
    const answers = () => storedAnswers(app.server.storage, teamId);
    expect(await answers()).toEqual([]);
    await context.setOffline(false);
    await expect
      .poll(async () => (await answers()).map((a) => [a.answer, a.reason, a.claimedScore]), {
        timeout: 30_000,
      })
      .toEqual([['dispute', 'Our second goal was scored by Bruno, not Aaron', { home: 3, away: 2 }]]);
    await context.close();
  });
});
