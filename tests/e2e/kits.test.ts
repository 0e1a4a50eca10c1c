import { describe, expect, it } from 'vitest';
import { docId, leagueDbName, teamDbName } from '../../src/domain/db-names.ts';
import { issueLink } from '../../sync-server/availability/links.ts';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, formAlert, signIn } from '../support/e2e.ts';

// ADR 073 on phones: the demo captain's next opponent plays in blue too. The dashboard says who
// changes; the captain picks new colours in Team settings; the player's link and the referee's
// list say what to wear.

describe('team colours', () => {
  const app = appFixture();

  it('shows the clash, saves new colours, and tells the player and the referee', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const teamDb = app.server.storage.db(teamDbName(teamId));
    const roster = await teamDb.allDocs({ startkey: 'player:', endkey: 'player:\uffff' });
    const token = await issueLink(app.server.storage, teamId, roster.rows[0]!.id.slice('player:'.length));

    const phone = await app.browser.newContext({ viewport: PHONE });
    const captain = await phone.newPage();
    await signIn(captain, app.server, 'captain');
    const next = captain.getByTestId('upcoming-match').first();
    // Home, the visitors change to white; away, Astoria does.
    await next
      .getByTestId('match-kit')
      .getByText(
        /^(Colour clash: .+ is away and changes to white \(their second shirts\); you wear blue\.|Colour clash with .+ \(blue\): you are away, wear your second shirts \(white\)\.)$/,
      )
      .waitFor();

    await captain.goto(`${app.server.url}/teams/${teamId}/settings?tab=colours`);
    const colours = captain.getByRole('group', { name: 'Team colours' });
    await colours.getByText('Plays in blue · second shirts white').waitFor();
    await colours.getByLabel('Shirt colour', { exact: true }).selectOption({ label: 'Red' });
    await colours.getByLabel('Second shirt colour').selectOption({ label: 'Red' });
    await colours.getByRole('button', { name: 'Save colours' }).click();
    await formAlert(captain, 'The second shirts must be another colour than the first');
    await colours.getByLabel('Second shirt colour').selectOption({ label: 'None' });
    await colours.getByRole('button', { name: 'Save colours' }).click();
    await captain.getByRole('status').getByText('Team colours saved').waitFor();
    await colours.getByText('Plays in red', { exact: true }).waitFor();
    await captain.getByText('Team colours saved').waitFor({ state: 'hidden' });
    await expectClean(captain, 'team settings with the colours');

    // Synced, mirrored to the league, and back on the dashboard: red against blue, no clash.
    const team = await teamDb.get(docId('team', teamId));
    await waitFor(async () => {
      const mirror = await app.server.storage
        .db(leagueDbName(String(team.leagueId)))
        .get(docId('teamPublic', teamId));
      return (mirror.kit as { shirt?: string } | null)?.shirt === 'red' ? mirror : null;
    }, 'the new colours in the league’s public mirror');
    await captain.goto(`${app.server.url}/teams/${teamId}/dashboard`);
    await next
      .getByTestId('match-kit')
      .getByText(/^Colours: you wear red, .+ wears blue\.$/)
      .waitFor();
    await expectClean(captain, 'the dashboard with colours');

    const link = await app.browser.newContext({ viewport: PHONE });
    const player = await link.newPage();
    await player.goto(`${app.server.url}/availability#${token}`);
    await player.getByTestId('player-match').first().getByText('Your team plays in red.').waitFor();
    await expectClean(player, "the player's page with colours");
    // Visitors see them on the team's public page.
    await player.goto(`${app.server.url}/teams/${teamId}/details`);
    await player.getByTestId('team-colours').getByText('Plays in red').waitFor();

    const referee = await link.newPage();
    await signIn(referee, app.server, 'referee');
    await referee.goto(`${app.server.url}/referee/matches`);
    const kits = referee.getByTestId('match-kits').first();
    await kits.waitFor();
    expect(await kits.textContent()).toMatch(/^Colours: .+ v .+ · referee in .+$/);
    await expectClean(referee, "the referee's matches with colours");
    await phone.close();
    await link.close();
  });
});
