import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../src/domain/dates.ts';
import { leagueDayOf } from '../../src/domain/days-away.ts';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, demoReferee, signIn } from '../support/e2e.ts';

// ADR 051: the referee marks a day they cannot referee on their profile, offline too; their match
// card on that day says so, and the desk sees it beside their name.

const app = appFixture();

/** The day of the demo referee's next assigned match still to be played, in New York. */
async function nextMatchDay() {
  const storage = app.server.storage;
  const { id: refereeId } = await demoReferee(app.server);
  const leagues = await storage.db('leagues').allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
  const coming: string[] = [];
  for (const { id } of leagues.rows) {
    const { rows } = await storage
      .db(`league-${id.slice('league:'.length)}`)
      .allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
    for (const { doc } of rows)
      if (
        doc?.refereeId === refereeId &&
        doc.status === 'scheduled' &&
        Date.parse(String(doc.date)) > Date.now()
      )
        coming.push(String(doc.date));
  }
  return leagueDayOf(coming.sort()[0]!);
}

describe("a referee's days away", () => {
  it('marked offline on the profile, shown on the match card and on the desk', async () => {
    const day = await nextMatchDay();
    const phone = await app.browser.newContext({ viewport: PHONE });
    const page = await phone.newPage();
    await signIn(page, app.server, 'referee');
    await page.goto(`${app.server.url}/referee/profile`);
    const card = page.getByRole('region', { name: 'Days you can’t referee' });
    await card.getByText('None: you can referee any day.').waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Add day' }).click();
    await card.getByRole('alert').getByText('Pick a day').waitFor();
    await expectClean(page, 'the days-away card with its message');

    await phone.setOffline(true);
    await card.getByLabel('Day', { exact: true }).fill(day);
    await card.getByRole('button', { name: 'Add day' }).click();
    await page
      .getByRole('status')
      .getByText('Days away saved: they will be sent when you are back online')
      .waitFor();
    const shown = formatCalendarDate(day, 'en');
    await card.getByRole('button', { name: `Remove ${shown}` }).waitFor();
    await phone.setOffline(false);
    const { id } = await demoReferee(app.server);
    await waitFor(async () => {
      const doc = await app.server.storage
        .db(`referee-${id}`)
        .get(`daysAway:${id}`)
        .catch(() => null);
      return (doc?.days as string[] | undefined)?.includes(day) ? doc : null;
    }, 'the days on the server');

    await page.goto(`${app.server.url}/referee/matches?filter=assigned`);
    await page.getByText('You said you can’t referee that day.').first().waitFor({ timeout: 20_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectClean(page, 'a match card on a day away');
    await phone.close();

    const desk = await app.browser.newContext({ viewport: PHONE });
    const admin = await desk.newPage();
    await signIn(admin, app.server, 'admin');
    await admin.getByLabel('Section', { exact: true }).selectOption({ label: 'Referees' });
    await admin.getByText(`Away: ${shown}`).waitFor({ timeout: 20_000 });
    await admin.getByLabel('Section', { exact: true }).selectOption({ label: 'Matches' });
    await admin.getByRole('button', { name: 'Schedule Match' }).click();
    const schedule = admin.getByRole('dialog', { name: 'Schedule Match' });
    await schedule.getByLabel('Date').fill(day);
    const referee = schedule.getByLabel('Referee');
    await expect
      .poll(() => referee.locator('option').allTextContents())
      .toContain('Maria Alvarez (away that day)');
    await desk.close();
  });
});
