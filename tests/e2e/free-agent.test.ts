import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { alertGone, appFixture, formAlert } from '../support/e2e.ts';

// Issue #15: the free-agent wizard, as a player on a phone.
describe('a free agent applies to a recruiting team', () => {
  // Every browser here shares one address; the per-address limit has its own integration test.
  const app = appFixture({ FREE_AGENTS_PER_IP: '50' });
  const alert = formAlert;

  async function fillProfile(page: Page, email: string) {
    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel('Last name').fill('Gonzalez');
    await page.getByLabel('Phone (optional)').fill('');
    await page.getByLabel('Email (optional)').fill(email);
    await page.getByLabel('Position').selectOption('goalkeeper');
    await page.getByLabel('Level').selectOption('Intermediate');
  }

  it('walks the three steps with their checks, and reaches the captain', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/free-agent`);
    await page.getByRole('progressbar', { name: 'Progress' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Step 1: the spec's messages, the first one toasted too.
    const next = page.getByRole('button', { name: 'Next' });
    await next.click();
    await alert(page, 'First name is required');
    await page.getByText('First name is required').nth(1).waitFor(); // the toast says it too
    // Each edit clears the message before Next is pressed again: the form has seen the edit.
    await page.getByLabel('First name').fill('Maria');
    await alertGone(page, 'First name is required');
    await next.click();
    await alert(page, 'Last name is required');
    await page.getByLabel('Last name').fill('Gonzalez');
    await alertGone(page, 'Last name is required');
    await next.click();
    await alert(page, 'Position is required');
    // The cursor goes to the field the message is about, not back to First name.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('fa-position');
    await page.getByLabel('Position').selectOption('goalkeeper');
    await alertGone(page, 'Position is required');
    await next.click();
    await alert(page, 'Level is required');
    await page.getByLabel('Level').selectOption('Intermediate');
    await page.getByLabel('Email (optional)').fill('maria@');
    await alertGone(page, 'Level is required');
    await next.click();
    await alert(page, 'Email must be valid');
    await fillProfile(page, 'maria@example.com');
    await page.getByLabel('Phone (optional)').fill('555');
    await page.getByRole('button', { name: 'Next' }).click();
    await alert(page, 'Phone number must be a valid US number');
    await page.getByLabel('Phone (optional)').fill('(718) 555-0142');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: a league is needed.
    await page.getByRole('group', { name: 'Which leagues would you play in?' }).waitFor();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    await page.getByRole('button', { name: 'Next' }).click();
    await alert(page, 'Please select at least one league');
    await page.getByLabel(/^Spring Sunday League/).check();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: only recruiting teams, with what they look for; a team is needed.
    const teams = page.getByRole('group', { name: 'Teams recruiting in your leagues' });
    await teams.waitFor();
    expect(await teams.getByRole('checkbox').count()).toBe(1);
    await teams.getByText('Looking for: Goalkeeper, Defender, Intermediate, Advanced').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send Application' }).click();
    await alert(page, 'Please select at least one team');
    await teams.getByLabel(/Ridgewood Rebels/).check();
    await page.getByRole('button', { name: 'Send Application' }).click();

    await page.getByRole('heading', { name: 'Application Sent!' }).waitFor();
    await page.getByText('Application submitted successfully to 1 team').waitFor({ state: 'attached' });
    await page.getByRole('listitem').filter({ hasText: 'Ridgewood Rebels' }).waitFor();
    await page.getByText('Team captains review applications within 24-48 hours.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const link = await page.getByRole('link', { name: /\/free-agent\/profile\// }).textContent();
    const [, id] = /profile\/([a-z0-9-]+)#/.exec(link!)!;

    // The captain's database holds the application.
    const teamId = await teamIdNamed(app.server.storage, 'Ridgewood Rebels');
    const application = await waitFor(
      () => app.server.storage.db(teamDbName(teamId)).get(docId('application', id!)),
      'the application on the server',
    );
    expect(application).toMatchObject({ status: 'pending', phone: '7185550142', email: 'maria@example.com' });

    // The private link shows it, pending.
    await page.goto(link!);
    await page.getByText('Waiting for the captain').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Within a minute, this device refuses another submission before asking the server.
    await page.goto(`${app.server.url}/free-agent`);
    await fillProfile(page, 'someone-else@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/^Spring Sunday League/).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/Ridgewood Rebels/).check();
    await page.getByRole('button', { name: 'Send Application' }).click();
    await alert(page, /^Please wait \d+ seconds before submitting again$/);
    await context.close();
  });

  it('keeps the draft across a reload and offline, and says a submission needs a connection', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/free-agent`);
    await fillProfile(page, 'draft@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/^Spring Sunday League/).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/Ridgewood Rebels/).check();
    // The service worker has the app by now; with no signal the wizard comes back where it was.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.reload();
    expect(await page.getByLabel(/Ridgewood Rebels/).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Send Application' }).click();
    await alert(
      page,
      'You are offline. Your answers are kept on this device: send them when you are back online.',
    );
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Email (optional)').inputValue()).toBe('draft@example.com');
    await context.close();
  });

  it('the server keeps the cooldown for a contact, whichever device sends it', async () => {
    const sendFrom = async (email: string) => {
      const context = await app.browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      await page.goto(`${app.server.url}/free-agent`);
      await fillProfile(page, email);
      await page.getByRole('button', { name: 'Next' }).click();
      return { context, page };
    };
    const first = await sendFrom('twice@example.com');
    await first.page.getByLabel(/^Second Division/).check();
    await first.page.getByRole('button', { name: 'Next' }).click();
    // No team recruits in the Second Division.
    await first.page.getByRole('heading', { name: 'No Teams Available' }).waitFor();
    expect(await axeViolations(first.page)).toEqual([]);
    await first.page.getByRole('button', { name: 'Create Profile Anyway' }).click();
    await first.page.getByRole('heading', { name: 'Application Sent!' }).waitFor();

    // Another device with the same e-mail meets the duplicate screen, without the contact details.
    const second = await sendFrom('twice@example.com');
    await second.page.getByRole('heading', { name: 'Profile Already Exists' }).waitFor();
    await second.page.getByText('Maria G.').waitFor();
    expect(await second.page.getByText('twice@example.com').count()).toBe(0);
    expect(await axeViolations(second.page)).toEqual([]);
    // That device does not hold the private link: it may only create a new profile.
    expect(await second.page.getByRole('button', { name: 'Update Existing Profile' }).count()).toBe(0);
    await second.page.getByRole('button', { name: 'Create New Profile' }).click();
    await second.page.getByLabel(/^Second Division/).check();
    await second.page.getByRole('button', { name: 'Next' }).click();
    await second.page.getByRole('button', { name: 'Create Profile Anyway' }).click();
    await alert(second.page, /^Please wait \d+ seconds before submitting again$/);
    await second.context.close();

    // The first device holds the link: it updates the existing profile.
    await first.page.getByRole('button', { name: 'Submit Another Application' }).click();
    await fillProfile(first.page, 'twice@example.com');
    await first.page.getByLabel('Level').selectOption('Advanced');
    await first.page.getByRole('button', { name: 'Next' }).click();
    await first.page.getByRole('button', { name: 'Update Existing Profile' }).click();
    await first.page.getByText('Profile updated successfully!').waitFor();
    await first.page.getByRole('group', { name: 'Which leagues would you play in?' }).waitFor();
    const profiles = await app.server.storage
      .db('admin')
      .allDocs({ include_docs: true, startkey: 'freeAgent:', endkey: 'freeAgent:\uffff' });
    const twice = profiles.rows.filter((row) => row.doc?.email === 'twice@example.com');
    expect(twice.map((row) => row.doc?.level)).toEqual(['Advanced']);
    await first.context.close();
  });
});

async function teamIdNamed(storage: import('../../sync-server/storage/storage.ts').TStorage, name: string) {
  const { listActiveTeams } = await import('../../sync-server/teams/team-index.ts');
  for (const team of await listActiveTeams(storage)) {
    const record = await storage.db(teamDbName(team.teamId)).get(docId('team', team.teamId));
    if (record.name === name) return team.teamId;
  }
  throw new Error(`No team ${name}`);
}
