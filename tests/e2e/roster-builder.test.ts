import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/db-names.ts';
import { createLeague } from '../../sync-server/seed/factories.ts';
import { startAppServer, type TAppServer } from '../support/app-server.ts';
import { launchChromium, PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { ROSA, signInAs, signUpRosa } from '../support/e2e.ts';

describe('a captain builds the roster at the pitch', () => {
  let server: TAppServer;
  let browser: Browser;
  let teamId: string;
  beforeAll(async () => {
    server = await startAppServer();
    const leagueId = await createLeague(server.storage, {
      name: 'Bronx Cup',
      season: '2027',
      startDate: '2027-03-07',
      endDate: '2027-06-27',
    });
    ({ teamId } = await signUpRosa(server.storage, leagueId));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('refuses to finish under 7 players, saves a draft, and finishes at 7 with no signal', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    // A team still on the roster step lands on the roster builder.
    await signInAs(page, `${server.url}/login`, ROSA, new RegExp(`/teams/${teamId}/onboarding/roster$`));
    await page.getByText('Mott Haven Reserves · Captain Rosa Diaz').waitFor({ timeout: 20_000 });
    await page.getByText('Add 7 more players to finish setup').waitFor();

    const fill = async (i: number, first: string, last: string, jersey: string) => {
      const player = page.getByRole('group', { name: `Player ${i}` });
      await player.getByLabel('First name').fill(first);
      await player.getByLabel('Last name').fill(last);
      await player.getByLabel('Jersey number (optional)').fill(jersey);
    };
    for (let i = 1; i <= 6; i++) {
      if (i > 1) await page.getByRole('button', { name: 'Add player' }).click();
      await fill(i, `Player${i}`, 'Bronx', String(i));
    }
    await page.getByText('Add 1 more player to finish setup').waitFor();
    await page.getByRole('button', { name: 'Finish Onboarding' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'At least 7 players are required to complete onboarding' })
      .waitFor();

    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.getByText('Roster draft saved successfully').waitFor();
    const teamDb = server.storage.db(teamDbName(teamId));
    await waitFor(
      async () => (await teamDb.allDocs({ startkey: 'player:', endkey: 'player:\uffff' })).rows.length === 6,
      'six players on the server',
    );
    // Players saved together keep the order they were typed in, after a reload too (issue #18).
    await page.reload();
    await page.getByRole('group', { name: 'Player 6' }).waitFor();
    const firstNames = await page
      .getByLabel('First name')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(firstNames).toEqual(['Player1', 'Player2', 'Player3', 'Player4', 'Player5', 'Player6']);

    // No signal: the seventh player and the finish are written on the phone.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add player' }).click();
    await fill(7, 'Seven', 'Bronx', '7');
    await page.getByRole('button', { name: 'Finish Onboarding' }).click();
    await page.getByText('Team onboarding completed!').waitFor();
    await page.waitForURL(new RegExp(`/teams/${teamId}/dashboard$`));
    await page.getByTestId('pending-count').waitFor();
    expect((await teamDb.get(docId('team', teamId))).onboarding).toMatchObject({ status: 'roster' });

    // Signal again: the server accepts it, counting the seventh player sent with it.
    await context.setOffline(false);
    await waitFor(
      async () =>
        ((await teamDb.get(docId('team', teamId))).onboarding as { status: string }).status === 'complete',
      'onboarding complete on the server',
      30_000,
    );
    expect((await teamDb.allDocs({ startkey: 'player:', endkey: 'player:\uffff' })).rows).toHaveLength(7);
    await page.getByTestId('pending-count').waitFor({ state: 'detached', timeout: 30_000 });
    await context.close();
  });
});
