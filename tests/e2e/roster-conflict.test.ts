import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/db-names.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';

describe('two phones change the same player with no signal', () => {
  const app = appFixture();

  const openSettings = async (): Promise<[BrowserContext, Page]> => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    await page.goto(`${app.server.url}/teams/${app.server.accounts.captain.teamId}/settings`);
    await page.getByRole('button', { name: 'Add Player' }).waitFor();
    return [context, page];
  };

  it('keeps one version everywhere and tells the captain what did not stick', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const teamDb = app.server.storage.db(teamDbName(teamId));
    const target = (
      await teamDb.allDocs({ startkey: 'player:', endkey: 'player:\uffff', include_docs: true })
    ).rows[0]!.doc!;
    const name = `${target.firstName} ${target.lastName}`;
    const [contextA, pageA] = await openSettings();
    const [contextB, pageB] = await openSettings();
    await pageA.getByRole('button', { name: `Edit ${name}` }).waitFor();
    await pageB.getByRole('button', { name: `Edit ${name}` }).waitFor();

    await contextA.setOffline(true);
    await contextB.setOffline(true);
    for (const [page, lastName] of [
      [pageA, 'Phone-A'],
      [pageB, 'Phone-B'],
    ] as const) {
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      await page.getByRole('dialog').getByLabel('Last name').fill(lastName);
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await page.getByText('Player updated successfully').waitFor();
    }
    await contextA.setOffline(false);
    await waitFor(
      async () => (await teamDb.get(docId('player', String(target._id).slice(7)))).lastName === 'Phone-A',
      "phone A's edit on the server",
    );
    await contextB.setOffline(false);
    const conflicted = await waitFor(async () => {
      const doc = await teamDb.get(String(target._id), { conflicts: true });
      return (doc._conflicts as string[] | undefined)?.length ? doc : null;
    }, 'the conflict on the server');
    const kept = String(conflicted.lastName);
    const lost = kept === 'Phone-A' ? 'Phone-B' : 'Phone-A';

    // Each phone shows the same kept version, and what did not stick.
    for (const page of [pageA, pageB]) {
      const notice = page.getByRole('status').filter({ hasText: 'Changed on two phones at the same time' });
      await notice.waitFor({ timeout: 30_000 });
      expect(await notice.textContent()).toContain(`Kept: ${target.firstName} ${kept}`);
      expect(await notice.textContent()).toContain(`Not kept: ${target.firstName} ${lost}`);
    }
    await pageB.getByRole('button', { name: 'OK, keep this version' }).click();
    await waitFor(
      async () => !(await teamDb.get(String(target._id), { conflicts: true }))._conflicts,
      'the conflict settled on the server',
      30_000,
    );
    await pageA
      .getByText('Changed on two phones at the same time')
      .waitFor({ state: 'detached', timeout: 30_000 });
    await contextA.close();
    await contextB.close();
  });
});
