import { describe, it } from 'vitest';
import { docId } from '../../src/domain/db-names.ts';
import { SCHEMA_HEADER, SCHEMA_VERSION } from '../../src/domain/schema-version.ts';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture } from '../support/e2e.ts';

// Issue #34, item 6: a phone offline for a month runs last month's app against a newer server. It
// shows what it understands, hides a document in a shape it does not know (rather than breaking
// the screen on it), and asks to update.
describe('an app older than its server', () => {
  const app = appFixture();

  it('shows the leagues it understands, skips one in a newer shape, and asks to update', async () => {
    const leagues = app.server.storage.db('leagues');
    const { rows } = await leagues.allDocs({
      include_docs: true,
      startkey: 'league:',
      endkey: 'league:\uffff',
    });
    const known = rows[0]!.doc as unknown as Record<string, unknown> & { name: string };
    // A newer version's league: its name became one per language, which this app cannot show.
    await leagues.put({
      ...known,
      _id: docId('league', 'futurecup00000000000'),
      _rev: undefined,
      name: { en: 'Future Cup' },
    });

    // The server this app talks to says it writes a newer generation of documents.
    const context = await app.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    // (The change stream is left alone: a stream cannot be fetched whole and answered again.)
    await context.route(/\/(api\/(?!changes)|db\/)/, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers(), [SCHEMA_HEADER]: String(SCHEMA_VERSION + 1) };
      await route.fulfill({ response, headers });
    });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/leagues`);
    const banner = page.getByRole('status').filter({ hasText: 'Pitchside has a newer version' });
    await banner.waitFor();
    await page.getByText(known.name, { exact: true }).first().waitFor();
    await page.getByTestId('sync-status').getByText('Up to date').waitFor({ timeout: 30_000 });
    await expectClean(page, 'the leagues with the update banner');
    if ((await page.getByText('Future Cup').count()) !== 0) throw new Error('the newer league was shown');

    // Offline, updating cannot work yet: it says so instead of reloading into nothing.
    await context.setOffline(true);
    await banner.getByRole('button', { name: 'Update now' }).click();
    await page.getByText('Connect to the internet to update.').waitFor();
    await context.close();
  });
});
