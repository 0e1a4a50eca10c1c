import { canShareRuns } from './across-tabs.ts';

/**
 * The browser's replication requests, across all its tabs, take turns in two places (ADR 036,
 * amended). A browser gives a host 6 connections shared by every tab; the change stream holds one
 * and each tab already sends at most two requests at a time (limited-fetch.ts), but three tabs
 * replicating three different databases could still hold six between them, and a tap's /api call
 * would wait behind them. A place is a Web Lock held for one request, its body read included.
 */
export const REQUEST_PLACES = 2;
const NAME = 'pitchside-request:';

/**
 * The longest a request waits for a place. A tab frozen in the middle of a request (Android
 * freezes hidden tabs) keeps its place until it resumes; past this, the request goes without one.
 */
export const MAX_PLACE_WAIT_MS = 10_000;

/** Runs `work` in one of the browser's request places, whichever frees first; without Web Locks, at once. */
export function inRequestPlace<T>(work: () => Promise<T>, waitMs = MAX_PLACE_WAIT_MS): Promise<T> {
  if (!canShareRuns()) return work();
  return new Promise<T>((resolve, reject) => {
    let isTaken = false;
    const waits = Array.from({ length: REQUEST_PLACES }, () => new AbortController());
    const take = async () => {
      isTaken = true;
      clearTimeout(timer);
      for (const wait of waits) wait.abort();
      try {
        resolve(await work());
      } catch (error) {
        reject(error);
      }
    };
    const timer = setTimeout(() => {
      if (!isTaken) void take();
    }, waitMs);
    waits.forEach((wait, place) => {
      navigator.locks
        // Both places are asked for; the first granted runs the request, a second one granted in
        // the same moment is given back at once.
        .request(NAME + place, { signal: wait.signal }, () => (isTaken ? undefined : take()))
        // A wait given up (the other place came first, or the time ran out) rejects: nothing to do.
        .catch(() => {});
    });
  });
}
