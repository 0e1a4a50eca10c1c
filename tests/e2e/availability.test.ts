import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/db-names.ts';
import { availabilityKey } from '../../src/domain/schemas/availability.ts';
import { leagueDiscipline } from '../../sync-server/mail/suspensions.ts';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';
import { sidewaysOverflow } from '../support/layout.ts';

// Issue #32 in the browser: the captain shares a player's link, the player answers on another
// phone with no account (at 360 px, offline too), and the captain's count moves.

const app = appFixture();

describe('who is coming on Sunday', () => {
  it('a player answers from a shared link, offline too; the captain sees the count; a stopped link is refused', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const captainContext = await app.browser.newContext({ viewport: PHONE });
    await captainContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    const captain = await captainContext.newPage();
    await signIn(captain, app.server, 'captain');
    await captain.goto(`${app.server.url}/teams/${teamId}/settings`);
    await captain.getByRole('tab', { name: 'Manage Roster' }).click();
    // A player who may play (the demo has one suspended, who is listed as unavailable instead).
    const roster = await app.server.storage
      .db(teamDbName(teamId))
      .allDocs({ startkey: 'player:', endkey: 'player:\uffff', include_docs: true });
    const team = await app.server.storage.db(teamDbName(teamId)).get(docId('team', teamId));
    const { suspended } = await leagueDiscipline(app.server.storage, String(team.leagueId));
    const player = roster.rows.map((r) => r.doc!).find((p) => !suspended.has(p._id.slice('player:'.length)))!;
    const playerName = `${player.firstName} ${player.lastName}`;
    const playerId = player._id.slice('player:'.length);
    const share = captain.getByRole('button', { name: `Share link (${playerName})` });
    await share.click({ timeout: 20_000 });
    // The demo made this player's link on the server already: a new one stops the old one.
    await captain
      .getByRole('dialog', { name: 'Make a new link?' })
      .getByRole('button', { name: 'Make a new link' })
      .click();
    await captain.getByText('Link copied: paste it in your team chat').waitFor();
    const text = await captain.evaluate(() => navigator.clipboard.readText());
    const url = /(http\S+\/availability#\S+)/.exec(text)![1]!;
    expect(text.startsWith(`${playerName.split(' ')[0]}, tell Astoria Athletic if you can play:`)).toBe(true);

    // Another phone, no account.
    const playerContext = await app.browser.newContext({ viewport: PHONE });
    const phone = await playerContext.newPage();
    await phone.goto(url);
    await phone.getByRole('heading', { name: `${playerName.split(' ')[0]}, are you coming?` }).waitFor();
    const first = phone.getByTestId('player-match').first();
    await first.getByRole('button', { name: 'In' }).waitFor();
    expect(await axeViolations(phone)).toEqual([]);
    expect(await sidewaysOverflow(phone)).toEqual({ overflow: 0, culprits: [] });

    // The captain's dashboard, open beside it.
    await captain.goto(`${app.server.url}/teams/${teamId}/dashboard`);
    const counts = captain.getByTestId('availability').first();
    await counts.waitFor({ timeout: 20_000 });
    const inCount = async () => Number(/In (\d+)/.exec((await counts.textContent()) ?? '')![1]);
    const seen = counts.locator('li', { hasText: playerName }).locator('select');

    await first.getByRole('button', { name: 'Out' }).click();
    await first.getByText('Saved. You can change it until kick-off.').waitFor();
    await expect.poll(() => seen.inputValue(), { timeout: 20_000 }).toBe('out');
    const before = await inCount();
    await first.getByRole('button', { name: 'In' }).click();
    await first.getByText('Saved. You can change it until kick-off.').waitFor();
    expect(await first.getByRole('button', { name: 'In' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => seen.inputValue(), { timeout: 20_000 }).toBe('in');
    expect(await inCount()).toBe(before + 1);

    // No signal: the tap waits on the phone, survives a reload, and goes once when signal returns.
    await phone.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await playerContext.setOffline(true);
    await phone.reload();
    const offlineFirst = phone.getByTestId('player-match').first();
    await offlineFirst.getByRole('button', { name: 'Maybe' }).click();
    await offlineFirst.getByText('Waiting to send').waitFor();
    const matchId = await phone.evaluate(
      () => Object.keys(JSON.parse(localStorage.getItem('pitchside-player-pending')!))[0],
    );
    const stored = () =>
      app.server.storage
        .db(teamDbName(teamId))
        .get(docId('availability', availabilityKey(matchId!, playerId)));
    const generation = (doc: { _rev?: string }) => Number.parseInt(doc._rev ?? '0', 10);
    // Nothing has left the phone: the server still has the In from before.
    const beforeSync = await stored();
    expect(beforeSync.answer).toBe('in');
    await playerContext.setOffline(false);
    await offlineFirst.getByText('Saved. You can change it until kick-off.').waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await stored()).answer, { timeout: 20_000 }).toBe('maybe');
    // Sent once: one new revision, however the phone retried.
    expect(generation(await stored())).toBe(generation(beforeSync) + 1);
    await expect.poll(() => seen.inputValue(), { timeout: 20_000 }).toBe('maybe');
    expect(await inCount()).toBe(before);

    // The captain stops the link: the player's page says so, and nothing changes.
    await captain.goto(`${app.server.url}/teams/${teamId}/settings`);
    await captain.getByRole('tab', { name: 'Manage Roster' }).click();
    await captain.getByRole('button', { name: `Stop link (${playerName})` }).click();
    await captain
      .getByRole('dialog', { name: 'Stop link' })
      .getByRole('button', { name: 'Stop link' })
      .click();
    await captain.getByText(/link no longer works$/).waitFor();
    await phone.reload();
    await phone.getByText('This link is no longer valid').first().waitFor({ timeout: 20_000 });
    expect((await stored()).answer).toBe('maybe');
    await playerContext.close();
    await captainContext.close();
  }, 120_000);
});
