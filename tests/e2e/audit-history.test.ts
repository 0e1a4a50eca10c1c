import { describe, expect, it } from 'vitest';
import { expectClean } from '../support/axe.ts';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// Issue #35, item 2 on the admin desk: the change history comes page by page from the server,
// exports as CSV, and keeps to the retention chosen in Settings. On a phone and a desktop.

const app = appFixture();

describe("the admins' change history", () => {
  for (const [device, viewport] of [
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const) {
    it(`shows, exports and keeps it for the chosen time on ${device}`, async () => {
      const context = await app.browser.newContext({ viewport, acceptDownloads: true });
      const page = await context.newPage();
      await signIn(page, app.server, 'admin');
      // The choice is a change like any other: it heads the history once saved.
      await page.goto(`${app.server.url}/admin/settings`);
      const keep = page.getByLabel('Keep the change history for');
      await expect
        .poll(() => keep.inputValue(), { timeout: 20_000 })
        .toBe(device === 'a phone' ? '730' : '1095');
      await keep.selectOption({ label: device === 'a phone' ? '3 years' : '5 years' });
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await page.getByText('Settings saved successfully').waitFor();
      const wanted = device === 'a phone' ? 1095 : 1825;
      await waitFor(
        async () =>
          (await app.server.storage.db('admin').get('settings:system')).auditRetentionDays === wanted,
        'the retention on the server',
      );

      await page.goto(`${app.server.url}/admin`);
      const history = page.getByRole('region', { name: 'Recent changes' });
      await history
        .getByText(/^settings (created|updated)$/)
        .first()
        .waitFor({ timeout: 20_000 });
      await expectClean(page, `the change history on ${device}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        history.getByRole('link', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^pitchside-changes-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await download.createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString('utf8');
      });
      expect(csv).toContain('When (UTC),Who,Action,Target,Detail');
      expect(csv).toMatch(/settings\.(created|updated)/);
      await context.close();
    });
  }
});
