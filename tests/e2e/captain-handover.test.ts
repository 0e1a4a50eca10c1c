import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, formAlert, signIn } from '../support/e2e.ts';
import { outbox } from '../support/mail.ts';

// ADR 060 in the browser: the organiser gives the demo team to its new captain from the desk on a
// phone; the new captain signs in with the password read out to them; the old one was told.
describe('a team changes captain', () => {
  const app = appFixture();

  it('handed over from the desk; the new captain signs in and runs the team', async () => {
    const desk = await app.browser.newContext({ viewport: PHONE });
    const admin = await desk.newPage();
    await signIn(admin, app.server, 'admin');
    await admin.goto(`${app.server.url}/admin/teams`);
    await admin.getByRole('button', { name: 'Details of Astoria Athletic' }).click({ timeout: 20_000 });
    const details = admin.getByRole('dialog', { name: 'Astoria Athletic' });
    await details.getByRole('button', { name: 'Hand the team to a new captain' }).click();
    await details.getByLabel('New captain’s name').fill('Nia Newman');
    await details.getByLabel('New captain’s e-mail (they sign in with it)').fill('referee@pitchside.demo');
    await details.getByRole('button', { name: 'Change captain' }).click();
    await formAlert(admin, 'An account with this email already exists');
    await details.getByLabel('New captain’s e-mail (they sign in with it)').fill('nia@example.org');
    expect(await axeViolations(admin)).toEqual([]);
    await details.getByRole('button', { name: 'Change captain' }).click();
    await admin.getByRole('status').getByText('Nia Newman is now the captain of Astoria Athletic').waitFor();
    const issued = details.getByText(/^Nia Newman signs in with nia@example.org and this password:/);
    const password = (await issued.locator('code').textContent())!;
    expect(password).toMatch(/^[A-Za-z0-9_-]{12}$/);
    await details.getByText('nia@example.org').first().waitFor();
    expect((await outbox(app.server.storage)).find((m) => m.kind === 'captainChanged')?.to).toBe(
      'captain@pitchside.demo',
    );
    await desk.close();

    const phone = await app.browser.newContext({ viewport: PHONE });
    const captain = await phone.newPage();
    await captain.goto(`${app.server.url}/login`);
    await captain.getByLabel('Email').fill('captain@pitchside.demo');
    await captain.getByLabel('Password').fill(app.server.accounts.captain.password);
    await captain.getByRole('button', { name: 'Sign In' }).click();
    await formAlert(captain, /Invalid email or password|incorrect/i);
    await captain.getByLabel('Email').fill('nia@example.org');
    await captain.getByLabel('Password').fill(password);
    await captain.getByRole('button', { name: 'Sign In' }).click();
    await captain.waitForURL(/\/teams\/[a-z0-9]+\/dashboard$/);
    await captain.getByRole('heading', { name: 'Astoria Athletic' }).waitFor();
    await phone.close();
  });
});
