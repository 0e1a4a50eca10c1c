import { describe, expect, it } from 'vitest';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, openLeagueForm, signIn } from '../support/e2e.ts';

// ADR 053 on phones: the admin writes the league's waiver; a player reads and signs it from their
// link (signing needs signal, and says so); the captain's roster counts who has signed.

const WAIVER =
  'I take part in Pitchside matches at my own risk.\nI have no injury that makes playing unsafe.';

describe("a league's waiver", () => {
  const app = appFixture();

  it('the admin writes it, a player signs it from their link, the captain sees who has', async () => {
    const desk = await app.browser.newContext({ viewport: PHONE });
    const admin = await desk.newPage();
    const form = await openLeagueForm(admin, app.server);
    await form.getByLabel('Player waiver (optional)').fill(WAIVER);
    await form.getByRole('button', { name: 'Save League' }).click();
    await form.waitFor({ state: 'detached' });
    // Saved on the desk's device first: the desk stays open until its push has reached the server.
    await waitFor(async () => {
      const { rows } = await app.server.storage
        .db('leagues')
        .allDocs({ startkey: 'league:', endkey: 'league:\uffff', include_docs: true });
      return rows.some((row) => row.doc?.waiver === WAIVER);
    }, 'the waiver on the server');

    const link = await app.browser.newContext({ viewport: PHONE });
    const player = await link.newPage();
    await player.goto(`${app.server.url}${app.server.accounts.playerLink.link!}`);
    const card = player.getByRole('region', { name: 'Sign the league’s waiver' });
    await card.waitFor();
    expect(await card.innerText()).toContain('I have no injury that makes playing unsafe.');
    await card.getByRole('button', { name: 'I agree and sign' }).click();
    await card.getByRole('alert').getByText('Type your full name to sign').waitFor();
    await expectClean(player, 'the waiver to sign');

    await link.setOffline(true);
    await card.getByLabel('Your full name').fill('Luis Silva');
    await card.getByRole('button', { name: 'I agree and sign' }).click();
    await card
      .getByRole('alert')
      .getByText('Signing needs a connection: try again when you have signal.')
      .waitFor();
    await link.setOffline(false);
    await card.getByRole('button', { name: 'I agree and sign' }).click();
    await player.getByText(/^You signed the league’s waiver on \d\d\/\d\d\/\d{4}\.$/).waitFor();
    await expectClean(player, 'the signed waiver');
    // Kept on the phone with the view, which a visit with no signal draws from (availability.test).
    const kept = await player.evaluate(() =>
      JSON.parse(localStorage.getItem('pitchside-player-view') ?? 'null'),
    );
    expect(kept.waiver.signedVersion).toBe(kept.waiver.version);
    await link.close();

    const phone = await app.browser.newContext({ viewport: PHONE });
    const captain = await phone.newPage();
    await signIn(captain, app.server, 'captain');
    await captain.goto(`${app.server.url}/teams/${app.server.accounts.captain.teamId}/settings`);
    await captain
      .getByText(/^League waiver: 1 of \d+ players signed\. Players sign it from their link\.$/)
      .waitFor({ timeout: 20_000 });
    expect(await captain.getByText('Waiver signed', { exact: true }).count()).toBe(1);
    expect(await captain.getByText('Waiver not signed', { exact: true }).count()).toBeGreaterThan(5);
    await expectClean(captain, 'the roster with waivers');
    await phone.close();

    // The desk counts it too, in the team's details.
    await admin.goto(`${app.server.url}/admin/teams`);
    await admin.getByRole('button', { name: 'Details of Astoria Athletic' }).click({ timeout: 20_000 });
    const details = admin.getByRole('dialog', { name: 'Astoria Athletic' });
    await details.getByText(/^1 of \d+ players signed$/).waitFor({ timeout: 20_000 });
    await desk.close();
  });
});
