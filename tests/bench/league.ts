// Budgets of issue #6: a Premier League-sized table on a repeat visit, and the JavaScript it costs.

import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { createAccount, findAccountByEmail } from '../../sync-server/auth/accounts.ts';
import { ensureFirstAdmin } from '../../sync-server/bootstrap/first-admin.ts';
import { createTeam } from '../../sync-server/seed/factories.ts';
import { launchChromium, PHONE } from '../support/browser.ts';
import { localDb, login, PouchDB, remoteDb } from '../support/clients.ts';
import { PREMIER_LEAGUE_DEDUCTIONS, premierLeagueResults } from '../support/premier-league.ts';
import { startTestServer } from '../support/server.ts';

type TRecord = (name: string, value: string) => void;
const PASSWORD = 'bench-password';

/** The app's own marks (perf.ts, public/snapshot.js) once the standings are drawn live. */
async function marksOf(page: Page): Promise<Record<string, number>> {
  await page.waitForFunction(() => performance.getEntriesByName('ps:screen:standings').length > 0, null, {
    timeout: 60_000,
  });
  return page.evaluate(() =>
    Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime])),
  );
}

export async function premierLeagueBenchmark(record: TRecord) {
  const t = await startTestServer({ DIST_DIR: resolve('dist') });
  const browser = await launchChromium();
  try {
    await ensureFirstAdmin(t.storage, { adminEmail: 'admin@bench.nyc', adminPassword: PASSWORD });
    await createAccount(t.storage, {
      email: 'fan@bench.nyc',
      password: PASSWORD,
      role: 'player',
      displayName: 'Bench Fan',
    });
    const admin = await login(t.url, 'admin@bench.nyc', PASSWORD);
    const adminId = (await findAccountByEmail(t.storage.internal, 'admin@bench.nyc'))!.id;
    const results = premierLeagueResults();
    const now = new Date().toISOString();

    // The league, as an admin creates it: a document pushed to the directory.
    const leagueId = 'premier-league-2023-24';
    const adminPhone = localDb();
    await adminPhone.put({
      _id: docId('league', leagueId),
      type: 'league',
      name: 'Premier League 2023-24',
      season: '2023-2024',
      city: 'England',
      startDate: '2023-08-11',
      endDate: '2024-05-19',
      price: 0,
      level: 'First Division',
      maxTeams: 8,
      createdAt: now,
    });
    await PouchDB.replicate(adminPhone, remoteDb(t.url, 'leagues', admin));
    // Twenty teams: more than a Pitchside league allows by sign-up, so through the server's factories.
    const teamIds = new Map<string, string>();
    for (const name of new Set(results.map((r) => r.homeTeamId))) {
      teamIds.set(name, await createTeam(t.storage, { leagueId, name }));
    }
    // 380 results and two deductions, pushed by the admin and checked like any write.
    const league = localDb();
    await league.bulkDocs([
      ...results.map((r, i) => ({
        _id: docId('match', `pl-${i}`),
        type: 'match',
        leagueId,
        homeTeamId: teamIds.get(r.homeTeamId)!,
        awayTeamId: teamIds.get(r.awayTeamId)!,
        date: `${r.date}T14:00:00.000Z`,
        venue: `${r.homeTeamId} ground`,
        status: 'completed',
        score: { home: r.homeGoals, away: r.awayGoals },
        // Results an admin enters by hand carry their source (ADR 009).
        resultNote: 'Premier League 2023-24 result',
        createdAt: now,
        updatedAt: now,
      })),
      ...PREMIER_LEAGUE_DEDUCTIONS.map((d) => ({
        _id: docId('adjustment', newId()),
        type: 'adjustment',
        leagueId,
        target: { kind: 'team', teamId: teamIds.get(d.teamId)!, field: 'points' },
        delta: d.delta,
        reason: d.reason,
        author: adminId,
        createdAt: now,
      })),
    ]);
    const pushed = await PouchDB.replicate(league, remoteDb(t.url, leagueDbName(leagueId), admin));
    if (pushed.doc_write_failures > 0)
      throw new Error(`The admin push was refused: ${JSON.stringify(pushed.errors[0])}`);

    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${t.url}/login`);
    await page.getByLabel('Email').fill('fan@bench.nyc');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.evaluate((id) => localStorage.setItem('pitchside-league', id), leagueId);
    // First visit: the league's data arrives now; the clock is the app's own mark (perf.ts).
    await page.goto(`${t.url}/my-league`);
    const firstVisit = (await marksOf(page))['ps:screen:standings']!;
    await page.locator('tbody tr').nth(19).waitFor({ timeout: 60_000 });
    await page.getByText('Manchester City FC').first().waitFor();
    await page.close();

    const inDom: number[] = [];
    const live: number[] = [];
    let scriptBytes = 0;
    let snapshotRows = 0;
    for (let i = 0; i < 10; i++) {
      const fresh = await context.newPage();
      await fresh.goto(`${t.url}/my-league`, { waitUntil: 'commit' });
      const marks = await marksOf(fresh);
      live.push(marks['ps:screen:standings']!);
      inDom.push(
        Math.min(marks['ps:snapshot:standings'] ?? Number.POSITIVE_INFINITY, marks['ps:screen:standings']!),
      );
      // What the snapshot drew (public/snapshot.js): the whole table, or the figure means nothing.
      snapshotRows = await fresh.evaluate(() => {
        const saved = JSON.parse(localStorage.getItem('ps:snap:/my-league') ?? 'null') as {
          html: string;
        } | null;
        if (!saved) return 0;
        return new DOMParser().parseFromString(saved.html, 'text/html').querySelectorAll('tbody tr').length;
      });
      scriptBytes = await fresh.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.js'))
          .reduce((sum, e) => sum + (e as PerformanceResourceTiming).transferSize, 0),
      );
      await fresh.close();
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    record(
      '20-team, 380-match standings in the DOM on a repeat visit, median of 10 (goal < 100 ms; SportsPress 216 ms)',
      `${median(inDom).toFixed(0)} ms (the snapshot holds ${snapshotRows} rows)`,
    );
    record(
      '20-team, 380-match standings drawn live from Dexie, repeat visit, median of 10',
      `${median(live).toFixed(0)} ms`,
    );
    record(
      '20-team, 380-match standings on the first visit after sign-in (data arriving)',
      `${firstVisit.toFixed(0)} ms`,
    );
    record('JavaScript transferred for /my-league on a repeat visit', `${scriptBytes} bytes (budget: none)`);
  } finally {
    await browser.close();
    await t.close();
  }
}
