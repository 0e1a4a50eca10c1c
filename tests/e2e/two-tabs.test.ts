import { describe, expect, it } from 'vitest';
import { teamDbName } from '../../src/domain/db-names.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// Two tabs of one browser write to the same local database. PouchDB's IndexedDB adapter kept each
// tab's sequence number in memory, so the second tab to write reused a number the first had taken
// and IndexedDB refused the write (apache/pouchdb#8494); our patch (patches/) reads it inside the
// write's own transaction.

const app = appFixture();

describe('two tabs writing to one local database', () => {
  it('keeps every edit from either tab, offline, and sends them all once back online', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const failures: string[] = [];
    const [first, second] = [await context.newPage(), await context.newPage()];
    for (const page of [first!, second!]) {
      page.on('console', (m) => /global failure|ConstraintError/.test(m.text()) && failures.push(m.text()));
    }
    await signIn(first!, app.server, 'captain');
    const teamId = app.server.accounts.captain.teamId!;
    for (const page of [first!, second!]) {
      await page.goto(`${app.server.url}/teams/${teamId}/settings`);
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .waitFor();
    }
    // Offline, nothing is pulled in between: each tab's write follows the other's directly.
    await context.setOffline(true);
    const edits = [
      { page: first!, row: 0, name: 'Tabone' },
      { page: second!, row: 1, name: 'Tabtwo' },
      { page: first!, row: 2, name: 'Tabthree' },
      { page: second!, row: 3, name: 'Tabfour' },
    ];
    for (const { page, row, name } of edits) {
      await page
        .getByRole('button', { name: /^Edit / })
        .nth(row)
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Last name').fill(name);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(name).first().waitFor();
    }
    // Each tab shows the other's edits too: both read the same local store.
    for (const page of [first!, second!])
      for (const { name } of edits) await page.getByText(name).first().waitFor();

    await context.setOffline(false);
    const team = app.server.storage.db(teamDbName(teamId));
    await waitFor(async () => {
      const { rows } = await team.allDocs({ include_docs: true });
      const names = rows.map((row) => (row.doc as { lastName?: string }).lastName);
      return edits.every(({ name }) => names.includes(name));
    }, 'every edit on the server');
    expect(failures).toEqual([]);
    await context.close();
  });
});
