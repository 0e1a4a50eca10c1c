import { describe, expect, it } from 'vitest';
import { docId, leagueDbName } from '../../src/domain/db-names.ts';
import { findAccountByEmail } from '../../sync-server/auth/accounts.ts';
import { leagueDiscipline } from '../../sync-server/mail/suspensions.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';
import type { TTestServer } from '../support/server.ts';

// Issue #30 in the browser, from the demo's first start: the captain's player sent off in their
// last match is "Suspended" on the dashboard (offline too) and on the referee's next report form;
// the referee is warned, the admin decides, and the public Discipline page shows it all.

const app = appFixture();

type TDoc = Record<string, unknown> & { _id: string; _rev: string };

/** The demo captain's league, their next scheduled match, and the player sent off before it. */
async function captainsNextMatch(storage: TTestServer['storage'], teamId: string) {
  const leagues = await storage.db('leagues').allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
  for (const row of leagues.rows) {
    const leagueId = row.id.slice('league:'.length);
    const { rows } = await storage
      .db(leagueDbName(leagueId))
      .allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
    const next = rows
      .map((r) => r.doc as TDoc)
      .filter((m) => (m.homeTeamId === teamId || m.awayTeamId === teamId) && m.status === 'scheduled')
      .sort((a, b) => String(a.date).localeCompare(String(b.date)))[0];
    if (!next) continue;
    // The demo stages a straight red at 63′ (sync-server/seed/demo-discipline.ts).
    const { suspended } = await leagueDiscipline(storage, leagueId);
    const ban = [...suspended.values()].flat().find((b) => b.teamId === teamId && b.minute === 63)!;
    return { leagueId, next, playerName: ban.playerName };
  }
  throw new Error('The demo captain has no matches');
}

