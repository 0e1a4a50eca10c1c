import type { FastifyReply } from 'fastify';
import { rawHeaders } from '../http/security.ts';
import type { TChangesResult, TPouchDb } from '../storage/pouch.ts';
import { nameOf } from '../storage/storage.ts';
import type { TWatcher } from '../storage/watch.ts';
import { CouchError } from './couch-error.ts';

export type TChangesQuery = {
  since: number | string;
  limit?: number;
  style: 'main_only' | 'all_docs';
  includeDocs: boolean;
  conflicts: boolean;
  descending: boolean;
  feed: 'normal' | 'longpoll' | 'continuous';
  heartbeatMs: number | null;
  timeoutMs: number | null;
};

const BOOL = new Set(['true', 'false']);

/** Reads the `_changes` parameters PouchDB and CouchDB's replicator send; filters are refused. */
export function parseChangesQuery(
  query: Record<string, string | undefined>,
  isCouch: boolean,
): TChangesQuery {
  const bad = (reason: string) => new CouchError(400, 'bad_request', reason);
  if (query.filter || query.doc_ids || query.selector || query.view)
    throw bad('Filtered changes are not supported.');
  for (const key of ['include_docs', 'conflicts', 'descending']) {
    if (query[key] !== undefined && !BOOL.has(query[key]!)) throw bad(`${key} must be true or false.`);
  }
  const since = query.since ?? '0';
  let parsedSince: number | string;
  if (/^\d{1,15}$/.test(since)) parsedSince = Number(since);
  else if (since === 'now') parsedSince = 'now';
  else if (isCouch && /^[\w-]{1,4000}$/.test(since)) parsedSince = since;
  else throw bad('since is not a valid sequence.');
  const int = (name: string, max: number) => {
    const value = query[name];
    if (value === undefined) return null;
    if (!/^\d{1,10}$/.test(value)) throw bad(`${name} must be a non-negative integer.`);
    return Math.min(Number(value), max);
  };
  const feed = query.feed ?? 'normal';
  if (feed !== 'normal' && feed !== 'longpoll' && feed !== 'continuous')
    throw bad('feed must be normal, longpoll or continuous.');
  const style = query.style ?? 'main_only';
  if (style !== 'main_only' && style !== 'all_docs') throw bad('style must be main_only or all_docs.');
  return {
    since: parsedSince,
    limit: int('limit', 10_000) ?? undefined,
    style,
    includeDocs: query.include_docs === 'true',
    conflicts: query.conflicts === 'true',
    descending: query.descending === 'true',
    feed,
    heartbeatMs: int('heartbeat', 600_000),
    timeoutMs: int('timeout', 600_000),
  };
}

async function readChanges(db: TPouchDb, q: TChangesQuery): Promise<TChangesResult> {
  // limit=0 asks for nothing, as CouchDB's replicator does to learn a position. Given to PouchDB's
  // http adapter as a batch size of 0, it read CouchDB's _changes for ever (9,085 times in 30 s,
  // issue #34): answered here as CouchDB answers it, with no read of the changes at all.
  if (q.limit === 0) {
    const last = q.since === 'now' ? (await db.info()).update_seq : q.since;
    return { results: [], last_seq: last } as unknown as TChangesResult;
  }
  return db.changes({
    since: q.since,
    limit: q.limit,
    style: q.style,
    include_docs: q.includeDocs,
    conflicts: q.conflicts,
    descending: q.descending,
    return_docs: true,
    // Over HTTP (CouchDB mode) PouchDB reads changes 25 at a time by default: one request instead.
    batch_size: Math.max(1, q.limit ?? 1000),
  });
}

/**
 * Normal feed: answers at once. Longpoll: answers at once when there are changes; otherwise
 * holds the request (sending newlines as heartbeats) until the database changes or the timeout.
 */
