import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatLeagueDate } from '../../src/domain/dates.ts';
import { type TLocale, type TMessageKey, tIn } from '../../src/i18n/core.ts';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture } from '../support/e2e.ts';
import { sidewaysOverflow } from '../support/layout.ts';

// Issue #29 in the browser: the language comes from the browser on a first visit, the switcher
// changes it at once and for good, it works offline, and each role's main screens read in Spanish
// and French at 360 px with nothing scrolling sideways and axe clean.

const fx = appFixture();
/** A full division's waiting list (ADR 057), found once the demo is in. */
let waitingList = '';
beforeAll(async () => {
  const { rows } = await fx.server.storage
    .db('leagues')
    .allDocs({ startkey: 'league:', endkey: 'league:\uffff', include_docs: true });
  const full = rows.find((row) => row.doc?.name === 'First Division')!;
  waitingList = `/leagues/${full.id.slice('league:'.length)}/waiting-list`;
});
const BROWSER_LOCALE: Record<TLocale, string> = { en: 'en-US', es: 'es-MX', fr: 'fr-CA' };
/** A catalogue key shown instead of its words. */
const RAW_KEY =
  /\b(app|rules|league|team|referee|admin|freeAgent|server|pages|notices|account)\.[a-z][A-Za-z0-9.]*\b/;

type TRole = 'captain' | 'referee' | 'admin';
type TScreen = {
  name: string;
  /** The address, or the address for the demo captain's team. */
  path: string | ((teamId: string) => string);
  as?: TRole;
  title: TMessageKey;
  ready?: (page: Page) => Promise<void>;
};

