import { describe, expect, it } from 'vitest';
import { docId } from '../../src/domain/db-names.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture } from '../support/e2e.ts';

// Issue #34, item 4: tabs of one browser share one change stream. Six tabs each holding their own
// used up the browser's six connections to the host; now the tab holding a Web Lock runs the
// stream and tells the others, and when it closes another takes over.

const app = appFixture();

describe('one change stream per browser', () => {
  it('8 tabs, 1 stream: every tab stays live, and closing the tab that holds it hands it over', async () => {
    const context = await app.browser.newContext();
    const pages = [];
    for (let i = 0; i < 8; i++) {
      const page = await context.newPage();
      await page.goto(`${app.server.url}/leagues`);
      pages.push(page);
    }
    for (const page of pages)
      await page.getByTestId('sync-status').getByText('Up to date').waitFor({ timeout: 30_000 });
    expect(app.server.server.streamCount()).toBe(1);

    // A league written on the server reaches every tab through that one stream.
    const addLeague = async (name: string) => {
      const leagues = app.server.storage.db('leagues');
      const first = (
        await leagues.allDocs({ include_docs: true, startkey: 'league:', endkey: 'league:\uffff' })
      ).rows[0]!.doc!;
      const id = `${name.toLowerCase().replaceAll(' ', '')}0000000000`.slice(0, 20);
      await leagues.put({ ...first, _id: docId('league', id), _rev: undefined, name });
    };
    await addLeague('Tab Test Cup');
    for (const page of pages) await page.getByText('Tab Test Cup').first().waitFor({ timeout: 30_000 });

    // The tab holding the stream is the one that got the lock first; closing it hands over.
    const leader = await Promise.all(
      pages.map((page) => page.evaluate(async () => (await navigator.locks.query()).held?.length ?? 0)),
    );
    expect(leader.some((held) => held > 0)).toBe(true);
    await pages[0]!.close();
    const rest = pages.slice(1);
    await addLeague('Handover Cup');
    for (const page of rest) await page.getByText('Handover Cup').first().waitFor({ timeout: 30_000 });
    await waitFor(async () => app.server.server.streamCount() === 1, 'one stream again');
    await context.close();
  });
});
