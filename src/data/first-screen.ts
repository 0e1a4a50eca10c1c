import { MARKS, markOnce } from './perf.ts';

/**
 * Resolves once the screen the page opened on has been drawn (or after a second, whatever
 * happens). The sync engine waits for it, so PouchDB never competes with the first screen for the
 * network or the main thread (issue #16): screens read Dexie, which is already here.
 */
let release: () => void = () => {};
export const firstScreenDrawn = new Promise<void>((resolve) => {
  release = resolve;
  setTimeout(resolve, 1000);
});

export const markFirstScreenDrawn = () => {
  markOnce(MARKS.firstScreen);
  release();
};
