import { describe, expect, it } from 'vitest';
import { docId, leagueDbName, teamDbName } from '../../src/domain/db-names.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

describe("a team's matches, calendar and opponents", () => {
  const app = appFixture();

  it('lists every match with counted filters, offers the calendar, and shows each opponent with head-to-head results', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const team = await app.server.storage.db(teamDbName(teamId)).get(docId('team', teamId));
    const matches = (
      await app.server.storage
        .db(leagueDbName(String(team.leagueId)))
        .allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true })
    ).rows
      .map((r) => r.doc!)
      .filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId);
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');

    await page.getByRole('link', { name: 'All Matches' }).click();
    await page.waitForURL(/\/matches$/);
    const chip = (label: string) => page.getByRole('button', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
    const count = async (label: string) => Number((await chip(label).textContent())!.match(/\((\d+)\)/)![1]);
    await expect.poll(() => count('All'), { timeout: 20_000 }).toBe(matches.length);
    expect(await count('Completed')).toBe(matches.filter((m) => m.status === 'completed').length);
    await chip('Upcoming').click();
    expect(await page.getByTestId('game-card').count()).toBe(await count('Upcoming'));
    const subscribe = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
    expect(subscribe).toMatch(new RegExp(`^webcal://.+/api/teams/${teamId}/calendar\\.ics\\?lang=en$`));
    const file = await page.evaluate(
      async (href) => {
        const response = await fetch(href);
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          text: await response.text(),
        };
      },
      (await page.getByRole('link', { name: 'Download the calendar file' }).getAttribute('href'))!,
    );
    expect(file.status).toBe(200);
    expect(file.type).toMatch(/^text\/calendar/);
    expect(file.text.match(/BEGIN:VEVENT/g)).toHaveLength(matches.length);

    await page.goto(`${app.server.url}/teams/${teamId}/opponents`);
    await expect.poll(() => page.getByTestId('opponent').count(), { timeout: 20_000 }).toBe(7);
    await expect
      .poll(() => page.getByText(/^.+ · (Home|Away) · (Won|Drew|Lost) \d+ – \d+/).count())
      .toBe(matches.filter((m) => m.status === 'completed').length);
    await context.close();
  });
});
