import { describe, expect, it } from 'vitest';
import { leagueDbName } from '../../src/domain/databases.ts';
import {
  createLeague,
  createMatches,
  createReferee,
  createTeam,
  matchDoc,
} from '../../sync-server/seed/factories.ts';
import { axeViolations } from '../support/axe.ts';
import { waitFor } from '../support/clients.ts';
import { emptyDeskFixture } from '../support/empty-desk.ts';
import { sidewaysOverflow } from '../support/layout.ts';
import { at, dayFromNow } from '../support/ny-time.ts';

// ADR 069 on a phone: two leagues on one field and one referee on two fields at once. The desk
// says so on the overview, lists both clashes, warns in the match form until it is mended, and
// the season generator leaves the taken slot out.

/** The next Saturday at least two days away, New York. */
const nextSaturday = () => {
  for (let d = 2; ; d++) if (new Date(`${dayFromNow(d)}T12:00:00Z`).getUTCDay() === 6) return dayFromNow(d);
};

describe('fields and referees booked twice', () => {
  const desk = emptyDeskFixture();

  it('lists the clashes, warns while a match is changed, and the generator skips a taken slot', async () => {
    const storage = desk.server.storage;
    const day = nextSaturday();
    const referee = await createReferee(storage, {
      email: 'maria@example.com',
      password: 'referee-password-1',
      displayName: 'Maria Alvarez',
    });
    const first = await createLeague(storage, { name: 'First Division' });
    const second = await createLeague(storage, { name: 'Over-35 League' });
    const empty = await createLeague(storage, { name: 'Winter Cup' });
    const team = (leagueId: string, name: string) => createTeam(storage, { leagueId, name });
    const [a, b, c, d, e, f] = await Promise.all([
      team(first, 'Astoria Athletic'),
      team(first, 'Bushwick Blues'),
      team(second, 'Corona Kings'),
      team(second, 'Dyker Dynamos'),
      team(second, 'Elmhurst Eagles'),
      team(second, 'Flatbush Foxes'),
    ]);
    await Promise.all([team(empty, 'Gowanus Giants'), team(empty, 'Harlem Hawks')]);
    const pier = matchDoc({
      leagueId: first,
      homeTeamId: a,
      awayTeamId: b,
      date: at(day, '16:00'),
      venue: 'Pier 5',
      refereeId: referee.id,
    });
    await createMatches(storage, first, [pier]);
    // Half an hour later on the same field, and Maria on another field at the same hour.
    const samePier = matchDoc({
      leagueId: second,
      homeTeamId: c,
      awayTeamId: d,
      date: at(day, '16:30'),
      venue: 'pier 5',
    });
    const otherField = matchDoc({
      leagueId: second,
      homeTeamId: e,
      awayTeamId: f,
      date: at(day, '16:00'),
      venue: 'Randalls Island Field 12',
      refereeId: referee.id,
    });
    await createMatches(storage, second, [samePier, otherField]);

    const { context, page } = await desk.openDesk();
    await page.getByRole('link', { name: '2 fields or referees are booked twice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fields and referees booked twice' });
    await dialog.getByRole('heading', { name: /^Pier 5, .*: two matches at once$/ }).waitFor();
    await dialog.getByRole('heading', { name: /^Maria Alvarez, .*: two matches at once$/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, culprits: [] });

    // "Change" opens the match form, which says what holds the field, and who is busy then.
    await dialog
      .getByRole('button', { name: /^Change Corona Kings vs Dyker Dynamos \(Over-35 League\), 4:30/ })
      .click();
    const form = page.getByRole('dialog', { name: 'Edit Match' });
    const warning = form.getByRole('status').filter({ hasText: 'You can still save' });
    await warning
      .getByText(/^pier 5 is taken then: Astoria Athletic vs Bushwick Blues \(First Division\), 4:00/)
      .waitFor();
    await form.getByRole('option', { name: 'Maria Alvarez (busy then)' }).waitFor({ state: 'attached' });
    expect(await axeViolations(page)).toEqual([]);
    // Two hours later the field is free, and so is Maria.
    await form.getByLabel('Time (New York)', { exact: false }).fill('18:00');
    await warning.waitFor({ state: 'detached' });
    await form.getByRole('option', { name: 'Maria Alvarez', exact: true }).waitFor({ state: 'attached' });
    await form.getByRole('button', { name: 'Save Match' }).click();
    await page.getByRole('status').getByText('Match updated successfully. Both teams will be told').waitFor();
    await waitFor(async () => {
      const stored = await storage.db(leagueDbName(second)).get(samePier._id);
      return stored.date === at(day, '18:00') ? true : null;
    }, 'the match moved on the server');

    // One clash is left: the referee's.
    await page.goto(`${desk.server.url}/admin`);
    await page.getByRole('link', { name: '1 field or referee is booked twice' }).waitFor();

    // A new season for the cup on Pier 5 at 4 PM: that Saturday's slot is the First Division's.
    await page.goto(`${desk.server.url}/admin/matches?league=${empty}`);
    await page.getByRole('button', { name: 'Generate Season' }).click();
    const generator = page.getByRole('dialog', { name: 'Generate Season' });
    await generator.getByText('Teams (2)').waitFor();
    await generator.getByLabel('Single round robin', { exact: false }).check();
    await generator.getByLabel('First matchday').fill(day);
    await generator.getByLabel('Field 1 name').fill('Pier 5');
    await generator.getByLabel('Field 1 times').fill('16:00');
    await generator.getByRole('button', { name: 'Preview' }).click();
    await generator.getByText('1 slot was left out: another league plays there then.').waitFor();
    // The cup's one match goes to the Saturday after.
    await generator.getByText(/^1 match over 1 day, /).waitFor();
    expect(await generator.getByText(new RegExp(day.slice(5).replace('-', '/'))).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
