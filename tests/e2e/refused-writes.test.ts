import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { teamDbName } from '../../src/domain/db-names.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// Issue #18: what the screen shows is what is kept. The shared schema runs before a write, and a
// version the server refuses anyway (a race it alone can see) is shown as refused until it is
// fixed or discarded.
describe('a refused write is never shown as saved', () => {
  const app = appFixture();

  const openSettings = async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    await page.goto(`${app.server.url}/teams/${app.server.accounts.captain.teamId}/settings`);
    await page.getByRole('button', { name: 'Add Player' }).waitFor();
    return { context, page };
  };

  const addPlayer = async (page: Page, first: string, last: string, jersey: string) => {
    await page.getByRole('button', { name: 'Add Player' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First name').fill(first);
    await dialog.getByLabel('Last name').fill(last);
    await dialog.getByLabel('Jersey number (optional)').fill(jersey);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  };

  const rosterCount = async (page: Page) =>
    Number.parseInt((await page.locator('#roster-heading').textContent()) ?? '', 10);

  it('inputs hold no more than the schema allows, and no number but digits', async () => {
    const { context, page } = await openSettings();
    await page.getByRole('button', { name: 'Add Player' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First name').fill('A'.repeat(300));
    expect(await dialog.getByLabel('First name').inputValue()).toHaveLength(100);
    await dialog.getByLabel('Jersey number (optional)').pressSequentially('1e1');
    expect(await dialog.getByLabel('Jersey number (optional)').inputValue()).toBe('11');
    await context.close();
  });

  it('a jersey number taken on another phone meanwhile is refused, shown, not counted, and can be discarded', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const teamDb = app.server.storage.db(teamDbName(teamId));
    const a = await openSettings();
    const b = await openSettings();
    await a.page
      .getByTestId('sync-status')
      .getByText(/Up to date/)
      .waitFor();
    const before = await rosterCount(a.page);

    await a.context.setOffline(true);
    await addPlayer(a.page, 'Xavi', 'Offline', '88');
    await a.page.getByText('Player added successfully').waitFor();
    await addPlayer(b.page, 'Yan', 'Online', '88');
    await b.page.getByText('Player added successfully').waitFor();
    await waitFor(
      async () =>
        (await teamDb.allDocs({ include_docs: true })).rows.some((row) => row.doc?.lastName === 'Online'),
      "phone B's player on the server",
    );

    await a.context.setOffline(false);
    const row = a.page.getByRole('listitem').filter({ hasText: 'Xavi Offline' });
    await row
      .getByText('Not saved: Jersey number 88 is already taken by Yan Online')
      .waitFor({ timeout: 30_000 });
    await a.page.getByTestId('sync-status').getByText('1 not saved').waitFor();
    // Phone B's player arrived, phone A's refused one is not counted.
    await a.page.getByText('Yan Online', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await rosterCount(a.page)).toBe(before + 1);

    // Still refused after a reload: the refusal is kept on the device, not in memory.
    await a.page.reload();
    await row.getByText(/Not saved: Jersey number 88/).waitFor();
    await a.page.getByTestId('sync-status').getByText('1 not saved').waitFor();

    await row.getByRole('button', { name: 'discard it' }).click();
    await row.waitFor({ state: 'detached' });
    await a.page
      .getByTestId('sync-status')
      .getByText(/Up to date/)
      .waitFor({ timeout: 30_000 });
    const onServer = (await teamDb.allDocs({ include_docs: true })).rows.map((r) => r.doc?.lastName);
    expect(onServer).not.toContain('Offline');
    await a.context.close();
    await b.context.close();
  });
});
