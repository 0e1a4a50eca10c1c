import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeague, createTeam } from '../../sync-server/seed/factories.ts';
import { startAppServer, type TAppServer } from '../support/app-server.ts';
import { launchChromium, PHONE } from '../support/browser.ts';

describe('a captain signs up a team on a phone', () => {
  let server: TAppServer;
  let browser: Browser;
  let leagueId: string;
  beforeAll(async () => {
    server = await startAppServer();
    leagueId = await createLeague(server.storage, {
      name: 'Queens Sunday League',
      season: '2027',
      startDate: '2027-03-07',
      endDate: '2027-06-27',
      price: 980,
    });
    await createTeam(server.storage, { leagueId, name: 'Corona Comets' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('checks each step with the spec messages, keeps answers on Back, refuses a taken name, and signs the captain in', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const alert = (text: string) => page.getByRole('alert').filter({ hasText: text }).waitFor();
    await page.goto(`${server.url}/team-signup?leagueId=${leagueId}`);

    // Step 1: the league carried from the leagues page is chosen, and its details show.
    await page.getByRole('button', { name: 'Continue' }).click();
    await alert('Please fill in all fields');
    await page.getByText('$980').waitFor();
    await page.getByText('03/07/2027').waitFor();
    await page.getByLabel('Team name').fill('corona  comets!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Captain name').waitFor();

    // Step 2: the phone must be a valid number once normalised.
    await page.getByLabel('Captain name').fill('Ana Lopez');
    await page.getByLabel('Captain phone').fill('555-0100');
    await page.getByRole('button', { name: 'Continue' }).click();
    await alert('Please enter a valid US phone number');
    await page.getByLabel('Captain phone').fill('(718) 555-0142');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel('Team name').waitFor();
    expect(await page.getByLabel('Team name').inputValue()).toBe('corona  comets!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Captain phone').waitFor();
    expect(await page.getByLabel('Captain phone').inputValue()).toBe('(718) 555-0142');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Login email').waitFor();

    // Step 3: e-mail, matching passwords of 6 or more, and a summary with the normalised phone.
    await page.getByText('+17185550142').waitFor();
    await page.getByLabel('Login email').fill('ana@astoria.nyc');
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm password').fill('secret2');
    await page.getByRole('button', { name: 'Create Team' }).click();
    await alert('Passwords do not match');
    // Issue #18: the form's problem spoke of what was typed; correcting it clears it at once.
    const formAlert = page.locator('form').getByRole('alert');
    await page.getByLabel('Confirm password').fill('secret1');
    await formAlert.waitFor({ state: 'detached' });
    // Finished steps are ticked and look unlike the current one.
    const steps = await page
      .getByRole('list', { name: 'Steps' })
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((li) => ({
          state: li.getAttribute('data-state'),
          current: li.getAttribute('aria-current'),
          text: li.textContent,
          background: getComputedStyle(li).backgroundColor,
        })),
      );
    expect(steps.map((s) => [s.state, s.current, s.text])).toEqual([
      ['done', null, '✓Team(done)'],
      ['done', null, '✓Captain(done)'],
      ['current', 'step', '3.Login'],
    ]);
    expect(steps[0]!.background).not.toBe(steps[2]!.background);
    await page.getByLabel('Password', { exact: true }).fill('five5');
    await page.getByLabel('Confirm password').fill('five5');
    await page.getByRole('button', { name: 'Create Team' }).click();
    await alert('Password must be at least 6 characters');
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm password').fill('secret1');

    // Offline, the last step says why and keeps everything.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Create Team' }).click();
    await alert('Signing up needs a connection');
    await context.setOffline(false);
    expect(await page.getByLabel('Login email').inputValue()).toBe('ana@astoria.nyc');

    // The server checks the name per league by slug: "corona  comets!" is Corona Comets.
    await page.getByRole('button', { name: 'Create Team' }).click();
    await alert('Team name is already taken in this league');
    await page.getByRole('button', { name: 'Change the team name' }).click();
    await page.getByLabel('Team name').fill('Astoria Athletic Reserves');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Captain name').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Login email').waitFor();
    await page.getByRole('button', { name: 'Create Team' }).click();

    await page.getByText('Team account created successfully!').waitFor();
    await page.waitForURL(/\/teams\/[a-z0-9]{20}\/onboarding\/roster$/);
    const me = await page.evaluate(
      async () =>
        (await (await fetch('/api/me')).json()) as { user: { role: string; team: { name: string } } },
    );
    expect(me.user).toMatchObject({ role: 'captain', team: { name: 'Astoria Athletic Reserves' } });
    await context.close();
  });
});
