import { describe, expect, it } from 'vitest';
import { docId, leagueDbName, teamDbName } from '../../src/domain/db-names.ts';
import { listTeamIndex } from '../../sync-server/teams/team-index.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';

describe("the captain's team dashboard", () => {
  const app = appFixture();

  it('shows the demo team as stored, and opens recruitment for free agents', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const teamDb = app.server.storage.db(teamDbName(teamId));
    const team = await teamDb.get(docId('team', teamId));
    const players = (
      await teamDb.allDocs({ startkey: 'player:', endkey: 'player:\uffff', include_docs: true })
    ).rows.map((r) => r.doc!);
    const league = app.server.storage.db(leagueDbName(String(team.leagueId)));
    const matches = (
      await league.allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true })
    ).rows
      .map((r) => r.doc!)
      .filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId);

    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    await page.getByRole('heading', { name: 'Astoria Athletic' }).waitFor();

    // A stat card is a label and its value, side by side.
    const stat = (label: string) =>
      page.getByText(label, { exact: true }).first().locator('xpath=following-sibling::p[1]');
    await expect
      .poll(async () => Number(await stat('Players').textContent()), { timeout: 20_000 })
      .toBe(players.length);
    await expect
      .poll(async () => Number(await stat('Matches').textContent()), { timeout: 20_000 })
      .toBe(matches.length);
    expect(await page.getByText('Complete Your Setup').count()).toBe(0);
    const upcoming = matches.filter(
      (m) => m.status === 'scheduled' && Date.parse(String(m.date)) > Date.now(),
    );
    await expect.poll(() => page.getByTestId('upcoming-match').count()).toBe(Math.min(5, upcoming.length));
    await expect.poll(() => page.getByTestId('recent-result').count()).toBe(3);
    expect(await page.locator('table tbody tr').count()).toBe(10);
    // Each row shows the stored phone, or "Not provided" (jersey numbers are unique per team): on a
    // phone under the name, so that every column fits 360 px without scrolling sideways (#35).
    for (const row of await page.locator('table tbody tr').all()) {
      const [name, jersey] = await row.locator('td').allTextContents();
      const stored = players.find((p) => String(p.jerseyNumber) === jersey)!;
      expect(name).toContain(stored.phone ?? 'Not provided');
    }
    const roster = page.getByRole('region', { name: 'Roster of Astoria Athletic' });
    expect(await roster.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Matches' }).isVisible()).toBe(true);

    const toggle = page.getByRole('switch', { name: 'Open to free agents' });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await page.getByText('Recruitment opened').waitFor();
    await waitFor(
      async () => ((await teamDb.get(docId('team', teamId))).recruitment as { open: boolean }).open,
      'recruitment open on the server',
    );
    const mirror = await waitFor(async () => {
      const doc = await league.get(docId('teamPublic', teamId));
      return (doc.recruitment as { open: boolean }).open ? doc : null;
    }, 'the public mirror');
    expect(mirror.recruitment).toMatchObject({ open: true });
    await context.close();
  });

  it('keeps a match the league called off in Upcoming, marked, instead of dropping it unexplained', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const team = await app.server.storage.db(teamDbName(teamId)).get(docId('team', teamId));
    const league = app.server.storage.db(leagueDbName(String(team.leagueId)));
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    await page.goto(`${app.server.url}/teams/${teamId}/dashboard`);
    const upcoming = page.getByRole('region', { name: 'Upcoming Matches' });
    await upcoming.getByTestId('upcoming-match').first().waitFor();
    const next = (
      await league.allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true })
    ).rows
      .map((r) => r.doc!)
      .filter(
        (m) =>
          (m.homeTeamId === teamId || m.awayTeamId === teamId) &&
          m.status === 'scheduled' &&
          Date.parse(String(m.date)) > Date.now(),
      )
      .sort((a, b) => String(a.date).localeCompare(String(b.date)))[0]!;
    await league.put({ ...next, status: 'cancelled', updatedAt: new Date().toISOString() });
    await upcoming.getByText('Called off').waitFor({ timeout: 20_000 });
    // Still in sight, marked, and no longer among the matches to play.
    expect(await upcoming.locator('li').filter({ hasText: 'Called off' }).count()).toBe(1);
    expect(await upcoming.getByTestId('upcoming-match').filter({ hasText: 'Called off' }).count()).toBe(0);
    await context.close();
  });

  it("tells a captain who opens another team's private pages that it is not their team", async () => {
    const own = app.server.accounts.captain.teamId!;
    const other = (await listTeamIndex(app.server.storage)).find((t) => t.teamId !== own)!.teamId;
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    await page.getByRole('heading', { name: 'Astoria Athletic' }).waitFor();
    for (const screen of ['dashboard', 'settings', 'onboarding/roster']) {
      await page.goto(`${app.server.url}/teams/${other}/${screen}`);
      await page.getByText('This is not your team.').waitFor();
      expect(await page.getByText('Loading...').count()).toBe(0);
      expect(await page.getByRole('link', { name: "Go to your team's dashboard" }).getAttribute('href')).toBe(
        `/teams/${own}/dashboard`,
      );
    }
    await context.close();
  });
});
