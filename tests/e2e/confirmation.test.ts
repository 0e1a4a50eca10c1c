import { describe, expect, it } from 'vitest';
import { leagueDbName } from '../../src/domain/db-names.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';
import { storedAnswers } from '../support/reports.ts';

// Issue #31 in the browser, from the demo's first start: the captain's last result waits for
// them (answered offline, sent once when signal returns); another result is disputed and the
// admin upholds it with a reason that everyone then sees.

const app = appFixture();
type TDoc = Record<string, unknown> & { _id: string; _rev: string };

async function firstDivision() {
  const { rows } = await app.server.storage
    .db('leagues')
    .allDocs({ startkey: 'league:', endkey: 'league:\uffff', include_docs: true });
  return rows.find((r) => r.doc!.name === 'First Division')!.id.slice('league:'.length);
}

describe('both captains confirm a result, or dispute it', () => {
  it('the captain confirms offline; the answer is sent once when signal returns', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    const section = page.locator('section[aria-labelledby="confirm-results"]');
    const item = section.getByTestId('result-to-confirm').first();
    await item.waitFor({ timeout: 20_000 });
    await item.getByText('Provisional').waitFor();
    await item.getByText(/^Confirm or dispute by /).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await context.setOffline(true);
    await item.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Result confirmed').waitFor();
    await item.getByText('You confirmed it.').waitFor();
    await item.getByText('Waiting to send').waitFor();
    const teamId = app.server.accounts.captain.teamId!;
    const answers = () => storedAnswers(app.server.storage, teamId);
    expect(await answers()).toEqual([]);
    await context.setOffline(false);
    await expect
      .poll(async () => (await answers()).map((a) => [a.answer, String(a._rev).slice(0, 2)]), {
        timeout: 30_000,
      })
      .toEqual([['confirm', '1-']]);
    await item.getByText('Waiting to send').waitFor({ state: 'detached', timeout: 20_000 });
    // The other captain has not answered: still provisional for everyone.
    const leagueId = await firstDivision();
    const matchId = String((await answers())[0]!.matchId);
    const confirmation = await app.server.storage.db(leagueDbName(leagueId)).get(`confirmation:${matchId}`);
    expect([confirmation.home, confirmation.away]).toContain('confirm');
    // The team's match list marks it "Provisional" too.
    await page.goto(`${app.server.url}/teams/${teamId}/matches`);
    await page.getByTestId('result-state').getByText('Provisional').first().waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('the admin upholds a disputed result with a reason; its team page shows the decision', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'admin');
    await page.getByRole('link', { name: '1 disputed result' }).click({ timeout: 30_000 });
    await page.waitForURL(/\/admin\/matches$/);
    const dispute = page.getByTestId('dispute').first();
    await dispute.getByText(/disputed: Our second goal was given to the wrong player/).waitFor();
    // Both captains' answers, though they are filed under the same match in two team databases.
    await dispute.getByText(/: confirmed$/).waitFor();
    await dispute.getByText(/ · Referee: /).waitFor();
    await dispute.getByRole('button', { name: 'Uphold the result' }).click();
    const dialog = page.getByRole('dialog', { name: 'Uphold the result' });
    await dialog.getByLabel(/^Reason/).fill('The referee’s report is clear');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Decision saved').waitFor();
    await page.getByTestId('dispute').waitFor({ state: 'detached' });
    const leagueId = await firstDivision();
    const decided = async () => {
      const { rows } = await app.server.storage
        .db(leagueDbName(leagueId))
        .allDocs({ startkey: 'confirmation:', endkey: 'confirmation:\uffff', include_docs: true });
      return rows.map((r) => r.doc as TDoc).find((c) => c.decision);
    };
    await expect
      .poll(async () => (await decided())?.decision, { timeout: 20_000 })
      .toMatchObject({
        outcome: 'upheld',
        reason: 'The referee’s report is clear',
      });
    const match = await app.server.storage
      .db(leagueDbName(leagueId))
      .get(`match:${(await decided())!.matchId}`);
    await context.close();

    // Anyone, on the disputing team's page: the decision and its reason.
    const visitor = await app.browser.newContext({ viewport: PHONE });
    const fan = await visitor.newPage();
    await fan.goto(`${app.server.url}/teams/${match.awayTeamId}/details`);
    await fan
      .getByText('Result upheld by the league: The referee’s report is clear')
      .waitFor({ timeout: 20_000 });
    await visitor.close();
  });
});
