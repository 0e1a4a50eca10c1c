import { describe, expect, it } from 'vitest';
import { leagueDbName } from '../../src/domain/databases.ts';
import { instantToLeagueLocalInput } from '../../src/domain/dates.ts';
import { createLeague, createMatches, createTeam, matchDoc } from '../../sync-server/seed/factories.ts';
import { axeViolations } from '../support/axe.ts';
import { waitFor } from '../support/clients.ts';
import { emptyDeskFixture } from '../support/empty-desk.ts';
import { sidewaysOverflow } from '../support/layout.ts';

// Rain on Sunday: the organiser calls off one field's matches in one step, and the teams are told.
describe('calling off a day', () => {
  const desk = emptyDeskFixture();

  it('lists the day’s matches on the chosen field, cancels exactly those, and their teams are told', async () => {
    const storage = desk.server.storage;
    const leagueId = await createLeague(storage, { name: 'Queens Sunday League' });
    const teams = await Promise.all(
      ['Astoria Athletic', 'Bushwick Blues', 'Corona Kings', 'Dyker Dynamos'].map((name) =>
        createTeam(storage, { leagueId, name }),
      ),
    );
    // Four days ahead, 4 PM and 6 PM in New York; one at Field 2, one the next day.
    const day = new Date(Date.now() + 4 * 86_400_000);
    const at = (hourUtc: number, plusDays = 0) =>
      new Date(
        Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + plusDays, hourUtc),
      ).toISOString();
    const [a, b, c, d] = teams as [string, string, string, string];
    const fixtures = [
      matchDoc({ leagueId, homeTeamId: a, awayTeamId: b, date: at(21), venue: 'Flushing Meadows Field 1' }),
      matchDoc({ leagueId, homeTeamId: c, awayTeamId: d, date: at(23), venue: 'Flushing Meadows Field 1' }),
      matchDoc({ leagueId, homeTeamId: a, awayTeamId: c, date: at(22), venue: 'Flushing Meadows Field 2' }),
      matchDoc({
        leagueId,
        homeTeamId: b,
        awayTeamId: d,
        date: at(21, 1),
        venue: 'Flushing Meadows Field 1',
      }),
    ];
    await createMatches(storage, leagueId, fixtures);
    const { context, page } = await desk.openDesk();
    await page.goto(`${desk.server.url}/admin/matches`);
    await page.getByText('4 matches').waitFor();

    await page.getByRole('button', { name: 'Call off a day' }).click();
    const dialog = page.getByRole('dialog', { name: 'Call off a day' });
    // Nothing chosen yet: the form asks for the day instead of cancelling nothing.
    await dialog.getByRole('button', { name: 'Call off', exact: true }).click();
    await dialog.getByRole('alert').getByText('Choose the day to call off').waitFor();
    await dialog.getByLabel('Day (New York)').fill(instantToLeagueLocalInput(at(21)).slice(0, 10));
    await dialog.getByRole('button', { name: 'Call off 3 matches' }).waitFor();
    await dialog.getByLabel('Field').selectOption('Flushing Meadows Field 1');
    const listed = dialog.getByRole('listitem');
    await dialog.getByRole('button', { name: 'Call off 2 matches' }).waitFor();
    expect(await listed.allTextContents()).toEqual([
      expect.stringContaining('Astoria Athletic vs Bushwick Blues · Flushing Meadows Field 1'),
      expect.stringContaining('Corona Kings vs Dyker Dynamos · Flushing Meadows Field 1'),
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, culprits: [] });
    await dialog.getByRole('button', { name: 'Call off 2 matches' }).click();
    await page.getByRole('status').getByText('2 matches called off. Their teams will be told.').waitFor();

    const status = async (i: number) =>
      (await storage.db(leagueDbName(leagueId)).get(fixtures[i]!._id)).status as string;
    await waitFor(
      async () => (await status(0)) === 'cancelled' && (await status(1)) === 'cancelled',
      'both on the server',
    );
    expect([await status(2), await status(3)]).toEqual(['scheduled', 'scheduled']);
    // Each cancelled match's two captains get an e-mail; the desk shows it under each.
    const mails = await waitFor(async () => {
      const { rows } = await storage
        .db('admin')
        .allDocs({ startkey: 'mail:fixture-', endkey: 'mail:fixture-\uffff' });
      return rows.length === 4 ? rows : null;
    }, 'the four captains’ e-mails');
    expect(
      mails.every((row) => [fixtures[0], fixtures[1]].some((m) => row.id.includes(m!._id.slice(6)))),
    ).toBe(true);
    await page.getByRole('link', { name: 'Change e-mailed: 0 of 2 sent, 2 waiting' }).first().waitFor();

    // Deleting a match of the coming days would tell nobody: the dialog offers to cancel it instead.
    await page.getByRole('button', { name: /^Delete Astoria Athletic vs Corona Kings/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Match' });
    await confirm.getByText('Deleting tells nobody.', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel the match instead' }).click();
    await waitFor(async () => (await status(2)) === 'cancelled', 'cancelled instead of deleted');
    await waitFor(async () => {
      const { rows } = await storage
        .db('admin')
        .allDocs({ startkey: 'mail:fixture-', endkey: 'mail:fixture-\uffff' });
      return rows.filter((row) => row.id.includes(fixtures[2]!._id.slice(6))).length === 2;
    }, 'its two captains told');
    await context.close();
  });
});
