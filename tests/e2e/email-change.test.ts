import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, formAlert, signIn } from '../support/e2e.ts';
import { outbox } from '../support/mail.ts';

// ADR 061 in the browser: the demo captain moves their sign-in to a new e-mail from the team's
// settings on a phone, with the code the new address received, then signs in with it.
describe('changing the sign-in e-mail', () => {
  const app = appFixture();

  it('password, then the code from the new address; the captain then signs in with it', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    const teamId = app.server.accounts.captain.teamId!;
    await page.goto(`${app.server.url}/teams/${teamId}/settings`);
    await page.getByRole('tab', { name: 'Change Password' }).click();
    const card = page.getByRole('region', { name: 'Sign-in e-mail' });
    await card.getByText('You sign in with captain@pitchside.demo.').waitFor();
    await card.getByLabel('New e-mail').fill('new.captain@example.org');
    await card.getByLabel('Your password (to confirm it is you)').fill('not my password');
    await card.getByRole('button', { name: 'Send a code to the new e-mail' }).click();
    await formAlert(page, 'Current password is incorrect');
    await card.getByLabel('Your password (to confirm it is you)').fill(app.server.accounts.captain.password);
    // No signal: the form says it needs one and keeps what was typed.
    await context.setOffline(true);
    await card.getByRole('button', { name: 'Send a code to the new e-mail' }).click();
    await formAlert(page, 'You are offline. This needs a connection; try again when you are back online.');
    await context.setOffline(false);
    await card.getByRole('button', { name: 'Send a code to the new e-mail' }).click();
    await card.getByText('We sent a code to new.captain@example.org. It works for 15 minutes.').waitFor();
    const code = await waitFor(async () => {
      const mail = (await outbox(app.server.storage)).find(
        (m) => m.kind === 'emailChange' && m.to === 'new.captain@example.org',
      );
      return /Your code: (\d{6})/.exec(mail?.subject ?? '')?.[1] ?? null;
    }, 'the code e-mailed');
    await card.getByLabel('Code from the e-mail').fill('12');
    await card.getByRole('button', { name: 'Change my e-mail' }).click();
    await formAlert(page, 'Type the 6-digit code from the e-mail');
    // Checked from the top: Playwright's clicks scroll the page, leaving a control under the sticky bar.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
    await card.getByLabel('Code from the e-mail').fill(code);
    await card.getByRole('button', { name: 'Change my e-mail' }).click();
    await page.getByRole('status').getByText('You now sign in with new.captain@example.org').waitFor();
    await card.getByText('You sign in with new.captain@example.org.').waitFor();
    expect(
      (await outbox(app.server.storage)).some(
        (m) => m.kind === 'emailChange' && m.to === 'captain@pitchside.demo',
      ),
    ).toBe(true);
    await context.close();

    const phone = await app.browser.newContext({ viewport: PHONE });
    const again = await phone.newPage();
    await again.goto(`${app.server.url}/login`);
    await again.getByLabel('Email').fill('new.captain@example.org');
    await again.getByLabel('Password').fill(app.server.accounts.captain.password);
    await again.getByRole('button', { name: 'Sign In' }).click();
    await again.waitForURL(/\/teams\/[a-z0-9]+\/dashboard$/);
    await phone.close();
  });
});
