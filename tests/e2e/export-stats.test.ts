import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/domain/csv.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// Issue #14: anyone who may see the standings exports them; the file reads back as the screen.
describe('exporting a league as CSV', () => {
  const app = appFixture();

  it('the table and the player statistics download as files a spreadsheet reads right', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, app.server, 'player');
    await page.goto(`${app.server.url}/my-league`);
    await page
      .getByRole('button', { name: /^First Division/ })
      .first()
      .click();
    await page.locator('tbody tr').nth(7).waitFor();
    const shown = await page.locator('tbody tr td:nth-child(2) a').allTextContents();

    const [table] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export table (CSV)' }).click(),
    ]);
    expect(table.suggestedFilename()).toMatch(/^first-division-[\d-]+-table\.csv$/);
    const text = await readFile((await table.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(['#', 'Team', 'MP', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'Pts', 'Adjustments']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(shown);
    const headers = (await page.locator('thead th').allTextContents()).map((h) => h.trim());
    const at = headers.findIndex((h) => h.startsWith('Pts')) + 1;
    const points = await page.locator(`tbody tr td:nth-child(${at})`).allTextContents();
    expect(rows.slice(1).map((r) => r[9])).toEqual(points.map((p) => p.trim()));

    await page.getByRole('tab', { name: 'Leaders' }).click();
    const [players] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export player statistics (CSV)' }).click(),
    ]);
    const playerRows = parseCsv(await readFile((await players.path())!, 'utf8'));
    expect(playerRows[0]).toEqual([
      'Player',
      'Team',
      'Jersey',
      'Games',
      'Goals',
      'Assists',
      'Yellow cards',
      'Red cards',
      'Average grade',
    ]);
    // The top scorer on the screen is the first line of the file.
    const topScorer = page.getByRole('region', { name: 'Top scorers' }).getByRole('listitem').first();
    const [, name, goals] =
      /^1\. (.+?) · .*?(\d+)$/s.exec((await topScorer.innerText()).replace(/\s+/g, ' ').trim()) ?? [];
    expect(playerRows[1]![0]).toBe(name);
    expect(playerRows[1]![4]).toBe(goals);
    await context.close();
  });
});
