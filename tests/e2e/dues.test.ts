import { describe, expect, it } from 'vitest';
import { teamDbName } from '../../src/domain/db-names.ts';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, formAlert, signIn } from '../support/e2e.ts';

// ADR 065 on phones: the demo captain collects the league fee's shares from the players, ticks
// who paid and reminds the rest; a player's link page shows their own line.

describe("the captain's player dues", () => {
  const app = appFixture();

  it('the captain splits the fee, marks a payment and reminds; the player sees what they owe', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const teamDb = app.server.storage.db(teamDbName(teamId));
    const team = await teamDb.get(`team:${teamId}`);
    const league = await app.server.storage.db('leagues').get(`league:${team.leagueId}`);
    const roster = await teamDb.allDocs({ startkey: 'player:', endkey: 'player:\uffff', include_docs: true });
    const players = roster.rows
      .map((r) => r.doc!)
      .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)) || a._id.localeCompare(b._id));
    const share = Math.ceil((Number(league.price) * 100) / players.length / 100);
    const first = `${players[0]!.firstName} ${players[0]!.lastName}`;

    const phone = await app.browser.newContext({ viewport: PHONE });
    const captain = await phone.newPage();
    await signIn(captain, app.server, 'captain');
    const card = captain.getByRole('region', { name: 'Player dues' });
    // The demo's collection: most have paid.
    await card.getByText('Season share of the league fee').waitFor();
    await card.getByRole('button', { name: 'New collection' }).click();
    const form = captain.getByRole('dialog', { name: 'New collection' });
    await form.getByRole('button', { name: 'Save collection' }).click();
    await formAlert(captain, 'Say what the money is for');
    await form.getByRole('button', { name: 'Split the league fee' }).click();
    expect(await form.getByLabel('What it is for').inputValue()).toBe('League fee');
    expect(await form.getByLabel('Amount per player ($)').inputValue()).toBe(String(share));
    await form.getByLabel('Pay by (optional)').fill('2026-12-20');
    await expectClean(captain, 'the new collection form');
    await form.getByRole('button', { name: 'Save collection' }).click();
    await captain
      .getByRole('status')
      .getByText('Collection saved. Your players see it on their link.')
      .waitFor();
    const line = card.getByRole('listitem').filter({ has: captain.getByText('League fee', { exact: true }) });
    await line.getByText(`$${share} each · 0 of ${players.length} paid`).waitFor();

    await line.getByRole('button', { name: 'Open League fee' }).click();
    const dialog = captain.getByRole('dialog', { name: 'League fee' });
    await dialog.getByLabel(first, { exact: true }).check();
    await captain.getByRole('status').getByText(`${first} marked paid`).waitFor();
    await dialog.getByText(`$${share} each · 1 of ${players.length} paid`).waitFor();
    await expectClean(captain, 'the collection dialog');
    await dialog.getByRole('button', { name: `Remind the ${players.length - 1} who haven’t paid` }).click();
    await captain
      .getByRole('status')
      .getByText(`${players.length - 1} players reminded`)
      .waitFor();
    await dialog.getByText(/^Reminded .+\. You can remind them again a day later\.$/).waitFor();
    // Saved on the phone first: the dashboard stays open until the server has it.
    await waitFor(async () => {
      const { rows } = await teamDb.allDocs({
        startkey: 'teamDue:',
        endkey: 'teamDue:\uffff',
        include_docs: true,
      });
      const made = rows.find((r) => r.doc?.title === 'League fee')?.doc;
      return made?.remindedAt ? made : null;
    }, 'the collection and its reminder on the server');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    // The demo's collection gets the captain's Venmo link afterwards: "Change".
    await card.getByRole('button', { name: 'Open Season share of the league fee' }).click();
    const season = captain.getByRole('dialog', { name: 'Season share of the league fee' });
    await season.getByRole('button', { name: 'Change' }).click();
    const change = captain.getByRole('dialog', { name: 'Change “Season share of the league fee”' });
    await change.getByLabel('Where players pay you (optional)').fill('venmo me');
    await change.getByRole('button', { name: 'Save changes' }).click();
    await formAlert(captain, 'Paste a link that starts with https://, or leave it empty');
    await change.getByLabel('Where players pay you (optional)').fill('https://venmo.com/u/astoria-captain');
    await change.getByRole('button', { name: 'Save changes' }).click();
    await change.waitFor({ state: 'detached' });
    await waitFor(async () => {
      const { rows } = await teamDb.allDocs({
        startkey: 'teamDue:',
        endkey: 'teamDue:\uffff',
        include_docs: true,
      });
      return rows.some((r) => r.doc?.payLink === 'https://venmo.com/u/astoria-captain') || null;
    }, 'the pay link on the server');

    const link = await app.browser.newContext({ viewport: PHONE });
    const player = await link.newPage();
    await player.goto(`${app.server.url}${app.server.accounts.playerLink.link!}`);
    const dues = player.getByRole('region', { name: 'Money for the team' });
    // Paid this one; the demo's season share still open.
    await dues.getByText('You owe $45').waitFor();
    const lines = await dues.getByRole('listitem').allInnerTexts();
    expect(lines.map((l) => l.replace(/\s+/g, ' '))).toEqual([
      'Season share of the league fee · $45 Not paid yet Pay $45',
      `League fee · $${share} Paid`,
    ]);
    expect(
      await dues
        .getByRole('link', { name: 'Pay $45 for Season share of the league fee' })
        .getAttribute('href'),
    ).toBe('https://venmo.com/u/astoria-captain');
    // The team's calendar, to subscribe from the player's phone.
    const feed = player
      .getByRole('region', { name: 'Team calendar' })
      .getByRole('link', { name: 'Download the calendar file' });
    expect(await feed.getAttribute('href')).toBe(`/api/teams/${teamId}/calendar.ics?lang=en`);
    // Their own season (ADR 067) above it.
    await player.getByRole('region', { name: 'Your season' }).getByText('Games').waitFor();
    await expectClean(player, "the player's page with dues and their season");

    // The captain deletes the new collection, after a question; it leaves the player's page.
    await line.getByRole('button', { name: 'Open League fee' }).click();
    await dialog.getByRole('button', { name: 'Delete collection' }).click();
    const confirm = captain.getByRole('dialog', { name: 'Delete “League fee”?' });
    await confirm.getByRole('button', { name: 'Delete collection' }).click();
    await captain.getByRole('status').getByText('Collection deleted').waitFor();
    await line.waitFor({ state: 'detached' });
    await waitFor(async () => {
      await player.reload();
      await dues.getByText('Season share of the league fee').waitFor();
      return (await dues.getByRole('listitem').count()) === 1;
    }, "the deletion on the player's page");
    await phone.close();
    await link.close();
  });
});
