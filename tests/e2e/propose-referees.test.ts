import { describe, expect, it } from 'vitest';
import { leagueDbName } from '../../src/domain/db-names.ts';
import { expectClean } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';
import { outbox } from '../support/mail.ts';

// ADR 064 in the browser: the organiser finds referees for the coming two weeks on a phone,
// changes nothing, assigns; the server has them and each referee is told.

describe('referees for the coming days', () => {
  const app = appFixture();

  it('proposes a referee for each open match, assigns them in one go, and tells the referees', async () => {
    const desk = await app.browser.newContext({ viewport: PHONE });
    const admin = await desk.newPage();
    await signIn(admin, app.server, 'admin');
    await admin.getByLabel('Section', { exact: true }).selectOption({ label: 'Referees' });
    await admin.getByRole('button', { name: 'Find referees for the coming days' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Referees for the coming days' });
    await dialog.getByLabel('Matches of').selectOption({ label: 'the next 14 days' });
    const assign = dialog.getByRole('button', { name: /^Assign \d+ referees?$/ });
    await assign.waitFor();
    const count = Number(/\d+/.exec((await assign.textContent())!)![0]);
    expect(count).toBeGreaterThan(0);
    await expectClean(admin, 'the proposal');
    const { rows } = await app.server.storage
      .db('leagues')
      .allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
    const openMatches = async () => {
      let open = 0;
      for (const row of rows) {
        const matches = await app.server.storage
          .db(leagueDbName(row.id.slice('league:'.length)))
          .allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
        open += matches.rows.filter((m) => {
          const at = Date.parse(String(m.doc?.date));
          return (
            m.doc?.status === 'scheduled' &&
            !m.doc.refereeId &&
            at > Date.now() &&
            at < Date.now() + 14 * 86_400_000
          );
        }).length;
      }
      return open;
    };
    const before = await openMatches();
    const mailsBefore = (await outbox(app.server.storage)).filter((m) => m.kind === 'assignment').length;
    await assign.click();
    await admin
      .getByRole('status')
      .getByText(/referees? assigned/)
      .waitFor();
    // Saved on the phone first, then on the server: every proposed match has its referee there.
    await waitFor(
      async () => ((await openMatches()) === before - count ? true : null),
      'the assignments on the server',
    );
    await waitFor(async () => {
      const told = (await outbox(app.server.storage)).filter((m) => m.kind === 'assignment').length;
      return told >= mailsBefore + count ? told : null;
    }, 'each referee told');
    await desk.close();
  });
});
