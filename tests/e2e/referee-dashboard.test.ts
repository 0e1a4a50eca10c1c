import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// Issue #18: the referee's most urgent task comes first, the counters agree between screens, the
// demo's numbers hold together, long lists are paged, and no final report goes in before kick-off.
describe("the referee's dashboard and match list", () => {
  const app = appFixture();

  const open = async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'referee');
    await page.getByText('Licence: NY-REF-2041').waitFor();
    await page
      .getByTestId('sync-status')
      .getByText(/Up to date/)
      .waitFor({ timeout: 20_000 });
    return { context, page };
  };
  const stat = async (page: import('playwright-core').Page, label: string) =>
    Number(await page.getByText(label, { exact: true }).locator('xpath=following-sibling::p').textContent());
  const chip = async (page: import('playwright-core').Page, label: string) => {
    const text = await page.getByRole('button', { name: new RegExp(`^${label} \\(\\d+\\)$`) }).textContent();
    return Number(/\((\d+)\)/.exec(text ?? '')![1]);
  };

  it('shows the reports due first, and its counters agree with the list and with each other', async () => {
    const { context, page } = await open();
    const headings = await page.locator('main h2').allTextContents();
    expect(headings[0]).toBe('Reports due');
    const due = page.locator('section[aria-labelledby="due"]');
    // The leagues arrive in batches: the section fills as they do.
    await expect.poll(() => due.getByText('Report due').count(), { timeout: 20_000 }).toBe(3);
    // The demo: four matches just played are owed; six were refereed, each with its report.
    await due.getByRole('link', { name: 'See all 4' }).waitFor();
    expect(await stat(page, 'Matches Officiated')).toBe(6);
    expect(await stat(page, 'Reports Submitted')).toBe(6);
    const assigned = await stat(page, 'Assigned Matches');

    await due.getByRole('link', { name: 'See all 4' }).click();
    await page.waitForURL(/\/referee\/matches\?filter=due$/);
    expect(await chip(page, 'Report Due')).toBe(4);
    expect(await chip(page, 'Assigned')).toBe(assigned);
    expect(await page.locator('main li').count()).toBe(4);
    await context.close();
  });

  it('pages the list, owed reports first and the newest completed before the oldest', async () => {
    const { context, page } = await open();
    await page.goto(`${app.server.url}/referee/matches`);
    await page.getByText(/^Showing 10 of \d+$/).waitFor();
    // After the reload the leagues' matches are read as each league's sync settles.
    await expect.poll(() => chip(page, 'All Matches'), { timeout: 20_000 }).toBeGreaterThan(100);
    expect(await page.locator('main li').count()).toBe(10);
    await expect.poll(() => page.locator('main li').first().getByText('Report due').count()).toBe(1);
    await page.getByRole('button', { name: 'Show More Matches' }).click();
    expect(await page.locator('main li').count()).toBe(20);

    await page.getByRole('button', { name: /^Completed \(\d+\)$/ }).click();
    const dates = await page.locator('main li p.text-sm').allTextContents();
    const first = Date.parse(dates[0]!.split(' · ')[0]!);
    const last = Date.parse(dates.at(-1)!.split(' · ')[0]!);
    expect(first).toBeGreaterThan(last);
    await context.close();
  });

  it('refuses a final report before kick-off and keeps the form', async () => {
    const { context, page } = await open();
    const next = page.locator('section[aria-labelledby="next"]');
    await next
      .getByRole('link', { name: /^Create Report/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Match Report' }).waitFor();
    await page.locator('#homeScore').fill('0');
    await page.locator('#awayScore').fill('0');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await page.getByText('This match has not kicked off yet', { exact: false }).first().waitFor();
    expect(page.url()).toMatch(/\/report$/);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.getByText('Report saved as draft successfully').waitFor();
    await context.close();
  });
});
