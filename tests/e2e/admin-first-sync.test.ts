import { describe, expect, it } from 'vitest';
import { teamDbName } from '../../src/domain/db-names.ts';
import { DESKTOP } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// Issue #34, item 5: an admin's device asks for the databases it has never copied together
// (POST /api/pull) instead of one replication each, then keeps them up to date as usual.

const app = appFixture();

/** A row of the app's Dexie read model, read in the page as its screens read it. */
const rosterNames = (page: import('playwright-core').Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('pitchside');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('rosterPlayers').objectStore('rosterPlayers').getAll();
          all.onsuccess = () => resolve((all.result as { lastName: string }[]).map((p) => p.lastName));
        };
      }),
  );

/** The databases the app says it has pulled (its e2e test hook). */
const synced = (page: import('playwright-core').Page) =>
  page.evaluate(() =>
    Object.keys(
      (
        window as unknown as { pitchsideTest?: { syncedAt(): Record<string, number> } }
      ).pitchsideTest?.syncedAt() ?? {},
    ),
  );

describe("an admin's first sync", () => {
  it('copies every team in a few batched requests, then follows later changes by replication', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const pulls: number[] = [];
    const teamReads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/pull') pulls.push(JSON.parse(request.postData() ?? '{}').since ? 1 : 0);
      if (/^\/db\/team-[^/]+\/_changes$/.test(path)) teamReads.push(path);
    });
    await signIn(page, app.server, 'admin');
    await page.goto(`${app.server.url}/admin/teams`);
    await page.getByRole('button', { name: 'Details of Astoria Athletic' }).waitFor({ timeout: 20_000 });
    // The teams are found as their leagues arrive: wait until the device has every one of them.
    const teams = (await app.server.storage.listDatabases()).filter((db) => db.startsWith('team-'));
    await expect
      .poll(() => synced(page).then((dbs) => teams.filter((db) => dbs.includes(db)).length), {
        timeout: 30_000,
      })
      .toBe(teams.length);
    expect(pulls.length).toBeGreaterThan(0);
    // A request as each group of databases is found (leagues, teams, referees), far fewer than one each.
    expect(pulls.length).toBeLessThan(teams.length / 2);
    // Every team's roster arrived without a replication of its own.
    const { teamId } = app.server.accounts.captain;
    const teamDb = app.server.storage.db(teamDbName(teamId!));
    const players = await teamDb.allDocs({
      startkey: 'player:',
      endkey: 'player:\uffff',
      include_docs: true,
    });
    const names = await rosterNames(page);
    for (const row of players.rows) expect(names).toContain(String(row.doc?.lastName));
    expect(teamReads.length).toBeLessThan(teams.length);

    // A change afterwards reaches the desk through that team's replication, from the batch's position.
    const first = players.rows[0]!.doc!;
    await teamDb.put({ ...first, lastName: 'Afterbatch' });
    await expect.poll(() => rosterNames(page), { timeout: 30_000 }).toContain('Afterbatch');
    await context.close();
  });
});
