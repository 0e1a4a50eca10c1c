import { describe, expect, it } from 'vitest';
import { docId, leagueDbName, refereeDbName } from '../../src/domain/databases.ts';
import { findAccountByEmail } from '../../sync-server/auth/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { PHONE } from '../support/browser.ts';
import { waitFor } from '../support/clients.ts';
import { appFixture, signIn } from '../support/e2e.ts';
import { matchSides, validReport } from '../support/reports.ts';

// Issue #14: an admin accepts a report the checks rejected, with a reason, from the Referees tab.
describe("overriding a referee's verdict", () => {
  const app = appFixture();
  const accepted: string[] = [];

  /** A match the demo referee has just played and still owes a report for, reported wrongly. */
  async function rejectedReport(skip: string[] = []) {
    const storage = app.server.storage;
    const referee = (await findAccountByEmail(storage.internal, 'referee@pitchside.demo'))!;
    const { rows } = await storage.db('leagues').allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
    let owed: { leagueId: string; matchId: string } | undefined;
    for (const row of rows) {
      const leagueId = row.id.slice('league:'.length);
      const matches = await storage
        .db(leagueDbName(leagueId))
        .allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
      const found = matches.rows.find(
        (m) =>
          m.doc!.refereeId === referee.id &&
          m.doc!.status === 'scheduled' &&
          Date.parse(String(m.doc!.date)) < Date.now() &&
          !skip.includes(m.id.slice('match:'.length)),
      );
      if (found) owed = { leagueId, matchId: found.id.slice('match:'.length) };
      if (owed) break;
    }
    expect(owed).toBeDefined();
    const { leagueId, matchId } = owed!;
    const sides = await matchSides(storage, leagueId, matchId);
    // Three goals on the scoreboard, one scorer named: rejected.
    await storage
      .db(refereeDbName(referee.id))
      .put({ ...validReport(sides, referee.id, { home: 1, away: 0 }), homeScore: 3 });
    const rejection = await waitFor(async () => {
      const v = await storage.db(refereeDbName(referee.id)).get(docId('resolution', matchId));
      return v.status === 'rejected' ? v : null;
    }, 'the rejection');
    return { referee, leagueId, matchId, rejection };
  }

  it('accepts a rejected report with a reason; the match completes with its score', async () => {
    const storage = app.server.storage;
    const { referee, leagueId, matchId, rejection } = await rejectedReport();
    accepted.push(matchId);

    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'admin');
    await page.goto(`${app.server.url}/admin/referees`);
    const accept = page.getByRole('button', { name: /^Accept anyway: / });
    await accept.click();
    const dialog = page.getByRole('dialog', { name: 'Accept a rejected report' });
    await dialog.getByText((rejection.reasons as string[])[0]!).waitFor();
    await dialog.getByRole('button', { name: 'Accept Report' }).click();
    await dialog.getByRole('alert').getByText('Please give a reason (at least 3 characters)').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Reason').fill('Score confirmed by both captains after the match');
    await dialog.getByRole('button', { name: 'Accept Report' }).click();
    await page.getByText('Report accepted: the result will count once the server confirms it').waitFor();
    // The server's verdict comes back: the rejected line goes, the match is completed.
    await accept.waitFor({ state: 'detached' });
    const match = await storage.db(leagueDbName(leagueId)).get(docId('match', matchId));
    expect(match).toMatchObject({ status: 'completed', score: { home: 3, away: 0 } });
    const verdict = await storage.db(refereeDbName(referee.id)).get(docId('resolution', matchId));
    expect(verdict.override).toMatchObject({ reason: 'Score confirmed by both captains after the match' });
    await context.close();

    // The referee sees why their report counts after all.
    const refereeContext = await app.browser.newContext({ viewport: PHONE });
    const phone = await refereeContext.newPage();
    await signIn(phone, app.server, 'referee');
    await phone.goto(`${app.server.url}/referee/reports/${matchId}`);
    await phone
      .getByText('Accepted by the league: Score confirmed by both captains after the match')
      .waitFor();
    expect(await axeViolations(phone)).toEqual([]);
    await refereeContext.close();
  });

  it('says in place when the server refuses an acceptance, and lets the admin discard it', async () => {
    const { referee, matchId, rejection } = await rejectedReport(accepted);
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server, 'admin');
    await page.goto(`${app.server.url}/admin/referees`);
    await page
      .getByRole('button', { name: /^Accept anyway: / })
      .first()
      .waitFor();
    await page.waitForFunction(() => 'pitchsideTest' in window);
    // An acceptance signed in someone else's name, as a tampered client would write it.
    await page.evaluate(
      async ({ db, matchId, reportRev }) => {
        const hooks = (
          window as unknown as { pitchsideTest: { writeDoc(db: string, doc: object): Promise<string> } }
        ).pitchsideTest;
        await hooks.writeDoc(db, {
          _id: `verdictOverride:${matchId}`,
          type: 'verdictOverride',
          matchId,
          reportRev,
          reason: 'Signed by someone else',
          author: 'someone-else',
          createdAt: new Date().toISOString(),
        });
      },
      { db: refereeDbName(referee.id), matchId, reportRev: String(rejection.reportRev) },
    );
    const note = page
      .getByRole('note')
      .filter({ hasText: 'An override is signed by the admin who makes it' });
    await note.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await note.getByRole('button', { name: 'discard it' }).click();
    await note.waitFor({ state: 'detached' });
    // Nothing of it reached the server, and the report is still rejected.
    const stored = await app.server.storage
      .db(refereeDbName(referee.id))
      .get(docId('verdictOverride', matchId))
      .catch(() => null);
    expect(stored).toBeNull();
    await context.close();
  });
});
