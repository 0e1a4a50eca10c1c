import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/domain/csv.ts';
import { docId, teamDbName } from '../../src/domain/db-names.ts';
import { leagueDiscipline } from '../../sync-server/mail/suspensions.ts';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// The desk hands the rosters on (an insurer's certificate, a permit's player list): one league's
// captains and players as a spreadsheet, with who is suspended, from the desk's own rows.

describe("the leagues' rosters as CSV", () => {
  const app = appFixture();

  it("downloads one league's rosters, every player of its teams once, the suspended marked", async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const teamDb = app.server.storage.db(teamDbName(teamId));
    const team = await teamDb.get(docId('team', teamId));
    const { suspended } = await leagueDiscipline(app.server.storage, String(team.leagueId));
    const { rows } = await teamDb.allDocs({
      startkey: 'player:',
      endkey: 'player:\uffff',
      include_docs: true,
    });

    const context = await app.browser.newContext({ viewport: PHONE, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, app.server, 'admin');
    await page.goto(`${app.server.url}/admin/teams?league=${String(team.leagueId)}`);
    await page.getByText(String(team.name), { exact: true }).waitFor();
    await expectClean(page, 'the teams tab');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download rosters (CSV)' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^rosters-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = parseCsv(await readFile((await file.path())!, 'utf8'));
    expect(lines[0]).toEqual([
      'League',
      'Team',
      'Captain',
      'Captain phone',
      'First name',
      'Last name',
      'Jersey',
      'Player phone',
      'Waiver',
      'Suspended',
    ]);
    const body = lines.slice(1);
    await page.getByRole('status').getByText(`Rosters downloaded: ${body.length} players`).waitFor();
    // Only this league; every player of the demo captain's team, once, by jersey.
    expect(new Set(body.map((r) => r[0]))).toEqual(new Set(['First Division']));
    const mine = body.filter((r) => r[1] === team.name);
    expect(mine.map((r) => `${r[4]} ${r[5]}`).sort()).toEqual(
      rows.map((r) => `${r.doc!.firstName} ${r.doc!.lastName}`).sort(),
    );
    expect(mine.every((r) => r[2] === (team.captain as { name: string }).name)).toBe(true);
    const marked = mine.filter((r) => r[9] === 'suspended').map((r) => `${r[4]} ${r[5]}`);
    const banned = rows
      .filter((r) => suspended.has(r.id.slice('player:'.length)))
      .map((r) => `${r.doc!.firstName} ${r.doc!.lastName}`);
    expect(marked.sort()).toEqual(banned.sort());
    expect(banned.length).toBeGreaterThan(0);
    await context.close();
  });
});
