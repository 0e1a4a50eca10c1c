import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId } from '../../src/domain/db-names.ts';
import { startAppServer, type TAppServer } from '../support/app-server.ts';
import { launchChromium, PHONE } from '../support/browser.ts';

describe('the installed app, offline and live', () => {
  let server: TAppServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const warnings: string[] = [];

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchChromium();
    context = await browser.newContext({ viewport: PHONE });
    page = await context.newPage();
    page.on('console', (message) => {
      if (/MaxListeners|memory leak/i.test(message.text())) warnings.push(message.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('is controlled by the service worker after the first visit', async () => {
    await page.goto(server.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await expectVisible(page.getByRole('heading', { name: 'Your league, in your pocket.' }));
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(manifest).toMatchObject({
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: '#ea580c',
    });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it("a repeat visit's app files come from the precache, not through the worker's script", async () => {
    const again = await context.newPage();
    await again.goto(server.url);
    await again.waitForFunction(() => performance.getEntriesByName('ps:first-screen').length > 0);
    // Chromium's static routing (public/push-sw.js) reports where it found each answer.
    const sources = await again.evaluate(() =>
      (
        performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
          workerFinalSourceType?: string;
        })[]
      )
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .map((entry) => `${new URL(entry.name).pathname} ${entry.workerFinalSourceType}`),
    );
    expect(sources.length).toBeGreaterThan(5);
    expect(sources.filter((source) => !source.endsWith(' cache'))).toEqual([]);
    await again.close();
  });

  it('shows the leagues, and updates live when a league changes on the server', async () => {
    await page.goto(`${server.url}/leagues`);
    await expectVisible(page.getByRole('heading', { name: 'First Division' }));
    await expectVisible(page.getByTestId('sync-status').getByText(/Up to date/));
    const leagues = server.storage.db('leagues');
    const { rows } = await leagues.allDocs({
      include_docs: true,
      startkey: 'league:',
      endkey: 'league:\uffff',
    });
    const first = rows.map((r) => r.doc!).find((d) => d.name === 'First Division')!;
    await leagues.put({ ...first, name: 'Premier Division' });
    // No reload: the change stream tells the device, a one-shot pull runs, the bridge projects, the screen re-renders.
    await expectVisible(page.getByRole('heading', { name: 'Premier Division' }));
  });

  it('counts changes waiting to be sent while offline, and clears them after sync', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(server.accounts.admin.email);
    await page.getByLabel('Password').fill(server.accounts.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin$/);
    await expectVisible(page.getByTestId('sync-status').getByText(/Up to date/));
    await context.setOffline(true);
    await expectVisible(page.getByTestId('sync-status').getByText('Offline'));
    await page.waitForFunction(() => 'pitchsideTest' in window);
    await page.evaluate(
      async (id) => {
        const hooks = (
          window as unknown as { pitchsideTest: { writeDoc(db: string, doc: object): Promise<string> } }
        ).pitchsideTest;
        await hooks.writeDoc('leagues', {
          _id: id,
          type: 'league',
          name: 'Offline Cup',
          season: '2027',
          city: 'New York',
          startDate: '2027-03-07',
          endDate: '2027-05-30',
          price: 300,
          level: 'Second Division',
          maxTeams: 8,
          createdAt: new Date().toISOString(),
        });
      },
      docId('league', 'offline-cup'),
    );
    await expectVisible(page.getByTestId('pending-count').getByText('1 waiting'));
    // Issue #18: at 360 px with "System Administrator", offline and waiting, the bar fits; the
    // name gives way (truncated), never the logo, the sync state or the menu.
    expect(await topBarLayout(page)).toEqual({
      overflow: 0,
      logoWidth: 28,
      syncTruncated: false,
      waitingLines: 1,
      menuWidth: 44,
    });
    await context.setOffline(false);
    await page.getByTestId('pending-count').waitFor({ state: 'detached', timeout: 30_000 });
    const stored = await server.storage.db('leagues').get(docId('league', 'offline-cup'));
    expect(stored.name).toBe('Offline Cup');
    // Going offline and back many times leaks no listeners (PouchDB warns past 10 on one emitter).
    for (let round = 0; round < 6; round += 1) {
      await context.setOffline(true);
      await expectVisible(page.getByTestId('sync-status').getByText('Offline'));
      await context.setOffline(false);
      await expectVisible(page.getByTestId('sync-status').getByText(/Up to date/));
    }
    expect(warnings).toEqual([]);
  });

  it('opens /, /leagues and a page never visited with no network at all, after a hard reload', async () => {
    await page.goto(`${server.url}/leagues`);
    await expectVisible(page.getByRole('heading', { name: 'Premier Division' }));
    const url = server.url;
    await server.close();
    await context.setOffline(true);
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Premier Division' }));
    await expectVisible(page.getByTestId('sync-status').getByText('Offline'));
    await page.goto(url);
    await expectVisible(page.getByRole('heading', { name: 'Your league, in your pocket.' }));
    await page.goto(`${url}/contact`);
    await expectVisible(page.getByRole('heading', { name: 'Contact' }));
    await context.setOffline(false);
  });
});

/** How the phone top bar lays out: what sticks out, what shrank, what wrapped. */
function topBarLayout(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const sync = document.querySelector<HTMLElement>('[data-testid="sync-status"]')!;
    const waiting = document.querySelector<HTMLElement>('[data-testid="pending-count"]')!;
    const lineHeight = Number.parseFloat(getComputedStyle(waiting).lineHeight);
    return {
      overflow: header.scrollWidth - window.innerWidth,
      logoWidth: header.querySelector('img')!.getBoundingClientRect().width,
      syncTruncated: [...sync.querySelectorAll('span')].some((s) => s.scrollWidth > s.clientWidth + 1),
      waitingLines: Math.round(waiting.getBoundingClientRect().height / lineHeight),
      menuWidth: header.querySelector('button[aria-controls="mobile-menu"]')!.getBoundingClientRect().width,
    };
  });
}

describe('a device that has never synced', () => {
  it('shows a clear offline screen instead of an empty page or a browser error', async () => {
    const server = await startAppServer();
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: PHONE });
      // The app shell arrives, but every request for data fails as it would with no signal: the
      // replication endpoints and the batched pull that brings the databases a visitor only reads.
      for (const pattern of ['**/db/**', '**/api/pull'])
        await context.route(pattern, (route) => route.abort('internetdisconnected'));
      const page = await context.newPage();
      await page.goto(`${server.url}/leagues`);
      await expectVisible(page.getByText('You are offline'));
      await expectVisible(page.getByText(/The leagues have not been saved on this device yet/));
      await expectVisible(page.getByTestId('sync-status').getByText('Offline'));
    } finally {
      await browser.close();
      await server.close();
    }
  });
});

/**
 * Waits until the locator shows. No second read after it: a status that moves on at once (an
 * admin's device starts on the leagues it has just learned of) would fail it for no fault.
 */
async function expectVisible(locator: ReturnType<Page['getByText']>) {
  await expect.poll(() => locator.first().isVisible(), { timeout: 20_000 }).toBe(true);
}