const SCREENS: TScreen[] = [
  { name: 'home', path: '/', title: 'app.amateurFootballLeaguesInNew' },
  { name: 'leagues', path: '/leagues', title: 'app.leagues' },
  {
    name: 'highlights',
    path: '/highlights',
    title: 'league.highlights',
    // A video's match is worded by the app, not stored in the server's English ("contre" in French).
    ready: async (page) => {
      const locale = (await page.evaluate(() => document.documentElement.lang)) as TLocale;
      const between = tIn(locale, 'league.matchBetween', { home: '', away: '' }).trim();
      await page
        .getByText(new RegExp(`\\S ${between} \\S`))
        .first()
        .waitFor();
    },
  },
  { name: 'sign-up choice', path: '/signup', title: 'app.signUp2' },
  { name: 'free-agent wizard', path: '/free-agent', title: 'freeAgent.joinAsFreeAgent' },
  {
    name: 'team dashboard',
    path: '/dashboard',
    as: 'captain',
    title: 'team.teamDashboard',
    // Recent results in the standings' letters (V N D in French), read out in words.
    ready: async (page) => {
      const locale = (await page.evaluate(() => document.documentElement.lang)) as TLocale;
      const result = page.getByTestId('recent-result').first();
      await result.waitFor();
      const letter = await result.locator('[aria-hidden="true"]').first().textContent();
      const index = (['w', 'd', 'l'] as const).findIndex((k) => tIn(locale, `league.${k}`) === letter);
      expect(index).toBeGreaterThanOrEqual(0);
      const word = tIn(locale, (['league.formWin', 'league.formDraw', 'league.formLoss'] as const)[index]!);
      expect(await result.locator('.sr-only').first().textContent()).toBe(word);
    },
  },
  {
    name: 'standings',
    path: '/my-league',
    as: 'captain',
    title: 'league.standings',
    // The last five results in the table's own letters (V N D in French), read out in its words.
    ready: async (page) => {
      const locale = (await page.evaluate(() => document.documentElement.lang)) as TLocale;
      const prefix = tIn(locale, 'league.formOldestFirst', { join: '' });
      const spoken = page.getByText(prefix).first();
      await spoken.waitFor();
      const words = (await spoken.textContent())!.slice(prefix.length).split(', ');
      const known = (['formWin', 'formDraw', 'formLoss'] as const).map((k) => tIn(locale, `league.${k}`));
      expect(words.length).toBeGreaterThan(0);
      for (const word of words) expect(known).toContain(word);
      const letters = await spoken.locator('xpath=..').locator('[aria-hidden="true"]').allTextContents();
      expect(letters.length).toBe(words.length);
      for (const letter of letters)
        expect(['w', 'd', 'l'].map((k) => tIn(locale, `league.${k}` as TMessageKey))).toContain(letter);
    },
  },
  { name: 'referee dashboard', path: '/referee/dashboard', as: 'referee', title: 'referee.refereePortal' },
  { name: 'referee matches', path: '/referee/matches', as: 'referee', title: 'referee.matches' },
  { name: 'admin overview', path: '/admin', as: 'admin', title: 'admin.admin' },
  { name: 'admin matches', path: '/admin/matches', as: 'admin', title: 'admin.admin' },
  {
    name: 'admin settings',
    path: '/admin/settings',
    as: 'admin',
    title: 'admin.admin',
    // The outbox says why nothing is sent in the admin's language, though the server wrote it.
    ready: async (page) => {
      const locale = (await page.evaluate(() => document.documentElement.lang)) as TLocale;
      await page.getByText(tIn(locale, 'admin.reason.noSmtp')).first().waitFor();
    },
  },
  { name: 'team login', path: '/login', title: 'pages.teamLogin' },
  { name: 'contact', path: '/contact', title: 'pages.contact' },
  { name: 'team sign-up', path: '/team-signup', title: 'team.createATeam' },
  {
    name: 'team settings',
    path: (team) => `/teams/${team}/settings`,
    as: 'captain',
    title: 'team.teamSettings',
  },
  {
    name: 'applications',
    path: (team) => `/teams/${team}/applications`,
    as: 'captain',
    title: 'team.applications',
  },
  {
    name: 'find players',
    path: (team) => `/teams/${team}/free-agents`,
    as: 'captain',
    title: 'team.findPlayers',
  },
  {
    name: 'roster builder',
    path: (team) => `/teams/${team}/onboarding/roster`,
    as: 'captain',
    title: 'team.buildYourRoster2',
  },
  { name: 'referee reports', path: '/referee/reports', as: 'referee', title: 'referee.myReports' },
  { name: 'referee profile', path: '/referee/profile', as: 'referee', title: 'referee.refereeProfile' },
  { name: 'admin leagues', path: '/admin/leagues', as: 'admin', title: 'admin.admin' },
  { name: 'admin teams', path: '/admin/teams', as: 'admin', title: 'admin.admin' },
  { name: 'admin videos', path: '/admin/videos', as: 'admin', title: 'admin.admin' },
  { name: 'admin referees', path: '/admin/referees', as: 'admin', title: 'admin.admin' },
  { name: 'admin statistics', path: '/admin/statistics', as: 'admin', title: 'admin.admin' },
  { name: 'admin discipline', path: '/admin/discipline', as: 'admin', title: 'admin.admin' },
  { name: 'discipline', path: '/discipline', as: 'captain', title: 'league.discipline' },
  {
    name: 'waiting list',
    path: () => waitingList,
    title: 'pages.waitlist.title',
    ready: (page) => page.locator('main form').waitFor(),
  },
  {
    name: "a player's availability page",
    path: () => fx.server.accounts.playerLink.link!,
    title: 'team.availability',
    ready: (page) => page.getByTestId('player-match').first().waitFor(),
  },
];

/** Signs in through the login screen, in the screen's own language. */
async function signIn(page: Page, role: TRole, locale: TLocale) {
  const account = fx.server.accounts[role];
  await page.goto(`${fx.server.url}/${role === 'referee' ? 'referee/login' : 'login'}`);
  await page.getByLabel(tIn(locale, 'pages.email')).fill(account.email);
  await page.getByLabel(tIn(locale, 'pages.password')).fill(account.password);
  await page.getByRole('button', { name: tIn(locale, 'pages.signIn') }).click();
  await page.waitForURL(/\/(dashboard|admin)$/);
}

async function phoneIn(locale: TLocale): Promise<{ context: BrowserContext; page: Page }> {
  const context = await fx.browser.newContext({ viewport: PHONE, locale: BROWSER_LOCALE[locale] });
  return { context, page: await context.newPage() };
}

/** Every match date in the demo's leagues, as stored. */
async function leagueMatchDates(): Promise<string[]> {
  const { rows } = await fx.server.storage
    .db('leagues')
    .allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
  const dates: string[] = [];
  for (const row of rows) {
    const league = fx.server.storage.db(`league-${row.id.slice('league:'.length)}`);
    const matches = await league.allDocs({ include_docs: true, startkey: 'match:', endkey: 'match:\uffff' });
    for (const match of matches.rows) dates.push(String(match.doc?.date));
  }
  return dates;
}

