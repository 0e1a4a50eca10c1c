import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// ADR 054 in the browser: the admin takes the code from the desk, a club's website (another
// origin) pastes it, and a visitor sees the table, fitted to its height, in their language.

/** A club's website on another origin: it serves whatever HTML it was given. */
async function clubSite(html: () => string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

describe("a league's table on its own website", () => {
  const app = appFixture();
  let pasted = '';
  let site: Awaited<ReturnType<typeof clubSite>> | null = null;
  afterAll(() => site?.server.close());

  it('the desk gives the code with a preview; the club site frames it, fitted to its height', async () => {
    const { rows } = await app.server.storage
      .db('leagues')
      .allDocs({ startkey: 'league:', endkey: 'league:\uffff', include_docs: true });
    const league = rows.find((row) => row.doc?.name === 'First Division')!;
    const leagueId = league.id.slice('league:'.length);

    const desk = await app.browser.newContext({ viewport: PHONE });
    await desk.grantPermissions(['clipboard-read', 'clipboard-write']);
    const admin = await desk.newPage();
    await signIn(admin, app.server, 'admin');
    await admin.getByLabel('Section', { exact: true }).selectOption({ label: 'Leagues' });
    await admin.getByRole('button', { name: 'Website: put First Division on your website' }).click();
    const dialog = admin.getByRole('dialog', { name: 'On your website' });
    const code = dialog.getByLabel('Code to paste into your website');
    expect(await code.inputValue()).toContain(`/embed/leagues/${leagueId}/standings"`);
    // The preview is the page itself, framed by the app (its policy allows its own frames).
    const preview = dialog.frameLocator('iframe');
    await preview.getByRole('row').nth(1).waitFor();
    expect(await preview.getByRole('row').count()).toBeGreaterThan(4);
    await expectClean(admin, 'the embed dialog');

    await dialog.getByLabel('Show').selectOption({ label: 'Fixtures and results' });
    await dialog.getByLabel('Language').selectOption({ label: 'Español' });
    expect(await code.inputValue()).toContain(`/embed/leagues/${leagueId}/matches?lang=es"`);
    await preview.getByRole('heading', { name: 'Próximos partidos' }).waitFor();
    // A club's own site: one team's matches.
    await dialog.getByLabel('Team').selectOption({ label: 'Astoria Athletic' });
    expect(await code.inputValue()).toMatch(/\/matches\?lang=es&amp;team=[a-z0-9-]+"/);
    await preview.getByRole('heading', { name: /^Astoria Athletic/ }).waitFor();
    await dialog.getByLabel('Team').selectOption({ label: 'The whole league' });
    await dialog.getByRole('button', { name: 'Copy code' }).click();
    // The toast is drawn in the open dialog, where it is read out (the page outside a modal
    // dialog is inert); it lets taps through to the dialog under it.
    const copied = dialog.getByRole('status').getByText('Code copied: paste it into your website');
    await copied.waitFor();
    expect(await copied.evaluate((node) => getComputedStyle(node).pointerEvents)).toBe('none');
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());

    // The table, in each visitor's language, on the club's site.
    await dialog.getByLabel('Show').selectOption({ label: 'League table' });
    await dialog.getByLabel('Language').selectOption({ label: 'Each visitor’s language' });
    pasted = await code.inputValue();
    await desk.close();
    site = await clubSite(
      () => `<!doctype html><html lang="fr"><title>Club</title><h1>Notre ligue</h1>${pasted}`,
    );

    const visitor = await app.browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
    const page = await visitor.newPage();
    await page.goto(site.url);
    const table = page.frameLocator('iframe');
    await table.getByRole('columnheader', { name: 'Équipe' }).waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(4);
    // embed.js fits the frame to the table: no inner scrolling, whatever its first height.
    await page.waitForFunction(() => document.querySelector('iframe')!.style.height !== '');
    const heights = await page.evaluate(() => {
      const frame = document.querySelector('iframe')!;
      return { set: Number.parseFloat(frame.style.height), shown: frame.getBoundingClientRect().height };
    });
    const inner = await page.frames()[1]!.evaluate(() => document.documentElement.scrollHeight);
    expect(heights.set).toBe(inner);
    expect(heights.shown).toBe(inner);

    // A team's name opens its public page on Pitchside, in a new tab: the club's page stays.
    const first = table.getByRole('row').nth(1).getByRole('link');
    const name = (await first.textContent())!;
    const [tab] = await Promise.all([visitor.waitForEvent('page'), first.click()]);
    await tab.waitForURL(/\/teams\/[^/]+\/details$/);
    await tab.getByRole('heading', { name }).first().waitFor();
    expect(page.url()).toBe(site.url);
    await visitor.close();
  });

  it('the embedded page is accessible on a phone; the app itself may not be framed', async () => {
    const { rows } = await app.server.storage
      .db('leagues')
      .allDocs({ startkey: 'league:', endkey: 'league:\uffff', include_docs: true });
    const leagueId = rows.find((row) => row.doc?.name === 'First Division')!.id.slice('league:'.length);
    const visitor = await app.browser.newContext({ viewport: PHONE });
    const page = await visitor.newPage();
    for (const view of ['standings', 'matches', 'scorers']) {
      await page.goto(`${app.server.url}/embed/leagues/${leagueId}/${view}`);
      await expectClean(page, `the embedded ${view}`);
    }
    pasted = `<iframe src="${app.server.url}/my-league" title="The app"></iframe>`;
    site ??= await clubSite(() => `<!doctype html><html lang="en"><title>Club</title>${pasted}`);
    await page.goto(site.url);
    const framed = page.frames()[1]!;
    await page.waitForFunction(() => document.querySelector('iframe') !== null);
    // Refused by the browser (X-Frame-Options and frame-ancestors): an error page, not the app.
    await expect.poll(() => framed.url()).not.toBe('about:blank');
    expect(framed.url()).not.toContain('/my-league');
    await visitor.close();
  });
});
