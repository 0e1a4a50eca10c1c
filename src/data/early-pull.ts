import { limitedFetch } from './limited-fetch.ts';

/**
 * A visitor's very first pull, asked for as the app starts (issue #36, item 4). The batched pull
 * (batch-pull.ts) asks only once the sync engine has loaded and the local database has opened and
 * said where each copy stands: on a first visit to `/highlights` that put the first thumbnail at
 * 2.6-2.8 s in Lighthouse's phone run. A device that has never synced asks here, beside all that;
 * the batched pull uses the answer only if the checkpoints confirm that none of its databases has
 * a copy (every position 0), and asks once more from where the answer left off, as a change made
 * between this request and the change stream's opening would otherwise wait for the next notice.
 */

type TAnswer = Record<string, unknown>;
let early: { dbs: Set<string>; answer: Promise<TAnswer | null> } | null = null;

/**
 * One `POST /api/pull`: each database's rows after its position. Here, in the start chunk, so the
 * early request needs nothing else; the batched pull asks through it too.
 */
export async function askPull(since: Record<string, number | string>): Promise<TAnswer> {
  const response = await limitedFetch('/api/pull', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ since }),
    credentials: 'same-origin',
  });
  if (!response.ok) throw Object.assign(new Error(`pull ${response.status}`), { status: response.status });
  return ((await response.json()) as { results: TAnswer }).results;
}

export function askEarly(dbs: string[]): void {
  const since = Object.fromEntries(dbs.map((db) => [db, 0]));
  // Offline or refused: the batched pull asks as usual and reports what happens.
  const answer = askPull(since).catch(() => null);
  early = { dbs: new Set(dbs), answer };
}

/**
 * The early answer for this batch, once: only when every database in it was asked for from 0,
 * as the batch would ask. Null otherwise, and for any later batch.
 */
export function takeEarly(since: Record<string, number | string>): Promise<TAnswer | null> | null {
  const taken = early;
  early = null;
  const dbs = Object.keys(since);
  if (!taken || dbs.length === 0 || !dbs.every((db) => since[db] === 0 && taken.dbs.has(db))) return null;
  return taken.answer;
}
