import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tIn } from '../../src/i18n/core.ts';
import { describeWrite, recordAuditOfRequest } from '../../sync-server/admin/audit.ts';
import { findAccountByEmail } from '../../sync-server/auth/accounts.ts';
import { expectClean } from '../support/axe.ts';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// Issue #35, item 2 on the admin desk: the change history comes page by page from the server,
// exports as CSV, and keeps to the retention chosen in Settings. On a phone and a desktop.

const app = appFixture();

/** One request of an admin's that wrote two matches and changed a league, as replication records it. */
async function recordRequest(db = 'league-audit') {
  const admin = await findAccountByEmail(app.server.storage.internal, app.server.accounts.admin.email);
  await recordAuditOfRequest(app.server.storage, admin!, db, [
    describeWrite(db, 'match:a', null, { type: 'match' }),
    describeWrite(db, 'match:b', null, { type: 'match' }),
    describeWrite(db, 'league:x', { name: 'Spring' }, { name: 'Spring Cup' }),
  ]);
}

async function downloadText(page: Page, link: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

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

      await recordRequest();
      await page.goto(`${app.server.url}/admin`);
      const history = page.getByRole('region', { name: 'Recent changes' });
      await history
        .getByText('2 matches created, 1 league updated in league-audit')
        .first()
        .waitFor({ timeout: 20_000 });
      await history
        .getByText(/^settings (created|updated)$/)
        .first()
        .waitFor({ timeout: 20_000 });
      await expectClean(page, `the change history on ${device}`);
      const csv = await downloadText(page, history.getByRole('link', { name: 'Export CSV' }));
      expect(csv.name).toMatch(/^pitchside-changes-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(csv.text).toContain('When (UTC),Who,Action,Target,Detail');
      expect(csv.text).toMatch(/settings\.(created|updated)/);
      await context.close();
    });
  }

  it('reads in the admin’s language, on the page and in the CSV', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, locale: 'es-MX', acceptDownloads: true });
    const page = await context.newPage();
    const account = app.server.accounts.admin;
    await page.goto(`${app.server.url}/login`);
    await page.getByLabel(tIn('es', 'pages.email')).fill(account.email);
    await page.getByLabel(tIn('es', 'pages.password')).fill(account.password);
    await page.getByRole('button', { name: tIn('es', 'pages.signIn') }).click();
    await page.waitForURL(/\/admin$/);
    // In a real league's database: the page names the league, as the admin knows it.
    const { rows } = await app.server.storage
      .db('leagues')
      .allDocs({ include_docs: true, startkey: 'league:', endkey: 'league:\uffff', limit: 1 });
    const league = rows[0]!.doc as unknown as { _id: string; name: string };
    const db = `league-${league._id.slice('league:'.length)}`;
    await recordRequest(db);
    await page.reload();
    const history = page.getByRole('region', { name: tIn('es', 'admin.recentChanges') });
    const line = `Creación: 2 partidos, Cambio: 1 liga en ${league.name}`;
    await history.getByText(line).first().waitFor({ timeout: 20_000 });
    await expectClean(page, 'the change history in Spanish');
    const csv = await downloadText(
      page,
      history.getByRole('link', { name: tIn('es', 'admin.exportChangesCsv') }),
    );
    expect(csv.text).toContain('Cuándo (UTC),Quién,Acción,Objeto,Detalle');
    // The server names the database as the page does.
    expect(csv.text).toContain(line);
    await context.close();
  });
});
