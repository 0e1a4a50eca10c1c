import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, logOut } from '../support/e2e.ts';

// ADR 039: a captain adds a passkey in Team Settings and signs in with it, no password typed.
// Chromium's virtual authenticator stands in for the phone's (fingerprint, face, screen lock).
// WebAuthn needs a domain, not an address: the page is opened on localhost.

const app = appFixture();

type TPhone = { context: BrowserContext; page: Page; cdp: CDPSession; authenticatorId: string };

/** A phone whose screen lock holds passkeys; `autofill: false`, a browser that offers none in fields. */
async function phoneWithAuthenticator({ autofill }: { autofill: boolean }): Promise<TPhone> {
  const context = await app.browser.newContext({ viewport: PHONE });
  if (!autofill)
    await context.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page, cdp, authenticatorId };
}

describe('passkeys', () => {
  it('a captain adds one with the password, signs in with it alone, and removes it', async () => {
    const { context, page, cdp, authenticatorId } = await phoneWithAuthenticator({ autofill: false });
    const site = app.server.url.replace('127.0.0.1', 'localhost');
    const { email, password, teamId } = app.server.accounts.captain;
    await page.goto(`${site}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard$/);

    await page.goto(`${site}/teams/${teamId}/settings`);
    await page.getByRole('tab', { name: 'Change Password' }).click();
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByText('No passkeys yet.').waitFor();
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByLabel('Name').fill('Match-day phone');
    // The password is asked again; a wrong one is refused in place.
    await section.getByLabel('Your password').fill('not the password');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByText('Current password is incorrect').waitFor();
    await section.getByLabel('Your password').fill(password);
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByTestId('passkey-list').getByText('Match-day phone').waitFor();
    await section.getByText(/not used yet/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Signing in again: one tap, the phone checks its owner, no password.
    await logOut(page);
    await page.goto(`${site}/login`);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL(/\/dashboard$/);

    // A phone whose browser offers passkeys among the e-mail field's suggestions (the virtual
    // authenticator picks the offered one at once, as its owner would): no tap at all.
    const second = await phoneWithAuthenticator({ autofill: true });
    // The field is read before the phone holds the passkey: with it, the automatic sign-in may
    // leave the page before the field is read.
    await second.page.goto(`${site}/login`);
    expect(await second.page.getByLabel('Email').getAttribute('autocomplete')).toBe('username webauthn');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    await second.cdp.send('WebAuthn.addCredential', {
      authenticatorId: second.authenticatorId,
      credential: credentials[0]!,
    });
    await second.page.reload();
    await second.page.waitForURL(/\/dashboard$/);
    await logOut(second.page);

    await page.goto(`${site}/teams/${teamId}/settings`);
    await page.getByRole('tab', { name: 'Change Password' }).click();
    await section.getByText(/last used/).waitFor();
    await section.getByRole('button', { name: 'Remove the passkey Match-day phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Match-day phone?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await section.getByText('No passkeys yet.').waitFor();

    // Removed here, it signs nobody in, though the phone still offers it.
    await logOut(page);
    await page.goto(`${site}/login`);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByRole('alert').getByText('That passkey did not sign you in', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Chosen from the suggestions, it is refused in the same words, and the form stays.
    await second.page.goto(`${site}/login`);
    await second.page
      .getByRole('alert')
      .getByText('That passkey did not sign you in', { exact: false })
      .waitFor();
    expect(second.page.url()).toMatch(/\/login$/);
    await second.context.close();
    await context.close();
  });
});
