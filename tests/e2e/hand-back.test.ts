import { describe, expect, it } from 'vitest';
import { leagueDbName } from '../../src/domain/db-names.ts';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';

// ADR 050 on a phone: the referee hands back a match they cannot make, with no signal; it leaves
// when signal returns, the match shows among the available ones, and the admin's desk lists it
// with the referee's reason.

const app = appFixture();
const REASON = 'My flight home was cancelled';

describe('a referee who cannot make a match', () => {
  it('hands it back offline; it leaves with signal, and the desk shows why', async () => {
    const phone = await app.browser.newContext({ viewport: PHONE });
    const page = await phone.newPage();
    await signIn(page, app.server, 'referee');
    await page.goto(`${app.server.url}/referee/matches?filter=assigned`);
    const button = page.getByRole('button', { name: /^Can’t make it: / }).first();
    await button.waitFor({ timeout: 20_000 });
    const label = (await button.getAttribute('aria-label'))!;
    const [home, away] = label.slice('Can’t make it: '.length).split(' vs ');
    const card = page.getByRole('listitem').filter({ hasText: `${home} vs ${away}` });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Hand back this match?' });
    await dialog.getByText(`${home} vs ${away}`).waitFor();
    await dialog.getByRole('button', { name: 'Hand back match' }).click();
    await dialog.getByRole('alert').getByText('Say why you can’t make it').waitFor();
    await expectClean(page, 'the hand-back dialog');

    await phone.setOffline(true);
    await dialog.getByLabel('Why you can’t make it').fill(REASON);
    await dialog.getByRole('button', { name: 'Hand back match' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .getByText('Saved: the match will be handed back when you are back online')
      .waitFor();
    await card.getByText('Handing back · waiting to send').waitFor();
    // Nothing else to hand back on this card while it is on its way.
    expect(await card.getByRole('button', { name: label }).count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectClean(page, 'a card handing back');

    await phone.setOffline(false);
    const league = await waitFor(async () => {
      const { rows } = await app.server.storage
        .db('admin')
        .allDocs({ startkey: 'unassignment:', endkey: 'unassignment:\uffff', include_docs: true });
      return rows.map((row) => row.doc!).find((doc) => doc.reason === REASON) ?? null;
    }, 'the desk’s note');
    // The desk's note is written first, then the match without its referee (the resolver's order).
    await waitFor(async () => {
      const match = await app.server.storage
        .db(leagueDbName(String(league.leagueId)))
        .get(`match:${String(league.matchId)}`);
      return match.refereeId === null;
    }, 'the match without its referee');
    // The match is no longer the referee's: it waits among the available ones, said so.
    await page.getByRole('button', { name: label }).waitFor({ state: 'detached', timeout: 20_000 });
    await page.goto(`${app.server.url}/referee/matches?filter=available`);
    const available = page
      .getByRole('listitem')
      .filter({ hasText: `${home} vs ${away}` })
      .filter({ hasText: 'You handed this match back.' })
      .filter({ has: page.getByRole('button', { name: `Request Assignment, ${home} vs ${away}` }) });
    await available.first().waitFor({ timeout: 20_000 });
    await phone.close();

    const desk = await app.browser.newContext({ viewport: PHONE });
    const admin = await desk.newPage();
    await signIn(admin, app.server, 'admin');
    // The demo's own hand-back, and this one.
    await admin.getByRole('link', { name: '2 matches that need a new referee' }).waitFor({ timeout: 20_000 });
    await admin.getByText(`(Maria Alvarez can’t make it: “${REASON}”)`, { exact: false }).waitFor();
    await expectClean(admin, 'the overview with a handed-back match');
    await desk.close();
  });
});
