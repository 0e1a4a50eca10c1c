import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, formAlert, signIn } from '../support/e2e.ts';

/** A New York calendar day `days` from now, as a date input takes it. */
const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(Date.now() + days * 86_400_000);

// ADR 043: the captain asks from the dashboard on a phone; the organiser declines with a reason,
// the captain asks again, and the organiser moves the match from the request in the match form.
describe('asking the league to move a match', () => {
  const app = appFixture();

  it('asked on the captain’s phone, declined and then moved from the desk, each side seeing where it stands', async () => {
    const captainContext = await app.browser.newContext({ viewport: PHONE });
    const captain = await captainContext.newPage();
    await signIn(captain, app.server, 'captain');
    const teamId = app.server.accounts.captain.teamId!;
    await captain.goto(`${app.server.url}/teams/${teamId}/dashboard`);
    const us = String((await app.server.storage.db(`team-${teamId}`).get(`team:${teamId}`)).name);
    const upcoming = captain.getByRole('region', { name: 'Upcoming Matches' });
    const first = upcoming.getByTestId('upcoming-match').first();
    // The demo's next opponent but one asked to move that match: the captain says it suits them.
    const theirs = upcoming.getByTestId('move-ask');
    await theirs.getByText(/ asked the league to move this match to .+\. Does it suit you\?$/).waitFor();
    await theirs.getByRole('button', { name: 'It suits us' }).click();
    await captain.getByRole('status').getByText('Answer saved: the league sees it').waitFor();
    await theirs.getByText('You told the league it suits you.').waitFor();
    expect(await theirs.getByRole('button', { name: 'It suits us' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await first.getByRole('button', { name: /^Ask to move the match against / }).click();
    const dialog = captain.getByRole('dialog', { name: 'Ask the league to move this match' });
    // The form opens on the match as it is: sending it unchanged is refused on the day.
    await dialog.getByRole('button', { name: 'Send the request' }).click();
    await formAlert(captain, 'This is when the match is now: choose another day, time or field');
    expect(await captain.evaluate(() => document.activeElement?.id)).toBe('move-day');
    await dialog.getByLabel('New day').fill(dayFromNow(10));
    await dialog.getByLabel('New kick-off (New York time)').fill('19:30');
    await dialog.getByLabel('Why? (only the league reads this)').fill('Half the team is at a wedding');
    await dialog.getByRole('button', { name: 'Send the request' }).click();
    await captain.getByRole('status').getByText('Request saved: the league is told').waitFor();
    await first.getByText(/^You asked the league to move this to .+ 7:30/).waitFor();
    await first.getByText('Waiting for the league').waitFor();
    // Checked from the top: Playwright's clicks scroll the page, leaving a link under the sticky bar.
    await captain.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(captain)).toEqual([]);

    const deskContext = await app.browser.newContext({ viewport: PHONE });
    const desk = await deskContext.newPage();
    await signIn(desk, app.server, 'admin');
    await desk.goto(`${app.server.url}/admin/matches`);
    const panel = desk.getByRole('region', { name: 'Requests to move a match' });
    const item = panel.getByTestId('move-request').filter({ hasText: `${us} asks to move` });
    await item.getByText('Why: Half the team is at a wedding').waitFor({ timeout: 20_000 });
    // The other request shows what the demo captain answered.
    await panel
      .getByTestId('move-request')
      .filter({ hasNotText: `${us} asks to move` })
      .getByText(`${us}: it suits them`)
      .waitFor({ timeout: 20_000 });
    expect(await axeViolations(desk)).toEqual([]);
    await item.getByRole('button', { name: /^Decline: / }).click();
    const decline = desk.getByRole('dialog', { name: /^Decline the request to move / });
    await decline.getByRole('button', { name: 'Save' }).click();
    await formAlert(desk, /at least 3 characters/);
    await decline.getByLabel('Reason (the captain reads it)').fill('No field is free that evening');
    await decline.getByRole('button', { name: 'Save' }).click();
    await desk.getByRole('status').getByText('Request declined: the captain is told').waitFor();
    await item.waitFor({ state: 'detached' });

    await first
      .getByText('The league kept this date: No field is free that evening')
      .waitFor({ timeout: 20_000 });
    await first.getByRole('button', { name: /^Ask again to move the match against / }).click();
    // The same day, late: the match stays first on the list.
    const sameDay = await dialog.getByLabel('New day').inputValue();
    await dialog.getByLabel('New kick-off (New York time)').fill('22:45');
    await dialog.getByRole('button', { name: 'Send the request' }).click();
    await first.getByText('Waiting for the league').waitFor();

    await item.getByRole('button', { name: /^Move it: / }).click({ timeout: 20_000 });
    const form = desk.getByRole('dialog', { name: 'Edit Match' });
    await form.getByText(/^As .+ asked\. Check the day, time and field, then save\.$/).waitFor();
    expect(await form.getByLabel('Date *').inputValue()).toBe(sameDay);
    expect(await form.getByLabel(/^Time/).inputValue()).toBe('22:45');
    await form.getByRole('button', { name: 'Save Match' }).click();
    await item.waitFor({ state: 'detached' });

    await upcoming.getByText('Moved as you asked.').waitFor({ timeout: 20_000 });
    // The organiser heard of both requests once (one notice per fixture), by e-mail.
    const mails = await waitFor(async () => {
      const { rows } = await app.server.storage
        .db('admin')
        .allDocs({ startkey: 'mail:moveasked-', endkey: 'mail:moveasked-\uffff' });
      return rows.length ? rows : null;
    }, 'the organiser’s e-mail');
    expect(mails.length).toBeGreaterThan(0);
    await captainContext.close();
    await deskContext.close();
  });
});
