import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { docId, leagueDbName } from '../../src/domain/db-names.ts';
import { createLeague, createTeam } from '../../sync-server/seed/factories.ts';
import type { TStorage } from '../../sync-server/storage/storage.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';

/** Sync traffic in flight from a page (the change stream and replication), and its peak. */
function watchSyncTraffic(page: Page, origin: string) {
  const inFlight = new Set<unknown>();
  const seen = { peak: 0, requests: [] as string[] };
  const isSync = (url: string) => url.startsWith(`${origin}/db/`) || url.startsWith(`${origin}/api/changes`);
  page.on('request', (request) => {
    if (!isSync(request.url())) return;
    // The app aborts its stream before opening the next; the event for the abort may come later.
    if (request.url().includes('/api/changes')) {
      for (const other of inFlight)
        if ((other as { url(): string }).url().includes('/api/changes')) inFlight.delete(other);
    }
    inFlight.add(request);
    seen.requests.push(request.url());
    seen.peak = Math.max(seen.peak, inFlight.size);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  // A replication request holds its slot until the app has its answer. Playwright may report a
  // finished request after the next one has started (a CI run saw 4), so its response ends it.
  page.on('response', (response) => {
    if (response.url().startsWith(`${origin}/db/`)) inFlight.delete(response.request());
  });
  page.on('requestfailed', (request) => inFlight.delete(request));
  return seen;
}

const video = (leagueId: string, teamId: string, key: string) => ({
  _id: docId('video', key),
  type: 'video',
  leagueId,
  teamId,
  // A match not on the server: the highlight shows without a match label.
  matchId: `m-${key}`,
  playerId: null,
  title: `Goal of the week ${key}`,
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  thumbUrl: null,
  createdAt: new Date().toISOString(),
});

/** Every video in every league database on the server. */
async function videoCount(storage: TStorage): Promise<number> {
  const { rows } = await storage.db('leagues').allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
  let count = 0;
  for (const row of rows) {
    const db = storage.db(leagueDbName(row.id.slice('league:'.length)));
    count += (await db.allDocs({ startkey: 'video:', endkey: 'video:\uffff' })).rows.length;
  }
  return count;
}

describe('one change stream per device, however many databases it keeps', () => {
  const app = appFixture();

  it('a visitor on /highlights with 12 leagues (3 from the demo) signs in while live updates keep arriving', async () => {
    const storage = app.server.storage;
    const leagues: { id: string; team: string }[] = [];
    for (let i = 1; i <= 9; i += 1) {
      const id = await createLeague(storage, { name: `Division ${i}` });
      const team = await createTeam(storage, { leagueId: id, name: `Club ${i}` });
      await storage.db(leagueDbName(id)).put(video(id, team, `v${i}`));
      leagues.push({ id, team });
    }
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const traffic = watchSyncTraffic(page, app.server.url);
    await page.goto(`${app.server.url}/highlights`);
    const expected = await videoCount(app.server.storage);
    const total = page.getByText('Total Videos').locator('..');
    await total.getByText(String(expected), { exact: true }).waitFor({ timeout: 30_000 });

    await signIn(page, app.server, 'captain');
    await page.goto(`${app.server.url}/highlights`);
    await total.getByText(String(expected), { exact: true }).waitFor();
    const { id, team } = leagues[4]!;
    await storage.db(leagueDbName(id)).put(video(id, team, 'live'));
    await total.getByText(String(expected + 1), { exact: true }).waitFor();
    await page.getByText('Goal of the week live').waitFor();

    // The stream and at most two replications: at least 3 of the browser's 6 connections stay free.
    expect(traffic.peak).toBeLessThanOrEqual(3);
    expect(traffic.requests.filter((u) => u.includes('/api/changes')).length).toBeGreaterThan(0);
    expect(traffic.requests.some((u) => /feed=longpoll|live=true/.test(u))).toBe(false);
    await context.close();
  });

  it('past 12 leagues, /highlights shows every league at 360 px without keeping one, and a picked league lists its teams', async () => {
    const storage = app.server.storage;
    for (let i = 1; i <= 2; i += 1) {
      const id = await createLeague(storage, { name: `Overflow ${i}` });
      const team = await createTeam(storage, { leagueId: id, name: `Overflow Club ${i}` });
      await storage.db(leagueDbName(id)).put(video(id, team, `overflow-${i}`));
      // Enough for more than one page of cards.
      if (i === 1)
        await storage
          .db(leagueDbName(id))
          .bulkDocs(Array.from({ length: 30 }, (_, n) => video(id, team, `more-${n}`)));
    }
    const expected = await videoCount(storage);
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/highlights`);
    const total = page.getByText('Total Videos').locator('..');
    await total.getByText(String(expected), { exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.waitForFunction(() => 'pitchsideTest' in window);
    const synced = Object.keys(
      await page.evaluate(() =>
        (
          window as unknown as { pitchsideTest: { syncedAt(): Record<string, number> } }
        ).pitchsideTest.syncedAt(),
      ),
    );
    // One database for every league's videos: no league is kept for them.
    expect(synced).toContain('highlights');
    expect(synced.filter((db) => db.startsWith('league-'))).toEqual([]);
    // A page of cards at a time, then more on demand.
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Play / }) });
    expect(await cards.count()).toBe(24);
    await page.getByText(`Showing 24 of ${expected}`).waitFor();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => cards.count()).toBe(Math.min(48, expected));
    await page.getByLabel('League').selectOption({ label: 'Overflow 2' });
    await page.getByLabel('Team').selectOption({ label: 'Overflow Club 2' });
    await page.getByText('Goal of the week overflow-2').waitFor();
    await expect
      .poll(() => page.getByRole('listitem').filter({ hasText: 'Goal of the week' }).count())
      .toBe(1);
    await context.close();
  });

  it('an admin keeps 60 team databases on one stream and two replications at a time', async () => {
    const storage = app.server.storage;
    const teams: string[] = [];
    for (let l = 0; l < 8; l += 1) {
      const leagueId = await createLeague(storage, { name: `Admin Division ${l}` });
      for (let i = 0; i < 8; i += 1)
        teams.push(await createTeam(storage, { leagueId, name: `Team ${l}-${i}` }));
    }
    const context = await app.browser.newContext();
    const page = await context.newPage();
    const traffic = watchSyncTraffic(page, app.server.url);
    await signIn(page, app.server, 'admin');
    await page.waitForFunction(() => 'pitchsideTest' in window);
    const synced = () =>
      page.evaluate(() =>
        (
          window as unknown as { pitchsideTest: { syncedAt(): Record<string, number> } }
        ).pitchsideTest.syncedAt(),
      );
    await waitFor(
      async () => {
        const at = await synced();
        return teams.every((t) => at[`team-${t}`] !== undefined);
      },
      'every team database synced on the admin device',
      60_000,
    );
    // A change on the server reaches the admin device through the stream.
    const changed = teams[17]!;
    const before = (await synced())[`team-${changed}`]!;
    const record = await storage.db(`team-${changed}`).get(docId('team', changed));
    await storage.db(`team-${changed}`).put({ ...record, captainName: 'New Captain' });
    await waitFor(async () => (await synced())[`team-${changed}`]! > before, 'the change pulled', 30_000);
    expect(traffic.peak).toBeLessThanOrEqual(3);
    await context.close();
  });
  it('says a database is up to date only once what arrived is in the tables its screens read', async () => {
    const storage = app.server.storage;
    const leagueId = await createLeague(storage, { name: 'Projection Cup' });
    const teamId = await createTeam(storage, { leagueId, name: 'Projection FC' });
    const db = 'highlights';
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/highlights`);
    await page.waitForFunction(() => 'pitchsideTest' in window);
    const syncedAt = () =>
      page.evaluate(
        (name) =>
          (
            window as unknown as { pitchsideTest: { syncedAt(): Record<string, number> } }
          ).pitchsideTest.syncedAt()[name] ?? 0,
        db,
      );
    await waitFor(async () => (await syncedAt()) > 0, 'the highlights synced');
    const before = await syncedAt();
    // The server derives 300 highlights from them, in one write the device then pulls.
    await storage
      .db(leagueDbName(leagueId))
      .bulkDocs(Array.from({ length: 300 }, (_, i) => video(leagueId, teamId, `p${i}`)));
    // Each time a pull of the highlights is reported done, the tables hold none of those 300 (the
    // pull came before the server derived them) or all of them, never part.
    const counts = await page.evaluate(
      async ({ name, since, league }) => {
        const hooks = (window as unknown as { pitchsideTest: { syncedAt(): Record<string, number> } })
          .pitchsideTest;
        const idb = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('pitchside');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const count = () =>
          new Promise<number>((resolve) => {
            const request = idb
              .transaction('highlights')
              .objectStore('highlights')
              .index('leagueId')
              .count(league);
            request.onsuccess = () => resolve(request.result);
          });
        const seen: number[] = [];
        let last = since;
        // Until a pull brings some: all 300, or (the failure) part of them.
        while (!seen.at(-1)) {
          await new Promise<void>((resolve) => {
            const check = () =>
              (hooks.syncedAt()[name] ?? 0) > last ? resolve() : requestAnimationFrame(check);
            check();
          });
          last = hooks.syncedAt()[name]!;
          seen.push(await count());
        }
        return seen;
      },
      { name: db, since: before, league: leagueId },
    );
    expect(counts.at(-1)).toBe(300);
    await context.close();
  });
});
