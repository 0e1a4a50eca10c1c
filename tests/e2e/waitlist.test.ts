import { describe, expect, it } from 'vitest';
import { withdrawTeam } from '../../sync-server/admin/withdraw.ts';
import { listTeamIndex } from '../../sync-server/teams/team-index.ts';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, formAlert, signIn } from '../support/e2e.ts';
import { outbox } from '../support/mail.ts';

// ADR 057 in the browser: the demo's divisions are full. A team asks for a place from /leagues on a
// phone; the organiser finds it on the desk's Leagues tab.

describe("a full league's waiting list", () => {
  const app = appFixture();

  it('a team joins it from the league card; the desk lists it and can take it off', async () => {
    const visitor = await app.browser.newContext({ viewport: PHONE });
    const page = await visitor.newPage();
    await page.goto(`${app.server.url}/leagues`);
    await page.getByRole('button', { name: 'Full, First Division' }).waitFor();
    await page.getByRole('link', { name: /^Join the waiting list for First Division/ }).click();
    await page.getByRole('heading', { name: 'Join the waiting list' }).waitFor();
    await expectClean(page, 'the waiting-list page');
    const submit = page.getByRole('button', { name: 'Join the waiting list' });
    await submit.click();
    await formAlert(page, 'Please fill in all fields');
    await page.getByLabel('Team name').fill('Flushing Falcons');
    await page.getByLabel('Captain’s name').fill('Fay Wong');
    await page.getByLabel('Email').fill('fay@test.nyc');
    await page.getByLabel('Anything the league should know (optional)').fill('Sunday mornings only');
    // No signal: nothing is lost, and the form says why.
    await visitor.setOffline(true);
    await submit.click();
    await formAlert(page, 'Joining the waiting list needs a connection. Your details stay in the form.');
    expect(await page.getByLabel('Team name').inputValue()).toBe('Flushing Falcons');
    await visitor.setOffline(false);
    await submit.click();
    await page.getByRole('heading', { name: 'You are on the waiting list' }).waitFor();
    await page.getByText('Flushing Falcons is number 1 on the waiting list for First Division.').waitFor();
    await expectClean(page, 'the waiting-list confirmation');
    expect(
      (await outbox(app.server.storage)).some((m) => m.kind === 'waitlist' && m.to === 'fay@test.nyc'),
    ).toBe(true);
    await visitor.close();

    const desk = await app.browser.newContext({ viewport: PHONE });
    const admin = await desk.newPage();
    await signIn(admin, app.server, 'admin');
    const section = admin.getByLabel('Section', { exact: true });
    await section.selectOption({ label: 'Leagues' });
    const listButton = admin.getByRole('button', { name: /^Waiting list \(1\) of First Division/ });
    await listButton.click();
    const dialog = admin.getByRole('dialog', { name: 'Waiting list' }).first();
    await dialog.getByText('1. Flushing Falcons').waitFor();
    await dialog.getByText('Sunday mornings only').waitFor();
    // The division is full: there is no place to offer yet.
    await dialog.getByText(/^No place is free/).waitFor();
    const offer = dialog.getByRole('button', { name: 'Offer the place to Flushing Falcons' });
    expect(await offer.isDisabled()).toBe(true);
    await expectClean(admin, 'the desk’s waiting list');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // A team withdraws: the overview says a team waits for its place, and the desk offers it.
    const { storage } = app.server;
    const leagues = await storage
      .db('leagues')
      .allDocs({ startkey: 'league:', endkey: 'league:\uffff', include_docs: true });
    const firstId = leagues.rows
      .find((row) => row.doc?.name === 'First Division')!
      .id.slice('league:'.length);
    const leaving = (await listTeamIndex(storage)).find(
      (team) => team.leagueId === firstId && team.teamId !== app.server.accounts.captain.teamId,
    )!;
    await withdrawTeam(storage, leaving.teamId);
    await section.selectOption({ label: 'Overview' });
    await admin.getByRole('link', { name: '1 league with a free place and teams waiting' }).waitFor();
    await admin.getByText('First Division (1 waiting)').waitFor();
    await section.selectOption({ label: 'Leagues' });
    await listButton.click();
    await dialog.getByText('1 place is free.').waitFor();
    await offer.click();
    await admin.getByRole('status').getByText('Flushing Falcons was offered the place').waitFor();
    await dialog.getByText(/^Place offered /).waitFor();
    expect(
      (await outbox(app.server.storage)).some((m) => m.kind === 'waitlistOffer' && m.to === 'fay@test.nyc'),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Remove Flushing Falcons from the waiting list' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Waiting list' }).last();
    await confirm
      .getByText('Remove Flushing Falcons from the waiting list? Its captain is not told.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await admin.getByRole('status').getByText('Flushing Falcons left the waiting list').waitFor();
    await dialog.getByText('No team is waiting.').waitFor();
    await desk.close();
  });
});
