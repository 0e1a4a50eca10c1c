import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// ADR 048 on phones: the captain's roster says until when players can be added; when the admin
// closes the league's rosters, Add Player is off and says why, while the players it has can
// still be changed.

const DAY = 86_400_000;

describe("a league's roster deadline", () => {
  const app = appFixture();

  it('a captain sees until when; once the admin sets a past day, Add Player is off and says why', async () => {
    const phone = await app.browser.newContext({ viewport: PHONE });
    const captain = await phone.newPage();
    await signIn(captain, app.server, 'captain');
    const teamId = app.server.accounts.captain.teamId!;
    await captain.goto(`${app.server.url}/teams/${teamId}/settings`);
    // The demo closes rosters three weeks from today.
    await captain.getByText(/^You can add players until the end of \d\d\/\d\d\/\d{4}\.$/).waitFor();
    const add = captain.getByRole('button', { name: 'Add Player' });
    expect(await add.isEnabled()).toBe(true);

    const desk = await app.browser.newContext({ viewport: PHONE });
    const admin = await desk.newPage();
    await signIn(admin, app.server, 'admin');
    await admin.getByLabel('Section', { exact: true }).selectOption({ label: 'Leagues' });
    await admin.getByRole('button', { name: 'Edit First Division' }).click();
    const form = admin.getByRole('dialog', { name: 'Edit League' });
    const field = form.getByLabel('Roster deadline (optional)');
    expect(await field.inputValue()).toMatch(/^\d{4}-\d\d-\d\d$/);
    const past = new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10);
    await field.fill(past);
    expect(await axeViolations(admin)).toEqual([]);
    await form.getByRole('button', { name: 'Save League' }).click();
    await form.waitFor({ state: 'detached' });

    // The league reaches the captain's phone; the roster closes there.
    const [y, m, d] = past.split('-');
    const why = `Rosters closed after ${m}/${d}/${y}. Ask the league to add a player.`;
    await captain.getByText(why).waitFor();
    expect(await add.isDisabled()).toBe(true);
    expect(await captain.locator('#roster-deadline').textContent()).toBe(why);
    expect(await add.getAttribute('aria-describedby')).toBe('roster-deadline');
    // A player already on the roster can still be changed.
    expect(await captain.getByRole('button', { name: /^Edit / }).first().isEnabled()).toBe(true);
    expect(await axeViolations(captain)).toEqual([]);
    await phone.close();
    await desk.close();
  });
});
