import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeague } from '../../sync-server/seed/factories.ts';
import { startAppServer, type TAppServer } from '../support/app-server.ts';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, launchChromium, PHONE } from '../support/browser.ts';
import { sidewaysOverflow } from '../support/layout.ts';
import { LONG_PLAYER, LONG_TEAM, useLongNames } from '../support/long-names.ts';

type TScreen = {
  name: string;
  path: string | ((server: TAppServer) => string);
  as?: 'player' | 'referee' | 'captain' | 'admin';
  open?: (page: Page) => Promise<void>;
};

const ownTeam = (server: TAppServer) => server.accounts.captain.teamId!;

const SCREENS: TScreen[] = [
  { name: 'home', path: '/' },
  {
    name: 'home, Available Leagues modal',
    path: '/',
    open: async (page) => {
      await page.getByRole('button', { name: 'Available Leagues' }).click();
      await page.getByRole('dialog').getByText('First Division').first().waitFor();
    },
  },
  { name: 'leagues', path: '/leagues' },
  {
    name: 'leagues, join modal',
    path: '/leagues',
    as: 'player',
    open: async (page) => {
      await page.getByRole('button', { name: 'Join league, Open Cup' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'team login', path: '/login' },
  {
    name: 'team login with an error',
    path: '/login',
    open: async (page) => {
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').first().waitFor();
    },
  },
  { name: 'referee login', path: '/referee/login' },
  { name: 'sign-up choice', path: '/signup' },
  { name: 'contact', path: '/contact' },
  { name: 'fallback dashboard', path: '/dashboard', as: 'player' },
  { name: 'free-agent wizard', path: '/free-agent' },
  {
    name: 'free-agent wizard, an error',
    path: '/free-agent',
    open: async (page) => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('alert').first().waitFor();
    },
  },
  {
    name: 'free-agent private page, a link that is not valid',
    path: '/free-agent/profile/no-such-profile#nope',
    open: (page) => page.getByRole('alert').waitFor(),
  },
  {
    name: 'find players',
    path: '/dashboard',
    as: 'captain',
    open: async (page) => {
      await page.getByRole('link', { name: 'Find Players' }).click();
      await page
        .getByRole('button', { name: /^Invite / })
        .first()
        .waitFor();
    },
  },
  {
    name: 'team applications',
    path: '/dashboard',
    as: 'captain',
    open: async (page) => {
      await page.getByRole('link', { name: /^View Applications/ }).click();
      await page
        .getByText(/No applications yet|Pending/)
        .first()
        .waitFor();
    },
  },
  { name: 'team sign-up', path: '/team-signup' },
  {
    name: 'onboarding',
    path: '/onboarding',
    as: 'player',
    open: (page) => page.getByRole('radio').first().waitFor(),
  },
  {
    name: 'team dashboard',
    path: '/dashboard',
    as: 'captain',
    open: (page) => page.getByTestId('recent-result').first().waitFor(),
  },
  {
    name: 'team settings, player modal',
    path: '/dashboard',
    as: 'captain',
    open: async (page) => {
      await page.getByRole('link', { name: 'Team Settings' }).click();
      await page.getByRole('button', { name: 'Add Player' }).click();
      await page.getByRole('dialog').getByLabel('First name').waitFor();
    },
  },
  {
    name: 'roster builder',
    path: '/dashboard',
    as: 'captain',
    open: async (page) => {
      await page.goto(page.url().replace(/dashboard$/, 'onboarding/roster'));
      await page.getByText(/players: you can finish setup|more player/).waitFor();
    },
  },
  {
    name: 'team sign-up, last step with an error',
    path: '/team-signup',
    open: async (page) => {
      await page.getByLabel('Team name').fill('Open Cup Rovers');
      const openCup = page.getByLabel('League').locator('option', { hasText: 'Open Cup' });
      await openCup.waitFor({ state: 'attached' });
      await page.getByLabel('League').selectOption((await openCup.getAttribute('value'))!);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Captain name').fill('Ana Lopez');
      await page.getByLabel('Captain phone').fill('2125550100');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Create Team' }).click();
      await page.getByRole('alert').first().waitFor();
    },
  },
  {
    name: 'highlights',
    path: '/highlights',
    open: (page) =>
      page
        .getByRole('button', { name: /^Play / })
        .first()
        .waitFor(),
  },
  {
    name: 'highlights, video modal',
    path: '/highlights',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Play / })
        .first()
        .click();
      await page.getByRole('link', { name: 'Watch on YouTube' }).waitFor();
    },
  },
  {
    name: 'standings',
    path: '/my-league',
    as: 'player',
    open: (page) =>
      page
        .getByRole('button', { name: /First Division/ })
        .first()
        .click(),
  },
  {
    name: 'league games',
    path: '/league-games',
    as: 'player',
    open: (page) =>
      page
        .getByRole('button', { name: /First Division/ })
        .first()
        .click(),
  },
  {
    name: 'referee dashboard',
    path: '/referee/dashboard',
    as: 'referee',
    open: (page) =>
      page
        .getByRole('link', { name: /^Create Report/ })
        .first()
        .waitFor(),
  },
  {
    name: 'referee matches',
    path: '/referee/matches',
    as: 'referee',
    open: (page) => page.getByRole('button', { name: /^Completed \([1-9]/ }).waitFor(),
  },
  {
    name: 'match report form',
    path: '/referee/dashboard',
    as: 'referee',
    open: async (page) => {
      await page
        .getByRole('link', { name: /^Create Report/ })
        .first()
        .click();
      await page.getByText('Missing players').first().waitFor();
      await page.getByRole('button', { name: 'Add goal' }).click();
      await page.getByRole('button', { name: 'Add yellow card' }).click();
    },
  },
  { name: 'referee reports', path: '/referee/reports', as: 'referee' },
  {
    name: 'referee profile',
    path: '/referee/profile',
    as: 'referee',
    open: (page) => page.getByText('NY-REF-2041').waitFor(),
  },
  { name: 'page not found', path: '/no-such-page' },
  {
    name: 'team matches',
    path: (s) => `/teams/${ownTeam(s)}/matches`,
    as: 'captain',
    open: (page) => page.getByText(LONG_TEAM).first().waitFor(),
  },
  {
    name: 'team opponents',
    path: (s) => `/teams/${ownTeam(s)}/opponents`,
    as: 'captain',
    open: (page) => page.getByText(LONG_TEAM).first().waitFor(),
  },
  {
    name: 'team details',
    path: (s) => `/teams/${ownTeam(s)}/details`,
    // The roster loads ten at a time by goals; the long-named player has none yet.
    open: async (page) => {
      await page.getByText(LONG_TEAM).first().waitFor();
      await page.getByRole('button', { name: 'Show More Players' }).click();
      await page.getByText(LONG_PLAYER.lastName).first().waitFor();
    },
  },
  {
    name: 'a filed report',
    path: '/referee/reports',
    as: 'referee',
    open: async (page) => {
      await page
        .getByRole('link', { name: /Accepted/ })
        .first()
        .click();
      await page.getByText('Final score').waitFor();
    },
  },
  {
    name: 'admin overview',
    path: '/admin',
    as: 'admin',
    open: (page) => page.getByText('Needs attention').waitFor(),
  },
  {
    name: 'admin teams',
    path: '/admin/teams',
    as: 'admin',
    open: (page) => page.getByText(LONG_TEAM).first().waitFor(),
  },
  {
    name: 'admin discipline, adding matches to a suspension',
    path: '/admin/discipline',
    as: 'admin',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add matches' }).first().click();
      await page.getByRole('dialog', { name: 'Add matches' }).getByRole('button', { name: 'Save' }).click();
      await page.getByRole('alert').getByText('Please give a reason (at least 3 characters)').waitFor();
    },
  },
  {
    name: 'discipline',
    path: '/discipline',
    as: 'captain',
    open: (page) =>
      page
        .getByRole('table', { name: /Fair-play table/ })
        .getByRole('row')
        .nth(2)
        .waitFor(),
  },
];

