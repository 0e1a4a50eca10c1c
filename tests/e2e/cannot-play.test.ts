import { describe, expect, it } from 'vitest';
import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, formAlert, signIn } from '../support/e2e.ts';
import { outbox } from '../support/mail.ts';

// ADR 059: the captain tells the league from the dashboard on a phone that the team cannot play
// its next match (with no signal at first), takes it back, tells again; the organiser records the
// forfeit from the desk.
describe('a team that cannot play', () => {
  const app = appFixture();

  it('told from the captain’s phone, taken back and told again; the desk records the forfeit', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const captain = await context.newPage();
    await signIn(captain, app.server, 'captain');
    const teamId = app.server.accounts.captain.teamId!;
    const { storage } = app.server;
    const team = await storage.db(teamDbName(teamId)).get(docId('team', teamId));
    const us = String(team.name);
    await captain.goto(`${app.server.url}/teams/${teamId}/dashboard`);
    const first = captain
      .getByRole('region', { name: 'Upcoming Matches' })
      .getByTestId('upcoming-match')
      .first();
    const tell = first.getByRole('button', { name: /^We can’t play against / });
    const opponent = (await tell.getAttribute('aria-label'))!.replace('We can’t play against ', '');
    await tell.click();
    const dialog = captain.getByRole('dialog', { name: 'Tell the league you can’t play' });
    await dialog
      .getByText(new RegExp(`^Your match against ${opponent}, .+ The league decides the result`))
      .waitFor();
    await dialog.getByRole('button', { name: 'Tell the league' }).click();
    await formAlert(captain, 'Say why, in 3 characters or more');
    await dialog.getByLabel('Why (for the league)').fill('Half the team is at a wedding');
    expect(await axeViolations(captain)).toEqual([]);
    // No signal: saved on the phone, sent when it comes back.
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Tell the league' }).click();
    await captain
      .getByRole('status')
      .getByText('Saved: the league is told as soon as your phone has signal')
      .waitFor();
    await first.getByText('You told the league you can’t play: Half the team is at a wedding').waitFor();
    await first.getByText('Waiting to send').waitFor();
    await context.setOffline(false);
    await first.getByText('Waiting to send').waitFor({ state: 'detached' });
    const matchId = await waitFor(async () => {
      const { rows } = await storage
        .db(teamDbName(teamId))
        .allDocs({ startkey: 'cannotPlay:', endkey: 'cannotPlay:\uffff' });
      return rows[0]?.id.slice('cannotPlay:'.length) ?? null;
    }, 'the notice on the server');
    await waitFor(
      async () =>
        (await outbox(storage)).some(
          (m) => m.kind === 'cannotPlay' && m.subject.startsWith(`${us} cannot play`),
        ),
      'the other captain told',
    );

    // The league's games list says so, to everyone who looks.
    await captain.goto(`${app.server.url}/league-games`);
    await captain.getByText(`${us} can’t play this match`).first().waitFor();

    // Taken back, then told again (they really cannot).
    await captain.goto(`${app.server.url}/teams/${teamId}/dashboard`);
    await first.getByRole('button', { name: 'We can play after all' }).click();
    await captain.getByRole('status').getByText('Taken back: everyone is told the match is on').waitFor();
    await first.getByRole('button', { name: `We can’t play against ${opponent}` }).click();
    await dialog.getByLabel('Why (for the league)').fill('Not enough players this week');
    await dialog.getByRole('button', { name: 'Tell the league' }).click();
    await first.getByText('You told the league you can’t play: Not enough players this week').waitFor();

    const deskContext = await app.browser.newContext({ viewport: PHONE });
    const desk = await deskContext.newPage();
    await signIn(desk, app.server, 'admin');
    await desk.getByRole('link', { name: '1 match a team can’t play' }).waitFor({ timeout: 20_000 });
    await desk.goto(`${app.server.url}/admin/matches`);
    const panel = desk.getByRole('region', { name: 'Teams that can’t play' });
    await panel.getByText('Their reason: Not enough players this week').waitFor({ timeout: 20_000 });
    expect(await axeViolations(desk)).toEqual([]);
    await panel.getByRole('button', { name: /^Record the forfeit of / }).click();
    const confirm = desk.getByRole('dialog', { name: 'Record the forfeit?' });
    await confirm
      .getByText(
        `${opponent} wins 3–0. The referee comes off the match and is told; the teams see the result.`,
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Record the forfeit' }).click();
    await desk.getByRole('status').getByText('Forfeit recorded').waitFor();
    await panel.waitFor({ state: 'detached' });
    const match = await waitFor(async () => {
      const found = await storage
        .db(leagueDbName(String(team.leagueId)))
        .get(docId('match', matchId))
        .catch(() => null);
      return found?.status === 'completed' ? found : null;
    }, 'the forfeit on the server');
    expect(match).toMatchObject({ refereeId: null, resultNote: `Forfeit: ${us} could not play` });
    await deskContext.close();
    await context.close();
  });
});
