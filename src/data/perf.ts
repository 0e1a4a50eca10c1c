import type { Dexie } from 'dexie';
import { useLayoutEffect } from 'react';
import { keepSnapshot, releaseSnapshot, type TScreen } from './snapshot.ts';

/**
 * The app's own clock (issue #16). Marks at the moments that matter, counted from navigation
 * start, each set once per page load; `npm run bench` reads them from Chromium, so the figures are
 * the app's, not a test's polling.
 */
export const MARKS = {
  appStart: 'ps:app-start',
  sessionKnown: 'ps:session-known',
  dbOpen: 'ps:db-open',
  firstRead: 'ps:first-read',
  /** The first screen is drawn; the sync engine loads after it. */
  firstScreen: 'ps:first-screen',
} as const;

export type { TScreen };
export const screenMark = (screen: TScreen) => `ps:screen:${screen}`;

const marked = new Set<string>();

export function markOnce(name: string): void {
  if (marked.has(name) || typeof performance === 'undefined') return;
  marked.add(name);
  performance.mark(name);
}

/**
 * Marks a screen's first meaningful render: its data (or its empty state) is in the DOM. The
 * snapshot drawn before the app loaded gives way to it, and the screen is kept for next time.
 * A layout effect: in the commit's own task, before the browser paints, so no task waits between
 * the screen's commit and the swap (ADR 046; the bench's floor marks its rows the same way).
 */
export function useScreenReady(screen: TScreen, isReady: boolean): void {
  useLayoutEffect(() => {
    if (!isReady) return;
    markOnce(screenMark(screen));
    releaseSnapshot();
    return keepSnapshot(screen);
  }, [screen, isReady]);
}

/** Marks the local database open and its first answered read. */
export function measureStore(db: Dexie): void {
  db.on('ready', () => markOnce(MARKS.dbOpen));
  let isRead = false;
  db.use({
    stack: 'dbcore',
    name: 'first-read-mark',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (isRead) return table;
        const after = <T>(result: T) => {
          isRead = true;
          markOnce(MARKS.firstRead);
          return result;
        };
        return {
          ...table,
          get: (req) => table.get(req).then(after),
          getMany: (req) => table.getMany(req).then(after),
          query: (req) => table.query(req).then(after),
          count: (req) => table.count(req).then(after),
        };
      },
    }),
  });
}
