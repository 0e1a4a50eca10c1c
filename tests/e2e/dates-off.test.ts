import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/db-names.ts';
import { createLeague, createTeam } from '../../sync-server/seed/factories.ts';
import { axeViolations, expectClean } from '../support/axe.ts';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// ADR 077 in the browser: a captain lists the days the team can't play; the admin's season
// generator plays around them where it can, and says where it could not.

const CLUBS = ['Astoria', 'Bushwick', 'Corona', 'Dumbo', 'Elmhurst'];

describe('days a team asked off', () => {
  const app = appFixture();

  it('the captain lists them in Team settings, and the record on the server has them', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const context = await app.browser.newContext({ viewport: PHONE });
    const captain = await context.newPage();
    await signIn(captain, app.server, 'captain');
    await captain.goto(`${app.server.url}/teams/${teamId}/settings?tab=colours`);
    const days = captain.getByRole('group', { name: 'Days your team can’t play' });
    await days.getByText('No days listed.').waitFor();
    for (const day of ['2027-04-10', '2027-03-13']) {
      await days.getByLabel('A day your team can’t play').fill(day);
      await days.getByRole('button', { name: 'Add the day' }).click();
    }
    // In order, each with a way to take it back.
    expect(await days.getByRole('button', { name: /^Remove / }).allTextContents()).toEqual([
      '03/13/2027 ✕',
      '04/10/2027 ✕',
    ]);
    await days.getByRole('button', { name: 'Save the days' }).click();
    await captain
      .getByRole('status')
      .getByText('Days saved: the league sees them when it makes the schedule')
      .waitFor();
    await captain.getByText('Days saved', { exact: false }).waitFor({ state: 'hidden' });
    await expectClean(captain, 'team settings with days off');
    const team = await waitFor(async () => {
      const doc = await app.server.storage.db(teamDbName(teamId)).get(docId('team', teamId));
      return (doc.datesOff as string[] | undefined)?.length === 2 ? doc : null;
    }, 'the days on the server');
    expect(team.datesOff).toEqual(['2027-03-13', '2027-04-10']);
    await context.close();
  });

  it('the season generator keeps the days it can and names the team it could not spare', async () => {
    const { server, browser } = app;
    const leagueId = await createLeague(server.storage, { name: 'Days Cup', season: '2027' });
    const teams = new Map<string, string>();
    for (const club of CLUBS)
      teams.set(club, await createTeam(server.storage, { leagueId, name: `${club} FC` }));
    // Astoria is away on the first Saturday.
    const astoria = server.storage.db(teamDbName(teams.get('Astoria')!));
    const record = await astoria.get(docId('team', teams.get('Astoria')!));
    await astoria.put({ ...record, datesOff: ['2027-03-06'] });

    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, server, 'admin');
    await page.goto(`${server.url}/admin/matches?league=${leagueId}`);
    await page.getByRole('button', { name: 'Generate Season' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Season' });
    await dialog.getByText('Astoria FC · 1 day off asked').waitFor({ timeout: 20_000 });
    await dialog.getByLabel('First matchday').fill('2027-03-06');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    // Five teams: one rests each Saturday, so Astoria rests on the first.
    await dialog.getByText('Every day off the teams asked for is kept.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Without Elmhurst every team plays every Saturday: the day cannot be kept, and it says so.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('checkbox', { name: 'Elmhurst FC' }).uncheck();
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const note = dialog.getByRole('status').filter({ hasText: 'could not be kept' });
    await note
      .getByText('1 day off could not be kept: move those matches below, or tell the teams.')
      .waitFor();
    await note.getByText('Astoria FC plays on 03/06/2027, a day it asked off').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
