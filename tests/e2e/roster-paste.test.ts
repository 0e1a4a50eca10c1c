import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/db-names.ts';
import { createLeague } from '../../sync-server/seed/factories.ts';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, formAlert, ROSA, signIn, signInAs, signUpRosa } from '../support/e2e.ts';

// ADR 074 on phones: a captain pastes the team list from the group chat, on the roster builder of
// a new team and on the demo team's Manage Roster; a line the roster refuses is named, and the
// list goes in whole once mended.

const CHAT_LIST = `Squad for Sunday:
1. Rosa Diaz #4 (917) 555-0100
2. Kofi Mensah 10
3. Andre Dubois 646.555.0199
4) Mateo García-López
5) Yusuf Ali #7
6) Tomás O’Brien 23
7) Sam Okafor`;

describe('a pasted team list', () => {
  const app = appFixture();

  it('fills the roster builder of a new team, which then finishes with seven players', async () => {
    const leagueId = await createLeague(app.server.storage, { name: 'Bronx Cup' });
    const { teamId } = await signUpRosa(app.server.storage, leagueId);
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signInAs(page, `${app.server.url}/login`, ROSA, new RegExp(`/teams/${teamId}/onboarding/roster$`));
    await page.getByRole('button', { name: 'Paste a list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste your team list' });
    await dialog.getByLabel('Team list').fill(CHAT_LIST);
    await dialog.getByText('7 players found').waitFor();
    await dialog.getByText('Rosa Diaz · #4 · (917) 555-0100').waitFor();
    await expectClean(page, 'the paste dialog');
    await dialog.getByRole('button', { name: 'Add 7 players' }).click();
    await page.getByText('7 players added to the list: save to keep them').waitFor();
    // The list's rows, in its order, in place of the empty first row.
    const firstNames = await page
      .getByLabel('First name')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(firstNames).toEqual(['Rosa', 'Kofi', 'Andre', 'Mateo', 'Yusuf', 'Tomás', 'Sam']);
    expect(
      await page.getByRole('group', { name: 'Player 1' }).getByLabel('Phone (optional)').inputValue(),
    ).toBe('+19175550100');
    await page.getByRole('button', { name: 'Finish Onboarding' }).click();
    await page.waitForURL(new RegExp(`/teams/${teamId}/dashboard$`));
    const teamDb = app.server.storage.db(teamDbName(teamId));
    // The players and the finished onboarding reach the server (in one push or two).
    const players = await waitFor(async () => {
      const { rows } = await teamDb.allDocs({
        startkey: 'player:',
        endkey: 'player:\uffff',
        include_docs: true,
      });
      const team = await teamDb.get(docId('team', teamId));
      return rows.length === 7 && (team.onboarding as { status: string }).status === 'complete' ? rows : null;
    }, 'seven players and the finished onboarding on the server');
    expect(players.map((row) => row.doc!.lastName).sort()).toEqual(
      ['Ali', 'Diaz', 'Dubois', 'García-López', 'Mensah', 'O’Brien', 'Okafor'].sort(),
    );
    await context.close();
  });

  it('adds to the demo roster once the taken number is mended', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const teamDb = app.server.storage.db(teamDbName(teamId));
    const { rows } = await teamDb.allDocs({
      startkey: 'player:',
      endkey: 'player:\uffff',
      include_docs: true,
    });
    const taken = rows.map((row) => row.doc!).find((p) => Number(p.jerseyNumber) > 0)!;
    const free = [...Array(99).keys()]
      .map((n) => n + 1)
      .find((n) => !rows.some((r) => r.doc!.jerseyNumber === n))!;
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    await page.goto(`${app.server.url}/teams/${teamId}/settings`);
    await page.getByRole('button', { name: 'Paste a list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste your team list' });
    const list = dialog.getByLabel('Team list');
    await list.fill(`Nadia Brooks\nIsaac Park #${taken.jerseyNumber}`);
    await dialog.getByRole('button', { name: 'Add 2 players' }).click();
    await formAlert(
      page,
      `Line 2: Jersey number ${taken.jerseyNumber} is already taken by ${taken.firstName} ${taken.lastName}`,
    );
    await list.fill(`Nadia Brooks\nIsaac Park #${free}`);
    await dialog.getByRole('button', { name: 'Add 2 players' }).click();
    await page.getByRole('status').getByText('2 players added').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('listitem').filter({ hasText: 'Isaac Park' }).waitFor();
    const added = await waitFor(async () => {
      const after = await teamDb.allDocs({
        startkey: 'player:',
        endkey: 'player:\uffff',
        include_docs: true,
      });
      const fresh = after.rows.filter((row) => !rows.some((r) => r.id === row.id)).map((row) => row.doc!);
      return fresh.length === 2 ? fresh : null;
    }, 'both players on the server');
    expect(added.map((p) => [p.firstName, p.lastName, p.jerseyNumber]).sort()).toEqual([
      ['Isaac', 'Park', free],
      ['Nadia', 'Brooks', 0],
    ]);
    await context.close();
  });
});
