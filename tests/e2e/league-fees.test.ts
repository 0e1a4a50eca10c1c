import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/db-names.ts';
import { expectClean } from '../support/axe.ts';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// Issue #35, item 6: the captain sees the fee, the link and the instructions, and reports it paid
// with a reference; the admin confirms or rejects reported payments from the needs-attention
// list, which sets the paid flag. On a 360 px phone and a desktop.

const app = appFixture();

describe('league fees', () => {
  it('a captain reports the fee paid; the admin rejects one report and confirms the other', async () => {
    const teamId = app.server.accounts.captain.teamId!;
    const phone = await app.browser.newContext({ viewport: PHONE });
    const page = await phone.newPage();
    await signIn(page, app.server, 'captain');
    const fee = page.getByTestId('league-fee');
    await fee.getByText('$1,450 for First Division').waitFor({ timeout: 20_000 });
    expect(await fee.getByRole('link', { name: 'Pay online' }).getAttribute('href')).toBe(
      'https://pay.example.org/pitchside-demo',
    );
    await fee.getByText(/by Zelle to fees@pitchside\.nyc/).waitFor();
    await fee.getByRole('button', { name: 'Report payment' }).click();
    await fee.getByRole('button', { name: 'Report payment' }).click();
    await fee.getByText('Enter the payment reference').first().waitFor();
    await expectClean(page, "the captain's fee form");
    await fee.getByLabel('Payment reference').fill('ZELLE-777');
    await fee.getByRole('button', { name: 'Report payment' }).click();
    await fee.getByText(/You reported it paid \(reference ZELLE-777\)/).waitFor();
    const stored = await waitFor(
      () =>
        app.server.storage
          .db(teamDbName(teamId))
          .get(docId('paymentReport', teamId))
          .catch(() => null),
      'the report on the server',
    );
    expect(stored).toMatchObject({ status: 'reported', reference: 'ZELLE-777' });

    const admin = await phone.newPage();
    await signIn(admin, app.server, 'admin');
    await admin.getByRole('link', { name: '2 payments to confirm' }).click({ timeout: 20_000 });
    const reports = admin.getByTestId('reported-payment');
    await expect.poll(() => reports.count(), { timeout: 20_000 }).toBe(2);
    await expectClean(admin, 'reported payments on a phone');
    const other = reports.filter({ hasText: 'ZELLE-20481' });
    const otherTeam = (await other.locator('p').first().textContent())!.split(' · ')[0]!;
    await other.getByRole('button', { name: `Reject the payment of ${otherTeam}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Reject the payment of ${otherTeam}` });
    await dialog.getByLabel('Why (the captain reads this)').fill('No Zelle payment with that memo');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(`Payment of ${otherTeam} rejected`).waitFor();
    await admin.getByRole('button', { name: 'Confirm the payment of Astoria Athletic' }).click();
    await admin.getByText('Payment of Astoria Athletic confirmed').waitFor();
    await waitFor(
      async () => (await app.server.storage.db(teamDbName(teamId)).get(docId('team', teamId))).paid === true,
      'the paid flag',
    );
    await fee.getByText('Paid. Thank you!').waitFor({ timeout: 20_000 });
    expect(await fee.getByRole('button', { name: 'Report payment' }).count()).toBe(0);
    await phone.close();

    const desktop = await app.browser.newContext({ viewport: DESKTOP });
    const wide = await desktop.newPage();
    await signIn(wide, app.server, 'admin');
    await wide.getByRole('link', { name: 'No payments to confirm' }).waitFor({ timeout: 20_000 });
    await expectClean(wide, 'the overview on a desktop');
    await desktop.close();
  });
});
