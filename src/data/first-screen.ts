import { MARKS, markOnce } from './perf.ts';
import { whenSnapshotReleased } from './snapshot.ts';

/** The first screen's commit is not waited for longer than this (its chunk may never load). */
const MAX_WAIT_MS = 1000;

/**
 * Resolves once the screen the page opened on has been drawn, in place of its saved snapshot if
 * one was shown. The sync engine waits for it, so PouchDB never competes with the first screen for
 * the network or the main thread (issue #16): screens read Dexie, which is already here.
 */
let release: () => void = () => {};
let isCommitted = false;
export const firstScreenDrawn = new Promise<void>((resolve) => {
  release = resolve;
  setTimeout(() => !isCommitted && resolve(), MAX_WAIT_MS);
});

export const markFirstScreenDrawn = () => {
  isCommitted = true;
  markOnce(MARKS.firstScreen);
  // A saved snapshot stands in for a screen drawn from the local database: the engine waits until
  // that screen replaces it (or the snapshot is given up, releaseSnapshotLater), or PouchDB's
  // loading and first pulls share the main thread with it (issue #36: a repeat visit's live
  // screen, CPU 4x slower).
  whenSnapshotReleased(release);
};