describe('discipline: a red card becomes a suspension everyone sees', () => {
  it('the captain sees who is suspended and unavailable for the next match, offline too', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    const { playerName } = await captainsNextMatch(app.server.storage, app.server.accounts.captain.teamId!);
    const roster = page.locator('section[aria-labelledby="team-roster"]');
    await roster.locator('tbody tr').first().waitFor({ timeout: 20_000 });
    // The roster pages by ten: show them all.
    const more = roster.getByRole('button', { name: 'Show More Players' });
    while (await more.isVisible()) await more.click();
    const row = roster.getByRole('row').filter({ hasText: playerName });
    await row.getByText('Suspended').waitFor({ timeout: 20_000 });
    expect(await row.getByTestId('suspended').textContent()).toMatch(/Red card · 63′ · .+ · 1 match left/);
    await roster.getByText('4 yellows this season').waitFor();
    await page.getByTestId('unavailable').getByText(playerName).waitFor();
    // No signal: the phone still knows.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await context.setOffline(true);
    await page.reload();
    // The snapshot may draw the first rows before the live roster and its "Show More" arrive.
    const rowAgain = () => roster.getByRole('row').filter({ hasText: playerName });
    await expect
      .poll(async () => {
        if (await more.isVisible()) await more.click();
        return rowAgain().getByText('Suspended').count();
      })
      .toBe(1);
    await context.close();
  });

  it('the referee is warned before submitting a suspended player; the admin awards the match; the table follows', async () => {
    const storage = app.server.storage;
    const teamId = app.server.accounts.captain.teamId!;
    const { leagueId, next, playerName } = await captainsNextMatch(storage, teamId);
    // The captain's next match has just been played, with the demo referee assigned.
    const league = storage.db(leagueDbName(leagueId));
    const refereeId = (await findAccountByEmail(storage.internal, app.server.accounts.referee.email))!.id;
    await league.put({ ...next, refereeId, date: new Date(Date.now() - 2 * 3600_000).toISOString() });

    const referee = await app.browser.newContext({ viewport: PHONE });
    const page = await referee.newPage();
    await signIn(page, app.server, 'referee');
    const matchId = next._id.slice('match:'.length);
    // The due list names the report once the league is on the phone.
    await page.goto(`${app.server.url}/referee/matches?filter=due`);
    await page.locator(`a[href="/referee/match/${matchId}/report"]`).first().click({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Match Report' }).waitFor();
    // Listed as suspended and already ticked as missing.
    const box = page.getByRole('checkbox', { name: new RegExp(`^${playerName}`) });
    await box.waitFor({ timeout: 20_000 });
    expect(await box.isChecked()).toBe(true);
    await page
      .getByRole('checkbox', { name: new RegExp(`^${playerName}`) })
      .locator('xpath=..')
      .getByText('Suspended')
      .waitFor();
    // He played all the same: the referee unticks him and is warned.
    await box.uncheck();
    await page
      .getByText(`Suspended: must not play. The report has them taking part: ${playerName}`)
      .waitFor();
    await page.locator('#homeScore').fill('0');
    await page.locator('#awayScore').fill('0');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspended: must not play' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Submit anyway' }).click();
    await page.getByText('Report submitted successfully').waitFor();
    const played = async () => ((await league.get(docId('match', matchId))) as TDoc).status === 'completed';
    await expect.poll(played, { timeout: 20_000 }).toBe(true);
    await referee.close();

    // The admin finds it under Needs attention and awards the match to the other side.
    const desk = await app.browser.newContext({ viewport: PHONE });
    const admin = await desk.newPage();
    await signIn(admin, app.server, 'admin');
    await admin.getByRole('link', { name: '1 ineligible player to decide on' }).click({ timeout: 30_000 });
    await admin.waitForURL(/\/admin\/discipline$/);
    const item = admin.getByRole('listitem').filter({ hasText: `${playerName} (` });
    await item.getByText('Waiting for a decision').waitFor();
    await item.getByRole('button', { name: /^Award the match to / }).click();
    const award = admin.getByRole('dialog', { name: 'Award the match' });
    await award.getByRole('button', { name: 'Save' }).click();
    await award.getByRole('alert').getByText('Please give a reason (at least 3 characters)').waitFor();
    await award.getByLabel(/^Reason/).fill('Suspended player fielded');
    await award.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Decision saved').waitFor();
    await item.getByText(/Awarded to .+, (3–0|0–3): Suspended player fielded/).waitFor();
    // The decision reaches the server before the admin closes the laptop.
    const rulings = async () =>
      (await league.allDocs({ startkey: 'ruling:', endkey: 'ruling:\uffff', include_docs: true })).rows.map(
        (r) => (r.doc!.action as { kind: string }).kind,
      );
    await expect.poll(rulings, { timeout: 20_000 }).toEqual(['award']);
    await desk.close();

    // Anyone: the games list shows the awarded score and why; the Discipline page has the table.
    const visitor = await app.browser.newContext({ viewport: PHONE });
    const fan = await visitor.newPage();
    await fan.goto(`${app.server.url}/discipline?league=${leagueId}`);
    await fan.getByRole('heading', { name: 'Discipline' }).waitFor();
    const table = fan.getByRole('table', { name: /Fair-play table/ });
    await table.getByRole('row').nth(8).waitFor({ timeout: 20_000 });
    const points = await table.locator('tbody tr td:nth-child(5)').allTextContents();
    expect(points.map(Number)).toEqual([...points.map(Number)].sort((a, b) => a - b));
    // The match served the ban: he is no longer on the suspended list.
    const suspended = fan.locator('section[aria-labelledby="suspended-heading"]');
    await suspended.waitFor();
    expect(await suspended.textContent()).not.toContain(playerName);
    // The team's matches show the awarded score with the league's reason.
    await fan.goto(`${app.server.url}/teams/${teamId}/matches`);
    await fan.getByText('Match awarded: Suspended player fielded').first().waitFor({ timeout: 20_000 });
    await visitor.close();
  });
});
