// Issue #16: each screen's own marks (src/data/perf.ts), read from Chromium. Figures only.
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium, PHONE } from '../support/browser.ts';

type TRecord = (name: string, value: string) => void;
type TAccount = { role: string; email: string; password: string };
type TScreen = 'standings' | 'league-games' | 'team-dashboard' | 'match-report' | 'highlights';

const REPEATS = 10;
const STEPS = [
  ['app start', 'ps:app-start'],
  ['session', 'ps:session-known'],
  ['db open', 'ps:db-open'],
  ['first read', 'ps:first-read'],
] as const;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Waits for the screen's own mark, then reads every app mark, in ms from navigation start. */
async function marksOf(page: Page, screen: TScreen): Promise<Record<string, number>> {
  const name = `ps:screen:${screen}`;
  await page.waitForFunction((n) => performance.getEntriesByName(n).length > 0, name, { timeout: 60_000 });
  return page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('mark')
        .filter((m) => m.name.startsWith('ps:'))
        .map((m) => [m.name, m.startTime]),
    ),
  );
}

async function signIn(page: Page, url: string, account: TAccount) {
  await page.goto(`${url}/${account.role === 'referee' ? 'referee/login' : 'login'}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/(dashboard|admin)$/);
}

/** The address of a screen for this device's user (the referee's first report due, the captain's team). */
async function pathOf(page: Page, url: string, screen: TScreen): Promise<string> {
  if (screen === 'standings') return '/my-league';
  if (screen === 'league-games') return '/league-games';
  if (screen === 'highlights') return '/highlights';
  if (screen === 'team-dashboard') {
    const me = await page.evaluate(
      async () => (await (await fetch('/api/me')).json()) as { user: { teamId: string } },
    );
    return `/teams/${me.user.teamId}/dashboard`;
  }
  await page.goto(`${url}/referee/matches?filter=due`);
  const link = page.getByRole('link', { name: /^Create Report/ }).first();
  await link.waitFor({ timeout: 30_000 });
  return (await link.getAttribute('href'))!;
}

async function measureScreen(context: BrowserContext, url: string, screen: TScreen, account?: TAccount) {
  const page = await context.newPage();
  if (account) await signIn(page, url, account);
  const path = await pathOf(page, url, screen);
  // First visit: this device has just signed in (or never came), so data is still arriving.
  await page.goto(`${url}${path}`);
  const first = await marksOf(page, screen);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.close();
  const repeats: Record<string, number>[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const fresh = await context.newPage();
    await fresh.goto(`${url}${path}`, { waitUntil: 'commit' });
    repeats.push(await marksOf(fresh, screen));
    await fresh.close();
  }
  const at = (name: string) => median(repeats.map((r) => r[name] ?? Number.NaN));
  // In the DOM: the snapshot drawn before the app loads (ADR 016), else the live screen.
  const inDom = (r: Record<string, number>) =>
    Math.min(r[`ps:snapshot:${screen}`] ?? Number.POSITIVE_INFINITY, r[`ps:screen:${screen}`]!);
  return {
    path,
    first: first[`ps:screen:${screen}`]!,
    at,
    inDomAt: median(repeats.map(inDom)),
    snapshots: repeats.filter((r) => r[`ps:snapshot:${screen}`] !== undefined).length,
    screenAt: at(`ps:screen:${screen}`),
  };
}

/** Each screen in the DOM from navigation start, with the app's steps before it. */
export async function screenBreakdownBenchmark(url: string, accounts: TAccount[], record: TRecord) {
  const by = (role: string) => accounts.find((a) => a.role === role);
  const plan: [TScreen, TAccount | undefined][] = [
    ['standings', by('captain')],
    ['league-games', by('captain')],
    ['team-dashboard', by('captain')],
    ['match-report', by('referee')],
    ['highlights', undefined],
  ];
  const browser = await launchChromium();
  try {
    for (const [screen, account] of plan) {
      const context = await browser.newContext({ viewport: PHONE });
      try {
        const result = await measureScreen(context, url, screen, account);
        const steps = STEPS.map(([label, mark]) => `${label} ${result.at(mark).toFixed(0)}`).join(', ');
        const path = result.path.replace(/\/[a-z0-9]{20}(?=\/|$)/g, '/{id}');
        record(
          `${path} repeat visit, in the DOM, median of ${REPEATS} (goal < 150 ms; standings < 100 ms)`,
          `${result.inDomAt.toFixed(0)} ms (from the snapshot in ${result.snapshots} of ${REPEATS})`,
        );
        record(
          `${path} repeat visit, live screen drawn from Dexie, median of ${REPEATS}`,
          `${result.screenAt.toFixed(0)} ms (${steps})`,
        );
        record(`${path} first visit after sign-in or on an empty device`, `${result.first.toFixed(0)} ms`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}