const upToDate = (page: Page, locale: TLocale) =>
  page.getByTestId('sync-status').getByText(tIn(locale, 'app.upToDate')).waitFor({ timeout: 20_000 });

describe('languages', () => {
  it('the page drawn at build time comes in the language the browser asks for', async () => {
    const page = (language: string) =>
      fetch(`${fx.server.url}/`, { headers: { 'accept-language': language } }).then((r) => r.text());
    const spanish = await page('es-MX,es;q=0.9');
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain(tIn('es', 'app.yourLeagueInYourPocket'));
    expect(await page('fr-CA')).toContain(tIn('fr', 'app.yourLeagueInYourPocket'));
    const english = await page('de-DE');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(tIn('en', 'app.yourLeagueInYourPocket'));
  });

  it('a Spanish browser gets Spanish on its first visit, with <html lang> and Spanish dates', async () => {
    const { context, page } = await phoneIn('es');
    await page.goto(`${fx.server.url}/`);
    await page.getByRole('heading', { name: tIn('es', 'app.yourLeagueInYourPocket') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await signIn(page, 'captain', 'es');
    await page.goto(`${fx.server.url}/league-games`);
    await page
      .getByText(/^Jornada \d+$/)
      .first()
      .waitFor();
    // Dates read day first: a match on a day past the 12th shows as 14/03/2026, never 03/14/2026.
    const days = (await leagueMatchDates()).filter(
      (date) => Number(formatLeagueDate(date, 'es').slice(0, 2)) > 12,
    );
    expect(days.length).toBeGreaterThan(0);
    const text = () => page.evaluate(() => document.body.innerText);
    // The season's later weeks are drawn a moment after the first ones (ADR 045).
    await expect
      .poll(async () => {
        const shown = await text();
        return days.some((date) => shown.includes(formatLeagueDate(date, 'es')));
      })
      .toBe(true);
    const shown = await text();
    expect(days.some((date) => shown.includes(formatLeagueDate(date, 'en')))).toBe(false);
    await context.close();
  });

  it('the switcher changes every word at once, and the choice stays after a reload and offline', async () => {
    const { context, page } = await phoneIn('en');
    await page.goto(`${fx.server.url}/leagues`);
    await page.getByRole('heading', { name: 'Leagues', exact: true }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const switcher = page.locator('#mobile-menu').getByLabel('Language');
    expect(await switcher.locator('option').allTextContents()).toEqual(['English', 'Español', 'Français']);
    await switcher.selectOption('fr');
    await page.getByRole('heading', { name: tIn('fr', 'app.leagues'), exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await page.title()).toBe(`${tIn('fr', 'app.leagues')} · Pitchside`);
    await page.reload();
    await page.getByRole('heading', { name: tIn('fr', 'app.leagues'), exact: true }).waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: tIn('fr', 'app.leagues'), exact: true }).waitFor();
    await page.goto(`${fx.server.url}/highlights`);
    await page.getByRole('heading', { name: tIn('fr', 'league.highlights') }).waitFor();
    await context.setOffline(false);
    await context.close();
  });

  for (const locale of ['es', 'fr'] as const) {
    it.each(SCREENS)(
      `$name in ${locale} at 360 px: its own words, nothing sideways, axe clean`,
      async (screen) => {
        const { context, page } = await phoneIn(locale);
        if (screen.as) await signIn(page, screen.as, locale);
        const path =
          typeof screen.path === 'string' ? screen.path : screen.path(fx.server.accounts.captain.teamId!);
        await page.goto(`${fx.server.url}${path}`);
        await page.locator('main h1').first().waitFor();
        await upToDate(page, locale);
        await screen.ready?.(page);
        await page.waitForFunction(
          (prefix) => document.title.startsWith(prefix),
          tIn(locale, screen.title).split(' ·')[0]!,
        );
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        const text = await page.evaluate(() => document.body.innerText);
        expect(text).not.toMatch(RAW_KEY);
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await axeViolations(page)).toEqual([]);
        expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, culprits: [] });
        await context.close();
      },
    );
  }
});
