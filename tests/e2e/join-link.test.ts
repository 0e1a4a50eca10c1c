import { describe, expect, it } from 'vitest';
import { teamDbName } from '../../src/domain/db-names.ts';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, formAlert, signIn } from '../support/e2e.ts';

// ADR 075 on phones: the demo captain turns on the team's join link; a player opens it with no
// account and asks to join; the captain adds them with one tap, then stops the link.

describe('the team’s join link', () => {
  const app = appFixture();

  it('takes a player’s request to the captain, who adds them; a stopped link says so', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const teamDb = app.server.storage.db(teamDbName(teamId));
    const { rows } = await teamDb.allDocs({
      startkey: 'player:',
      endkey: 'player:\uffff',
      include_docs: true,
    });
    const worn = rows.map((row) => Number(row.doc!.jerseyNumber)).find((n) => n > 0)!;

    const phone = await app.browser.newContext({ viewport: PHONE });
    const captain = await phone.newPage();
    await signIn(captain, app.server, 'captain');
    await captain.goto(`${app.server.url}/teams/${teamId}/settings`);
    const panel = captain.getByRole('region', { name: 'Invite players with a link' });
    await panel.getByRole('button', { name: 'Turn on the join link' }).click();
    const shown = panel.getByText(/\/join#/);
    await shown.waitFor();
    const url = (await shown.textContent())!.trim();
    expect(url).toMatch(new RegExp(`^${app.server.url}/join#${teamId}\\.\\d+\\.[A-Za-z0-9_-]{22}$`));
    await expectClean(captain, 'Manage Roster with the join link');

    const other = await app.browser.newContext({ viewport: PHONE });
    const player = await other.newPage();
    await player.goto(url);
    await player
      .getByText('Ask to join Astoria Athletic (First Division). The captain adds you to the roster.')
      .waitFor();
    await player.getByRole('button', { name: 'Ask to join' }).click();
    await formAlert(player, 'First name and last name are required');
    await player.getByLabel('First name').fill('Kofi');
    await player.getByLabel('Last name').fill('Mensah');
    await player.getByLabel('Phone (optional)').fill('(917) 555-0142');
    await player.getByLabel('Jersey number (optional)').fill(String(worn));
    await player.getByRole('button', { name: 'Ask to join' }).click();
    await formAlert(player, `Number ${worn} is already worn on this team: choose another, or leave it empty`);
    await player.getByLabel('Jersey number (optional)').fill('');
    await player.getByRole('button', { name: 'Ask to join' }).click();
    await player.getByText(/^Sent to the captain of Astoria Athletic\./).waitFor();
    await expectClean(player, 'the join page, sent');

    // The request reaches the captain's phone with the team's database: the dashboard says so.
    await captain.goto(`${app.server.url}/teams/${teamId}/dashboard`);
    await captain.getByRole('link', { name: '1 player asked to join: review' }).click({ timeout: 20_000 });
    const request = panel.getByTestId('join-request').filter({ hasText: 'Kofi Mensah' });
    await request.waitFor();
    await panel.getByText('1 player asked to join').waitFor();
    await request.getByText(/^\(917\) 555-0142 · asked /).waitFor();
    await request.getByRole('button', { name: 'Add to roster: Kofi Mensah' }).click();
    await captain.getByRole('status').getByText('Kofi Mensah added to the roster').waitFor();
    await request.waitFor({ state: 'detached' });
    await waitFor(async () => {
      const after = await teamDb.allDocs({ startkey: 'joinRequest:', endkey: 'joinRequest:\uffff' });
      const players = await teamDb.allDocs({
        startkey: 'player:',
        endkey: 'player:\uffff',
        include_docs: true,
      });
      const kofi = players.rows.find(
        (row) => row.doc!.firstName === 'Kofi' && row.doc!.lastName === 'Mensah',
      );
      return after.rows.length === 0 && kofi?.doc?.phone === '+19175550142' ? kofi : null;
    }, 'the player on the roster and the request gone');

    await panel.getByRole('button', { name: 'Stop the join link' }).click();
    await captain.getByRole('status').getByText('Join link stopped: copies of it no longer work').waitFor();
    await panel.getByRole('button', { name: 'Turn on the join link' }).waitFor();
    await player.goto(url);
    await player.reload();
    await player
      .getByRole('alert')
      .getByText('This join link no longer works. Ask the captain for a new one.')
      .waitFor();
    await phone.close();
    await other.close();
  });
});
