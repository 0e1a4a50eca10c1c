import { describe, expect, it } from 'vitest';
import { docId, leagueDbName } from '../../src/domain/db-names.ts';
import type { TAppServer } from '../support/app-server.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

describe('a referee at the field, with no signal', () => {
  const app = appFixture();

  it('files a report offline, keeps the draft through a reload, and sees it accepted once back online', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'referee');
    await page.getByText('Licence: NY-REF-2041').waitFor();
    // A match just played: a final report is accepted only after kick-off.
    const create = page
      .locator('section[aria-labelledby="due"]')
      .getByRole('link', { name: /^Create Report/ })
      .first();
    await create.waitFor({ timeout: 20_000 });
    await create.click();
    await page.waitForURL(/\/referee\/match\/[a-z0-9]+\/report$/);
    const matchId = page.url().split('/').at(-2)!;
    await page.getByRole('heading', { name: 'Match Report' }).waitFor();
    await page.getByText('Missing players').first().waitFor();

    // The app is installed (a referee has used it before at the field): the service worker holds it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    // No signal from here on.
    await context.setOffline(true);
    const homeScore = page.locator('#homeScore');
    await homeScore.fill('1');
    await page.locator('#awayScore').fill('0');
    await page.getByRole('button', { name: 'Add goal' }).click();
    const team = page.locator('#goals-0-team');
    const homeTeamName = (await team.locator('option').nth(1).textContent())!;
    await team.selectOption({ label: homeTeamName });
    await page.locator('#goals-0-player').selectOption({ index: 1 });
    await page.locator('#goals-0-minute').fill('23');
    // The draft is written 300 ms after the last keystroke: wait for it, with the minute in it.
    await page.waitForFunction(() =>
      Object.keys(localStorage).some(
        (key) =>
          key.startsWith('pitchside-report-draft-') && localStorage.getItem(key)!.includes('"minute":"23"'),
      ),
    );

    // A reload with no network (a closed tab, a dead battery): the draft is still there.
    await page.reload();
    await page.getByRole('heading', { name: 'Match Report' }).waitFor();
    expect(await page.locator('#homeScore').inputValue()).toBe('1');
    expect(await page.locator('#goals-0-minute').inputValue()).toBe('23');

    // Submitting checks the report first: a second home goal without a scorer is refused.
    await page.locator('#homeScore').fill('2');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await page.getByText('The home score is 2 but 1 home goal is listed').waitFor();
    await page.locator('#homeScore').fill('1');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await page.getByText('Report submitted successfully').waitFor();
    await page.waitForURL(/\/referee\/dashboard$/);
    await page.getByText('Waiting to sync').first().waitFor();
    expect(
      (
        await app.server.storage
          .db(leagueDbName(await leagueOf(app.server, matchId)))
          .get(docId('match', matchId))
      ).status,
    ).toBe('scheduled');

    // Signal again: the report goes out, the server accepts it, the verdict comes back.
    await context.setOffline(false);
    // The newest report heads the recent list (the demo's earlier reports are accepted already).
    await page
      .locator('section[aria-labelledby="recent"] li')
      .first()
      .getByText('Accepted')
      .waitFor({ timeout: 30_000 });
    const match = await app.server.storage
      .db(leagueDbName(await leagueOf(app.server, matchId)))
      .get(docId('match', matchId));
    expect(match).toMatchObject({
      status: 'completed',
      score: { home: 1, away: 0 },
      refereeReportId: docId('report', matchId),
    });
    await context.close();
  });

  it('lists matches with counted filters, and the report view shows the verdict', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'referee');
    await page.goto(`${app.server.url}/referee/matches`);
    const completed = page.getByRole('button', { name: /^Completed \(\d+\)$/ });
    await completed.waitFor({ timeout: 20_000 });
    // The league arrives in batches: wait for the whole season to be on the phone.
    const countOf = async () => Number((await completed.textContent())!.match(/\((\d+)\)/)![1]);
    await expect.poll(countOf, { timeout: 20_000 }).toBeGreaterThan(20);
    await completed.click();
    await page.waitForURL(/filter=completed/);
    // Every card the filter shows is a completed match.
    await page.getByText('Completed', { exact: true }).first().waitFor();
    const cards = page.getByRole('listitem').filter({ has: page.getByText(/ vs /) });
    const labels = await cards.evaluateAll((items) =>
      items.map((li) => li.querySelector('span span')?.textContent),
    );
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels)).toEqual(new Set(['Completed']));
    await page.goto(`${app.server.url}/referee/reports`);
    await page.getByText('Accepted').first().click();
    await page.getByRole('heading', { name: 'Report' }).waitFor();
    await page.getByText('Final score').waitFor();
    await context.close();
  });
});

async function leagueOf(server: TAppServer, matchId: string): Promise<string> {
  const { rows } = await server.storage
    .db('leagues')
    .allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
  for (const row of rows) {
    const leagueId = row.id.slice('league:'.length);
    const found = await server.storage
      .db(leagueDbName(leagueId))
      .get(docId('match', matchId))
      .catch(() => null);
    if (found) return leagueId;
  }
  throw new Error(`No league has match ${matchId}`);
}
