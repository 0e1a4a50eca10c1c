import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, logOut, signIn } from '../support/e2e.ts';

// Issue #16, ADR 016: a repeat visit draws the screen's last snapshot before any module loads,
// and the live screen replaces it; nobody's snapshots outlive a sign-out.

/**
 * Holds the app's modules until `release` is called, so the test can see what the page shows
 * before the app runs. Service workers are blocked in these contexts so every request is seen.
 */
async function holdTheApp(context: BrowserContext) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release: () => release() };
}

/** Opens an address while the app is held, once the page is parsed past snapshot.js. */
async function openParsed(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' });
  // Module scripts hold DOMContentLoaded back; the element after snapshot.js says it has run.
  await page.locator('noscript').waitFor({ state: 'attached' });
}

const snapshotKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ps:snap')));

/** Visits a screen until its live version is drawn and its snapshot saved. */
async function visitAndKeep(page: Page, url: string, key: string) {
  await page.goto(url);
  await page.waitForFunction((k) => localStorage.getItem(k) !== null, key);
}

describe('instant screens on a repeat visit', () => {
  const app = appFixture();

  it("a first visit asks for its screen's chunks while the page is parsed, before any module runs", async () => {
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const held = await holdTheApp(context);
    for (const [path, chunk] of [
      ['/highlights', /\/assets\/HighlightsPage-[\w-]+\.js$/],
      ['/teams/some-team/details', /\/assets\/TeamDetailsPage-[\w-]+\.js$/],
    ] as const) {
      // Every script is held, so only the list in the page can have named the screen's chunk.
      const asked = page.waitForRequest(chunk);
      await openParsed(page, `${app.server.url}${path}`);
      expect((await asked).url()).toMatch(chunk);
    }
    held.release();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });

  it('a first visit opens on the page as the build drew it, before any module runs; the app then takes over', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const held = await holdTheApp(context);
    await openParsed(page, `${app.server.url}/leagues`);
    const drawn = page.locator('#snapshot[data-prerendered]');
    await drawn.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Leagues');
    expect(await page.getByText('Pick a league for your team').count()).toBe(1);
    expect(await page.locator('#root').count()).toBe(0);
    expect(await drawn.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    expect(await page.getByRole('button', { name: 'Open menu' }).isDisabled()).toBe(true);
    held.release();
    // The live screen replaces it, with its data: one main, and nothing left of the drawing.
    await page.locator('#root').getByRole('heading', { name: 'First Division' }).first().waitFor();
    expect(await page.locator('#snapshot').count()).toBe(0);
    expect(await page.locator('main').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('draws the last snapshot before the app loads, then the live screen replaces it', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await visitAndKeep(page, `${app.server.url}/highlights`, 'ps:snap:/highlights');
    const liveHeading = await page.getByRole('heading', { level: 1 }).textContent();

    const app2 = await holdTheApp(context);
    await openParsed(page, `${app.server.url}/highlights`);
    // No module has run: what shows is the snapshot, with its data, and nothing else.
    const snapshot = page.locator('#snapshot');
    await snapshot.waitFor();
    expect(await page.evaluate(() => performance.getEntriesByName('ps:snapshot:highlights').length)).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(liveHeading);
    expect(await page.locator('#root').count()).toBe(0);
    // A tap waits for the live screen, and its controls cannot take input that would be lost.
    expect(await snapshot.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    const controls = snapshot.locator('button, input, select, textarea');
    const count = await controls.count();
    for (let i = 0; i < count; i++) expect(await controls.nth(i).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    app2.release();
    await page.locator('#root main').waitFor();
    expect(await page.locator('#snapshot').count()).toBe(0);
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(liveHeading);
    await context.close();
  });

  it('hands over to the live screen with no layout shift, and repeats a tap made on the snapshot there', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    await visitAndKeep(page, `${app.server.url}/my-league`, 'ps:snap:/my-league');
    const held = await holdTheApp(context);
    await openParsed(page, `${app.server.url}/my-league`);
    const team = page.locator('#snapshot table a[href^="/teams/"]').nth(1);
    const href = await team.getAttribute('href');
    expect(href).toMatch(/^\/teams\/[\w-]+\/details$/);
    // A tap on nothing a person can use, then on the second team's name, both while the app is held.
    await page.mouse.click(2, 2);
    const box = await team.boundingBox();
    if (!box) throw new Error("the second team's name is not on the screen");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(new URL(page.url()).pathname).toBe('/my-league');

    held.release();
    // The live screen follows the link tapped on its picture.
    await page.waitForURL((url) => url.pathname === href);
    // The page moved nothing before that: the picture and the live screen lie alike.
    const shifts = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as (PerformanceEntry & { value: number })[];
      observer.disconnect();
      return entries.map((entry) => entry.value);
    });
    expect(shifts).toEqual([]);
    await context.close();
  });

  it('repeats no tap when the control under it on the live screen is another', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    await visitAndKeep(page, `${app.server.url}/my-league`, 'ps:snap:/my-league');
    // The saved picture has another team where the second team's name is on the live screen.
    await page.goto(`${app.server.url}/login`);
    await page.evaluate(() => {
      const key = 'ps:snap:/my-league';
      const saved = JSON.parse(localStorage.getItem(key) ?? '{}');
      const copy = document.createElement('div');
      copy.innerHTML = saved.html;
      const link = copy.querySelectorAll('table a[href^="/teams/"]')[1];
      if (link) link.textContent = 'A team that left';
      localStorage.setItem(key, JSON.stringify({ ...saved, html: copy.innerHTML }));
    });
    const held = await holdTheApp(context);
    await openParsed(page, `${app.server.url}/my-league`);
    const team = page.locator('#snapshot table a[href^="/teams/"]').nth(1);
    expect(await team.textContent()).toBe('A team that left');
    const box = await team.boundingBox();
    if (!box) throw new Error("the second team's name is not on the screen");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    held.release();
    // The hand-over (which repeats a tap) has run once the live standings are marked drawn.
    await page.waitForFunction(
      () =>
        !document.getElementById('snapshot') &&
        performance.getEntriesByName('ps:screen:standings').length > 0,
    );
    expect(new URL(page.url()).pathname).toBe('/my-league');
    await context.close();
  });

  it('draws a saved snapshot from the document alone: every other request refused, its styles in force', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await visitAndKeep(page, `${app.server.url}/highlights`, 'ps:snap:/highlights');
    const heading = page.getByRole('heading', { level: 1 });
    const look = () =>
      heading.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.fontSize, style.fontWeight, getComputedStyle(document.body).fontFamily];
      });
    const live = { text: await heading.textContent(), look: await look() };
    await page.goto(`${app.server.url}/login`);
    // From here the browser gets the page itself and nothing else: no script, stylesheet, font,
    // icon or manifest (ADR 029: the snapshot's script and stylesheet are inside the document).
    const refused: string[] = [];
    await context.route('**/*', (route) => {
      if (route.request().resourceType() === 'document') return route.continue();
      refused.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    const entryAsked = page.waitForRequest((request) =>
      /^\/assets\/index-[\w-]+\.js$/.test(new URL(request.url()).pathname),
    );
    await page.goto(`${app.server.url}/highlights`, { waitUntil: 'domcontentloaded' });
    await page.locator('#snapshot').waitFor();
    expect(await page.evaluate(() => performance.getEntriesByName('ps:snapshot:highlights').length)).toBe(1);
    expect(await heading.textContent()).toBe(live.text);
    // Drawn with the app's own stylesheet: the same type as the live screen, not the browser's.
    expect(await look()).toEqual(live.look);
    // The app's entry was asked for and refused (so the route saw the page's requests); no
    // stylesheet or snapshot script was asked for at all; the policy let the inline ones run.
    await entryAsked;
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter((path) => path.endsWith('.css') || path === '/snapshot.js')).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('draws nothing from another build, whose classes may mean something else', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await visitAndKeep(page, `${app.server.url}/highlights`, 'ps:snap:/highlights');
    // Left first: leaving a screen saves its snapshot one last time.
    await page.goto(`${app.server.url}/login`);
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('ps:snap:/highlights')!);
      localStorage.setItem('ps:snap:/highlights', JSON.stringify({ ...saved, css: '/assets/old.css' }));
    });
    const held = await holdTheApp(context);
    await openParsed(page, `${app.server.url}/highlights`);
    // What shows is this build's own drawing of the page, not the other build's snapshot.
    expect(await page.locator('#snapshot').count()).toBe(1);
    expect(await page.locator('#snapshot[data-prerendered]').count()).toBe(1);
    expect(await page.evaluate(() => performance.getEntriesByName('ps:snapshot:highlights').length)).toBe(0);
    held.release();
    await context.close();
  });

  it('draws a snapshot in the language it was saved in, and the app leaves the page language alone', async () => {
    const context = await app.browser.newContext({
      viewport: PHONE,
      serviceWorkers: 'block',
      locale: 'en-US',
    });
    // Every write of the page's `lang` restyles the whole page, so each one is counted.
    await context.addInitScript(() => {
      const writes: string[] = [];
      Object.assign(window, { langWrites: writes });
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target === document.documentElement) writes.push(document.documentElement.lang);
      }).observe(document, { attributes: true, attributeFilter: ['lang'], subtree: true });
    });
    const page = await context.newPage();
    // Spanish chosen on this device, in an English browser: the server's page says "en".
    await page.goto(`${app.server.url}/login`);
    await page.evaluate(() => localStorage.setItem('ps:locale', 'es'));
    await visitAndKeep(page, `${app.server.url}/highlights`, 'ps:snap:/highlights');
    await page.goto(`${app.server.url}/login`);

    const held = await holdTheApp(context);
    await openParsed(page, `${app.server.url}/highlights`);
    await page.locator('#snapshot').waitFor();
    expect(await page.evaluate(() => performance.getEntriesByName('ps:snapshot:highlights').length)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    held.release();
    await page.locator('#root main').waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('ps:screen:highlights').length > 0);
    // Written once, by the snapshot's script before the first frame; not again by the app.
    expect(await page.evaluate(() => (window as unknown as { langWrites: string[] }).langWrites)).toEqual([
      'es',
    ]);
    await context.close();
  });

  it("a captain's screens are kept while signed in and forgotten at sign-out", async () => {
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    const dashboard = `/teams/${app.server.accounts.captain.teamId}/dashboard`;
    await visitAndKeep(page, `${app.server.url}${dashboard}`, `ps:snap:${dashboard}`);
    await logOut(page);
    await page.waitForFunction(() => !Object.keys(localStorage).some((k) => k.startsWith('ps:snap')));
    expect(await snapshotKeys(page)).toEqual([]);

    // The next person on this phone opening the same address sees no trace of the team.
    const held = await holdTheApp(context);
    await openParsed(page, `${app.server.url}${dashboard}`);
    expect(await page.locator('#snapshot').count()).toBe(0);
    held.release();
    await page.waitForURL(/\/login/);
    await context.close();
  });

  it("a captain's league screen is drawn from its snapshot, and reads the team's league at its first render", async () => {
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    // Every read by key, in order: which table was asked, and when the team's read was answered.
    await context.addInitScript(() => {
      const reads: string[] = [];
      Object.assign(window, { psReads: reads });
      const get = IDBObjectStore.prototype.get;
      IDBObjectStore.prototype.get = function (this: IDBObjectStore, key: IDBValidKey | IDBKeyRange) {
        const request = get.call(this, key);
        reads.push(`ask ${this.name}`);
        request.addEventListener('success', () => reads.push(`answer ${this.name}`));
        return request;
      };
    });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    const { teamId } = app.server.accounts.captain;
    await visitAndKeep(page, `${app.server.url}/my-league`, 'ps:snap:/my-league');
    const remembered = await page.evaluate(() => localStorage.getItem('pitchside-team-league'));
    expect(remembered).toMatch(new RegExp(`^${teamId} \\w+$`));

    await page.reload();
    // The live screen, not the snapshot's table (which is there before any read): the screen's
    // own mark says its data is drawn, so every read below has happened.
    await page.waitForFunction(() => performance.getEntriesByName('ps:screen:standings').length > 0);
    // The saved snapshot was drawn first: the screen's chunks added no stylesheet to the page,
    // which would have made the saved one's stylesheet differ from the document's (ADR 016).
    expect(await page.evaluate(() => performance.getEntriesByName('ps:snapshot:standings').length)).toBe(1);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    const reads = await page.evaluate(() => (window as unknown as { psReads: string[] }).psReads);
    // The league is asked for before the team's own read comes back: no query waits on another.
    expect(reads.indexOf('ask leagues')).toBeGreaterThan(-1);
    expect(reads.indexOf('ask leagues')).toBeLessThan(reads.indexOf('answer teams'));
    await context.close();
  });

  it('loads the sync engine once the live screen has replaced the saved snapshot, not beside it', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    await visitAndKeep(page, `${app.server.url}/my-league`, 'ps:snap:/my-league');
    // Another page of the site holds a write open on the leagues table, so the live screen's
    // league read waits: the shell is drawn, the snapshot still stands in for the screen.
    const holder = await context.newPage();
    await holder.goto(`${app.server.url}/icons/icon-192.png`);
    await holder.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('pitchside');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const leagues = open.result.transaction('leagues', 'readwrite').objectStore('leagues');
            const w = window as unknown as { psStop?: boolean };
            const spin = () => {
              if (!w.psStop) leagues.count().onsuccess = spin;
            };
            spin();
            resolve();
          };
        }),
    );
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('ps:first-screen').length > 0);
    expect(await page.locator('#snapshot').count()).toBe(1);
    await holder.evaluate(() => Object.assign(window, { psStop: true }));
    await page.waitForFunction(() => performance.getEntriesByName('ps:screen:standings').length > 0);
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/sync-engine-')),
    );
    const [engineAsked, screenDrawn] = await page.evaluate(() => [
      performance.getEntriesByType('resource').find((entry) => entry.name.includes('/assets/sync-engine-'))!
        .startTime,
      performance.getEntriesByName('ps:screen:standings')[0]!.startTime,
    ]);
    expect(engineAsked).toBeGreaterThanOrEqual(screenDrawn!);
    await context.close();
  });

  it('draws a sync status change as a transition, never in the task that changed it', async () => {
    // zustand's own hook (useSyncExternalStore) made React draw every status change at once, in
    // the task that made it: on a first visit each sync step drew the top bar and the league list
    // without yielding (issue #36). A transition is drawn in a later task, in slices.
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/leagues`);
    const status = page.getByTestId('sync-status');
    await status.getByText('Up to date').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => 'pitchsideTest' in window);
    // The change stream is open: its own "live" (onReady) cannot come between the test's two
    // changes below and hide "Offline" before it is drawn. "Up to date" can come first, from the
    // visitor's early pull, while the sync engine and its stream are still loading.
    await page.waitForFunction(
      () =>
        (
          window as unknown as { pitchsideTest: { syncStatus: { getState(): { stream: string } } } }
        ).pitchsideTest.syncStatus.getState().stream === 'live',
    );
    const seen = await page.evaluate(async () => {
      type TStore = { getState(): { setStream(stream: string): void } };
      const store = (window as unknown as { pitchsideTest: { syncStatus: TStore } }).pitchsideTest.syncStatus;
      const label = () => document.querySelector('[data-testid="sync-status"]')?.textContent ?? '';
      const before = label();
      store.getState().setStream('offline');
      // React draws an update it must not defer in a microtask queued as the store changed:
      // by this one's turn, it would be on screen.
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      const inSameTask = label();
      await new Promise<void>((resolve) => {
        const check = () => (label().includes('Offline') ? resolve() : requestAnimationFrame(check));
        check();
      });
      store.getState().setStream('live');
      return { before, inSameTask, after: label() };
    });
    expect(seen.before).not.toContain('Offline');
    expect(seen.inSameTask).toBe(seen.before);
    expect(seen.after).toContain('Offline');
    await status.getByText('Up to date').waitFor();
    await context.close();
  });

  it('lays out only the weeks of games near the screen, in the live screen and in its saved snapshot', async () => {
    // A season's weeks were a repeat visit's first-frame layout: 23 of 44 ms with a phone's CPU.
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    const weeks = page.locator('main section').filter({ has: page.getByRole('heading', { level: 2 }) });
    const drawn = () =>
      weeks.evaluateAll((all) =>
        all.map((week) =>
          Boolean(week.querySelector('h2')?.checkVisibility({ contentVisibilityAuto: true })),
        ),
      );
    await visitAndKeep(page, `${app.server.url}/league-games`, 'ps:snap:/league-games');
    expect(await weeks.count()).toBeGreaterThan(3);
    expect((await drawn()).at(0)).toBe(true);
    expect((await drawn()).at(-1)).toBe(false);
    await weeks.last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await drawn()).at(-1)).toBe(true);
    // The snapshot is the same page: its far weeks are skipped in the first frame too.
    const held = await holdTheApp(context);
    await openParsed(page, `${app.server.url}/league-games`);
    const snapshotWeeks = page.locator('#snapshot main section');
    await snapshotWeeks.first().waitFor();
    const inSnapshot = await snapshotWeeks.evaluateAll((all) =>
      all.map((week) => Boolean(week.querySelector('h2')?.checkVisibility({ contentVisibilityAuto: true }))),
    );
    expect(inSnapshot.at(0)).toBe(true);
    expect(inSnapshot.at(-1)).toBe(false);
    held.release();
    await context.close();
  });

  it("draws a season's first weeks, then the rest; a snapshot scrolled down keeps its place", async () => {
    // React built every game card of the season before the screen showed (issue #36).
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    // The screen's mark is made in the effect after its first commit: what the page held then.
    await context.addInitScript(() => {
      const mark = performance.mark.bind(performance);
      performance.mark = ((name: string, options?: PerformanceMarkOptions) => {
        if (name === 'ps:screen:league-games') {
          const weeks = document.querySelectorAll('#root main section').length;
          Object.assign(window, { weeksAtMark: weeks });
        }
        return mark(name, options);
      }) as typeof performance.mark;
    });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    const weeks = page.locator('main section').filter({ has: page.getByRole('heading', { level: 2 }) });
    // No snapshot yet: the live screen draws into the page itself.
    await visitAndKeep(page, `${app.server.url}/league-games`, 'ps:snap:/league-games');
    const atMark = await page.evaluate(() => (window as unknown as { weeksAtMark: number }).weeksAtMark);
    expect(atMark).toBeGreaterThan(0);
    expect(atMark).toBeLessThanOrEqual(3);
    expect(await weeks.count()).toBeGreaterThan(3);

    // The next visit shows the snapshot, scrolled to its last week before the app takes over.
    const held = await holdTheApp(context);
    await openParsed(page, `${app.server.url}/league-games`);
    await page.locator('#snapshot main section').last().scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    held.release();
    await page.waitForFunction(() => performance.getEntriesByName('ps:screen:league-games').length > 0);
    await page.locator('#snapshot').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await context.close();
  });

  it('lays out only the league cards near the screen; the others when scrolled to, with no shift', async () => {
    // A first visit's layout passes took 75-125 ms on a phone's CPU for cards below the fold.
    const leagues = app.server.storage.db('leagues');
    const [first] = (
      await leagues.allDocs({ include_docs: true, startkey: 'league:', endkey: 'league:\uffff' })
    ).rows;
    for (const n of [1, 2, 3, 4])
      await leagues.put({
        ...first!.doc!,
        _id: `league:layoutcup${n}0000000000`,
        _rev: undefined,
        name: `Layout Cup ${n}`,
      });
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/leagues`);
    const cards = page.locator('main li').filter({ has: page.getByRole('heading') });
    await page.getByText('Layout Cup 4').waitFor();
    const drawn = () =>
      // A skipped card's contents are what the browser leaves undrawn: its heading says.
      cards.evaluateAll((all) =>
        all.map((li) => Boolean(li.querySelector('h2')?.checkVisibility({ contentVisibilityAuto: true }))),
      );
    const atFirst = await drawn();
    expect(atFirst[0]).toBe(true);
    expect(atFirst.at(-1)).toBe(false);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await drawn()).at(-1)).toBe(true);
    // Skipped again once far from the screen, each card keeps the height it was drawn at.
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const drawnHeight = await height();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await drawn()).at(-1)).toBe(false);
    expect(await height()).toBe(drawnHeight);
    await context.close();
  });

  it("a visitor's first visit asks for its data before the local database opens; what changes meanwhile arrives", async () => {
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const highlights = app.server.storage.db('highlights');
    const [first] = (
      await highlights.allDocs({ include_docs: true, startkey: 'highlight:', endkey: 'highlight:\uffff' })
    ).rows;
    // The first answer is held until a video is added on the server after it was computed, and the
    // change stream never answers: the pull must ask again by itself.
    await page.route('**/api/changes', () => {});
    let isFirst = true;
    await page.route('**/api/pull', async (route) => {
      if (!isFirst) return route.continue();
      isFirst = false;
      const response = await route.fetch();
      await highlights.put({
        ...first!.doc!,
        _id: `${first!.id}x`,
        _rev: undefined,
        title: 'Added meanwhile',
      });
      await route.fulfill({ response });
    });
    await page.goto(`${app.server.url}/highlights`);
    await page.getByText('Added meanwhile').waitFor({ timeout: 30_000 });
    const [asked, opened] = await page.evaluate(() => [
      performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/pull'))?.startTime,
      performance.getEntriesByName('ps:db-open')[0]?.startTime,
    ]);
    expect(asked).toBeLessThan(opened!);
    await context.close();
  });
});
