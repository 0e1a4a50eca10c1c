// Browser budgets of issue #3: JavaScript shipped to /, repeat-visit time, Lighthouse scores.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, launchProfileOnDisk, PHONE } from '../support/browser.ts';
import { lighthouseScores } from './lighthouse.ts';

type TRecord = (name: string, value: string) => void;

type TScripts = { files: number; gzipBytes: number };

/**
 * Gzipped size of the scripts / loads (from the pre-compressed files the server sends): those
 * loaded by the time its first screen is drawn, and all of them two seconds later (the sync
 * engine arrives after the first render).
 */
async function scriptsLoadedByHome(
  url: string,
  locale = 'en-US',
): Promise<{ firstScreen: TScripts; total: TScripts }> {
  const browser = await launchChromium();
  try {
    // A browser in another language loads that language's words too (issue #29).
    const page = await browser.newPage({ viewport: PHONE, locale });
    /** Scripts fetched (before the app's own first-screen mark, when asked). */
    const scripts = (beforeFirstScreen = false) =>
      page.evaluate((before) => {
        const drawn = performance.getEntriesByName('ps:first-screen')[0]?.startTime ?? Infinity;
        return performance
          .getEntriesByType('resource')
          .filter((e) => !before || e.startTime < drawn)
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.endsWith('.js'));
      }, beforeFirstScreen);
    const size = (paths: string[]): TScripts => {
      let gzipBytes = 0;
      for (const path of new Set(paths)) {
        const file = join('dist', path);
        gzipBytes += existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
      }
      return { files: new Set(paths).size, gzipBytes };
    };
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('ps:first-screen').length > 0);
    const firstScreen = size(await scripts(true));
    // The change stream stays open, so the network is never idle: wait a moment instead.
    await page.waitForTimeout(2000);
    return { firstScreen, total: size(await scripts()) };
  } finally {
    await browser.close();
  }
}

/** With the service worker warm, on a profile on disk: navigation start to the first league card. */
async function repeatVisitMs(url: string): Promise<number[]> {
  const phone = await launchProfileOnDisk();
  try {
    const { context } = phone;
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
    await phone.close();
  }
}

const kb = (scripts: TScripts) =>
  `${(scripts.gzipBytes / 1024).toFixed(1)} KB gzipped in ${scripts.files} files`;

/** The first visit's JavaScript for /, in English and in Spanish (`npm run bench -- size`). */
export async function firstVisitScripts(url: string, record: TRecord) {
  const home = await scriptsLoadedByHome(url);
  record('JavaScript loaded by / until its first screen is drawn (budget 150 KB)', kb(home.firstScreen));
  record('JavaScript loaded by / within 2 s, the sync engine included', kb(home.total));
  const spanish = await scriptsLoadedByHome(url, 'es-MX');
  record('the same, a browser in Spanish (budget 150 KB)', kb(spanish.firstScreen));
}

export async function appBenchmarks(url: string, record: TRecord) {
  await firstVisitScripts(url, record);
  const times = (await repeatVisitMs(url)).sort((a, b) => a - b);
  record('repeat visit, leagues list visible, on-disk profile, median of 5', `${times[2]!.toFixed(0)} ms`);
  try {
    await lighthouseScores(url, record);
  } catch (error) {
    record('Lighthouse', `could not run: ${(error as Error).message}`);
  }
}