describe('accessibility: axe finds no violations, and nothing scrolls sideways on a phone', () => {
  let server: TAppServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startAppServer();
    await useLongNames(server);
    await createLeague(server.storage, {
      name: 'Open Cup',
      season: '2027',
      startDate: '2027-03-07',
      endDate: '2027-05-30',
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [viewportName, viewport] of [
    ['360 px', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it.each(SCREENS)(`$name at ${viewportName}`, async (screen) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      if (screen.as) {
        const account = server.accounts[screen.as];
        await page.goto(`${server.url}/${screen.as === 'referee' ? 'referee/login' : 'login'}`);
        await page.getByLabel('Email').fill(account.email);
        await page.getByLabel('Password').fill(account.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL(/\/(dashboard|admin)$/);
      }
      const path = typeof screen.path === 'string' ? screen.path : screen.path(server);
      await page.goto(`${server.url}${path}`);
      await page.locator('main h1, main [role="status"]').first().waitFor();
      await page
        .getByTestId('sync-status')
        .getByText(/Up to date/)
        .waitFor({ timeout: 20_000 });
      await screen.open?.(page);
      // What the sticky top bar covers depends on where the page is scrolled; check from the top.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await axeViolations(page)).toEqual([]);
      // Issue #18: no page scrolls sideways on a phone; wide content scrolls inside its own box.
      if (viewport === PHONE) {
        expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, culprits: [] });
        // Item 10: words and dates are shown whole ("11/…", "Flushin…"); only the top bar's
        // account name may give way.
        expect(await truncatedTexts(page)).toEqual([]);
        // A box beside a long label keeps its size (one shrank to 13 px beside a long hint).
        expect(await squeezedBoxes(page)).toEqual([]);
      }
      await context.close();
    });
  }
});

/** Texts cut with an ellipsis outside the top bar. */
function truncatedTexts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent ?? ''),
  );
}

/** Checkboxes and radio buttons drawn narrower than they are tall: a flex row squeezed them. */
function squeezedBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('main input[type="checkbox"], main input[type="radio"]')]
      .map((box) => ({ box, rect: box.getBoundingClientRect() }))
      .filter(({ rect }) => rect.height > 0 && rect.width < rect.height - 1)
      .map(({ box, rect }) => `${box.id || box.name}: ${Math.round(rect.width)}x${Math.round(rect.height)}`),
  );
}
