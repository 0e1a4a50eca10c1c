import { describe, expect, it } from 'vitest';
import { leagueDbName } from '../../src/domain/db-names.ts';
import { createLeague, createTeam } from '../../sync-server/seed/factories.ts';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';

const CLUBS = ['Astoria', 'Bushwick', 'Corona', 'Dumbo', 'Elmhurst', 'Flushing', 'Gowanus', 'Harlem'];

describe('a season in one click', () => {
  const app = appFixture();

  it('generates an 8-team double round robin over two fields, previews it, swaps two matches, saves, and every week shows', async () => {
    const { server, browser } = app;
    const leagueId = await createLeague(server.storage, { name: 'Generated Cup', season: '2027' });
    for (const club of CLUBS) await createTeam(server.storage, { leagueId, name: `${club} FC` });
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, server, 'admin');
    await page.goto(`${server.url}/admin/matches?league=${leagueId}`);
    await page.getByRole('button', { name: 'Generate Season' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Season' });
    await dialog.getByText('Teams (8)').waitFor({ timeout: 20_000 });

    // Nothing chosen yet: the generator says what is missing.
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByRole('alert').getByText('Choose the first matchday').waitFor();
    await dialog.getByLabel('First matchday').fill('2027-03-06');
    await dialog.getByRole('button', { name: 'Add field' }).click();
    await dialog.getByLabel('Field 2 name').fill('Pier 5');
    await dialog.getByLabel('Field 2 times').fill('16:00, 17:45');
    await dialog.getByLabel('Date with no matches').fill('2027-04-03');
    await dialog.getByRole('button', { name: 'Add blackout' }).click();
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText('56 matches over 14 days, 03/06/2027 to 06/12/2027').waitFor();
    expect(await dialog.getByText('Matchday 14').count()).toBe(1);
    expect(await dialog.getByText(/04\/03\/2027/).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Swap two matches of matchday 1: each takes the other's kick-off and field.
    const day1 = dialog
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /^Matchday 1 ·/ }) });
    const slotOf = async () => {
      const buttons = day1.getByRole('button');
      const rows = new Map<string, string>();
      for (let i = 0; i < (await buttons.count()); i++) {
        const button = buttons.nth(i);
        const teams = (await button.locator('span.font-semibold').first().textContent())!;
        const slot = `${await button.locator('span.font-mono').textContent()} ${await button.locator('span.text-stone-600').textContent()}`;
        rows.set(teams, slot);
      }
      return rows;
    };
    const before = await slotOf();
    const [a, b] = [...before.keys()].filter((_, i) => i === 0 || i === 3);
    expect(before.get(a!)).not.toBe(before.get(b!));
    await day1.getByRole('button').filter({ hasText: a! }).click();
    await day1.getByRole('button').filter({ hasText: b! }).click();
    await dialog.getByText('2 matches selected.').waitFor();
    await dialog.getByRole('button', { name: 'Swap selected' }).click();
    await dialog.getByText('Select two matches to swap them').waitFor();
    const after = await slotOf();
    expect(after.get(a!)).toBe(before.get(b!));
    expect(after.get(b!)).toBe(before.get(a!));

    await dialog.getByRole('button', { name: 'Save 56 matches' }).click();
    await page.getByRole('status').getByText('56 matches scheduled').waitFor();
    const stored = await waitFor(
      async () => {
        const { rows } = await server.storage
          .db(leagueDbName(leagueId))
          .allDocs({ startkey: 'match:', endkey: 'match:\uffff' });
        return rows.length === 56 ? rows : null;
      },
      'the season on the server',
      30_000,
    );
    expect(stored).toHaveLength(56);

    // League games: every matchday is its own week (Journée in French).
    await page.goto(`${server.url}/league-games`);
    await page.getByRole('button', { name: /Generated Cup/ }).click({ timeout: 20_000 });
    const headings = page.getByRole('heading', { level: 2, name: /^Week \d+$/ });
    await expect.poll(() => headings.count(), { timeout: 20_000 }).toBe(14);

    // A result comes in, then a team drops out: regenerate only the rest of the season.
    const leagueDb = server.storage.db(leagueDbName(leagueId));
    const played = await leagueDb.get(stored[0]!.id);
    await leagueDb.put({
      ...played,
      status: 'completed',
      score: { home: 2, away: 1 },
      resultNote: 'Played early',
    });
    const names = new Map<string, string>();
    for (const row of (
      await server.storage
        .db(leagueDbName(leagueId))
        .allDocs({ include_docs: true, startkey: 'teamPublic:', endkey: 'teamPublic:\uffff' })
    ).rows)
      names.set(String(row.doc?.teamId), String(row.doc?.name));
    const leaving = [...names].find(([id]) => id !== played.homeTeamId && id !== played.awayTeamId)!;
    await page.goto(`${server.url}/admin/matches?league=${leagueId}&status=completed`);
    await page.getByText('1 match', { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Generate Season' }).click();
    await dialog.getByText('This league has 1 result and 55 unplayed matches').waitFor();
    await dialog.getByLabel(leaving[1]).uncheck();
    await dialog.getByLabel('First matchday').fill('2027-06-19');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    // Seven teams, home and away, less the one pairing already played.
    await dialog
      .getByText(/^41 matches over \d+ days, 06\/19\/2027 .*replacing 55 unplayed matches\.$/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Save 41 matches' }).click();
    await page.getByRole('status').getByText('41 matches scheduled').waitFor();
    await waitFor(
      async () => {
        const { rows } = await leagueDb.allDocs({
          include_docs: true,
          startkey: 'match:',
          endkey: 'match:\uffff',
        });
        const docs = rows.map(
          (r) => r.doc as unknown as { status: string; homeTeamId: string; awayTeamId: string },
        );
        const scheduled = docs.filter((d) => d.status === 'scheduled');
        return (
          docs.length === 42 &&
          docs.filter((d) => d.status === 'completed').length === 1 &&
          scheduled.length === 41 &&
          scheduled.every((d) => d.homeTeamId !== leaving[0] && d.awayTeamId !== leaving[0])
        );
      },
      'the regenerated season on the server',
      30_000,
    );
    await context.close();
  });
});
