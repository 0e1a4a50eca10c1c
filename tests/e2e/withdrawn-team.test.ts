import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withdrawTeam } from '../../sync-server/admin/withdraw.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// Issue #35, item 4: a withdrawn team's captain got a 403 from the league's free-agent pool on
// every reconnect and reload, and a "Sync error" for good. The device now stops following a
// database it may no longer read, quietly, and says why once.
describe("a withdrawn team's captain", () => {
  const app = appFixture();

  it('stops syncing the free-agent pool, says why once, and never asks for it again', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const poolRequests: Request[] = [];
    // The pool comes by replication or, read-only, in the batched pull (`/api/pull`) with others.
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const isBatch = pathname === '/api/pull' && (request.postData() ?? '').includes('"pool-');
      if (pathname.startsWith('/db/pool-') || isBatch) poolRequests.push(request);
    });
    await signIn(page, app.server, 'captain');
    await page.getByRole('heading', { name: 'Astoria Athletic' }).waitFor();
    await expect.poll(() => poolRequests.length).toBeGreaterThan(0);

    await withdrawTeam(app.server.storage, app.server.accounts.captain.teamId!);
    // The device still holds the session from before: on reload it may ask for the pool once
    // more (refused) or first hear from /api/me that the team left; either way it says so once.
    await page.reload();
    const notice = page
      .getByRole('status')
      .getByText(/This device stopped syncing your league's free agents/);
    await notice.waitFor();
    expect(await page.getByTestId('sync-status').textContent()).not.toContain('Sync error');
    await page.getByTestId('sync-status').click();
    await page
      .getByText(/stopped syncing your league's free agents: /)
      .last()
      .waitFor();

    // The session now says the team is withdrawn: later visits never ask, and say nothing more.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('pitchside-session') ?? ''))
      .toContain('"withdrawn":true');
    poolRequests.length = 0;
    const verified = page.waitForResponse((r) => r.url().endsWith('/api/me'));
    await page.reload();
    await page.getByRole('heading', { name: 'Astoria Athletic' }).waitFor();
    await verified;
    // A loaded machine takes longer than expect.poll's 5 s to sync: wait for the status itself.
    await page.getByTestId('sync-status').getByText('Up to date').waitFor({ timeout: 30_000 });
    expect(poolRequests.map((r) => r.url())).toEqual([]);
    expect(await notice.count()).toBe(0);
    await context.close();
  });
});
