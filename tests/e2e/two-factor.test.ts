import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { tIn } from '../../src/i18n/core.ts';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, logOut, signIn } from '../support/e2e.ts';

// ADR 037: an admin turns two-factor sign-in on from Settings, with an authenticator app's code
// (computed here from the key the screen shows, as the app would), then signs in with it.

const app = appFixture();

const codeAt = (key: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(key.replaceAll(' ', '')), digits: 6, period: 30 }).generate({
    timestamp,
  });

describe('two-factor sign-in', () => {
  it('is turned on in Settings with a QR code and a first code, asked for at sign-in, and turned off again', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'admin');
    await page.goto(`${app.server.url}/admin/settings`);
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByText(/^Off\./).waitFor();
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = (await section.getByTestId('two-factor-key').textContent())!;
    expect(await axeViolations(page)).toEqual([]);

    // A wrong code is refused in place; the code of the step before turns it on.
    await section
      .getByLabel('Code from the app')
      .fill('000000' === codeAt(key, Date.now()) ? '111111' : '000000');
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section.getByText('That code is not right', { exact: false }).waitFor();
    await section.getByLabel('Code from the app').fill(codeAt(key, Date.now() - 30_000));
    await section.getByRole('button', { name: 'Turn on' }).click();
    const codes = section.getByTestId('recovery-codes').getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    const recovery = (await codes.first().textContent())!;
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await section.getByText(/^On\..*10 recovery codes left/).waitFor();

    // Signing in again: the password, then the code.
    await logOut(page);
    await page.goto(`${app.server.url}/login`);
    const account = app.server.accounts.admin;
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const code = page.getByLabel('Verification code');
    await code.waitFor();
    await page.getByRole('alert').getByText('Enter the 6-digit code', { exact: false }).waitFor();
    expect(await code.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await code.fill(codeAt(key, Date.now()));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin$/);

    // New recovery codes, made with a recovery code; then off, with the password and a code.
    await page.goto(`${app.server.url}/admin/settings`);
    await section.getByRole('button', { name: 'New recovery codes' }).click();
    await section.getByLabel('Code from the app').fill(recovery);
    await section.getByRole('button', { name: 'Make new codes' }).click();
    await codes.first().waitFor();
    expect(await codes.first().textContent()).not.toBe(recovery);
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await section.getByText(/10 recovery codes left/).waitFor();
    await section.getByRole('button', { name: 'Turn off' }).click();
    await section.getByLabel('Your password').fill(account.password);
    await section.getByLabel('Code from the app').fill(codeAt(key, Date.now() + 30_000));
    await section.getByRole('button', { name: 'Turn off' }).click();
    await section.getByText(/^Off\./).waitFor();
    await context.close();
  });

  it('a captain turns it on under Team Settings and a referee finds it on the profile, in Spanish too', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    const { teamId, email, password } = app.server.accounts.captain;
    await page.goto(`${app.server.url}/teams/${teamId}/settings`);
    await page.getByRole('tab', { name: 'Change Password' }).click();
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const key = (await section.getByTestId('two-factor-key').textContent())!;
    // The form's own words come with the team's screens too (the account area, not the admin's).
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section.getByText('Enter the code from your app').waitFor();
    await section.getByLabel('Code from the app').fill(codeAt(key, Date.now() - 30_000));
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section.getByTestId('recovery-codes').getByRole('listitem').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await section.getByText(/^On\./).waitFor();

    await logOut(page);
    await page.goto(`${app.server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('Verification code').fill(codeAt(key, Date.now()));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard$/);
    await context.close();

    const spanish = await app.browser.newContext({ viewport: PHONE, locale: 'es-MX' });
    const refereePage = await spanish.newPage();
    const referee = app.server.accounts.referee;
    await refereePage.goto(`${app.server.url}/referee/login`);
    await refereePage.getByLabel(tIn('es', 'pages.email')).fill(referee.email);
    await refereePage.getByLabel(tIn('es', 'pages.password')).fill(referee.password);
    await refereePage.getByRole('button', { name: tIn('es', 'pages.signIn') }).click();
    await refereePage.waitForURL(/\/referee\/dashboard$/);
    await refereePage.goto(`${app.server.url}/referee/profile`);
    const own = refereePage.getByRole('region', { name: tIn('es', 'account.twoFactor') });
    await own.getByRole('button', { name: tIn('es', 'account.setUpTwoFactor') }).waitFor();
    expect(await axeViolations(refereePage)).toEqual([]);
    await spanish.close();
  });
});
