import { describe, expect, it } from 'vitest';
import { teamDbName } from '../../src/domain/db-names.ts';
import { DESKTOP } from '../support/browser.ts';
import { appFixture, logOut, signIn } from '../support/e2e.ts';

// Issue #34, item 5: an admin's device asks for the databases it follows together (POST /api/pull)
// instead of one replication each, straight into its read model: no local PouchDB database per team
// until the admin writes to one (ADR 027).

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

/** This device's local PouchDB copies of team databases (one IndexedDB database each). */
const teamCopies = (page: import('playwright-core').Page) =>
  page.evaluate(async () =>
    (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .filter((name) => name.includes('pitchside-team-')),
  );

describe("an admin's first sync", () => {
  it('copies every team in a few batched requests, follows later changes the same way, and makes a local copy only to write', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const pulls: Record<string, number | string>[] = [];
    const teamReads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/pull') pulls.push(JSON.parse(request.postData() ?? '{}').since);
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
    // No team was replicated on its own, and none has a local PouchDB database.
    expect(teamReads).toEqual([]);
    expect(await teamCopies(page)).toEqual([]);

    // A change afterwards reaches the desk in a batch too, asked for from where the copy stood.
    const db = teamDbName(teamId!);
    const first = players.rows[0]!.doc!;
    const asked = pulls.length;
    await teamDb.put({ ...first, lastName: 'Afterbatch' });
    await expect.poll(() => rosterNames(page), { timeout: 30_000 }).toContain('Afterbatch');
    const again = pulls.slice(asked).find((since) => db in since);
    expect(again?.[db]).not.toBe(0);
    expect(teamReads).toEqual([]);

    // Offline, the admin marks the team paid: the device makes that team's local copy from what it
    // shows, writes on top of the server's revision, and sends it once back online.
    const record = await teamDb.get(`team:${teamId}`);
    const name = String(record.name);
    await page.getByLabel('Search').fill(name);
    await context.setOffline(true);
    await page.getByRole('button', { name: `Mark as ${record.paid ? 'unpaid' : 'paid'}: ${name}` }).click();
    await page.getByRole('button', { name: `Mark as ${record.paid ? 'paid' : 'unpaid'}: ${name}` }).waitFor();
    expect(await teamCopies(page)).toHaveLength(1);
    await context.setOffline(false);
    await expect
      .poll(async () => (await teamDb.get(`team:${teamId}`)).paid, { timeout: 30_000 })
      .toBe(!record.paid);
    const stored = await teamDb.get(`team:${teamId}`, { conflicts: true });
    expect(stored._conflicts).toBeUndefined();
    expect(Number.parseInt(String(stored._rev), 10)).toBe(Number.parseInt(String(record._rev), 10) + 1);
    // From then on that team replicates; the others stay direct.
    await teamDb.put({ ...(await teamDb.get(first._id)), lastName: 'Replicated' });
    await expect.poll(() => rosterNames(page), { timeout: 30_000 }).toContain('Replicated');
    expect(teamReads.every((path) => path === `/db/${db}/_changes`)).toBe(true);
    expect(await teamCopies(page)).toHaveLength(1);

    // Signing out forgets that copy, and asks nothing of the teams that never had one.
    await page.evaluate(() => {
      const w = window as unknown as { deleted: string[] };
      w.deleted = [];
      const remove = indexedDB.deleteDatabase.bind(indexedDB);
      indexedDB.deleteDatabase = (name: string) => {
        w.deleted.push(name);
        return remove(name);
      };
    });
    await logOut(page);
    await page.waitForURL(`${app.server.url}/`);
    await expect.poll(() => teamCopies(page), { timeout: 30_000 }).toEqual([]);
    expect(await rosterNames(page)).toEqual([]);
    const deleted = await page.evaluate(() => (window as unknown as { deleted: string[] }).deleted);
    expect(deleted.filter((name) => name.includes('pitchside-team-'))).toHaveLength(1);
    await context.close();
  });
});
