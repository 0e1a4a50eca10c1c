import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

// A new organiser's desk: an install with one admin and nothing else, as after `SEED=none`.
describe('getting started: a new desk lists its first steps, ticked by the data', () => {
  const desk = emptyDeskFixture();
  const openDesk = () => desk.openDesk();
  const steps = (page: Page) => page.getByRole('region', { name: 'Get your league running' });
  const step = (page: Page, title: string) => steps(page).getByRole('listitem').filter({ hasText: title });

  it('hidden on this device, it stays hidden after a reload', async () => {
    const { context, page } = await openDesk();
    await steps(page).getByRole('button', { name: 'Hide this list' }).click();
    await steps(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Needs attention' }).waitFor();
    expect(await steps(page).count()).toBe(0);
    await context.close();
  });

  it('walks the organiser from an empty desk to a scheduled season, and a moved match is announced', async () => {
    const { context, page } = await openDesk();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await steps(page).getByText('Steps done: 0 of 4').waitFor();
    await step(page, 'Create a league (to do)').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, culprits: [] });

    // With no league, the matches tab offers to create one instead of a form with nothing to choose.
    await page.goto(`${desk.server.url}/admin/matches?new=1`);
    await page.getByText('Every match belongs to a league: create one first.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Schedule Match' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Create League' }).click();
    await page.getByRole('dialog', { name: 'Create League' }).waitFor();
    await page.goto(`${desk.server.url}/admin`);

    // Each step ticks itself when its data arrives on the device.
    const leagueId = await createLeague(desk.server.storage, { name: 'Harlem Sunday League' });
    await step(page, 'Create a league (done)').waitFor();
    await steps(page).getByText('Steps done: 1 of 4').waitFor();
    const teams = step(page, 'Bring two teams into a league');
    await teams.getByText('No team has signed up yet.').waitFor();
    const link = `${desk.server.url}/team-signup?leagueId=${leagueId}`;
    expect(await teams.getByLabel('Team sign-up address').inputValue()).toBe(link);
    await teams.getByRole('button', { name: 'Share the link' }).click();
    await page.getByText('Link copied: send it to your captains').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const home = await createTeam(desk.server.storage, { leagueId, name: 'Harlem Lions' });
    await teams.getByText('1 team has signed up so far.').waitFor();
    const away = await createTeam(desk.server.storage, { leagueId, name: 'Inwood Eagles' });
    await step(page, 'Bring two teams into a league (done)').waitFor();

    await createReferee(desk.server.storage, {
      email: 'ref@example.com',
      password: 'referee-password-1',
      displayName: 'Rita Referee',
    });
    await step(page, 'Add a referee (done)').waitFor();

    // The schedule's shortcut opens the season generator itself.
    await step(page, 'Schedule the season').getByRole('link', { name: 'Generate Season' }).click();
    await page.getByRole('dialog', { name: 'Generate Season' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.goto(`${desk.server.url}/admin`);
    await steps(page).getByText('Steps done: 3 of 4').waitFor();
    const kickOff = new Date(Date.now() + 5 * 86_400_000);
    kickOff.setUTCMinutes(0, 0, 0);
    const match = matchDoc({ leagueId, homeTeamId: home, awayTeamId: away, date: kickOff.toISOString() });
    await createMatches(desk.server.storage, leagueId, [match]);
    // Every step done: the list gives way to the desk.
    await steps(page).waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { name: 'Needs attention' }).count()).toBe(1);

    // The week goes on: the organiser moves the match to another field, and the desk says who hears.
    await page.goto(`${desk.server.url}/admin/matches`);
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const form = page.getByRole('dialog', { name: 'Edit Match' });
    await form.getByLabel('Venue').fill('Inwood Hill Park, Field 9');
    await form.getByRole('button', { name: 'Save Match' }).click();
    await page
      .getByRole('status')
      .getByText('Match updated successfully. Both teams will be told of the change.')
      .waitFor();
    const told = await waitFor(async () => {
      const { rows } = await desk.server.storage
        .db('admin')
        .allDocs({ startkey: 'mail:fixture-', endkey: 'mail:fixture-\uffff', include_docs: true });
      return rows.length === 2 ? rows.map((row) => row.doc as unknown as { subject: string }) : null;
    }, 'the two captains’ e-mails');
    expect(told.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Match moved: Harlem Lions vs Inwood Eagles, now /),
      expect.stringMatching(/^Match moved: Harlem Lions vs Inwood Eagles, now /),
    ]);
    // Back on the desk, the match says who was told: no mail server is set yet, so both wait.
    await page.getByRole('link', { name: 'Change e-mailed: 0 of 2 sent, 2 waiting' }).waitFor();
    await context.close();
  });
});
