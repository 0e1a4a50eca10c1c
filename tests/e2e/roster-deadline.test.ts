import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/db-names.ts';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { api, waitFor } from '../support/clients.ts';
import { appFixture, openLeagueForm, signIn } from '../support/e2e.ts';
import { freeAgentForm } from '../support/free-agent.ts';

// ADR 048 on phones: the captain's roster says until when players can be added; when the admin
// closes the league's rosters, Add Player is off and says why, while the players it has can
// still be changed.

const DAY = 86_400_000;

describe("a league's roster deadline", () => {
  const app = appFixture();

  it('a captain sees until when; once the admin sets a past day, Add Player is off and says why', async () => {
    const phone = await app.browser.newContext({ viewport: PHONE });
    const captain = await phone.newPage();
    await signIn(captain, app.server, 'captain');
    const teamId = app.server.accounts.captain.teamId!;
    // The dashboard's roster says it too.
    await captain.goto(`${app.server.url}/teams/${teamId}/dashboard`);
    expect(await captain.locator('#dashboard-roster-deadline').textContent()).toMatch(
      /^You can add players until the end of \d\d\/\d\d\/\d{4}\.$/,
    );
    await captain.goto(`${app.server.url}/teams/${teamId}/settings`);
    // The demo closes rosters three weeks from today.
    await captain.getByText(/^You can add players until the end of \d\d\/\d\d\/\d{4}\.$/).waitFor();
    const add = captain.getByRole('button', { name: 'Add Player' });
    expect(await add.isEnabled()).toBe(true);

    const desk = await app.browser.newContext({ viewport: PHONE });
    const admin = await desk.newPage();
    const form = await openLeagueForm(admin, app.server);
    const field = form.getByLabel('Roster deadline (optional)');
    expect(await field.inputValue()).toMatch(/^\d{4}-\d\d-\d\d$/);
    const past = new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10);
    await field.fill(past);
    expect(await axeViolations(admin)).toEqual([]);
    await form.getByRole('button', { name: 'Save League' }).click();
    await form.waitFor({ state: 'detached' });
    const [y, m, d] = past.split('-');
    // The desk's league list says it.
    await admin.getByText(`Rosters close after ${m}/${d}/${y}`, { exact: true }).waitFor();

    // The league reaches the captain's phone; the roster closes there.
    const why = `Rosters closed after ${m}/${d}/${y}. Ask the league to add a player.`;
    await captain.getByText(why).waitFor();
    expect(await add.isDisabled()).toBe(true);
    expect(await captain.locator('#roster-deadline').textContent()).toBe(why);
    expect(await add.getAttribute('aria-describedby')).toBe('roster-deadline');
    // A player already on the roster can still be changed.
    expect(
      await captain
        .getByRole('button', { name: /^Edit / })
        .first()
        .isEnabled(),
    ).toBe(true);
    expect(await axeViolations(captain)).toEqual([]);

    // The league's admin still adds a player, from the team's details on the desk.
    await admin.goto(`${app.server.url}/admin/teams`);
    await admin.getByRole('button', { name: 'Details of Astoria Athletic' }).click({ timeout: 20_000 });
    await admin
      .getByRole('dialog', { name: 'Astoria Athletic' })
      .getByRole('link', { name: 'Edit roster' })
      .click();
    await admin.waitForURL(new RegExp(`/teams/${teamId}/settings$`));
    await admin
      .getByText(`Rosters closed after ${m}/${d}/${y}: as the league’s admin, you can still add players.`)
      .waitFor();
    await admin.getByRole('button', { name: 'Add Player' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Player' });
    await dialog.getByLabel('First name').fill('Sam');
    await dialog.getByLabel('Last name').fill('Late');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await admin.getByRole('status').getByText('Player added successfully').waitFor();
    await waitFor(async () => {
      const { rows } = await app.server.storage
        .db(teamDbName(teamId))
        .allDocs({ startkey: 'player:', endkey: 'player:\uffff', include_docs: true });
      return rows.some(
        (row) => row.doc?.lastName === 'Late' && !(row.doc as { _conflicts?: unknown })._conflicts,
      );
    }, "the admin's player on the server");
    await captain.getByText('Sam Late', { exact: true }).waitFor();
    await phone.close();
    await desk.close();
  });

  it('after it, accepting a free agent offers only to accept without adding, and says why', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const team = await app.server.storage.db(teamDbName(teamId)).get(docId('team', teamId));
    const leagues = app.server.storage.db('leagues');
    const league = await leagues.get(docId('league', String(team.leagueId)));
    const past = new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10);
    await leagues.put({ ...league, rosterDeadline: past });
    const phone = await app.browser.newContext({ viewport: PHONE });
    const captain = await phone.newPage();
    await signIn(captain, app.server, 'captain');
    await captain.goto(`${app.server.url}/teams/${teamId}/dashboard`);
    const recruitment = captain.getByRole('region', { name: 'Recruitment' });
    await recruitment.getByRole('switch').click();
    await captain.getByText('Recruitment opened').waitFor();
    // Free agents choose from the league's public copy of the team.
    await waitFor(async () => {
      const mirror = await app.server.storage.db(`league-${team.leagueId}`).get(docId('teamPublic', teamId));
      return (mirror.recruitment as { open: boolean }).open;
    }, 'recruitment open in the league');
    const sent = await api(app.server.url, '/api/free-agents', {
      body: freeAgentForm(String(team.leagueId), teamId, { firstName: 'Kofi', lastName: 'Mensah' }),
    });
    expect(sent.status).toBe(201);
    await captain.goto(`${app.server.url}/teams/${teamId}/applications`);
    const applicant = captain.getByRole('article', { name: 'Kofi Mensah' });
    await applicant.getByRole('button', { name: 'Accept Kofi Mensah' }).click();
    const dialog = captain.getByRole('dialog', { name: 'Accept Kofi Mensah' });
    const [y, m, d] = past.split('-');
    await dialog.getByText(`Rosters closed after ${m}/${d}/${y}. Ask the league to add a player.`).waitFor();
    expect(await dialog.getByRole('button', { name: 'Accept and Add to Roster' }).count()).toBe(0);
    expect(await dialog.getByLabel('First name').count()).toBe(0);
    expect(await axeViolations(captain)).toEqual([]);
    await dialog.getByRole('button', { name: 'Accept Without Adding' }).click();
    await applicant.getByText('Accepted').waitFor();
    await phone.close();
  });
});
