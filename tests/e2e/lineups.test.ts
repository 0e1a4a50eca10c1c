import { describe, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/db-names.ts';
import { issueLink } from '../../sync-server/availability/links.ts';
import { leagueDiscipline } from '../../sync-server/mail/suspensions.ts';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, formAlert, signIn } from '../support/e2e.ts';

// ADR 070 on phones: the demo captain changes the shared line-up of the next match and shares it
// again; a player's link shows their place in it.

describe("the captain's line-up", () => {
  const app = appFixture();

  it('picks who starts and who is on the bench, shares it, and the player sees their place', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const teamDb = app.server.storage.db(teamDbName(teamId));
    const roster = await teamDb.allDocs({ startkey: 'player:', endkey: 'player:\uffff', include_docs: true });
    // Two players who may play (the demo has one suspended, who cannot be picked), the first with
    // a link of their own.
    const team = await teamDb.get(docId('team', teamId));
    const { suspended } = await leagueDiscipline(app.server.storage, String(team.leagueId));
    const [mine, theirs] = roster.rows
      .map((r) => r.doc!)
      .filter((p) => !suspended.has(p._id.slice('player:'.length)));
    const first = `${mine!.firstName} ${mine!.lastName}`;
    const other = `${theirs!.firstName} ${theirs!.lastName}`;
    const token = await issueLink(app.server.storage, teamId, mine!._id.slice('player:'.length));
    const sharedBefore = async () => {
      const { rows } = await teamDb.allDocs({
        startkey: 'lineup:',
        endkey: 'lineup:\uffff',
        include_docs: true,
      });
      return rows[0]?.doc ?? null;
    };
    const demo = (await sharedBefore())!;

    const phone = await app.browser.newContext({ viewport: PHONE });
    const captain = await phone.newPage();
    await signIn(captain, app.server, 'captain');
    // The demo's shared line-up of the next match, on the dashboard.
    await captain
      .getByText(/^Line-up shared .+: \d+ starting, \d+ on the bench$/)
      .first()
      .waitFor();
    await captain
      .getByRole('button', { name: /^Change line-up for the match against / })
      .first()
      .click();
    const dialog = captain.getByRole('dialog', { name: /^Line-up vs / });
    await dialog.getByText(/^Shared with the players .+\. Share again to tell them of a change\.$/).waitFor();
    const choices = dialog.locator('select');
    const count = await choices.count();
    // Everyone starting: too many.
    for (let i = 0; i < count; i++) await choices.nth(i).selectOption('starter');
    await dialog.getByRole('button', { name: 'Share again' }).click();
    await formAlert(captain, 'At most 11 players start');
    // Nobody: nothing to share.
    for (let i = 0; i < count; i++) await choices.nth(i).selectOption('');
    await dialog.getByRole('button', { name: 'Share again' }).click();
    await formAlert(captain, 'Pick at least one player to share the line-up');
    await dialog.getByLabel(new RegExp(`^${first} · `)).selectOption({ label: 'Starting: forward' });
    await dialog.getByLabel(new RegExp(`^${other} · `)).selectOption({ label: 'Bench' });
    await dialog.getByText('1 of 11 starting · 1 on the bench · 2 of 18 in the squad').waitFor();
    await dialog.getByLabel('Note for the players (optional)').fill('Black shirts this week');
    await expectClean(captain, 'the line-up dialog');
    await dialog.getByRole('button', { name: 'Share again' }).click();
    await captain
      .getByRole('status')
      .getByText('Line-up shared with the 2 players in it; none gets it on their phone')
      .waitFor();
    await captain
      .getByText(/^Line-up shared .+: 1 starting, 1 on the bench$/)
      .first()
      .waitFor();
    // Saved on the phone first: the server has it when it has synced.
    await waitFor(async () => {
      const doc = await sharedBefore();
      return doc && doc.sharedAt !== demo.sharedAt && (doc.players as unknown[]).length === 2 ? doc : null;
    }, 'the shared line-up on the server');

    const link = await app.browser.newContext({ viewport: PHONE });
    const player = await link.newPage();
    await player.goto(`${app.server.url}/availability#${token}`);
    const card = player.getByTestId('player-match').first();
    await card.getByText('You are starting: forward').waitFor();
    await card.getByText('Line-up: 1 starting, 1 on the bench').waitFor();
    await card.getByText('Black shirts this week').waitFor();
    await expectClean(player, "the player's page with a line-up");
    await phone.close();
    await link.close();
  });
});
