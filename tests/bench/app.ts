// Browser budgets of issue #3: JavaScript shipped to /, repeat-visit time, Lighthouse scores.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, launchChromium, PHONE } from '../support/browser.ts';

type TRecord = (name: string, value: string) => void;

/** Gzipped size of every script / loads, from the pre-compressed files the server sends. */
async function scriptsLoadedByHome(url: string): Promise<{ files: number; gzipBytes: number }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: PHONE });
    // The change stream stays open, so the network is never idle: wait for the page, then a moment.
    await page.goto(url);
    await page.getByRole('heading', { name: 'Your league, in your pocket.' }).waitFor();
    await page.waitForTimeout(2000);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith('.js')),
    );
    let gzipBytes = 0;
    for (const path of new Set(scripts)) {
      const file = join('dist', path);
      gzipBytes += existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
    }
    return { files: new Set(scripts).size, gzipBytes };
  } finally {
    await browser.close();
  }
}

/** With the service worker warm: navigation start to the first league card on screen. */
async function repeatVisitMs(url: string): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${url}/leagues`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('heading', { name: 'First Division' }).waitFor();
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const fresh = await context.newPage();
      await fresh.goto(`${url}/leagues`, { waitUntil: 'commit' });
      await fresh.getByRole('heading', { name: 'First Division' }).waitFor();
      times.push(await fresh.evaluate(() => performance.now()));
      await fresh.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(url: string, record: TRecord) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: await chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (const path of ['/', '/leagues']) {
      const result = await lighthouse(`${url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const categories = result?.lhr.categories ?? {};
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      record(
        `Lighthouse mobile ${path}`,
        `performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')} (budget 95 / 100 / 100)`,
      );
    }
  } finally {
    chrome.kill();
  }
}

export async function appBenchmarks(url: string, record: TRecord) {
  const home = await scriptsLoadedByHome(url);
  record(
    'JavaScript loaded by /',
    `${(home.gzipBytes / 1024).toFixed(1)} KB gzipped in ${home.files} files (budget 170 KB)`,
  );
  const times = (await repeatVisitMs(url)).sort((a, b) => a - b);
  record('repeat visit, leagues list visible, median of 5', `${times[2]!.toFixed(0)} ms`);
  try {
    await lighthouseScores(url, record);
  } catch (error) {
    record('Lighthouse', `could not run: ${(error as Error).message}`);
  }
}
