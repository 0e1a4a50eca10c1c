import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type TAppServer } from './app-server.ts';
import { launchChromium } from './browser.ts';

/** Starts a server (`start`) and Chromium for a test file, and stops them after it. */
export function browserFixture<T extends { close(): Promise<void> }>(start: () => Promise<T>) {
  let server: T | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await start();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      return server!;
    },
    get browser() {
      return browser!;
    },
  };
}

/** The app server with the demo league, and Chromium. */
export const appFixture = (env: Record<string, string> = {}) => browserFixture(() => startAppServer(env));

/** Signs a demo account in through the login screen, as a person would, and waits for its home. */
export async function signIn(
  page: Page,
  server: TAppServer,
  role: 'captain' | 'player' | 'admin' | 'referee',
) {
  const account = server.accounts[role];
  await page.goto(`${server.url}/${role === 'referee' ? 'referee/login' : 'login'}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/(dashboard|admin)$/);
}

/** Logs out from the profile menu in the top bar, as a person would. */
export async function logOut(page: Page) {
  const profile = page
    .getByRole('button', { expanded: false })
    .filter({ hasNotText: /Up to date|Offline|Syncing/ })
    .first();
  await profile.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

/**
 * Waits for a form's message (its `role="alert"`). If it never comes, the error names the messages
 * that are shown instead, so a failure says what the form thought was wrong.
 */
export async function formAlert(page: Page, text: string | RegExp) {
  try {
    await page.getByRole('alert').filter({ hasText: text }).waitFor();
  } catch (error) {
    const shown = await page
      .getByRole('alert')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(`No message ${String(text)}; shown: ${JSON.stringify(shown)}`, { cause: error });
  }
}

/** Waits until a form's message has gone: the edit that answers it has reached the form. */
export const alertGone = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text }).waitFor({ state: 'detached' });
