import { describe, expect, it } from 'vitest';
import { leagueDbName } from '../../src/domain/db-names.ts';
import type { TAppServer } from '../support/app-server.ts';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, demoReferee, formAlert, signIn } from '../support/e2e.ts';

// ADR 062 in the browser: the organiser draws the First Division's playoffs on a phone; the
// referee files a semi-final that ended level, with its shoot-out; the captain sees the bracket.

async function firstDivision(server: TAppServer) {
  const { rows } = await server.storage.db('leagues').allDocs({ include_docs: true });
  const row = rows.find((r) => r.doc?.name === 'First Division')!;
  return server.storage.db(leagueDbName(row.id.slice('league:'.length)));
}

describe('playoffs', () => {
  const app = appFixture();

  it('the desk draws them, the referee reports a semi-final won on penalties, the captain sees the bracket', async () => {
    const desk = await app.browser.newContext({ viewport: PHONE });
    const admin = await desk.newPage();
    await signIn(admin, app.server, 'admin');
    await admin.getByLabel('Section', { exact: true }).selectOption({ label: 'Leagues' });
    await admin.getByRole('button', { name: 'Playoffs of First Division' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Playoffs: First Division' });
    await dialog.getByText(/regular-season matches are still to play/).waitFor();
    // The seeds are the table's top four, in order; a team twice is refused.
    const seed1 = dialog.getByLabel('Seed 1');
    await expect.poll(() => seed1.inputValue()).not.toBe('');
    const first = await seed1.inputValue();
    const second = await dialog.getByLabel('Seed 2').inputValue();
    await dialog.getByLabel('Seed 2').selectOption(first);
    await dialog.getByRole('button', { name: 'Draw the playoffs' }).click();
    await formAlert(admin, 'A team can take one place only');
    await dialog.getByLabel('Seed 2').selectOption(second);
    await dialog
      .getByRole('heading', { name: 'Semi-finals' })
      .or(dialog.getByText('Semi-finals'))
      .first()
      .waitFor();
    await expectClean(admin, 'the playoff draw');
    await dialog.getByRole('button', { name: 'Draw the playoffs' }).click();
    await admin
      .getByRole('status')
      .getByText('Playoffs drawn: 2 matches scheduled, the captains told')
      .waitFor();

    // The server made the two semi-finals; the referee gets the first, played two hours ago.
    const league = await firstDivision(app.server);
    const semis = await waitFor(async () => {
      const { rows } = await league.allDocs({
        startkey: 'match:playoff-',
        endkey: 'match:playoff-\uffff',
        include_docs: true,
      });
      return rows.length === 2 ? rows.map((r) => r.doc!) : null;
    }, 'the semi-finals');
    const semi = semis.find((m) => (m.playoff as { slot: number }).slot === 1)!;
    expect(semi.homeTeamId).toBe(first);
    const referee = await demoReferee(app.server);
    await league.put({
      ...semi,
      refereeId: referee.id,
      date: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    });

    // The desk shows the bracket now, and may still remove it.
    await admin.getByRole('button', { name: 'Playoffs of First Division' }).click();
    await dialog.getByRole('heading', { name: 'Final', exact: true }).waitFor();
    await dialog.getByText('Winner of semi-final 1').waitFor();
    await dialog.getByRole('button', { name: 'Remove the playoffs' }).waitFor();
    await expectClean(admin, 'the bracket on the desk');
    await desk.close();

    const phone = await app.browser.newContext({ viewport: PHONE });
    const ref = await phone.newPage();
    await signIn(ref, app.server, 'referee');
    const matchId = semi._id.slice('match:'.length);
    // The notice's link, on a phone that has just signed in: the report opens once her leagues arrive.
    await ref.goto(`${app.server.url}/referee/match/${matchId}/report`);
    await ref.getByRole('heading', { name: 'Match Report' }).waitFor();
    await ref.getByText('Missing players').first().waitFor();
    await ref.locator('#homeScore').fill('0');
    await ref.locator('#awayScore').fill('0');
    // Level: the shoot-out's fields appear, and a report without them is refused.
    const shootOut = ref.getByRole('group', { name: 'Penalty shoot-out' });
    await shootOut.waitFor();
    await ref.getByRole('button', { name: 'Submit Report' }).click();
    await ref.getByText('A playoff match needs a winner: enter the penalty shoot-out').first().waitFor();
    await shootOut
      .getByLabel(/^Penalties scored: /)
      .first()
      .fill('5');
    await shootOut
      .getByLabel(/^Penalties scored: /)
      .last()
      .fill('4');
    await expectClean(ref, 'the report with its shoot-out');
    await ref.getByRole('button', { name: 'Submit Report' }).click();
    await ref.getByText('Report submitted successfully').waitFor();
    const played = await waitFor(async () => {
      const found = await league.get(semi._id);
      return found.status === 'completed' ? found : null;
    }, 'the semi-final accepted');
    expect(played).toMatchObject({ score: { home: 0, away: 0 }, penalties: { home: 5, away: 4 } });
    // Her reports list the semi-final as a playoff match.
    await ref.goto(`${app.server.url}/referee/matches?filter=completed`);
    await ref
      .getByRole('listitem')
      .filter({ has: ref.getByText('Playoffs', { exact: true }) })
      .first()
      .waitFor({ timeout: 20_000 });
    await phone.close();

    // The captain's league: the bracket first, the winner through, the final waiting for the other semi.
    const captainPhone = await app.browser.newContext({ viewport: PHONE });
    const captain = await captainPhone.newPage();
    await signIn(captain, app.server, 'captain');
    await captain.goto(`${app.server.url}/my-league`);
    const tab = captain.getByRole('tab', { name: 'Playoffs' });
    await tab.waitFor();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    await captain.getByRole('heading', { name: 'Semi-finals' }).waitFor();
    const tie = captain.getByTestId('playoff-tie').first();
    await tie.getByText('(through)').waitFor();
    await tie.getByText('(5)').waitFor();
    await captain.getByText('Winner of semi-final 2').waitFor();
    await expectClean(captain, 'the bracket');
    await captain.getByRole('tab', { name: 'Table' }).click();
    await captain.getByRole('table').waitFor();
    await captain.goto(`${app.server.url}/league-games`);
    await captain.getByText('(5–4 on penalties)').first().waitFor({ timeout: 20_000 });
    await captainPhone.close();
  });
});
