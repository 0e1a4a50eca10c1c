import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// Issue #14: the Statistics tab. Every edit is an adjustment with a reason; nothing is overwritten.
describe("the admin's statistics", () => {
  const app = appFixture();

  it('edits a team and a player with reasons, synchronises goals, checks, resets and undoes', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, app.server, 'admin');
    await page.goto(`${app.server.url}/admin/statistics`);
    const teams = page.getByRole('region', { name: 'Team statistics' });
    await page.getByLabel('League', { exact: true }).selectOption({ label: 'First Division' });
    await teams.getByRole('button', { name: 'Edit Astoria Athletic' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const adjustments = async () =>
      (
        await app.server.storage
          .db(`league-${await leagueId()}`)
          .allDocs({ startkey: 'adjustment:', endkey: 'adjustment:\uffff' })
      ).rows.length;
    const league = await page.getByLabel('League', { exact: true }).inputValue();
    const leagueId = async () => league;
    const pendingGone = () => page.getByTestId('pending-count').waitFor({ state: 'detached' });

    // A team: three points off, with a reason that shows next to the figure.
    await teams.getByRole('button', { name: 'Edit Astoria Athletic' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Astoria Athletic' });
    const points = Number(await dialog.getByLabel('Points').inputValue());
    await dialog.getByLabel('Points').fill(String(points - 3));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Give a reason' }).waitFor();
    await dialog.getByLabel('Reason (shown with the figure)').fill('Unregistered player');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Team statistics updated successfully').waitFor();
    await teams.getByText('-3 pts: Unregistered player').waitFor();

    // A player: one more goal. The team's goals no longer match its players': synchronise.
    const players = page.getByRole('region', { name: 'Player statistics' });
    await players.getByLabel('Team').selectOption({ label: 'Astoria Athletic' });
    const edit = players.getByRole('button', { name: /^Edit / }).first();
    await edit.click();
    const playerDialog = page.getByRole('dialog', { name: /^Edit / });
    const goals = Number(await playerDialog.getByLabel('Goals', { exact: true }).inputValue());
    await playerDialog.getByLabel('Goals', { exact: true }).fill(String(goals + 1));
    await playerDialog.getByLabel('Average grade').fill('10.5');
    await playerDialog.getByLabel('Reason (shown with the figure)').fill('Goal credited on appeal');
    await playerDialog.getByRole('button', { name: 'Save' }).click();
    await playerDialog.getByRole('alert').filter({ hasText: 'Average grade goes from 0 to 10' }).waitFor();
    await playerDialog.getByLabel('Average grade').fill('7.5');
    await playerDialog.getByLabel('Reason (shown with the figure)').fill('Goal credited on appeal');
    await playerDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Player statistics updated successfully').waitFor();
    const sync = page.getByRole('button', { name: "Synchronise Astoria Athletic's goals" });
    await sync.click();
    await page
      .getByText(/^Team goals synchronized: \d+ total goals$/)
      .first()
      .waitFor();
    await sync.waitFor({ state: 'detached' });

    // Once on the server, a fresh computation agrees with every figure shown.
    await pendingGone();
    await waitFor(async () => (await adjustments()) === 4, 'four adjustments on the server');
    await page.getByRole('button', { name: 'Update All Statistics' }).click();
    await page.getByText('All team and player statistics updated successfully').waitFor();

    // Reset removes the adjustments, after a confirmation; results stay.
    await page.getByRole('button', { name: 'Reset All Stats' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByRole('dialog', { name: 'Reset all statistics?' })
      .getByRole('button', { name: 'Reset All Stats' })
      .click();
    await page.getByText(/reset: 4 adjustments removed$/).waitFor();
    await teams.getByText('-3 pts: Unregistered player').waitFor({ state: 'detached' });
    await pendingGone();
    await waitFor(async () => (await adjustments()) === 0, 'no adjustments on the server');

    // Undo, from the audit entry.
    await page.goto(`${app.server.url}/admin`);
    const undo = page.getByRole('button', { name: 'Undo: restore 4 adjustments' });
    await undo.click();
    await page.getByText('4 adjustments restored').waitFor();
    await pendingGone();
    await waitFor(async () => (await adjustments()) === 4, 'the adjustments back on the server');
    await page.goto(`${app.server.url}/admin/statistics`);
    await page.getByLabel('League', { exact: true }).selectOption({ label: 'First Division' });
    await teams.getByText('-3 pts: Unregistered player').waitFor();

    // The reason shows wherever the figure does: the standings and the team's own page.
    const mirrors = await app.server.storage
      .db(`league-${league}`)
      .allDocs({ include_docs: true, startkey: 'teamPublic:', endkey: 'teamPublic:\uffff' });
    const astoria = String(mirrors.rows.find((r) => r.doc?.name === 'Astoria Athletic')!.doc!.teamId);
    await page.goto(`${app.server.url}/teams/${astoria}/details`);
    await page.getByText('Adjusted by the league').waitFor();
    await page.getByText('-3 pts: Unregistered player').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
