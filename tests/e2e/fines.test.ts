import { describe, expect, it } from 'vitest';
import { leagueDbName } from '../../src/domain/db-names.ts';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, formAlert, signIn } from '../support/e2e.ts';

// ADR 063 in the browser: the organiser charges for cards from the desk on a phone and records
// what the demo captain's team paid; the captain sees what is owed on the dashboard.

describe('card fines', () => {
  const app = appFixture();

  it('the desk sets the fines and records a payment; the captain sees the balance', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const { rows } = await app.server.storage.db('leagues').allDocs({ include_docs: true });
    const league = rows.find((r) => r.doc?.name === 'First Division')!;
    const matches = await app.server.storage
      .db(leagueDbName(league.id.slice('league:'.length)))
      .allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
    const cards = matches.rows.flatMap((r) => {
      const events = r.doc?.events as {
        yellowCards: { teamId: string }[];
        redCards: { teamId: string }[];
      } | null;
      return r.doc?.status === 'completed' && events ? [...events.yellowCards, ...events.redCards] : [];
    });
    const yellow = cards.filter((c) => c.teamId === teamId).length;
    expect(yellow).toBeGreaterThan(0);

    const desk = await app.browser.newContext({ viewport: PHONE });
    const admin = await desk.newPage();
    await signIn(admin, app.server, 'admin');
    await admin.getByLabel('Section', { exact: true }).selectOption({ label: 'Discipline' });
    await admin.getByText('Card fines', { exact: true }).click();
    await admin.getByLabel('League', { exact: true }).selectOption({ label: 'First Division' });
    await admin.getByLabel('Yellow card (US$)').fill('ten');
    await admin.getByRole('button', { name: 'Save fines' }).click();
    await formAlert(admin, 'Enter a fine in dollars, like 10 or 12.50 (at most $500)');
    await admin.getByLabel('Yellow card (US$)').fill('10');
    await admin.getByLabel('Red card (US$)').fill('10');
    await admin.getByRole('button', { name: 'Save fines' }).click();
    await admin.getByRole('status').getByText('Card fines saved for First Division').waitFor();
    // Every card is $10 here, so the captain's team owes $10 a card.
    const teamName = String((await app.server.storage.db(`team-${teamId}`).get(`team:${teamId}`)).name);
    const owed = yellow * 10;
    await admin
      .getByText(new RegExp(`\\$${owed} for ${yellow} cards?, paid \\$0, owes \\$${owed}$`))
      .waitFor();
    await admin.evaluate(() => window.scrollTo(0, 0));
    await expectClean(admin, 'the card fines');
    await admin.getByRole('button', { name: `Record payment of fines by ${teamName}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Fines: ${teamName}` });
    expect(await dialog.getByLabel('Amount paid (US$)').inputValue()).toBe(String(yellow * 10));
    await dialog.getByLabel('Amount paid (US$)').fill('10');
    await dialog.getByLabel('How it was paid (optional)').fill('Venmo');
    await expectClean(admin, 'the fines payment dialog');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await admin.getByRole('status').getByText(`Recorded $10 paid by ${teamName}`).waitFor();
    // Saved on the phone first: the desk stays open until the server has it.
    await waitFor(async () => {
      const { rows } = await app.server.storage
        .db(`team-${teamId}`)
        .allDocs({ startkey: 'fineCredit:', endkey: 'fineCredit:\uffff', include_docs: true });
      return rows.find((row) => row.doc?.note === 'Venmo') ?? null;
    }, 'the payment on the server');
    // The overview's "needs attention" names the teams that still owe.
    await admin.getByLabel('Section', { exact: true }).selectOption({ label: 'Overview' });
    await admin.getByRole('link', { name: /^\d+ teams? owes? card fines$/ }).waitFor();
    await admin
      .getByText(`${teamName} ($${yellow * 10 - 10})`, { exact: false })
      .first()
      .waitFor();
    await desk.close();

    const phone = await app.browser.newContext({ viewport: PHONE });
    const captain = await phone.newPage();
    await signIn(captain, app.server, 'captain');
    const section = captain.locator('section[aria-labelledby="fines"]');
    await section.getByText(`You owe $${yellow * 10 - 10} in card fines`).waitFor({ timeout: 30_000 });
    await section.getByText('The league charges $10 a yellow card and $10 a red card.').waitFor();
    await section.getByText('The league recorded $10 paid (1 payment).').waitFor();
    await section.scrollIntoViewIfNeeded();
    await expectClean(captain, 'the dashboard with its fines');
    await phone.close();
  });
});
