import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type TAppServer } from '../support/app-server.ts';
import { launchChromium, PHONE } from '../support/browser.ts';

/**
 * The read model's schema as version 7 of the app left it, and as version 2 did: Dexie keeps only
 * the versions with an upgrade (local-store.ts), so a phone still on either must be carried to
 * today's schema, keep its rows, and run the upgrades of versions 8 to 15.
 */
const V2: Record<string, string> = {
  leagues: 'id, startDate, db',
  leagueStats: 'id, db',
  teams: 'id, leagueId, db',
  players: 'id, teamId, db',
  matches: 'id, leagueId, homeTeamId, awayTeamId, date, status, refereeId, db',
  videos: 'id, leagueId, teamId, matchId, createdAt, db',
  adjustments: 'id, leagueId, db',
  teamRecords: 'id, db',
  rosterPlayers: 'id, teamId, db',
  applications: 'id, teamId, status, db',
  reports: 'id, matchId, status, db',
  resolutions: 'id, matchId, db',
  assignmentRequests: 'id, matchId, db',
  assignmentDecisions: 'id, matchId, db',
  refereeProfiles: 'id, db',
  freeAgents: 'id, status, db',
  users: 'id, role, db',
  settings: 'id, db',
  checkpoints: 'db',
  outbox: 'key, db',
};
const V7: Record<string, string> = {
  ...V2,
  audits: 'id, at, db',
  resolverProblems: 'id, db',
  refused: 'key, db',
  freeAgentCards: 'id, db',
  invitations: 'id, freeAgentId, db',
  mails: 'id, createdAt, db',
  highlights: 'id, leagueId, db',
};

type TFound = {
  version: number;
  stores: string[];
  matchIndexes: string[];
  checkpoints: string[];
  kept: boolean;
};

/** Makes the database as Dexie made it at `version` (IndexedDB's version is Dexie's times ten). */
function makeOldStore(page: Page, version: number, schema: Record<string, string>) {
  return page.evaluate(
    ({ version, schema }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pitchside', version * 10);
        open.onupgradeneeded = () => {
          for (const [name, spec] of Object.entries(schema)) {
            const [key, ...indexes] = spec.split(',').map((part) => part.trim());
            const store = open.result.createObjectStore(name, { keyPath: key });
            for (const index of indexes) store.createIndex(index, index);
          }
          const tx = open.transaction!;
          tx.objectStore('teams').put({ id: 'kept', db: 'league-x', leagueId: 'x', name: 'Kept team' });
          for (const db of ['pool-q', 'league-x', 'team-y', 'referee-z', 'admin'])
            tx.objectStore('checkpoints').put({ db, seq: 3 });
        };
        open.onsuccess = () => {
          open.result.close();
          resolve();
        };
        open.onerror = () => reject(open.error);
      }),
    { version, schema },
  );
}

/** What the app made of it, read once its database is at today's version. */
function readUpgraded(page: Page): Promise<TFound> {
  return page.evaluate(async () => {
    for (;;) {
      const listed = await indexedDB.databases();
      if ((listed.find((db) => db.name === 'pitchside')?.version ?? 0) >= 180) break;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('pitchside');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const read = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const tx = db.transaction(['checkpoints', 'teams', 'matches']);
    const checkpoints = (await read(tx.objectStore('checkpoints').getAllKeys())).map(String);
    const kept = (await read(tx.objectStore('teams').get('kept'))) !== undefined;
    const found = {
      version: db.version,
      stores: [...db.objectStoreNames],
      matchIndexes: [...tx.objectStore('matches').indexNames],
      checkpoints,
      kept,
    };
    db.close();
    return found;
  });
}

describe("a phone on an old version of the app's read model", () => {
  let server: TAppServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [version, schema] of [
    [7, V7],
    [2, V2],
  ] as const) {
    it(`is carried from version ${version} to today's, keeping its rows and replaying what the upgrades name`, async () => {
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      // A page of the same origin that does not start the app, to set the old database up first.
      await page.goto(`${server.url}/manifest.webmanifest`);
      await makeOldStore(page, version, schema);
      await page.goto(`${server.url}/leagues`);
      const found = await readUpgraded(page);
      expect(found.version).toBe(280);
      for (const table of [
        'highlights',
        'rulings',
        'availability',
        'unassignments',
        'noticeChoices',
        'announcements',
        'moveRequests',
        'refereeRatings',
        'ratingSummaries',
        'teamMessages',
        'handBacks',
        'handBackDecisions',
        'daysAway',
        'waiverSignatures',
        'carriedBans',
        'waitlistEntries',
        'refereeFees',
        'refereePayments',
        'cannotPlays',
        'matchOffs',
        'playoffs',
        'fineCredits',
        'teamDues',
        'lineups',
        'playerAways',
        'playerNotices',
      ])
        expect(found.stores).toContain(table);
      // Version 11 dropped the indexes no screen asks for.
      expect(found.matchIndexes.sort()).toEqual(['date', 'db', 'leagueId']);
      expect(found.kept).toBe(true);
      // Versions 8-28 replay league, team, admin and referee databases; a pool's is kept.
      for (const db of ['league-x', 'team-y', 'referee-z', 'admin'])
        expect(found.checkpoints).not.toContain(db);
      expect(found.checkpoints).toContain('pool-q');
      // And the app runs on it: the leagues list is drawn from the server's data.
      await page.getByRole('heading', { name: 'First Division' }).waitFor();
      await context.close();
    });
  }
});
