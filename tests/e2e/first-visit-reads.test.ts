import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser.ts';
import { appFixture } from '../support/e2e.ts';

type TAccess = { kind: 'read' | 'write'; store: string; source: string };

/**
 * Logs every IndexedDB read and write the page makes, in order, by object store. Installed before
 * the app's scripts run.
 */
function logDatabaseAccess() {
  const log: TAccess[] = [];
  (window as unknown as { dbAccess: TAccess[] }).dbAccess = log;
  const wrap = (proto: object, kind: TAccess['kind'], method: string) => {
    const target = proto as Record<string, (...args: unknown[]) => unknown>;
    const original = target[method]!;
    target[method] = function (this: IDBObjectStore | IDBIndex, ...args: unknown[]) {
      const store = 'objectStore' in this ? this.objectStore.name : this.name;
      const source = 'objectStore' in this ? `${store}.${this.name}` : store;
      log.push({ kind, store, source: `${source}.${method}` });
      return original.apply(this, args);
    };
  };
  for (const proto of [IDBObjectStore.prototype, IDBIndex.prototype])
    for (const method of ['get', 'getAll', 'getAllKeys', 'openCursor', 'openKeyCursor', 'count'])
      wrap(proto, 'read', method);
  for (const method of ['put', 'add', 'delete', 'clear']) wrap(IDBObjectStore.prototype, 'write', method);
}

describe("a first visit's local database", () => {
  const app = appFixture();

  // Dexie tells every live query that the whole database changed when it makes it. A query
  // subscribed before that, still waiting for the opening, threw its first answer away and read
  // again: each query of the screen and the top bar twice, in the first visit's longest task
  // (issue #36).
  it('is read once per query before anything is written to it', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    await context.addInitScript(logDatabaseAccess);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/leagues`);
    // The leagues arrive through the first pull: by then the reads before it are all made.
    await page.getByRole('heading', { level: 2, name: 'First Division' }).waitFor();
    const log = await page.evaluate(() => (window as unknown as { dbAccess: TAccess[] }).dbAccess);
    const firstWrite = log.findIndex((access) => access.kind === 'write' && access.store === 'leagues');
    expect(firstWrite).toBeGreaterThan(0);
    // What the screen and the top bar read: the league directory, its team counts, the writes
    // waiting to be sent, the refused ones. Nothing is written before, so each is read once.
    const watched = ['leagues', 'leagueStats', 'outbox', 'refused'];
    const reads = log
      .slice(0, firstWrite)
      .filter((access) => access.kind === 'read' && watched.includes(access.store))
      .map((access) => access.source);
    expect(reads).toEqual(expect.arrayContaining(['leagues.startDate.getAll', 'outbox.count']));
    expect(reads).toEqual([...new Set(reads)]);
    await context.close();
  });
});
