import { resolve } from 'node:path';
import { ensureFirstAdmin } from '../../sync-server/bootstrap/first-admin.ts';
import { PHONE } from './browser.ts';
import { browserFixture } from './e2e.ts';
import { startTestServer } from './server.ts';

const ADMIN = { email: 'organiser@example.com', password: 'organiser-password-1' };

/**
 * An install with one admin and nothing else (as after `SEED=none`), serving the e2e build, and a
 * browser; `openDesk` signs the admin in on a new phone and waits for the desk.
 */
export function emptyDeskFixture() {
  const fixture = browserFixture(async () => {
    const server = await startTestServer({ DIST_DIR: resolve('dist-e2e') });
    await ensureFirstAdmin(server.storage, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
    return server;
  });
  return {
    get server() {
      return fixture.server;
    },
    async openDesk() {
      const context = await fixture.browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      await page.goto(`${fixture.server.url}/login`);
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/admin$/);
      return { context, page };
    },
  };
}
