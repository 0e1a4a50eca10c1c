import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createLeague } from '../../sync-server/seed/factories.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, logOut } from '../support/e2e.ts';

describe('signing in and finding your way', () => {
  const app = appFixture();

  const freshPage = async () => (await app.browser.newContext({ viewport: PHONE })).newPage();
  const visible = async (page: Page, text: string | RegExp) => {
    await page.getByText(text).first().waitFor({ state: 'visible', timeout: 20_000 });
  };
  const fillLogin = async (page: Page, email: string, password: string) => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  };

  it('checks the fields, refuses a wrong password with the same message as an unknown e-mail', async () => {
    const page = await freshPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page, 'Please fill in all fields');
    await fillLogin(page, 'not-an-email', 'x');
    await visible(page, 'Invalid email address');
    await fillLogin(page, app.server.accounts.captain.email, 'wrong password');
    const alert = page.getByRole('alert').filter({ hasText: 'Incorrect email or password' });
    await alert.waitFor();
    await fillLogin(page, 'nobody@pitchside.demo', 'wrong password');
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('signs a captain in to their team dashboard with a welcome, and logs out to the home page', async () => {
    const page = await freshPage();
    await page.goto(`${app.server.url}/login`);
    await fillLogin(page, app.server.accounts.captain.email, app.server.accounts.captain.password);
    await page.waitForURL(new RegExp(`/teams/${app.server.accounts.captain.teamId}/dashboard$`));
    await visible(page, 'Welcome back, Astoria Athletic!');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link').allTextContents()).resolves.toEqual([
      'Highlights',
      'My League',
      'League Games',
      'Discipline',
      'Dashboard',
    ]);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await logOut(page);
    await page.waitForURL(`${app.server.url}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link').allTextContents()).resolves.toEqual([
      'Leagues',
      'Highlights',
      'Login',
      'Sign Up',
    ]);
  });

  it('keeps the return path through the guard, and sends a user without the role to /dashboard', async () => {
    const page = await freshPage();
    await page.goto(`${app.server.url}/my-league`);
    await page.waitForURL(/\/login\?returnTo=%2Fmy-league$/);
    await fillLogin(page, app.server.accounts.player.email, app.server.accounts.player.password);
    await page.waitForURL(/\/my-league$/);
    await page.goto(`${app.server.url}/admin`);
    await page.waitForURL(/\/dashboard$/);
    await visible(page, 'Welcome, Pat Player.');
    await visible(page, 'You are not on a team yet.');
  });

  it('applies the /dashboard rules for each kind of user', async () => {
    const signedOut = await freshPage();
    await signedOut.goto(`${app.server.url}/dashboard`);
    await signedOut.waitForURL(/\/login/);

    const admin = await freshPage();
    await admin.goto(`${app.server.url}/login`);
    await fillLogin(admin, app.server.accounts.admin.email, app.server.accounts.admin.password);
    await admin.waitForURL(/\/admin$/);
    await admin.goto(`${app.server.url}/dashboard`);
    await admin.waitForURL(/\/admin$/);

    const referee = await freshPage();
    await referee.goto(`${app.server.url}/referee/login`);
    await fillLogin(referee, app.server.accounts.referee.email, app.server.accounts.referee.password);
    await referee.waitForURL(/\/referee\/dashboard$/);
    await visible(referee, 'Welcome back, Maria Alvarez!');
    await referee.goto(`${app.server.url}/dashboard`);
    await referee.waitForURL(/\/referee\/dashboard$/);
    await referee.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      referee.locator('#mobile-menu').getByRole('link', { name: 'Referee Portal' }).count(),
    ).resolves.toBe(1);
  });

  it('the referee login turns away a captain with the spec message and leaves them signed out', async () => {
    const page = await freshPage();
    await page.goto(`${app.server.url}/referee/login`);
    await fillLogin(page, app.server.accounts.captain.email, app.server.accounts.captain.password);
    await visible(page, 'This account is not authorized as a referee');
    expect(new URL(page.url()).pathname).toBe('/referee/login');
    const me = await page.evaluate(async () => (await fetch('/api/me')).status);
    expect(me).toBe(401);
    await expect(page.getByRole('link', { name: 'Contact support' }).getAttribute('href')).resolves.toBe(
      '/contact',
    );
  });

  it('joining a league while signed out goes through login, back to the join modal, then to sign-up', async () => {
    const leagueId = await createLeague(app.server.storage, {
      name: 'Spring Sevens',
      season: '2027',
      startDate: '2027-03-07',
      endDate: '2027-05-30',
      price: 650,
    });
    const page = await freshPage();
    await page.goto(`${app.server.url}/leagues`);
    await page.getByRole('button', { name: 'Join league, Spring Sevens' }).click();
    await page.waitForURL(new RegExp(`/login\\?returnTo=%2Fleagues&leagueId=${leagueId}$`));
    await fillLogin(page, app.server.accounts.player.email, app.server.accounts.player.password);
    await page.waitForURL(new RegExp(`/leagues\\?join=${leagueId}$`));
    const dialog = page.getByRole('dialog', { name: 'Join Spring Sevens' });
    await dialog.waitFor();
    await expect(dialog.getByText('$650').count()).resolves.toBe(1);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(new RegExp(`/signup\\?leagueId=${leagueId}$`));
    await expect(page.getByRole('link', { name: /Create a Team/ }).getAttribute('href')).resolves.toBe(
      `/team-signup?leagueId=${leagueId}`,
    );
  });

  it('the Available Leagues modal traps focus, closes on Escape and gives focus back', async () => {
    const page = await freshPage();
    await page.goto(app.server.url);
    const opener = page.getByRole('button', { name: 'Available Leagues' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Available Leagues' });
    await dialog.getByText('First Division').first().waitFor();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('shows Full and a disabled button for a league with no spots left', async () => {
    const page = await freshPage();
    await page.goto(`${app.server.url}/leagues`);
    const full = page.getByRole('button', { name: 'Full, First Division' });
    await full.waitFor();
    await expect(full.isDisabled()).resolves.toBe(true);
    await expect(full.textContent()).resolves.toBe('Full');
    // Both demo divisions are full; the second card's figures may land a moment after the first.
    await expect.poll(() => page.getByText('8 / 8 teams').count()).toBe(2);
  });
});
