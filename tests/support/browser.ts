import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/**
 * A real Chromium: CHROME_PATH, else Debian's /usr/bin/chromium, else the one inside the
 * @sparticuz/chromium package (which needs no system install). Our own flags: its defaults
 * disable web security, which would hide CSP and same-origin bugs.
 */
export async function launchChromium(): Promise<Browser> {
  let executablePath = process.env.CHROME_PATH;
  if (!executablePath && existsSync('/usr/bin/chromium')) executablePath = '/usr/bin/chromium';
  if (!executablePath) {
    const packaged = (await import('@sparticuz/chromium')).default;
    executablePath = await packaged.executablePath();
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-features=Translate,MediaRouter',
    ],
  });
}

export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1280, height: 800 };
