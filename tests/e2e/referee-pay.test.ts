import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/domain/csv.ts';
import { leagueDbName, refereeDbName } from '../../src/domain/db-names.ts';
import { findAccountByEmail } from '../../sync-server/auth/accounts.ts';
import type { TStorage } from '../../sync-server/storage/storage.ts';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, formAlert, signIn } from '../support/e2e.ts';
import { outbox } from '../support/mail.ts';

// ADR 058 in the browser: the demo's divisions pay their referee $60 and $50 a match, and her
// oldest match is paid. The organiser pays the rest from the desk on a phone; she sees it on hers.

/** Completed matches with the demo's referee on them, less those paid. */
async function owedOnServer(storage: TStorage): Promise<number> {
  const referee = await findAccountByEmail(storage.internal, 'referee@pitchside.demo');
  const { rows } = await storage.db('leagues').allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
  let officiated = 0;
  for (const row of rows) {
    const matches = await storage
      .db(leagueDbName(row.id.slice('league:'.length)))
      .allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
    officiated += matches.rows.filter(
      (m) => m.doc?.status === 'completed' && m.doc?.refereeId === referee!.id,
    ).length;
  }
  const paid = await storage
    .db(refereeDbName(referee!.id))
    .allDocs({ startkey: 'refereePayment:', endkey: 'refereePayment:\uffff' });
  return officiated - paid.rows.length;
}

describe('paying referees', () => {
  const app = appFixture();

  it('the desk sets a fee, pays what a referee is owed, takes a payment back; the referee sees her pay', async () => {
    const desk = await app.browser.newContext({ viewport: PHONE });
    const admin = await desk.newPage();
    await signIn(admin, app.server, 'admin');
    await admin.getByLabel('Section', { exact: true }).selectOption({ label: 'Referees' });
    await admin.getByText('Referee fees', { exact: true }).click();
    await admin.getByText('First Division: $60 per match').waitFor();
    await admin.getByText('Second Division: $50 per match').waitFor();
    await admin.getByLabel('League', { exact: true }).selectOption({ label: 'First Division' });
    const amount = admin.getByLabel('Fee per match (US$)');
    // The league's fee fills the field once the choice is drawn.
    await expect.poll(() => amount.inputValue()).toBe('60');
    await amount.fill('sixty');
    await admin.getByRole('button', { name: 'Save fee' }).click();
    await formAlert(admin, 'Enter the fee in dollars, like 60 or 62.50 (at most $1,000)');
    await amount.fill('65');
    await admin.getByRole('button', { name: 'Save fee' }).click();
    await admin.getByRole('status').getByText('Referee fee saved for First Division').waitFor();
    await admin.getByText('First Division: $65 per match').waitFor();
    // Checked from the top: Playwright's clicks scroll the page, leaving the fees' summary under the sticky bar.
    await admin.evaluate(() => window.scrollTo(0, 0));
    await expectClean(admin, 'the Referees tab with its fees');

    // What the demo's referee is owed, from the server's own data: the desk must come to the same.
    const owed = await owedOnServer(app.server.storage);
    const owedLine = admin.getByText(new RegExp(`^Owed \\$[\\d,]+ for ${owed} matches$`));
    await owedLine.waitFor();
    expect(owed).toBeGreaterThanOrEqual(3);
    await admin.getByRole('button', { name: 'Pay Maria Alvarez' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Pay Maria Alvarez' });
    await dialog
      .getByRole('heading', {
        name: `Owed: ${/\$[\d,]+/.exec(await owedLine.innerText())![0]} for ${owed} matches`,
      })
      .waitFor();
    const boxes = dialog.getByRole('checkbox');
    expect(await boxes.count()).toBe(owed);
    await dialog.getByRole('heading', { name: 'Paid: $60 for 1 match' }).waitFor();
    await dialog.getByText('Cash at the field').waitFor();
    await expectClean(admin, 'the pay dialog');
    // One match left for next week: the button says what will be recorded.
    await boxes.first().uncheck();
    const record = dialog.getByRole('button', {
      name: new RegExp(`^Record \\$[\\d,]+ for ${owed - 1} match`),
    });
    await dialog.getByLabel('How it was paid (optional)').fill('Venmo, Sunday');
    // No signal: nothing is recorded, and the form says why.
    await desk.setOffline(true);
    await record.click();
    await formAlert(admin, 'You are offline. This needs a connection; try again when you are back online.');
    await desk.setOffline(false);
    await record.click();
    await admin
      .getByRole('status')
      .getByText(new RegExp(`^Recorded \\$[\\d,]+ to Maria Alvarez for ${owed - 1} match`))
      .waitFor();
    // The payments come back through her database: what is left and what is paid.
    await dialog.getByRole('heading', { name: /^Owed: \$[\d,]+ for 1 match$/ }).waitFor();
    await dialog
      .getByRole('heading', { name: new RegExp(`^Paid: \\$[\\d,]+ for ${owed} matches$`) })
      .waitFor();
    const mail = (await outbox(app.server.storage)).find((m) => m.kind === 'refereePaid');
    expect(mail?.to).toBe('referee@pitchside.demo');
    expect(mail?.text).toContain('Venmo, Sunday');

    // A payment recorded by mistake is taken back, after a confirmation.
    await dialog
      .getByRole('button', { name: /^Undo the payment for / })
      .first()
      .click();
    const confirm = admin.getByRole('dialog', { name: 'Undo this payment?' });
    await confirm.getByText(/is taken back and the match is owed again/).waitFor();
    await confirm.getByRole('button', { name: 'Undo', exact: true }).click();
    await admin
      .getByRole('status')
      .getByText(/^Payment for .+ taken back$/)
      .waitFor();
    await dialog.getByRole('heading', { name: /^Owed: \$[\d,]+ for 2 matches$/ }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The league's books: every payment recorded, as a file a spreadsheet opens.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download payments (CSV)' }).click(),
    ]);
    const rows = parseCsv(readFileSync((await download.path())!, 'utf8'));
    expect(rows[0]).toEqual([
      'Paid on',
      'Referee',
      'Email',
      'Match day',
      'Match',
      'League',
      'Amount (USD)',
      'Note',
    ]);
    expect(rows).toHaveLength(owed);
    expect(rows.filter((row) => row[7] === 'Venmo, Sunday')).toHaveLength(owed - 2);
    expect(rows.every((row, i) => i === 0 || /^\d+\.\d\d$/.test(row[6]!))).toBe(true);
    await desk.close();

    const phone = await app.browser.newContext({ viewport: PHONE });
    const referee = await phone.newPage();
    await signIn(referee, app.server, 'referee');
    const pay = referee.getByRole('region', { name: 'Your pay' });
    await pay.getByText(new RegExp(`^Paid so far: \\$[\\d,]+ for ${owed - 1} match`)).waitFor();
    await pay.getByText('2 matches you officiated are not paid yet.').waitFor();
    await pay
      .getByText(/Venmo, Sunday/)
      .first()
      .waitFor();
    await expectClean(referee, 'the referee’s dashboard with her pay');
    await phone.close();
  });
});
