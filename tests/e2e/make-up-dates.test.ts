import { describe, expect, it } from 'vitest';
import { leagueDbName } from '../../src/domain/databases.ts';
import { createLeague, createMatches, createTeam, matchDoc } from '../../sync-server/seed/factories.ts';
import { axeViolations } from '../support/axe.ts';
import { waitFor } from '../support/clients.ts';
import { emptyDeskFixture } from '../support/empty-desk.ts';
import { sidewaysOverflow } from '../support/layout.ts';
import { at, dayFromNow, plusDays } from '../support/ny-time.ts';

// ADR 066 on a phone: after the rain, the organiser puts the called-off matches back on the
// calendar: each proposed the first week both teams and the field are free, rescheduled in one go,
// and the teams are told.

describe('make-up dates', () => {
  const desk = emptyDeskFixture();

  it('proposes a free week for each called-off match, reschedules them, and the teams are told', async () => {
    const storage = desk.server.storage;
    const leagueId = await createLeague(storage, { name: 'Queens Saturday League' });
    const [a, b, c, d] = (await Promise.all(
      ['Astoria Athletic', 'Bushwick Blues', 'Corona Kings', 'Dyker Dynamos'].map((name) =>
        createTeam(storage, { leagueId, name }),
      ),
    )) as [string, string, string, string];
    // Rain three days ago: both of Field 1's matches called off. A week later Astoria and Corona
    // play each other, so that week is out for both make-ups.
    const rained = dayFromNow(-3);
    const fixtures = [
      matchDoc({
        leagueId,
        homeTeamId: a,
        awayTeamId: b,
        date: at(rained, '10:00'),
        venue: 'Field 1',
        status: 'cancelled',
      }),
      matchDoc({
        leagueId,
        homeTeamId: c,
        awayTeamId: d,
        date: at(rained, '12:00'),
        venue: 'Field 1',
        status: 'cancelled',
      }),
      matchDoc({
        leagueId,
        homeTeamId: a,
        awayTeamId: c,
        date: at(plusDays(rained, 7), '15:00'),
        venue: 'Field 2',
      }),
    ];
    await createMatches(storage, leagueId, fixtures);
    const { context, page } = await desk.openDesk();
    // The overview says what waits, and its link opens the make-up dates on the Matches tab.
    await page.goto(`${desk.server.url}/admin`);
    await page.getByRole('link', { name: '2 called-off matches need a make-up date' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make-up dates' });
    const first = dialog.getByRole('group', { name: 'Astoria Athletic vs Bushwick Blues' });
    const second = dialog.getByRole('group', { name: 'Corona Kings vs Dyker Dynamos' });
    const makeUp = plusDays(rained, 14);
    expect(await first.getByLabel('New kick-off').inputValue()).toBe(`${makeUp}T10:00`);
    expect(await second.getByLabel('New kick-off').inputValue()).toBe(`${makeUp}T12:00`);
    await first.getByText(/^Called off: .* · Field 1 · Queens Saturday League$/).waitFor();
    // Nothing ticked: the form says so instead of rescheduling nothing.
    await first.getByLabel('Reschedule').uncheck();
    await second.getByLabel('Reschedule').uncheck();
    await dialog.getByRole('button', { name: 'Reschedule 0 matches' }).click();
    await dialog.getByRole('alert').getByText('Tick at least one match to reschedule').waitFor();
    await first.getByLabel('Reschedule').check();
    await second.getByLabel('Reschedule').check();
    // The organiser knows better for the second: an hour later.
    await second.getByLabel('New kick-off').fill(`${makeUp}T13:00`);
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, culprits: [] });
    await dialog.getByRole('button', { name: 'Reschedule 2 matches' }).click();
    await page
      .getByRole('status')
      .getByText('2 matches rescheduled; the teams of 2 in the next 14 days are told')
      .waitFor();

    const stored = (i: number) => storage.db(leagueDbName(leagueId)).get(fixtures[i]!._id);
    await waitFor(async () => {
      const [one, two] = [await stored(0), await stored(1)];
      return one.status === 'scheduled' && two.status === 'scheduled' ? [one, two] : null;
    }, 'both rescheduled on the server');
    expect([(await stored(0)).date, (await stored(1)).date]).toEqual([
      at(makeUp, '10:00'),
      at(makeUp, '13:00'),
    ]);
    // Each match's two captains are e-mailed that it is back on.
    await waitFor(async () => {
      const { rows } = await storage
        .db('admin')
        .allDocs({ startkey: 'mail:fixture-', endkey: 'mail:fixture-\uffff' });
      const about = (i: number) => rows.filter((row) => row.id.includes(fixtures[i]!._id.slice(6))).length;
      return about(0) === 2 && about(1) === 2 ? true : null;
    }, 'the four captains told');
    // Nothing is left to place.
    await page.getByRole('button', { name: 'Make-up dates' }).click();
    await dialog.getByText('No called-off match is waiting for a new date.').waitFor();
    await context.close();
  });
});