export async function serveChanges(
  reply: FastifyReply,
  db: TPouchDb,
  watcher: TWatcher,
  q: TChangesQuery,
  maxWaitMs: number,
): Promise<TChangesResult | undefined> {
  if (q.feed === 'normal' || q.limit === 0) {
    const answer = await readChanges(db, q);
    if (q.feed !== 'continuous') return answer;
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/json', ...rawHeaders(reply.request) });
    reply.raw.end(`${JSON.stringify({ last_seq: answer.last_seq })}\n`);
    return undefined;
  }
  if (q.feed === 'continuous') return serveContinuous(reply, db, watcher, q, maxWaitMs);
  let woken!: () => void;
  const wake = new Promise<void>((resolve) => {
    woken = resolve;
  });
  // Subscribe before reading, so a write between the read and the wait still wakes us.
  const stop = watcher.once(nameOf(db), woken);
  const first = await readChanges(db, q).catch((error) => {
    stop();
    throw error;
  });
  if (first.results.length > 0) {
    stop();
    return first;
  }
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, { 'content-type': 'application/json', ...rawHeaders(reply.request) });
  const heartbeat = q.heartbeatMs ? setInterval(() => res.write('\n'), Math.max(q.heartbeatMs, 1000)) : null;
  const waitMs = Math.min(q.timeoutMs ?? maxWaitMs, maxWaitMs);
  let timer: NodeJS.Timeout | undefined;
  const closed = new Promise<void>((resolve) => res.once('close', () => resolve()));
  const timedOut = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([wake, timedOut, closed]);
  stop();
  clearTimeout(timer);
  if (heartbeat) clearInterval(heartbeat);
  if (res.destroyed || res.writableEnded) return undefined;
  try {
    const next = await readChanges(db, { ...q, since: q.since === 'now' ? first.last_seq : q.since });
    res.end(JSON.stringify(next));
  } catch {
    // The status line is gone; an empty result makes the client simply ask again.
    res.end(JSON.stringify({ results: [], last_seq: first.last_seq }));
  }
  return undefined;
}

/**
 * Continuous feed, as CouchDB's replicator asks for it: one JSON line per change, then held open
 * (newline heartbeats), a line for each change as it lands. It ends at the timeout or after
 * `maxWaitMs` with a `{"last_seq"}` line; the replicator then resumes from there. Each wait
 * subscribes before it reads, so no write slips between the two.
 */
async function serveContinuous(
  reply: FastifyReply,
  db: TPouchDb,
  watcher: TWatcher,
  q: TChangesQuery,
  maxWaitMs: number,
): Promise<undefined> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, { 'content-type': 'application/json', ...rawHeaders(reply.request) });
  const heartbeat = q.heartbeatMs ? setInterval(() => res.write('\n'), Math.max(q.heartbeatMs, 1000)) : null;
  let isOver = false;
  const closed = new Promise<void>((resolve) => res.once('close', () => resolve()));
  void closed.then(() => {
    isOver = true;
  });
  const timer = setTimeout(
    () => {
      isOver = true;
      wakeNow();
    },
    Math.min(q.timeoutMs ?? maxWaitMs, maxWaitMs),
  );
  let wakeNow = () => {};
  let since = q.since;
  let sent = 0;
  try {
    while (!isOver) {
      const wake = new Promise<void>((resolve) => {
        wakeNow = resolve;
      });
      const stop = watcher.once(nameOf(db), () => wakeNow());
      const page = await readChanges(db, { ...q, since, limit: q.limit ? q.limit - sent : undefined });
      for (const change of page.results) res.write(`${JSON.stringify(change)}\n`);
      sent += page.results.length;
      since = page.last_seq;
      if (q.limit && sent >= q.limit) break;
      await Promise.race([wake, closed]);
      stop();
    }
  } catch {
    // A failed read ends the feed; the replicator resumes from the last line it got.
  } finally {
    clearTimeout(timer);
    if (heartbeat) clearInterval(heartbeat);
  }
  if (!res.destroyed && !res.writableEnded) res.end(`${JSON.stringify({ last_seq: since })}\n`);
  return undefined;
}
