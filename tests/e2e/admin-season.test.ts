import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toLeagueLocal } from '../../src/domain/dates.ts';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** A New York calendar date `days` from now, as the CSV and date inputs write it. */
function nyDate(days: number): string {
  const l = toLeagueLocal(new Date(Date.now() + days * 86_400_000));
  return `${l.year}-${pad(l.month)}-${pad(l.day)}`;
}

async function signUpTeam(browser: Browser, url: string, leagueId: string, team: string, email: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${url}/team-signup?leagueId=${leagueId}`);
  await page.getByLabel('Team name').fill(team);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Captain name').fill(`${team} Captain`);
  await page.getByLabel('Captain phone').fill('(718) 555-0142');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Login email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Confirm password').fill('secret1');
  await page.getByRole('button', { name: 'Create Team' }).click();
  await page.waitForURL(/\/onboarding\/roster$/);
  return { context, page };
}

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text).waitFor();

describe('an organiser sets up a season from nothing, by the UI alone', () => {
  const app = appFixture();

  it('league, teams, fixtures from a CSV, a referee created and assigned, a report filed, and the table moves', async () => {
    const { browser, server } = app;
    const admin = await browser.newContext({ viewport: DESKTOP });
    const desk = await admin.newPage();
    await signIn(desk, server, 'admin');
    await desk.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    // 1. The league.
    await desk.getByRole('link', { name: 'Create League' }).click();
    const form = desk.getByRole('dialog', { name: 'Create League' });
    await form.getByRole('button', { name: 'Create League' }).click();
    await form.getByRole('alert').getByText('Please fill in all required fields').waitFor();
    await form.getByLabel('League name *').fill('Harlem Cup');
    await form.getByLabel('Season *').fill('2026-2027');
    await form.getByLabel('Start date *').fill(nyDate(-30));
    await form.getByLabel('End date *').fill(nyDate(200));
    await form.getByLabel('Price (USD) *').fill('120.50');
    await form.getByLabel('Rules link (PDF)').fill('not a link');
    await form.getByRole('button', { name: 'Create League' }).click();
    await form.getByRole('alert').getByText('Rules link must be a URL (https://…)').waitFor();
    await form.getByLabel('Rules link (PDF)').fill('');
    await form.getByRole('button', { name: 'Create League' }).click();
    await toast(desk, 'League created successfully');
    await desk.getByRole('heading', { name: 'Harlem Cup' }).waitFor();
    const leagueId = await waitFor(
      async () => {
        const { rows } = await server.storage.db('leagues').allDocs({ include_docs: true });
        return rows.find((row) => row.doc?.name === 'Harlem Cup')?.id.slice('league:'.length);
      },
      'the league to reach the server',
      20_000,
    );
    expect((await server.storage.db('leagues').get(`league:${leagueId}`)).price).toBe(120.5);

    // 2. Two captains sign up on their phones.
    const hosts = await signUpTeam(browser, server.url, leagueId, 'Harlem Hawks', 'hawks@harlem.nyc');
    const guests = await signUpTeam(browser, server.url, leagueId, 'Inwood Owls', 'owls@inwood.nyc');

    // 3. Fixtures from a CSV: previewed, blocked while a row is wrong, then imported at once.
    await desk.goto(`${server.url}/admin/matches?league=${leagueId}`);
    await desk.getByRole('button', { name: 'Import matches' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Import matches' });
    await dialog.getByLabel('League', { exact: true }).selectOption({ label: 'Harlem Cup' });
    await dialog.getByLabel('CSV file', { exact: true }).check();
    const csv = (rows: string[]) => ({
      name: 'fixtures.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFFdate,time,home,away,venue\n${rows.join('\n')}\n`),
    });
    const good = [
      // Played yesterday: a final report is refused before kick-off.
      `${nyDate(-1)},16:00,Harlem Hawks,Inwood Owls,"Field 1, Randalls Island"`,
      `${nyDate(8)},17:45,Inwood Owls,Harlem Hawks,Field 2`,
    ];
    await dialog
      .locator('#import-file')
      .setInputFiles(csv([...good, `${nyDate(9)},16:00,Harlem Hawks,Harlem Hawks,Field 1`]));
    await dialog.getByText('Preview: 3 matches, 1 error').waitFor();
    await dialog.getByText('Home and away must be different teams').waitFor();
    expect(await dialog.getByRole('button', { name: 'Import 3 matches' }).isDisabled()).toBe(true);
    await dialog.locator('#import-file').setInputFiles(csv(good));
    await dialog.getByText('Preview: 2 matches, 0 errors').waitFor();
    await dialog.getByRole('button', { name: 'Import 2 matches' }).click();
    await toast(desk, '2 matches imported');
    await desk.getByText('2 matches').waitFor();

    // 4. A referee account, covering the league.
    await desk.getByRole('link', { name: 'Referees' }).click();
    await desk.getByRole('button', { name: 'Create Referee' }).click();
    const refForm = desk.getByRole('dialog', { name: 'Create Referee' });
    await refForm.getByRole('button', { name: 'Create Referee' }).click();
    await refForm.getByRole('alert').getByText('Please fill in all required fields').waitFor();
    await refForm.getByLabel('Full name *').fill('Rosa Whistle');
    await refForm.getByLabel('Email *').fill('rosa@refs.nyc');
    await refForm.getByLabel('Password *').fill('whistle1');
    await refForm.getByLabel('Licence number').fill('NY-REF-7');
    await refForm.getByLabel('Harlem Cup').check();
    await refForm.getByRole('button', { name: 'Create Referee' }).click();
    await toast(desk, 'Referee account created successfully');
    await desk.getByText('Rosa Whistle').waitFor({ timeout: 20_000 });

    // 5. Assigned to the first fixture, from the match list.
    await desk.goto(`${server.url}/admin/matches?league=${leagueId}`);
    const assign = desk.getByLabel('Referee for Harlem Hawks vs Inwood Owls');
    await assign
      .locator('option', { hasText: 'Rosa Whistle' })
      .waitFor({ state: 'attached', timeout: 20_000 });
    await assign.selectOption({ label: 'Rosa Whistle' });
    await toast(desk, 'Match updated successfully');

    // 6. The referee files the report from the dashboard.
    const refContext = await browser.newContext({ viewport: PHONE });
    const ref = await refContext.newPage();
    await ref.goto(`${server.url}/referee/login`);
    await ref.getByLabel('Email').fill('rosa@refs.nyc');
    await ref.getByLabel('Password').fill('whistle1');
    await ref.getByRole('button', { name: 'Sign In' }).click();
    await ref.waitForURL(/\/referee\/dashboard$/);
    await ref
      .getByRole('link', { name: /^Create Report/ })
      .first()
      .click({ timeout: 30_000 });
    await ref.getByRole('heading', { name: 'Match Report' }).waitFor();
    await ref.locator('#homeScore').fill('0');
    await ref.locator('#awayScore').fill('0');
    await ref.getByRole('button', { name: 'Submit Report' }).click();
    await ref.getByText('Report submitted successfully').waitFor();
    await ref.getByText('Accepted').first().waitFor({ timeout: 30_000 });

    // 7. The captain's table has moved: one draw each.
    await hosts.page.goto(`${server.url}/my-league`);
    for (const team of ['Harlem Hawks', 'Inwood Owls']) {
      const cells = hosts.page.getByRole('row').filter({ hasText: team }).locator('td');
      // On a phone: MP, GD, Pts first, then W, D, L, GF, GA.
      await expect
        .poll(async () => (await cells.allTextContents()).slice(2, 10), { timeout: 30_000 })
        .toEqual(['1', '0', '1', '0', '1', '0', '0', '0']);
    }
    const stored = await server.storage
      .db(`league-${leagueId}`)
      .allDocs({ include_docs: true, startkey: 'match:', endkey: 'match:\uffff' });
    expect(stored.rows.filter((r) => r.doc?.status === 'completed')).toHaveLength(1);

    // The overview counts it all, and the audit trail lists the admin's changes.
    await desk.goto(`${server.url}/admin`);
    await desk.getByText('Recent changes').waitFor();
    await desk.getByText(/Referee rosa@refs.nyc created/).waitFor();
    await desk.getByText(/league "Harlem Cup" created/).waitFor();
    // The CSV's fixtures went in one request: one entry, each match's change inside it.
    await desk.getByText(/^2 matches created in Harlem Cup$/).waitFor();
    await desk.getByText('Each of the 2 changes, before and after').click();
    const targets = desk.getByText(/^league-[a-z0-9]+\/match:/);
    await targets.first().waitFor();
    expect(await targets.count()).toBe(2);
    for (const context of [admin, hosts.context, guests.context, refContext]) await context.close();
  });
});
