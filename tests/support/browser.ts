import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/**
 * A real Chromium: CHROME_PATH, else Debian's /usr/bin/chromium, else the one inside the
 * @sparticuz/chromium package (which needs no system install). Our own flags: its defaults
 * disable web security, which would hide CSP and same-origin bugs.
 */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return (await import('@sparticuz/chromium')).default.executablePath();
}

/** What every Chromium of the tests and the bench runs with. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=Translate,MediaRouter',
];

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: await chromiumPath(),
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

export const PHONE = { width: 360, height: 780 };

/**
 * A phone's (or a laptop's) Chromium: its profile on a fresh folder on disk, so Cache Storage and IndexedDB live
 * on disk as an installed app's do (an incognito context keeps them in memory, issue #36).
 */
export async function launchProfileOnDisk(
  viewport: { width: number; height: number } = PHONE,
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'pitchside-profile-'));
  const context = await chromium.launchPersistentContext(folder, {
    executablePath: await chromiumPath(),
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
export const DESKTOP = { width: 1280, height: 800 };
