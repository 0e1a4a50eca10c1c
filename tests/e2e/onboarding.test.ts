import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type TAppServer } from '../support/app-server.ts';
import { launchChromium, PHONE } from '../support/browser.ts';

describe('onboarding a signed-in user', () => {
  let server: TAppServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('needs a league and a role before continuing; captains go to team sign-up, players choose a position', async () => {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(server.accounts.player.email);
    await page.getByLabel('Password').fill(server.accounts.player.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.url}/onboarding`);

    const next = page.getByRole('button', { name: 'Continue' });
    await page.getByRole('radio', { name: /First Division/ }).waitFor();
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /First Division/ }).check();
    const leagueId = await page.getByRole('radio', { name: /First Division/ }).getAttribute('value');
    await next.click();
    await page.getByRole('radio', { name: /Team Captain/ }).waitFor();
    expect(await next.isDisabled()).toBe(true);

    await page.getByRole('radio', { name: /Team Captain/ }).check();
    await next.click();
    await page.waitForURL(new RegExp(`/team-signup\\?leagueId=${leagueId}$`));

    await page.goto(`${server.url}/onboarding`);
    await page.getByRole('radio', { name: /First Division/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: /^Player/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.getByText('Position is required').waitFor();
    await page.getByRole('radio', { name: 'defender' }).check();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.waitForURL(new RegExp(`/free-agent\\?leagueId=${leagueId}&position=defender$`));
  });
});
