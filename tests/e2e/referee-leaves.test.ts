import { describe, expect, it } from 'vitest';
import { matchDoc } from '../../sync-server/seed/factories.ts';
import { expectClean } from '../support/axe.ts';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { appFixture, demoReferee, signIn } from '../support/e2e.ts';

// Issue #35, item 1: a referee who is deactivated gives back the matches not kicked off yet. The
// admin sees them before confirming, and then on the needs-attention list, on a phone and a desktop.

const app = appFixture();

/** The demo referee's account, one more upcoming match for them, and all they will lose. */
async function arrange() {
  const storage = app.server.storage;
  const { id: refereeId, displayName } = await demoReferee(app.server);
  const leagues = await storage.db('leagues').allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
  let upcoming = 0;
  for (const { id } of leagues.rows) {
    const league = storage.db(`league-${id.slice('league:'.length)}`);
    const { rows } = await league.allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
    const matches = rows.map((row) => row.doc as Record<string, unknown>);
    if (upcoming === 0) {
      const teams = await league.allDocs({
        startkey: 'teamPublic:',
        endkey: 'teamPublic:\uffff',
        include_docs: true,
      });
      const [home, away] = teams.rows.map((row) => String(row.doc!.teamId));
      const date = new Date(Date.now() + 3 * 86_400_000).toISOString();
      const added = matchDoc({
        leagueId: id.slice('league:'.length),
        homeTeamId: home!,
        awayTeamId: away!,
        date,
        refereeId,
      });
      await league.put(added);
      matches.push(added);
    }
    upcoming += matches.filter(
      (m) => m.refereeId === refereeId && m.status === 'scheduled' && Date.parse(String(m.date)) > Date.now(),
    ).length;
  }
  return { name: displayName, upcoming };
}

describe('a referee who leaves', () => {
  it('the admin confirms seeing the matches they lose, which then need a referee (phone, desktop)', async () => {
    const { name, upcoming } = await arrange();
    const phone = await app.browser.newContext({ viewport: PHONE });
    const page = await phone.newPage();
    await signIn(page, app.server, 'admin');
    await page.getByLabel('Section', { exact: true }).selectOption({ label: 'Referees' });
    const dialog = page.getByRole('dialog', { name: `Deactivate ${name}?` });
    // The admin's copy of the matches may still be arriving: the list grows until it is all here.
    await page.getByRole('button', { name: `Deactivate ${name}` }).click();
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('listitem').count(), { timeout: 20_000 }).toBe(upcoming);
    await dialog.getByText(`taken off these ${upcoming} matches`).waitFor();
    await expectClean(page, 'the deactivation dialog');
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByText(`${name} deactivated; ${upcoming} matches need a referee`).waitFor();

    // With the match the demo referee handed back before (ADR 050's demo).
    const attention = `${upcoming + 1} matches that need a new referee`;
    await page.getByLabel('Section', { exact: true }).selectOption({ label: 'Overview' });
    await page.getByRole('link', { name: attention }).waitFor({ timeout: 20_000 });
    await expectClean(page, 'the overview on a phone');
    await phone.close();

    const desktop = await app.browser.newContext({ viewport: DESKTOP });
    const wide = await desktop.newPage();
    await signIn(wide, app.server, 'admin');
    const link = wide.getByRole('link', { name: attention });
    await link.waitFor({ timeout: 20_000 });
    expect(await link.locator('xpath=following-sibling::p[1]').textContent()).toContain(`(was ${name})`);
    await expectClean(wide, 'the overview on a desktop');
    await link.click();
    await wide.waitForURL(/\/admin\/matches\?referee=none$/);
    await desktop.close();
  });
});
