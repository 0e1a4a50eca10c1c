import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, onTestFailed } from 'vitest';
import type { TStorage } from '../../sync-server/storage/storage.ts';
import { signUpTeam } from '../../sync-server/teams/sign-up-team.ts';
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
  // A browser test that fails says what each open page showed then: a timeout alone says only
  // what did not appear (the add-player flake of several sessions, never reproduced here).
  beforeEach(() => {
    onTestFailed(async () => {
      for (const context of browser?.contexts() ?? [])
        for (const page of context.pages()) console.error(await pageState(page));
    });
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
  const login = `${server.url}/${role === 'referee' ? 'referee/login' : 'login'}`;
  await signInAs(page, login, account, /\/(dashboard|admin)$/);
}

/** Signs any account in on the login screen at `login`, and waits for the address it lands on. */
export async function signInAs(
  page: Page,
  login: string,
  account: { email: string; password: string },
  landsOn: RegExp,
) {
  await page.goto(login);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(landsOn);
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

/** What a page shows: its open dialogs, its status and alert lines, the start of its main text. */
async function pageState(page: Page): Promise<string> {
  // Links and sessions carry long tokens: never printed, even from a test.
  const redact = (text: string) => text.replace(/[A-Za-z0-9_-]{24,}/g, '[token]');
  try {
    const state = await page.evaluate(() => {
      const text = (el: Element) => (el as HTMLElement).innerText.trim();
      return {
        dialogs: [...document.querySelectorAll('dialog[open]')].map((d) => text(d).slice(0, 1500)),
        notes: [...document.querySelectorAll('[role="status"], [role="alert"]')].map(text).filter(Boolean),
        main: text(document.querySelector('main') ?? document.body).slice(0, 1500),
      };
    });
    return redact(`--- ${new URL(page.url()).pathname}\n${JSON.stringify(state, null, 1)}`);
  } catch (error) {
    return redact(`--- ${page.url()}: ${String(error)}`);
  }
}

/** The demo referee's user document (the users directory), as the desk reads it. */
export async function demoReferee(server: TAppServer): Promise<{ id: string; displayName: string }> {
  const users = await server.storage
    .db('admin')
    .allDocs({ startkey: 'user:', endkey: 'user:\uffff', include_docs: true });
  const doc = users.rows.map((row) => row.doc!).find((user) => user.email === server.accounts.referee.email)!;
  return { id: doc._id.slice('user:'.length), displayName: String(doc.displayName) };
}

/** The admin's desk on this page, signed in, with the league form of `league` open. */
export async function openLeagueForm(page: Page, server: TAppServer, league = 'First Division') {
  await signIn(page, server, 'admin');
  await page.getByLabel('Section', { exact: true }).selectOption({ label: 'Leagues' });
  await page.getByRole('button', { name: `Edit ${league}` }).click();
  return page.getByRole('dialog', { name: 'Edit League' });
}

/** A new team's captain: Rosa Diaz, whose Mott Haven Reserves have no players yet. */
export const ROSA = { email: 'rosa@bronx.nyc', password: 'secret1' };

/** Signs Rosa's team up in `leagueId` (as the sign-up screen would); she is not signed in. */
export const signUpRosa = (storage: TStorage, leagueId: string) =>
  signUpTeam(storage, {
    teamName: 'Mott Haven Reserves',
    leagueId,
    captainName: 'Rosa Diaz',
    captainPhone: '2125550177',
    email: ROSA.email,
    password: ROSA.password,
    confirmPassword: ROSA.password,
  });
