import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { docId, leagueDbName, teamDbName } from '../../src/domain/db-names.ts';
import { MSG } from '../../src/domain/messages.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// Issue #18, item 11: every team screen ends, in content, an empty state or a clear error, for a
// team that does not exist and for someone else's team; never an endless "Loading...".
const PRIVATE = ['dashboard', 'settings', 'onboarding/roster', 'applications', 'free-agents'];
const PUBLIC = ['details', 'matches', 'opponents'];
const UNKNOWN = 'no-such-team';

/** Opens a screen and waits until it has settled on the expected text, with no "Loading..." left. */
async function settlesOn(page: Page, path: string, expected: string): Promise<void> {
  await page.goto(path);
  const main = page.locator('main');
  await main.getByText(expected, { exact: false }).first().waitFor();
  expect(await main.getByText('Loading...').count()).toBe(0);
}

describe('team screens with an unknown or a foreign team', () => {
  const app = appFixture();

  const foreignTeam = async () => {
    const own = app.server.accounts.captain.teamId!;
    const team = await app.server.storage.db(teamDbName(own)).get(docId('team', own));
    const { rows } = await app.server.storage
      .db(leagueDbName(String(team.leagueId)))
      .allDocs({ startkey: 'teamPublic:', endkey: 'teamPublic:\uffff', include_docs: true });
    const other = rows.map((r) => r.doc!).find((d) => d.teamId !== own)!;
    return { id: String(other.teamId), name: String(other.name) };
  };

  it("a captain meets 'not your team' on private screens, and the public ones of any team", async () => {
    const foreign = await foreignTeam();
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    const url = (id: string, screen: string) => `${app.server.url}/teams/${id}/${screen}`;
    for (const screen of PRIVATE) {
      for (const id of [foreign.id, UNKNOWN])
        await settlesOn(page, url(id, screen), 'This is not your team.');
    }
    for (const screen of PUBLIC) {
      await settlesOn(page, url(foreign.id, screen), foreign.name);
      await settlesOn(page, url(UNKNOWN, screen), MSG.teamNotFound);
    }
    await context.close();
  });

  it('a visitor gets the public screens or Team not found, and an admin any team or Team not found', async () => {
    const foreign = await foreignTeam();
    const visitor = await app.browser.newContext({ viewport: PHONE });
    const page = await visitor.newPage();
    for (const screen of PUBLIC) {
      await settlesOn(page, `${app.server.url}/teams/${foreign.id}/${screen}`, foreign.name);
      await settlesOn(page, `${app.server.url}/teams/${UNKNOWN}/${screen}`, MSG.teamNotFound);
    }
    // A private screen sends a visitor to sign in.
    await page.goto(`${app.server.url}/teams/${foreign.id}/dashboard`);
    await page.waitForURL(/\/login/);
    await visitor.close();

    const admin = await app.browser.newContext({ viewport: PHONE });
    const desk = await admin.newPage();
    await signIn(desk, app.server, 'admin');
    for (const screen of PRIVATE) {
      await settlesOn(desk, `${app.server.url}/teams/${UNKNOWN}/${screen}`, MSG.teamNotFound);
    }
    await settlesOn(desk, `${app.server.url}/teams/${foreign.id}/dashboard`, foreign.name);
    await admin.close();
  });

  it('offline, a team never opened on this device says so instead of loading forever', async () => {
    const foreign = await foreignTeam();
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(app.server.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await context.setOffline(true);
    for (const screen of PUBLIC)
      await settlesOn(page, `${app.server.url}/teams/${foreign.id}/${screen}`, 'You are offline');
    await context.close();
  });
});
