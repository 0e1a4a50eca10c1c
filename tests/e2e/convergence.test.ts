import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeAllSessions } from '../../sync-server/auth/sessions.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

/**
 * Convergence is driven by events: the stream's reconnection after a server restart, and its 401
 * after the session ends. A busy loop runs beside the tests, as on a loaded CI machine.
 */
describe('convergence with a CPU hog running beside', () => {
  const app = appFixture();
  let hog: ChildProcess;
  beforeAll(() => {
    hog = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  });
  afterAll(() => {
    hog.kill('SIGKILL');
  });
  /** A captain signed in on a phone, with everything synced. */
  const syncedCaptain = async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    await page
      .getByTestId('sync-status')
      .getByText(/Up to date/)
      .waitFor();
    return { context, page };
  };
  /** Every session on the server ends (as a password change does for one account). */
  const endEverySession = async () => {
    const { internal } = app.server.storage;
    for (const row of (await internal.allDocs({ startkey: 'session:', endkey: 'session:\uffff' })).rows) {
      await revokeAllSessions(internal, row.id.split(':')[1]!);
    }
  };

  it('after a server restart the device reconnects, catches up, and keeps receiving changes', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/leagues`);
    await page.getByRole('heading', { name: 'First Division' }).waitFor();
    await page
      .getByTestId('sync-status')
      .getByText(/Up to date/)
      .waitFor();

    await app.server.restart();
    const leagues = app.server.storage.db('leagues');
    const { rows } = await leagues.allDocs({
      include_docs: true,
      startkey: 'league:',
      endkey: 'league:\uffff',
    });
    const first = rows.map((r) => r.doc!).find((d) => d.name === 'First Division')!;
    await leagues.put({ ...first, name: 'Restarted Division' });
    await page.getByRole('heading', { name: 'Restarted Division' }).waitFor({ timeout: 30_000 });
    await page
      .getByTestId('sync-status')
      .getByText(/Up to date/)
      .waitFor();
    await context.close();
  });

  it('when the session ends on the server, the stream answers 401 and the captain is asked to sign in', async () => {
    const { context, page } = await syncedCaptain();
    await endEverySession();
    await page.getByText('Your session has ended').waitFor({ timeout: 30_000 });
    // The page's own address: Playwright's page.url() learns of an in-page navigation later.
    expect(await page.evaluate(() => location.pathname)).toBe('/login');
    await context.close();
  });

  it('a session check answered before the session ended does not sign the captain back in', async () => {
    const { context, page } = await syncedCaptain();
    // On the next start the app checks its stored session; that answer (yes, signed in) is held
    // back until the server has ended the session and the app has said so.
    let fetched!: () => void;
    const isFetched = new Promise<void>((resolve) => {
      fetched = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/me', async (route) => {
      const response = await route.fetch();
      fetched();
      await released;
      await route.fulfill({ response });
    });
    await page.reload();
    await isFetched;
    await endEverySession();
    await page.getByText('Your session has ended').waitFor({ timeout: 30_000 });
    const answered = page.waitForEvent('requestfinished', (r) => r.url().endsWith('/api/me'));
    release();
    await answered;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await page.evaluate(() => location.pathname)).toBe('/login');
    await expect(page.getByText('Your session has ended').isVisible()).resolves.toBe(true);
    await context.close();
  });
});
