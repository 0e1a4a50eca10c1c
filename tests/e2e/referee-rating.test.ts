import { describe, expect, it } from 'vitest';
import { docId, refereeDbName, teamDbName } from '../../src/domain/db-names.ts';
import { formatRating } from '../../src/i18n/core.ts';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// A captain rates the referee of the last match from the dashboard, with no signal; the rating
// goes once signal returns, and the referee's dashboard shows the captains' average (one decimal,
// and from how many), never who gave what.

const app = appFixture();
type TDoc = Record<string, unknown>;

describe('captains rate the referee; the referee sees the average', () => {
  it('offline: the rating is kept and sent later; the referee reads the new average', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    const item = page.getByTestId('rate-referee').first();
    await item.waitFor({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await context.setOffline(true);
    await item.getByRole('button', { name: '4 Very Good' }).click();
    await item.getByText('Your rating: 4 – Very Good').waitFor();
    await item.getByText('Waiting to send').waitFor();
    expect(await item.getByRole('button', { name: '4 Very Good' }).getAttribute('aria-pressed')).toBe('true');
    const stored = async () => {
      const { rows } = await app.server.storage
        .db(teamDbName(teamId))
        .allDocs({ startkey: 'refereeRating:', endkey: 'refereeRating:\uffff', include_docs: true });
      return rows.map((row) => row.doc as TDoc);
    };
    expect(await stored()).toEqual([]);
    await context.setOffline(false);
    await expect.poll(async () => (await stored()).map((r) => r.rating), { timeout: 30_000 }).toEqual([4]);
    await item.getByText('Waiting to send').waitFor({ state: 'detached' });

    // The server folds it into that referee's summary, which is all the referee reads.
    const [rating] = await stored();
    const refereeId = String(rating!.refereeId);
    const summaryOf = () =>
      app.server.storage
        .db(refereeDbName(refereeId))
        .get(docId('ratingSummary', refereeId))
        .catch(() => null) as Promise<TDoc | null>;
    await expect.poll(async () => (await summaryOf())?.count, { timeout: 30_000 }).toBeGreaterThan(0);
    await context.close();

    // The demo's referee had every recent match: the one the captain rated too.
    const summary = (await summaryOf())!;
    const referee = await app.browser.newContext({ viewport: PHONE });
    const refereePage = await referee.newPage();
    await signIn(refereePage, app.server, 'referee');
    const count = Number(summary.count);
    const average = refereePage.getByText(formatRating(Number(summary.average), 'en'), { exact: true });
    await average.waitFor({ timeout: 20_000 });
    await refereePage
      .getByText(`from ${count} ${count === 1 ? 'captain’s rating' : 'captains’ ratings'}`)
      .waitFor();
    await referee.close();

    // The admin sees the same average, and behind it each team's rating.
    const admin = await app.browser.newContext({ viewport: PHONE });
    const adminPage = await admin.newPage();
    await signIn(adminPage, app.server, 'admin');
    await adminPage.goto(`${app.server.url}/admin/referees`);
    const line = `Captains’ rating: ${formatRating(Number(summary.average), 'en')} (${count})`;
    await adminPage.getByText(line).click({ timeout: 30_000 });
    const teamName = String((await app.server.storage.db(teamDbName(teamId)).get(`team:${teamId}`)).name);
    await adminPage.getByText(new RegExp(`^${teamName} gave 4 for `)).waitFor({ timeout: 30_000 });
    expect(await axeViolations(adminPage)).toEqual([]);
    await admin.close();
  });
});
