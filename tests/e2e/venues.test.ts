import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/db-names.ts';
import { mapUrl } from '../../src/domain/venues.ts';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, openLeagueForm, signIn } from '../support/e2e.ts';

// "Where is the field?": an admin gives the league's fields their addresses on the desk, and a
// captain's upcoming match opens the map at that address.

describe("a league's fields and where they are", () => {
  const app = appFixture();

  it('an admin adds a field with its address on a phone; it is kept on the league', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const form = await openLeagueForm(page, app.server);
    // The demo league's two fields, each with its address.
    expect(await form.getByLabel('Field 1: name').inputValue()).toBe('Randalls Island Field 12');
    expect(await form.getByLabel('Field 2: address').inputValue()).toMatch(/^Pier 5, Brooklyn Bridge Park/);
    await form.getByRole('button', { name: 'Add a field' }).click();
    await form.getByLabel('Field 3: address').fill('Marine Park, Brooklyn, NY 11229');
    await form.getByRole('button', { name: 'Save League' }).click();
    await form.getByRole('alert').filter({ hasText: 'Each field with an address needs a name' }).waitFor();
    await form.getByLabel('Field 3: name').fill('Marine Park Field 3');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save League' }).click();
    await form.waitFor({ state: 'detached' });
    const teamId = app.server.accounts.captain.teamId!;
    const team = await app.server.storage.db(teamDbName(teamId)).get(docId('team', teamId));
    const leagueId = String(team.leagueId);
    const stored = await waitFor(async () => {
      const league = await app.server.storage.db('leagues').get(docId('league', leagueId));
      const venues = league.venues as { name: string }[];
      return venues.length === 3 ? venues : null;
    }, 'the new field on the server');
    expect(stored[2]).toEqual({ name: 'Marine Park Field 3', address: 'Marine Park, Brooklyn, NY 11229' });
    // Scheduling a match offers the league's fields by name, so the venue matches its address.
    await page.getByLabel('Section', { exact: true }).selectOption({ label: 'Matches' });
    await page.getByRole('button', { name: 'Schedule Match' }).click();
    const schedule = page.getByRole('dialog', { name: 'Schedule Match' });
    await schedule.getByLabel('League *').selectOption({ label: 'First Division' });
    expect(await schedule.getByLabel('Venue').getAttribute('list')).toBe('match-venues');
    await expect
      .poll(() =>
        schedule.locator('#match-venues option').evaluateAll((o) => o.map((x) => x.getAttribute('value'))),
      )
      .toEqual(['Randalls Island Field 12', 'Brooklyn Bridge Park Pier 5', 'Marine Park Field 3']);
    await context.close();
  });

  it("a captain's upcoming match links its field to the map, with the address beside it", async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'captain');
    const match = page.getByTestId('upcoming-match').first();
    await match.waitFor({ timeout: 20_000 });
    const place = match.getByRole('link', { name: /: directions to / });
    const name = (await place.textContent())!;
    const address = name.startsWith('Randalls')
      ? "Randall's Island Park, New York, NY 10035"
      : 'Pier 5, Brooklyn Bridge Park, Brooklyn, NY 11201';
    expect(await place.getAttribute('href')).toBe(mapUrl(address));
    await match.getByText(address).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
