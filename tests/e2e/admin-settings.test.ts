import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';
import { queueTestMail, SMTP_LOGIN, setSmtp, waitForOutbox } from '../support/mail.ts';
import { startSmtp, type TSmtpStub } from '../support/smtp.ts';

// Issue #14: settings are saved, the SMTP password stays on the server, and a test e-mail really goes.
describe("the admin's settings", () => {
  const app = appFixture();
  let smtp: TSmtpStub;
  beforeAll(async () => {
    smtp = await startSmtp({ user: 'mailer', password: 'mail-pass-9' });
  });
  afterAll(async () => smtp?.close());

  it('saves the SMTP server and toggles, keeps the password secret, and sends a test e-mail', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'admin');
    await page.goto(`${app.server.url}/admin/settings`);
    await page.getByLabel('SMTP host').fill('127.0.0.1');
    await page.getByLabel('SMTP port').fill(String(smtp.port));
    await page.getByLabel('SMTP user').fill('mailer');
    await page.getByLabel('From address').fill('leagues@pitchside.nyc');
    await page.getByRole('switch', { name: 'Push notifications' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings saved successfully').waitFor();
    await page.getByText('No password is set.').waitFor();
    await page.getByLabel('New SMTP password').fill('mail-pass-9');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.getByText('A password is set. It is kept on the server and never shown.').waitFor();
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    await page.getByText(`System version ${version}`).waitFor();
    // The page as it opens: scrolled down, a field under the sticky top bar counts as obscured.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);

    // Saved for real: after a reload, and on the server, which sends with them.
    await page.reload();
    expect(await page.getByLabel('SMTP host').inputValue()).toBe('127.0.0.1');
    expect(await page.getByRole('switch', { name: 'Push notifications' }).isChecked()).toBe(true);
    expect(await page.getByLabel('New SMTP password').inputValue()).toBe('');
    await page.getByLabel('Send a test to').fill('ana@test.nyc');
    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    // Whatever the answer, it is shown; a failure's own words are what the assertion reports.
    const answer = page.getByRole('status').filter({ hasText: /^(Sent|Not sent)\./ });
    await answer.waitFor();
    expect(await answer.textContent()).toMatch(/^Sent\. The mail server answered: 250 /);
    // The answer was shown, so the mail server has it (beside the demo's own notifications).
    expect(smtp.received.map((m) => m.to[0])).toContain('ana@test.nyc');
    await context.close();
  });

  it("shows the outbox with each message's state and the mail server's refusal, and sends a failed one again", async () => {
    // This mail server refuses the first message to bounce@ for good, then takes everything. (It
    // counts bounce@'s messages alone: a demo notification may reach it first.)
    let bounces = 0;
    const strict = await startSmtp(SMTP_LOGIN, async (mail) =>
      mail.to[0] === 'bounce@example.com' && bounces++ === 0
        ? { code: 550, text: 'Mailbox unavailable' }
        : null,
    );
    try {
      await setSmtp(app.server.storage, strict.port);
      const id = await queueTestMail(app.server.storage, {
        to: 'bounce@example.com',
        about: 'Result: bounced once',
      });
      await waitForOutbox(
        () => app.server.storage,
        (m) => m._id === id && m.state === 'failed',
        1,
        'the refusal',
      );
      const context = await app.browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      await signIn(page, app.server, 'admin');
      await page.goto(`${app.server.url}/admin/settings`);
      const outbox = page.getByRole('region', { name: 'E-mail outbox' });
      await outbox.getByLabel('Show').selectOption('failed');
      const row = outbox.getByRole('listitem').filter({ hasText: 'Result: bounced once' });
      await row.getByText('Failed', { exact: true }).waitFor();
      await row.getByText(/550 Mailbox unavailable/).waitFor();
      await row.getByText('To bounce@example.com', { exact: false }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await row.getByRole('button', { name: 'Send again' }).click();
      await page.getByText('E-mail queued again').waitFor();
      await outbox.getByLabel('Show').selectOption('sent');
      await outbox
        .getByRole('listitem')
        .filter({ hasText: 'Result: bounced once' })
        .getByText('Sent', { exact: true })
        .waitFor();
      expect(strict.received.map((m) => m.to[0])).toContain('bounce@example.com');
      await context.close();
    } finally {
      await strict.close();
    }
  });
});
