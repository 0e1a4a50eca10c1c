import { createECDH, randomBytes } from 'node:crypto';
import { describe, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/db-names.ts';
import { issueLink } from '../../sync-server/availability/links.ts';
import { leagueDiscipline } from '../../sync-server/mail/suspensions.ts';
import { addDevice, playerOwner } from '../../sync-server/push/devices.ts';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, formAlert, signIn } from '../support/e2e.ts';
import { dayFromNow } from '../support/ny-time.ts';

// ADR 071 on phones: a player who has not answered says from their link that they are away for
// the next two weeks; their match cards say so, and the captain's dashboard counts them out. With
// notices on from a phone, the captain's roster says so too (ADR 072).

describe('dates a player is away', () => {
  const app = appFixture();

  it('a player adds and removes dates away; the captain sees them away that day', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const teamDb = app.server.storage.db(teamDbName(teamId));
    const team = await teamDb.get(docId('team', teamId));
    const { suspended } = await leagueDiscipline(app.server.storage, String(team.leagueId));
    const answered = new Set(
      (
        await teamDb.allDocs({ startkey: 'availability:', endkey: 'availability:\uffff', include_docs: true })
      ).rows.map((r) => String(r.doc!.playerId)),
    );
    // A player who may play and has not answered anything yet.
    const player = (
      await teamDb.allDocs({ startkey: 'player:', endkey: 'player:\uffff', include_docs: true })
    ).rows
      .map((r) => r.doc!)
      .find((p) => {
        const id = p._id.slice('player:'.length);
        return !suspended.has(id) && !answered.has(id);
      })!;
    const name = `${player.firstName} ${player.lastName}`;
    const token = await issueLink(app.server.storage, teamId, player._id.slice('player:'.length));

    const phone = await app.browser.newContext({ viewport: PHONE });
    const page = await phone.newPage();
    await page.goto(`${app.server.url}/availability#${token}`);
    const section = page.getByRole('region', { name: 'Dates you are away' });
    await section.getByText('No dates yet.').waitFor();
    await section.getByRole('button', { name: 'Add dates away' }).click();
    await section.getByRole('button', { name: 'Save dates' }).click();
    await formAlert(page, 'Choose the first and the last day away');
    await section.getByLabel('First day away').fill(dayFromNow(0));
    await section.getByLabel('Last day away').fill(dayFromNow(14));
    await section.getByRole('button', { name: 'Save dates' }).click();
    await page.getByRole('status').getByText('Saved: your captain counts you out of those matches').waitFor();
    await section.getByRole('button', { name: /^Remove / }).waitFor();
    const card = page.getByTestId('player-match').first();
    await card.getByText(/^You said you are away that day/).waitFor();
    await expectClean(page, "the player's page with dates away");

    const desk = await app.browser.newContext({ viewport: PHONE });
    const captain = await desk.newPage();
    await signIn(captain, app.server, 'captain');
    const who = captain.getByTestId('availability').first();
    await who.getByText('Who is coming').click();
    await who.locator('li', { hasText: name }).getByText('away that day').waitFor();

    // ADR 072: the player turns notices on from a phone; the captain's roster says so.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    await addDevice(
      app.server.storage,
      playerOwner(teamId, player._id.slice('player:'.length)),
      {
        endpoint: 'https://push.example.test/send/away-player',
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
      'en',
    );
    await captain.goto(`${app.server.url}/teams/${teamId}/settings`);
    await captain.getByRole('tab', { name: 'Manage Roster' }).click();
    await captain.getByRole('listitem').filter({ hasText: name }).getByText('Phone notices on').waitFor();

    // Back after all: removed, the match asks again.
    await section.getByRole('button', { name: /^Remove / }).click();
    await page.getByRole('status').getByText('Removed').waitFor();
    await section.getByText('No dates yet.').waitFor();
    await card.getByText(/^You said you are away that day/).waitFor({ state: 'detached' });
    await phone.close();
    await desk.close();
  });
});
