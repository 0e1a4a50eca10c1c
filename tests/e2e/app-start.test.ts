import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.ts';
import { appFixture } from '../support/e2e.ts';

// ADR 046: when the app's modules are asked for. A page the service worker answers has them on
// the device and asks at once, as snapshot.js runs; a page from the network paints first.

/**
 * Frames are held (their callbacks kept in `psFrames`, run when the test says), and so is
 * snapshot.js's 200 ms start for a tab that paints no frames: only the page's own choice can
 * start the app before the test runs the frames.
 */
async function holdFrames(context: BrowserContext) {
  await context.addInitScript(() => {
    const frames: FrameRequestCallback[] = [];
    const later = window.setTimeout.bind(window);
    Object.assign(window, {
      psFrames: frames,
      requestAnimationFrame: (run: FrameRequestCallback) => frames.push(run),
      setTimeout: (run: TimerHandler, ms?: number, ...rest: unknown[]) =>
        ms === 200 ? 0 : later(run, ms, ...rest),
    });
  });
}

/**
 * Keeps the modules `snapshot.js` asks for ahead before the parser passes it (its modulepreload
 * links, in `psEarly`): once the app runs, its own loader adds links too.
 */
async function watchEarlyAsks(context: BrowserContext) {
  await context.addInitScript(() => {
    const early: string[] = [];
    Object.assign(window, { psEarly: early });
    new MutationObserver((records) => {
      if (document.querySelector('noscript')) return; // the element after snapshot.js
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLLinkElement && node.rel === 'modulepreload')
            early.push(new URL(node.href).pathname);
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The paths of the modules the page has asked for ahead (its modulepreload links). */
const modulesAsked = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );

const screenDrawn = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('ps:screen:highlights').length > 0, null, {
    polling: 50, // by timer: frames are held
  });

/** Opens an address and waits until the page is parsed past snapshot.js. */
async function openParsed(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('noscript').waitFor({ state: 'attached' });
}

describe('when a repeat visit asks for the app', () => {
  const app = appFixture();

  it("asks for the app's modules as the page is parsed when the service worker answers it", async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/highlights`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await screenDrawn(page);
    await holdFrames(context);
    await watchEarlyAsks(context);

    await openParsed(page, `${app.server.url}/highlights`);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The start's chunks at once; the screen's own after the first frame, which the app needs later.
    const asked = await page.evaluate(() => (window as unknown as { psEarly: string[] }).psEarly);
    expect(asked.some((path) => /^\/assets\/start-[\w-]+\.js$/.test(path))).toBe(true);
    expect(asked.some((path) => /^\/assets\/HighlightsPage-/.test(path))).toBe(false);
    // No frame callback has run, and the app is drawn all the same.
    await screenDrawn(page);
    await context.close();
  });

  it('paints first, then asks for the modules, when the page comes from the network', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await holdFrames(context);

    await openParsed(page, `${app.server.url}/highlights`);
    expect(await modulesAsked(page)).toEqual([]);
    // The first frame's callbacks run: the app is asked for, and starts.
    await page.evaluate(() => {
      for (const run of (window as unknown as { psFrames: FrameRequestCallback[] }).psFrames.splice(0))
        run(performance.now());
    });
    await screenDrawn(page);
    expect((await modulesAsked(page)).length).toBeGreaterThan(0);
    await context.close();
  });
});
