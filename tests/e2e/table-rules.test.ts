import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// Under the table, how it is decided: the league's points for a result and its tie-breakers in
// order, as the table applies them (the name always last).
describe('how the table is decided', () => {
  const app = appFixture();

  it("says the league's own points and tie-breakers, in order", async () => {
    const leagues = app.server.storage.db('leagues');
    const { rows } = await leagues.allDocs({ include_docs: true });
    const league = rows.find((r) => r.doc?.name === 'First Division')!.doc!;
    await leagues.put({
      ...league,
      points: { win: 2, draw: 1, loss: 0 },
      tieBreakers: ['headToHeadPoints', 'goalDifference'],
    });
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'player');
    await page.goto(`${app.server.url}/my-league`);
    await page
      .getByRole('button', { name: /^First Division/ })
      .first()
      .click();
    await page.locator('tbody tr').nth(7).waitFor();
    const rules = page.locator('details').filter({ hasText: 'How the table is decided' });
    await rules.getByText('How the table is decided').click();
    await rules.getByText('A win is worth 2 points, a draw 1 point, a loss 0 points.').waitFor();
    expect(await rules.getByRole('listitem').allTextContents()).toEqual([
      'Points in the matches between them',
      'Goal difference',
      'Name, A to Z',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
