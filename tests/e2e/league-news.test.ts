import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// League news (ADR 040): the organiser posts from the desk; the captain's dashboard shows it live,
// and the captain's e-mail is queued.
describe('league news', () => {
  const app = appFixture();

  it('posted on the desk, it shows on the captain’s dashboard and reaches their e-mail', async () => {
    const captainContext = await app.browser.newContext({ viewport: PHONE });
    const captain = await captainContext.newPage();
    await signIn(captain, app.server, 'captain');
    const teamId = app.server.accounts.captain.teamId!;
    await captain.goto(`${app.server.url}/teams/${teamId}/dashboard`);
    await captain.getByRole('heading', { name: 'Upcoming Matches' }).waitFor();
    expect(await captain.getByRole('region', { name: 'League news' }).count()).toBe(0);

    const deskContext = await app.browser.newContext({ viewport: PHONE });
    const desk = await deskContext.newPage();
    await signIn(desk, app.server, 'admin');
    await desk.goto(`${app.server.url}/admin/leagues`);
    const panel = desk.getByRole('region', { name: 'League news' });
    // Posted to the demo captain's own league.
    const league = (await app.server.storage.db(`team-${teamId}`).get(`team:${teamId}`)).leagueId as string;
    await panel.getByLabel('League *').selectOption(league);
    await panel.getByRole('button', { name: 'Post and tell the captains' }).click();
    await panel.getByRole('alert').getByText('Please fill in all required fields').waitFor();
    await panel.getByLabel('Title *').fill('Randalls Island Field 12 is closed on Sunday');
    await panel.getByLabel('Message').fill('Matches there move to Field 5 at the same times.');
    await panel.getByRole('button', { name: 'Post and tell the captains' }).click();
    await desk.getByRole('status').getByText('Posted: every captain of the league will be told.').waitFor();
    await panel.getByText('Randalls Island Field 12 is closed on Sunday').waitFor();
    // The toast floats over the page's buttons (axe's target-size rule counts the overlap); the
    // page is checked once it has gone by itself.
    await desk.getByText('Posted: every captain of the league will be told.').waitFor({ state: 'hidden' });
    expect(await axeViolations(desk)).toEqual([]);

    const news = captain.getByRole('region', { name: 'League news' });
    await news.getByText('Randalls Island Field 12 is closed on Sunday').waitFor({ timeout: 20_000 });
    await news.getByText('Matches there move to Field 5 at the same times.').waitFor();
    expect(await axeViolations(captain)).toEqual([]);
    const mail = await waitFor(async () => {
      const { rows } = await app.server.storage
        .db('admin')
        .allDocs({ startkey: 'mail:news-', endkey: 'mail:news-\uffff', include_docs: true });
      return rows.find((row) => row.id.endsWith(`-${teamId}`))?.doc as { subject: string } | undefined;
    }, 'the captain’s e-mail');
    expect(mail.subject).toMatch(/: Randalls Island Field 12 is closed on Sunday$/);
    await captainContext.close();
    await deskContext.close();
  });
});
