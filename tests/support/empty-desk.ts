import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { ensureFirstAdmin } from '../../sync-server/bootstrap/first-admin.ts';
import { launchChromium, PHONE } from './browser.ts';
import { startTestServer, type TTestServer } from './server.ts';

/**
 * An install with one admin and nothing else (as after `SEED=none`), serving the e2e build, and a
 * browser; `openDesk` signs the admin in on a new phone and waits for the desk.
 */
export function emptyDeskFixture() {
  let server: TTestServer | undefined;
  let browser: Browser | undefined;
  const admin = { email: 'organiser@example.com', password: 'organiser-password-1' };
  beforeAll(async () => {
    server = await startTestServer({ DIST_DIR: resolve('dist-e2e') });
    await ensureFirstAdmin(server.storage, { adminEmail: admin.email, adminPassword: admin.password });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      return server!;
    },
    async openDesk() {
      const context = await browser!.newContext({ viewport: PHONE });
      const page = await context.newPage();
      await page.goto(`${server!.url}/login`);
      await page.getByLabel('Email').fill(admin.email);
      await page.getByLabel('Password').fill(admin.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/admin$/);
      return { context, page };
    },
  };
}
