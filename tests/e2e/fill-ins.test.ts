import { describe, expect, it } from 'vitest';
import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { api } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';
import { sidewaysOverflow } from '../support/layout.ts';

// ADR 076 in the browser: a captain short of players asks a free agent of the league to play the
// coming match; the free agent answers from their private link; the captain gets the phone number.
describe('a fill-in for the coming match', () => {
  const app = appFixture({ FREE_AGENTS_PER_IP: '50' });

  it('the captain asks a free agent, who says yes from the private link; the captain sees who is coming', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const { storage } = app.server;
    const team = await storage.db(teamDbName(teamId)).get(docId('team', teamId));
    const leagueId = String(team.leagueId);
    const opponent = (
      await storage
        .db(leagueDbName(leagueId))
        .allDocs({ startkey: 'teamPublic:', endkey: 'teamPublic:\uffff', include_docs: true })
    ).rows.find((row) => row.id !== docId('teamPublic', teamId))!.doc!;
    // A match two hours from now: the team's next one, within the week fill-ins may be asked for.
    const match = matchDoc({
      leagueId,
      homeTeamId: teamId,
      awayTeamId: opponent._id.slice('teamPublic:'.length),
      date: new Date(Date.now() + 2 * 3600_000).toISOString(),
      refereeId: null,
    });
    await createMatches(storage, leagueId, [match]);
    const matchId = match._id.slice('match:'.length);
    const sent = await api(app.server.url, '/api/free-agents', {
      headers: { 'x-forwarded-for': '192.0.2.40' },
      body: {
        firstName: 'Rosa',
        lastName: 'Quispe',
        phone: '(347) 555-0199',
        email: 'rosa@example.com',
        position: 'defender',
        level: 'Intermediate',
        bio: 'Left back, free most evenings.',
        leagues: [leagueId],
        teams: [],
      },
    });
    expect(sent.status).toBe(201);

    const context = await app.browser.newContext({ viewport: PHONE });
    const captain = await context.newPage();
    await signIn(captain, app.server, 'captain');
    // From the dashboard's "Who is coming" of that match.
    await captain.goto(`${app.server.url}/teams/${teamId}/dashboard`);
    await captain
      .locator(`a[href="/teams/${teamId}/matches/${matchId}/fill-ins"]`)
      .click({ timeout: 20_000 });
    await captain.getByRole('heading', { name: 'Fill-ins', level: 1 }).waitFor();
    await captain.getByText(`v ${String(opponent.name)}`).waitFor();
    await captain.getByText('0 of 3 fill-ins coming · 0 of 8 asked').waitFor();
    const card = captain.getByRole('article', { name: 'Rosa Q.' });
    await card.getByText('Left back, free most evenings.').waitFor({ timeout: 20_000 });
    expect(await captain.getByText('rosa@example.com').count()).toBe(0);
    expect(await axeViolations(captain)).toEqual([]);
    expect(await sidewaysOverflow(captain)).toEqual({ overflow: 0, culprits: [] });
    await card.getByRole('button', { name: 'Ask to play: Rosa Q.' }).click();
    await captain.getByText('Rosa Q. was asked to play').waitFor();
    await card.getByText('Asked', { exact: true }).waitFor();

    // The free agent, on their own phone, in Spanish.
    const playerContext = await app.browser.newContext({ viewport: PHONE, locale: 'es-US' });
    const player = await playerContext.newPage();
    await player.goto(`${app.server.url}/free-agent/profile/${sent.body.id}#${sent.body.key}`);
    const asks = player.getByRole('region', { name: 'Te piden jugar un partido' });
    await asks
      .getByText(`${String(team.name)} te pregunta si puedes jugar contra ${String(opponent.name)}`)
      .waitFor();
    expect(await axeViolations(player)).toEqual([]);
    expect(await sidewaysOverflow(player)).toEqual({ overflow: 0, culprits: [] });
    await asks.getByRole('button', { name: `Puedo jugar: ${String(team.name)}`, exact: true }).click();
    await player.getByText(`${String(team.name)} tiene tu teléfono y tu correo`).waitFor();
    await asks.getByText('Dijiste que vas.').waitFor();

    // The captain's page follows, with the phone and the e-mail; the dashboard counts her in.
    const coming = captain.getByRole('region', { name: 'Coming to fill in' });
    await coming.getByRole('link', { name: '3475550199' }).waitFor({ timeout: 20_000 });
    await coming.getByRole('link', { name: 'rosa@example.com' }).waitFor();
    await card.getByText('Coming', { exact: true }).waitFor();
    await captain.getByText('1 of 3 fill-ins coming · 1 of 8 asked').waitFor();
    await captain.goto(`${app.server.url}/teams/${teamId}/dashboard`);
    await captain.getByRole('link', { name: 'See your fill-ins' }).waitFor({ timeout: 20_000 });
    await captain.getByText('1 fill-in', { exact: false }).first().waitFor();
    // Under "Who is coming", with the roster's answers.
    const list = captain.getByTestId('availability').filter({ hasText: '1 fill-in' });
    await list.getByText('Who is coming').click();
    await list.getByRole('listitem').filter({ hasText: 'Rosa Q.' }).getByText('Fill-in, coming').waitFor();

    // Players of the roster said yes after all: the captain withdraws the ask, and she is told.
    await captain.getByRole('link', { name: 'See your fill-ins' }).click();
    await card.getByRole('button', { name: 'Withdraw: Rosa Q.' }).click();
    const confirm = captain.getByRole('dialog', { name: 'Withdraw the ask to Rosa Q.?' });
    expect(await axeViolations(captain)).toEqual([]);
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await captain.getByText('The ask to Rosa Q. is withdrawn').waitFor();
    await card.getByText('Ask withdrawn').waitFor();
    expect(await captain.getByRole('region', { name: 'Coming to fill in' }).count()).toBe(0);
    await player.reload();
    await asks.getByText('El equipo ya no necesita un suplente para este partido. Gracias.').waitFor();
    expect(await asks.getByRole('button').count()).toBe(0);
    await playerContext.close();
    await context.close();
  });
});
