import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TMatch } from '../../src/domain/schemas/match.ts';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';

const TABS = ['Overview', 'Leagues', 'Teams', 'Matches', 'Statistics', 'Videos', 'Referees', 'Settings'];

/** No axe violation, and nothing wider than the phone (the page never scrolls sideways). */
async function expectCleanPhoneScreen(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Every match of every league, as stored on the server. */
async function serverMatches(app: ReturnType<typeof appFixture>) {
  const { rows } = await app.server.storage
    .db('leagues')
    .allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
  const all: (TMatch & { _id: string })[] = [];
  for (const row of rows) {
    const league = await app.server.storage
      .db(`league-${row.id.slice('league:'.length)}`)
      .allDocs({ include_docs: true, startkey: 'match:', endkey: 'match:\uffff' });
    for (const m of league.rows) all.push(m.doc as unknown as TMatch & { _id: string });
  }
  return all;
}

describe("the admin's desk", () => {
  const app = appFixture();

  it('every tab and dialog on a phone: a section menu, no sideways scroll, no axe violations', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'admin');
    const section = page.getByLabel('Section', { exact: true });
    for (const tab of TABS) {
      await section.selectOption({ label: tab });
      await page.getByRole('heading', { level: 2, name: tab, exact: true }).waitFor();
      await page.getByText('Loading...').waitFor({ state: 'detached' });
      await expectCleanPhoneScreen(page, tab);
    }

    const dialogs: [string, string, string][] = [
      ['Leagues', 'Create League', 'Create League'],
      ['Leagues', 'Delete First Division', 'Delete league'],
      ['Teams', 'Details of Astoria Athletic', 'Astoria Athletic'],
      ['Matches', 'Schedule Match', 'Schedule Match'],
      ['Matches', 'Import matches', 'Import matches'],
      ['Matches', 'Generate Season', 'Generate Season'],
      ['Videos', 'Add Video', 'Add Video'],
      ['Referees', 'Create Referee', 'Create Referee'],
      ['Statistics', 'Edit Astoria Athletic', 'Edit Astoria Athletic'],
    ];
    for (const [tab, button, title] of dialogs) {
      await section.selectOption({ label: tab });
      if (tab === 'Statistics')
        await page.getByLabel('League', { exact: true }).selectOption({ label: 'First Division' });
      await page.getByRole('button', { name: button }).first().click({ timeout: 20_000 });
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await expectCleanPhoneScreen(page, `${tab}: ${title}`);
      if (title === 'Generate Season') {
        // The preview too: the team table scrolls inside its box, never the page.
        await dialog.getByLabel('First matchday').fill('2027-03-06');
        await dialog.getByRole('button', { name: 'Preview' }).click();
        await dialog.getByText(/^\d+ matches over \d+ days/).waitFor();
        await expectCleanPhoneScreen(page, 'Matches: Generate Season preview');
      }
      if (title === 'Delete league') {
        // The demo league has teams and results: deleting it is refused, with the reason.
        await dialog.getByText(/cannot be deleted: it has 8 teams and \d+ results/).waitFor();
        expect(await dialog.getByRole('button', { name: 'Delete League' }).count()).toBe(0);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await context.close();
  });

  it('New York times in the match form, a result recorded with its reason, and payment toggled', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, app.server, 'admin');
    // Side tabs on a wide screen, each axe-clean.
    for (const tab of TABS) {
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: tab }).click();
      await page.getByRole('heading', { level: 2, name: tab, exact: true }).waitFor();
      expect(await axeViolations(page), `${tab} on a desktop`).toEqual([]);
    }
    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('link', { name: 'Schedule Match' }).click();
    const form = page.getByRole('dialog', { name: 'Schedule Match' });
    await form.getByLabel('League *').selectOption({ label: 'First Division' });
    await form.getByLabel('Home team *').selectOption({ label: 'Astoria Athletic' });
    expect(
      await form.getByLabel('Away team *').locator('option', { hasText: 'Astoria Athletic' }).count(),
    ).toBe(0);
    await form.getByLabel('Away team *').selectOption({ label: 'Bushwick Blues' });
    await form.getByLabel('Venue').fill('DST Park');
    // A time the spring change skips is refused...
    await form.getByLabel('Date *').fill('2026-03-08');
    await form.getByLabel('Time (New York) *').fill('02:30');
    await form.getByText('This time does not exist in New York').first().waitFor();
    // ...and one the autumn change repeats needs a choice.
    await form.getByLabel('Date *').fill('2026-11-01');
    await form.getByLabel('Time (New York) *').fill('01:30');
    await form.getByRole('button', { name: 'Create Match' }).click();
    await form
      .getByRole('alert')
      .getByText(/happens twice in New York/)
      .waitFor();
    await form.getByLabel('The second one (EST, standard time)').check();
    await form.getByRole('button', { name: 'Create Match' }).click();
    await page.getByRole('status').getByText('Match created successfully').waitFor();
    const created = await waitFor(
      async () => (await serverMatches(app)).find((m) => m.venue === 'DST Park'),
      'the new match on the server',
      20_000,
    );
    expect(created.date).toBe('2026-11-01T06:30:00.000Z');

    // A forfeit, recorded by hand: both scores and a reason, shown with the result.
    await page.goto(`${app.server.url}/admin/matches?from=2026-11-01&to=2026-11-01`);
    await page
      .getByRole('button', { name: /^Record result of / })
      .first()
      .click();
    const result = page.getByRole('dialog', { name: 'Edit Match' });
    await result.getByLabel('Home score').fill('3');
    await result.getByLabel('Away score').fill('0');
    await result.getByRole('button', { name: 'Save Match' }).click();
    await result.getByRole('alert').getByText('Give a reason for recording this result').waitFor();
    await result.getByLabel('Reason (shown with the result)').fill('Forfeit: the away side did not show');
    await result.getByRole('button', { name: 'Save Match' }).click();
    await page.getByRole('status').getByText('Match updated successfully').waitFor();
    const forfeit = await waitFor(
      async () =>
        (await serverMatches(app)).find((m) => m.resultNote === 'Forfeit: the away side did not show'),
      'the forfeit on the server',
      20_000,
    );
    expect(forfeit).toMatchObject({
      status: 'completed',
      score: { home: 3, away: 0 },
      venue: 'DST Park',
      date: '2026-11-01T06:30:00.000Z',
    });
    await page.goto(`${app.server.url}/teams/${forfeit.homeTeamId}/matches`);
    await page
      .getByText('Result recorded by the league: Forfeit: the away side did not show')
      .waitFor({ timeout: 20_000 });

    // Payment, with the spec's toast.
    await page.goto(`${app.server.url}/admin/teams?paid=unpaid`);
    const toggle = page.getByRole('button', { name: /^Mark as paid: / }).first();
    const teamName = (await toggle.getAttribute('aria-label'))!.replace(/^Mark as paid: /, '');
    await toggle.click();
    await page.getByRole('status').getByText('Payment status updated to paid').waitFor();
    await page.getByLabel('Payment', { exact: true }).selectOption({ label: 'Paid' });
    await page.getByRole('button', { name: `Mark as unpaid: ${teamName}` }).waitFor();
    await context.close();
  });

  it('opens offline after one visit, queues an edit offline, and says account creation needs a connection', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'admin');
    await page.goto(`${app.server.url}/admin/matches?status=scheduled`);
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor({ timeout: 20_000 });
    // Offline reloads need a page the service worker already serves: wait until a navigation to
    // this address came through it (workerStart is set only then).
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.evaluate(
            () =>
              navigator.serviceWorker.controller !== null &&
              (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).workerStart > 0,
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    const edit = page.getByRole('button', { name: /^Edit / }).first();
    await edit.click({ timeout: 20_000 });
    const form = page.getByRole('dialog', { name: 'Edit Match' });
    await form.getByLabel('Venue').fill('Queued Field 9');
    await form.getByRole('button', { name: 'Save Match' }).click();
    await page.getByRole('status').getByText('Match updated successfully').waitFor();
    await page.getByText('1 waiting').waitFor();

    await page.getByLabel('Section', { exact: true }).selectOption({ label: 'Referees' });
    await page.getByRole('button', { name: 'Create Referee' }).click();
    const create = page.getByRole('dialog', { name: 'Create Referee' });
    await create.getByLabel('Full name *').fill('Offline Ref');
    await create.getByLabel('Email *').fill('offline@refs.nyc');
    await create.getByLabel('Password *').fill('whistle1');
    await create.getByRole('button', { name: 'Create Referee' }).click();
    await create
      .getByRole('alert')
      .getByText(/You are offline/)
      .waitFor();

    await context.setOffline(false);
    await waitFor(
      async () => (await serverMatches(app)).some((m) => m.venue === 'Queued Field 9'),
      'the queued edit to reach the server',
      30_000,
    );
    await page.getByText('1 waiting').waitFor({ state: 'detached', timeout: 30_000 });
    await context.close();
  });

  it('a locked-out captain gets a one-time password, and a withdrawn team leaves its league', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, app.server, 'admin');
    await page.goto(`${app.server.url}/admin/teams`);
    await page.getByRole('button', { name: 'Details of Astoria Athletic' }).click({ timeout: 20_000 });
    const details = page.getByRole('dialog', { name: 'Astoria Athletic' });
    await details.getByText('captain@pitchside.demo').waitFor();
    // The team's colours (ADR 073), changed where the captain changes them.
    await details.getByText('Plays in blue · second shirts white').waitFor();
    expect(await details.getByRole('link', { name: 'Change colours' }).getAttribute('href')).toMatch(
      /\/settings\?tab=colours$/,
    );
    await details.getByRole('button', { name: 'Issue one-time password' }).click();
    const password = (await details.locator('code').textContent({ timeout: 20_000 }))!;
    expect(password).toMatch(/^[A-Za-z0-9_-]{12}$/);

    const phone = await app.browser.newContext({ viewport: PHONE });
    const captain = await phone.newPage();
    await captain.goto(`${app.server.url}/login`);
    await captain.getByLabel('Email').fill('captain@pitchside.demo');
    await captain.getByLabel('Password').fill(password);
    await captain.getByRole('button', { name: 'Sign In' }).click();
    await captain.waitForURL(/\/teams\/[a-z0-9]+\/dashboard$/);

    // Withdrawn: a reason is required, then the team leaves the public league.
    await details.getByRole('button', { name: 'Withdraw team' }).click();
    await details.getByRole('button', { name: 'Withdraw Astoria Athletic' }).click();
    await details.getByRole('alert').getByText('Give a reason for withdrawing the team').waitFor();
    await details.getByLabel('Reason *').fill('Did not pay after three reminders');
    await details.getByRole('button', { name: 'Withdraw Astoria Athletic' }).click();
    await page
      .getByRole('status')
      .getByText(/Astoria Athletic withdrawn; \d+ unplayed matches cancelled/)
      .waitFor();
    await page.getByText('Withdrawn', { exact: true }).waitFor({ timeout: 20_000 });
    await captain.getByText('Withdrawn from the league').waitFor({ timeout: 20_000 });
    await page.goto(`${app.server.url}/admin`);
    await page
      .getByText(/Astoria Athletic withdrawn from its league .*Did not pay after three reminders/)
      .waitFor();
    await phone.close();
    await context.close();
  });
});
