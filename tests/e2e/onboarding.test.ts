import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

describe('onboarding a signed-in user', () => {
  const app = appFixture();

  it('needs a league and a role before continuing; captains go to team sign-up, players choose a position', async () => {
    const page = await (await app.browser.newContext({ viewport: PHONE })).newPage();
    await signIn(page, app.server, 'player');
    await page.goto(`${app.server.url}/onboarding`);

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

    await page.goto(`${app.server.url}/onboarding`);
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
