import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { openRecruitment } from '../../sync-server/seed/factories.ts';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { api, waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// Issue #15: a captain recruits, and answers a free agent at the pitch.
describe('a captain answers applications', () => {
  const app = appFixture({ FREE_AGENTS_PER_IP: '50' });

  it('opens recruitment with what the team looks for, then accepts an applicant into the roster with no signal', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    await page.goto(`${app.server.url}/teams/${teamId}/dashboard`);

    // Recruitment: open, and say what the team looks for.
    const card = page.getByRole('region', { name: 'Recruitment' });
    await card.getByRole('switch').click();
    await page.getByText('Recruitment opened').waitFor();
    await card.getByRole('button', { name: 'Edit what you look for' }).click();
    const dialog = page.getByRole('dialog', { name: 'What your team looks for' });
    await dialog.getByLabel('Forward').check();
    await dialog.getByLabel('Advanced').check();
    await dialog.getByLabel('Note for free agents (optional)').fill('Sunday mornings on Randalls Island.');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Looking for: Forward, Advanced').waitFor();
    // It reaches the public mirror that free agents choose from.
    const team = await app.server.storage.db(teamDbName(teamId)).get(docId('team', teamId));
    const mirror = await waitFor(async () => {
      const found = await app.server.storage.db(`league-${team.leagueId}`).get(docId('teamPublic', teamId));
      return (found.recruitment as { note: string }).note === 'Sunday mornings on Randalls Island.' && found;
    }, 'the recruitment note in the league');
    expect(mirror.recruitment).toMatchObject({ open: true, positions: ['forward'], levels: ['Advanced'] });

    // A free agent applies; the dashboard's count follows live.
    const sent = await api(app.server.url, '/api/free-agents', {
      body: {
        firstName: 'Kofi',
        lastName: 'Mensah',
        phone: '347-555-0190',
        email: 'kofi@example.com',
        position: 'forward',
        level: 'Advanced',
        bio: 'Quick on the left.',
        leagues: [team.leagueId],
        teams: [teamId],
      },
    });
    expect(sent.status).toBe(201);
    const link = page.getByRole('link', { name: 'View Applications (1)' });
    await link.waitFor();
    await link.click();
    await page.waitForURL(new RegExp(`/teams/${teamId}/applications$`));
    const applicant = page.getByRole('article', { name: 'Kofi Mensah' });
    await applicant.getByText('Quick on the left.').waitFor();
    await applicant.getByRole('link', { name: 'kofi@example.com' }).waitFor();
    await applicant.getByRole('link', { name: '+13475550190' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // No signal: accept, adding him with a jersey number another player wears first.
    await context.setOffline(true);
    await applicant.getByRole('button', { name: 'Accept Kofi Mensah' }).click();
    const accept = page.getByRole('dialog', { name: 'Accept Kofi Mensah' });
    expect(await accept.getByLabel('First name').inputValue()).toBe('Kofi');
    expect(await accept.getByLabel('Phone (optional)').inputValue()).toBe('+13475550190');
    await accept.getByLabel('Jersey number (optional)').fill('1');
    await accept.getByRole('button', { name: 'Accept and Add to Roster' }).click();
    await accept
      .getByRole('alert')
      .filter({ hasText: /^Jersey number 1 is already taken by / })
      .waitFor();
    await accept.getByLabel('Jersey number (optional)').fill('77');
    await accept.getByRole('button', { name: 'Accept and Add to Roster' }).click();
    await page.getByText('Player added successfully').waitFor();
    await applicant.getByText('Accepted').waitFor();

    // Signal again: the roster and the answer reach the server, and the free agent's page says so.
    await context.setOffline(false);
    const db = app.server.storage.db(teamDbName(teamId));
    await waitFor(
      async () => (await db.get(docId('application', sent.body.id))).status === 'accepted',
      'the answer on the server',
      30_000,
    );
    const players = await db.allDocs({ startkey: 'player:', endkey: 'player:\uffff', include_docs: true });
    expect(players.rows.some((row) => row.doc?.firstName === 'Kofi' && row.doc.jerseyNumber === 77)).toBe(
      true,
    );
    const own = await api(app.server.url, `/api/free-agents/${sent.body.id}`, {
      headers: { 'x-free-agent-key': sent.body.key },
    });
    expect(own.body.applications).toEqual([expect.objectContaining({ status: 'accepted' })]);
    await context.close();
  });

  it('a captain invites a free agent from the league, who answers from the private link', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const team = await app.server.storage.db(teamDbName(teamId)).get(docId('team', teamId));
    await openRecruitment(app.server.storage, teamId, {
      positions: ['goalkeeper'],
      levels: [],
      note: 'We need a keeper.',
    });
    const sent = await api(app.server.url, '/api/free-agents', {
      headers: { 'x-forwarded-for': '192.0.2.10' },
      body: {
        firstName: 'Lena',
        lastName: 'Berg',
        phone: '',
        email: 'lena@example.com',
        position: 'goalkeeper',
        level: 'Beginner',
        bio: 'Tall, brave, learning.',
        leagues: [team.leagueId],
        teams: [],
      },
    });
    expect(sent.status).toBe(201);

    const context = await app.browser.newContext({ viewport: PHONE });
    const captain = await context.newPage();
    await signIn(captain, app.server, 'captain');
    await captain.goto(`${app.server.url}/teams/${teamId}/dashboard`);
    await captain.getByRole('link', { name: 'Find Players' }).click();
    await captain.getByLabel('Position').selectOption('goalkeeper');
    const card = captain.getByRole('article', { name: 'Lena B.' });
    await card.getByText('Tall, brave, learning.').waitFor();
    expect(await captain.getByText('lena@example.com').count()).toBe(0);
    expect(await axeViolations(captain)).toEqual([]);
    await card.getByRole('button', { name: 'Invite Lena B.' }).click();
    await captain.getByText('Invitation sent to Lena B.').waitFor();
    await card.getByText('Invited').waitFor();

    // The free agent, on their own phone, answers from the private link.
    const player = await (await app.browser.newContext({ viewport: PHONE })).newPage();
    await player.goto(`${app.server.url}/free-agent/profile/${sent.body.id}#${sent.body.key}`);
    const invitations = player.getByRole('region', { name: 'Invitations from teams' });
    await invitations.getByText('We need a keeper.').waitFor();
    expect(await axeViolations(player)).toEqual([]);
    await invitations.getByRole('button', { name: /^Accept the invitation from / }).click();
    await player.getByText('Invitation accepted: your application is on its way').waitFor();
    await player.getByText('Waiting for the captain').waitFor();

    // The captain's screens follow: the card says so, and the application is there with the contact.
    await card.getByRole('link', { name: 'Applied to your team' }).click();
    await captain
      .getByRole('article', { name: 'Lena Berg' })
      .getByRole('link', { name: 'lena@example.com' })
      .waitFor();
    await player.context().close();
    await context.close();
  });

  it('another team cannot open them; /captain leads to your own', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    const other = (
      await app.server.storage.internal.allDocs({ startkey: 'teamIndex:', endkey: 'teamIndex:\uffff' })
    ).rows
      .map((row) => row.id.slice('teamIndex:'.length))
      .find((id) => id !== app.server.accounts.captain.teamId);
    await page.goto(`${app.server.url}/teams/${other}/applications`);
    await page.getByText('This is not your team.').waitFor();
    // The spec's /captain is the captain's own dashboard, not "Coming soon".
    await page.goto(`${app.server.url}/captain`);
    await page.waitForURL(new RegExp(`/teams/${app.server.accounts.captain.teamId}/dashboard$`));
    await context.close();
  });
});
