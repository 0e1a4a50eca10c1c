import { describe, expect, it } from 'vitest';
import {
  addPlayers,
  createLeague,
  createMatches,
  createReferee,
  createTeam,
  matchDoc,
} from '../../sync-server/seed/factories.ts';
import { axeViolations } from '../support/axe.ts';
import { emptyDeskFixture } from '../support/empty-desk.ts';
import { sidewaysOverflow } from '../support/layout.ts';
import { at, dayFromNow } from '../support/ny-time.ts';

// ADR 068 on a phone: the day's matches field by field, with the referee, both captains' phones,
// the colours each team wears (ADR 073) and who may not play; printed, it is the sheet alone.

describe("the day's sheet", () => {
  const desk = emptyDeskFixture();

  it('lists the next match day by field, with referee, captains and suspensions, and prints alone', async () => {
    const storage = desk.server.storage;
    const leagueId = await createLeague(storage, { name: 'Queens Saturday League' });
    const a = await createTeam(storage, {
      leagueId,
      name: 'Astoria Athletic',
      captainName: 'Ana Ruiz',
      captainPhone: '+12125550101',
      kit: { shirt: 'blue', second: 'white' },
    });
    const b = await createTeam(storage, {
      leagueId,
      name: 'Bushwick Blues',
      captainName: 'Bo Kim',
      kit: { shirt: 'navy', second: null },
    });
    const [luis] = (await addPlayers(storage, a, [{ firstName: 'Luis', lastName: 'Silva' }])) as [string];
    const referee = await createReferee(storage, {
      email: 'ref@test.nyc',
      password: 'correct horse battery',
      displayName: 'Ref One',
      assignedLeagues: [leagueId],
    });
    const day = dayFromNow(2);
    const red = {
      playerId: luis,
      playerName: 'Luis Silva',
      teamId: a,
      minute: 70,
      reason: 'Violent conduct',
    };
    await createMatches(storage, leagueId, [
      matchDoc({
        leagueId,
        homeTeamId: a,
        awayTeamId: b,
        date: new Date(Date.now() - 5 * 86_400_000).toISOString(),
        venue: 'Field 2',
        status: 'completed',
        score: { home: 0, away: 1 },
        events: { goals: [], yellowCards: [], redCards: [red], attendance: null },
      }),
      matchDoc({
        leagueId,
        homeTeamId: b,
        awayTeamId: a,
        date: at(day, '14:00'),
        venue: 'Field 3',
        status: 'cancelled',
      }),
      matchDoc({
        leagueId,
        homeTeamId: a,
        awayTeamId: b,
        date: at(day, '10:00'),
        venue: 'Field 1',
        refereeId: referee.id,
      }),
    ]);
    const { context, page } = await desk.openDesk();
    await page.goto(`${desk.server.url}/admin/matches`);
    await page.getByText('3 matches').waitFor();
    await page.getByRole('button', { name: 'Day sheet' }).click();
    const sheet = page.getByRole('dialog', { name: 'Day sheet' });
    expect(await sheet.getByLabel('Day (New York)').inputValue()).toBe(day);
    expect(await sheet.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Field 1', 'Field 3']);
    const first = sheet.getByRole('region', { name: 'Field 1' }).getByRole('listitem');
    await first.getByText('Referee: Ref One').waitFor();
    await first.getByText('Captains: Ana Ruiz, +12125550101 · Bo Kim').waitFor();
    await first.getByText('May not play: Luis Silva (Astoria Athletic)').waitFor();
    // ADR 073: navy is too close to blue and the visitors have no second shirts.
    await first.getByText('Colours: blue v bibs · referee in black, yellow, red, green, or pink').waitFor();
    await sheet.getByRole('region', { name: 'Field 3' }).getByText('Called off').waitFor();
    expect(await first.getByRole('link', { name: '+12125550101' }).getAttribute('href')).toBe(
      'tel:+12125550101',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, culprits: [] });

    // Printed: the sheet alone (its print copy), not the desk, the dialog nor the top bar.
    const printed = page.locator('[data-print-area]');
    expect(await printed.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await sheet.isVisible()).toBe(false);
    expect(await printed.getByText('Referee: Ref One').isVisible()).toBe(true);
    expect(await printed.getByText('May not play: Luis Silva (Astoria Athletic)').first().isVisible()).toBe(
      true,
    );
    await page.emulateMedia({ media: 'screen' });

    await sheet.getByLabel('Day (New York)').fill('2020-01-01');
    await sheet.getByText('No match on this day.').waitFor();
    await context.close();
  });
});
