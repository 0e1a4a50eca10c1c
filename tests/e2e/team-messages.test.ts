import { describe, expect, it } from 'vitest';
import { teamDbName } from '../../src/domain/db-names.ts';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// ADR 049 on phones: the captain writes to the players from the dashboard, with no signal too;
// the message leaves when signal returns, and a player's link page shows it.

describe("the captain's messages to the players", () => {
  const app = appFixture();

  it('a captain writes offline; it is sent with signal, and the player reads it on their page', async () => {
    const phone = await app.browser.newContext({ viewport: PHONE });
    const captain = await phone.newPage();
    await signIn(captain, app.server, 'captain');
    const teamId = app.server.accounts.captain.teamId!;
    const card = captain.getByRole('region', { name: 'Message your players' });
    // The demo's captain has written once already.
    await card.getByText(/^Sunday: white shirts/).waitFor();
    const write = captain.getByRole('dialog', { name: 'Message your players' });
    await card.getByRole('button', { name: 'Write to your players' }).click();
    await write.getByRole('button', { name: 'Send to players' }).click();
    await write.getByRole('alert').getByText('Write a message first').waitFor();
    expect(await axeViolations(captain)).toEqual([]);

    await phone.setOffline(true);
    await write
      .getByLabel('Message', { exact: true })
      .fill('Training moved to Thursday 7 pm.\nBring a ball.');
    await write.getByRole('button', { name: 'Send to players' }).click();
    await write.waitFor({ state: 'detached' });
    await captain.getByRole('status').getByText('Message saved: it goes to the players').waitFor();
    const sent = card.getByRole('listitem').filter({ hasText: 'Training moved to Thursday 7 pm.' });
    await sent.getByText('Waiting to send').waitFor();
    // Checked from the top: scrolled, the sticky bar covers whatever passes under it, and axe
    // counts a tap target under it as too small.
    await captain.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(captain)).toEqual([]);
    await phone.setOffline(false);
    await sent.getByText('Waiting to send').waitFor({ state: 'detached' });
    await waitFor(async () => {
      const { rows } = await app.server.storage
        .db(teamDbName(teamId))
        .allDocs({ startkey: 'teamMessage:', endkey: 'teamMessage:\uffff', include_docs: true });
      return rows.some((row) => String(row.doc?.text).startsWith('Training moved'));
    }, 'the message on the server');

    const link = await app.browser.newContext({ viewport: PHONE });
    const player = await link.newPage();
    await player.goto(`${app.server.url}${app.server.accounts.playerLink.link!}`);
    const board = player.getByRole('region', { name: 'From your captain' });
    await board.getByText('Training moved to Thursday 7 pm.').waitFor();
    // Newest first, with its lines.
    expect(await board.getByRole('listitem').first().innerText()).toMatch(
      /^Training moved to Thursday 7 pm\.\nBring a ball\./,
    );
    expect(await axeViolations(player)).toEqual([]);

    // The captain takes the demo's message back; the player's page no longer shows it.
    const old = card.getByRole('listitem').filter({ hasText: 'Sunday: white shirts' });
    await old.getByRole('button', { name: /^Delete the message of / }).click();
    const confirm = captain.getByRole('dialog', { name: 'Delete this message?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await captain.getByRole('status').getByText('Message deleted').waitFor();
    await waitFor(async () => {
      await player.reload();
      await board.getByText('Training moved').waitFor();
      return (await board.getByText(/^Sunday: white shirts/).count()) === 0;
    }, "the deletion on the player's page");
    await phone.close();
    await link.close();
  });
});
