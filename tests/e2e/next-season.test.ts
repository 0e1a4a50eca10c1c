import { describe, expect, it } from 'vitest';
import {
  addPlayers,
  completeOnboarding,
  createLeague,
  createMatches,
  createTeam,
  matchDoc,
} from '../../sync-server/seed/factories.ts';
import { signUpTeam } from '../../sync-server/teams/sign-up-team.ts';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// ADR 055 in the browser: the organiser starts a league's next season from the desk; a returning
// captain opens Pitchside and finds their team, with its roster, in the new season.

describe("a league's next season", () => {
  const app = appFixture();

  it('the desk starts it once the season is over; the captain finds the team in it', async () => {
    const { storage } = app.server;
    const leagueId = await createLeague(storage, {
      name: 'Summer Sevens',
      season: 'Summer 2027',
      startDate: '2027-06-06',
      endDate: '2027-08-29',
    });
    const captain = { email: 'sevens@test.nyc', password: 'summer sevens 2027' };
    const { teamId } = await signUpTeam(storage, {
      teamName: 'Gowanus Gulls',
      leagueId,
      captainName: 'Gia Russo',
      captainPhone: '2125550177',
      email: captain.email,
      password: captain.password,
      confirmPassword: captain.password,
    });
    const [rosa] = await addPlayers(storage, teamId, [
      { firstName: 'Rosa', lastName: 'Diaz', jerseyNumber: 10 },
    ]);
    await completeOnboarding(storage, teamId);
    const rovers = await createTeam(storage, { leagueId, name: 'Red Hook Rovers' });
    // The season's one match, played: the season is over. Rosa was sent off in it (ADR 056).
    const sentOff = { playerName: 'Rosa Diaz', teamId, minute: 81, reason: 'Violent conduct' };
    await createMatches(storage, leagueId, [
      matchDoc({
        leagueId,
        homeTeamId: teamId,
        awayTeamId: rovers,
        date: '2026-08-30T14:00:00.000Z',
        status: 'completed',
        score: { home: 3, away: 1 },
        events: {
          goals: [],
          yellowCards: [],
          redCards: [{ ...sentOff, playerId: rosa! }],
          attendance: null,
        },
      }),
    ]);

    const phone = await app.browser.newContext({ viewport: PHONE });
    const page = await phone.newPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByLabel('Email').fill(captain.email);
    await page.getByLabel('Password').fill(captain.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByText('Summer 2027').first().waitFor();

    const desk = await app.browser.newContext({ viewport: PHONE });
    const admin = await desk.newPage();
    await signIn(admin, app.server, 'admin');
    await admin.getByLabel('Section', { exact: true }).selectOption({ label: 'Leagues' });

    // A season with matches to play is not over: nothing offers its next one.
    await admin.getByRole('button', { name: 'Edit First Division' }).waitFor();
    expect(
      await admin.getByRole('button', { name: /^Next season: start the season after First/ }).count(),
    ).toBe(0);

    await admin
      .getByRole('button', { name: 'Next season: start the season after Summer Sevens Summer 2027' })
      .click();
    let dialog = admin.getByRole('dialog', { name: 'Start the next season' });
    expect(await dialog.getByLabel('Season *').inputValue()).toBe('Summer 2028');
    expect(await dialog.getByLabel('Start date *').inputValue()).toBe('2028-06-06');
    // The returning teams are ticked once the desk has them (they may arrive after the dialog).
    await dialog.getByRole('checkbox', { name: 'Gowanus Gulls', checked: true }).waitFor();
    await expectClean(admin, 'the next-season dialog');
    // A wrong date is the form's message, on its field; nothing is sent.
    await dialog.getByLabel('End date *').fill('2028-01-01');
    await dialog.getByRole('button', { name: 'Start Summer 2028' }).click();
    await dialog.getByRole('alert').getByText('End date must be on or after the start date').waitFor();
    await dialog.getByLabel('End date *').fill('2028-08-27');
    await dialog.getByRole('checkbox', { name: 'Red Hook Rovers' }).uncheck();
    await dialog.getByRole('button', { name: 'Start Summer 2028' }).click();
    await admin.getByRole('status').getByText('Summer 2028 has started with 1 team').waitFor();
    // The league's row names its next season and offers no second one.
    await admin.getByText('Next season: Summer 2028').waitFor();
    // Both seasons share the name: each row's buttons say which season they act on.
    await admin.getByRole('button', { name: 'Edit Summer Sevens Summer 2028' }).waitFor();
    await admin.getByRole('button', { name: 'Edit Summer Sevens Summer 2027' }).waitFor();
    // The new season serves the old one's bans unless its organiser says otherwise.
    await admin.getByRole('button', { name: 'Edit Summer Sevens Summer 2028' }).click();
    const form = admin.getByRole('dialog', { name: 'Edit League' });
    const carryBans = form.getByRole('checkbox', { name: /^Suspensions still to serve/ });
    expect(await carryBans.isChecked()).toBe(true);
    await expectClean(admin, 'the league form');
    await form.getByRole('button', { name: 'Cancel' }).click();
    // So do the desk's league lists: a new referee's leagues, say.
    await admin.getByLabel('Section', { exact: true }).selectOption({ label: 'Referees' });
    await admin.getByRole('button', { name: 'Create Referee' }).click();
    const create = admin.getByRole('dialog', { name: 'Create Referee' });
    await create.getByRole('checkbox', { name: 'Summer Sevens Summer 2028' }).waitFor();
    await create.getByRole('checkbox', { name: 'Summer Sevens Summer 2027' }).waitFor();
    await create.getByRole('button', { name: 'Cancel' }).click();
    await admin.getByLabel('Section', { exact: true }).selectOption({ label: 'Leagues' });
    expect(
      await admin
        .getByRole('button', { name: 'Next season: start the season after Summer Sevens Summer 2027' })
        .count(),
    ).toBe(0);
    // The team left out confirms late: it joins the season that has started.
    const carry = admin.getByRole('button', {
      name: 'Carry over more teams of Summer Sevens Summer 2027 to Summer 2028',
    });
    await carry.click();
    dialog = admin.getByRole('dialog', { name: 'Carry over to the next season' });
    expect(await dialog.getByRole('checkbox').count()).toBe(1);
    const submit = dialog.getByRole('button', { name: 'Carry over to Summer 2028' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Red Hook Rovers' }).check();
    await submit.click();
    await admin.getByRole('status').getByText('1 team carried over to Summer 2028').waitFor();
    await carry.waitFor({ state: 'detached' });
    await desk.close();

    // The captain's phone, signed in before, opens the team's screen again: the new season's.
    await page.reload();
    await page.waitForURL((url) => url.pathname.endsWith('/dashboard') && !url.pathname.includes(teamId));
    await page.getByRole('heading', { name: 'Gowanus Gulls' }).waitFor();
    await page.getByText('Summer 2028').first().waitFor();
    await page.getByText('Rosa Diaz').first().waitFor();
    // Sent off in the last match of Summer 2027: suspended for the first of Summer 2028.
    const rosaRow = page
      .locator('section[aria-labelledby="team-roster"]')
      .getByRole('row', { name: /Rosa Diaz/ });
    const badge = rosaRow.getByTestId('suspended').filter({ hasText: 'Summer 2027 season' });
    await badge.waitFor();
    expect(await badge.textContent()).toMatch(/Red card · 81′ · .+ · Summer 2027 season · 1 match left/);
    await phone.close();
  });

  it('lists a season that is over after the others, with nothing to join', async () => {
    await createLeague(app.server.storage, {
      name: 'Spring League',
      season: 'Spring 2026',
      startDate: '2026-03-01',
      endDate: '2026-06-14',
    });
    const visitor = await app.browser.newContext({ viewport: PHONE });
    const page = await visitor.newPage();
    await page.goto(`${app.server.url}/leagues`);
    const over = page.getByRole('button', { name: 'Season over, Spring League Spring 2026' });
    await over.waitFor();
    expect(await over.isDisabled()).toBe(true);
    const cards = page.getByRole('heading', { level: 2 });
    expect(await cards.last().textContent()).toBe('Spring League');
    await expectClean(page, 'the leagues with a season over');
    // The landing's available leagues leave it out.
    await page.goto(app.server.url);
    await page.getByRole('button', { name: 'Available Leagues' }).click();
    const available = page.getByRole('dialog', { name: 'Available Leagues' });
    await available.getByRole('heading', { name: 'First Division' }).waitFor();
    expect(await available.getByRole('heading', { name: 'Spring League' }).count()).toBe(0);
    // Its address still works, but sign-up offers it no more.
    await page.goto(`${app.server.url}/team-signup?leagueId=${await leagueIdOf('Spring League')}`);
    await page
      .getByRole('status')
      .getByText('Spring League: its season is over. Choose another league.')
      .waitFor();
    await visitor.close();
  });

  async function leagueIdOf(name: string) {
    const { rows } = await app.server.storage
      .db('leagues')
      .allDocs({ startkey: 'league:', endkey: 'league:\uffff', include_docs: true });
    return rows.find((row) => row.doc?.name === name)!.id.slice('league:'.length);
  }
});
