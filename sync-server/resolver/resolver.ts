import { docId, refereeDbName } from '../../src/domain/databases.ts';
import type { TAccount } from '../auth/accounts.ts';
import { getOrNull, type TChangesFeed, type TPouchDoc } from '../storage/pouch.ts';
import { INTERNAL_DB, type TStorage } from '../storage/storage.ts';
import { grantAssignment } from './grant-assignment.ts';
import { mirrorRefereeProfile } from './referee-profile.ts';
import { resolveReport } from './resolve-report.ts';

type TLog = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
const checkpointId = (db: string) => `checkpoint:resolver:${db}`;

export type TResolverOptions = {
  /** The first retry of a failed change waits this long; each next one twice as long. */
  retryBaseMs?: number;
  /** After this many failed attempts a change is parked for the admin and the feed moves on. */
  maxAttempts?: number;
};

type TFollower = {
  refereeId: string;
  feed: TChangesFeed | null;
  /** Bumped when the feed restarts, so changes queued from the old feed are dropped. */
  generation: number;
  failures: number;
  retryTimer: NodeJS.Timeout | null;
  unpin: () => void;
};

/**
 * Follows every referee database from a stored checkpoint and turns submitted reports into
 * results and assignment requests into assignments. Changes are handled one at a time, in order;
 * the checkpoint moves only after a change is handled, and handling is idempotent, so a restart at
 * any moment (or a second instance doing the same work) converges on the same state. A change
 * that fails stops its database's feed, which restarts from the checkpoint after a back-off; one
 * that keeps failing is parked as a `resolverProblem` in the admin database, never skipped silently.
 */
export function createResolver(storage: TStorage, log: TLog, options: TResolverOptions = {}) {
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 6;
  const followers = new Map<string, TFollower>();
  /** The last sequence handled per database, for settle(). */
  const handled = new Map<string, number | string>();
  let queue: Promise<unknown> = Promise.resolve();
  let isStopped = false;
  let rescanTimer: NodeJS.Timeout | null = null;

  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work);
    queue = next.catch(() => {});
    return next;
  };

  async function handle(refereeId: string, doc: TPouchDoc) {
    if (doc.type === 'report') {
      const outcome = await resolveReport(storage, refereeId, doc);
      if (outcome !== 'skipped') log.info({ refereeId, matchId: doc.matchId, outcome }, 'report resolved');
    } else if (doc.type === 'assignmentRequest') {
      const outcome = await grantAssignment(storage, refereeId, doc);
      if (outcome !== 'skipped') log.info({ refereeId, matchId: doc.matchId, outcome }, 'assignment request');
    }
  }

  async function saveCheckpoint(db: string, seq: number | string) {
    const current = await getOrNull(storage.internal, checkpointId(db));
    await storage.internal.put({ _id: checkpointId(db), _rev: current?._rev, seq });
  }

  async function park(follower: TFollower, doc: TPouchDoc, error: unknown) {
    const key = `${follower.refereeId}-${String(doc.matchId ?? 'unknown')}`.slice(0, 120);
    const id = docId('resolverProblem', key);
    const admin = storage.db('admin');
    const current = await getOrNull(admin, id);
    await admin.put({
      _id: id,
      _rev: current?._rev,
      type: 'resolverProblem',
      refereeId: follower.refereeId,
      docId: doc._id,
      docRev: doc._rev ?? null,
      error: String((error as Error)?.message ?? error).slice(0, 2000),
      attempts: follower.failures,
      parkedAt: new Date().toISOString(),
    });
  }

  async function onChange(db: string, follower: TFollower, generation: number, change: TChange) {
    if (isStopped || generation !== follower.generation || !change.doc) return;
    try {
      await handle(follower.refereeId, change.doc);
    } catch (error) {
      follower.failures += 1;
      log.error({ err: error, db, id: change.doc._id, attempt: follower.failures }, 'resolver failed');
      if (follower.failures < maxAttempts) return retryLater(db, follower);
      await park(follower, change.doc, error);
    }
    follower.failures = 0;
    await saveCheckpoint(db, change.seq);
    handled.set(db, change.seq);
  }

  /** Stops the feed; it restarts from the checkpoint, so the failed change comes first again. */
  function retryLater(db: string, follower: TFollower) {
    follower.generation += 1;
    follower.feed?.cancel();
    follower.feed = null;
    const delay = retryBaseMs * 2 ** (follower.failures - 1);
    follower.retryTimer = setTimeout(() => {
      follower.retryTimer = null;
      void startFeed(db, follower).catch((error) => log.error({ err: error, db }, 'resolver restart failed'));
    }, delay);
  }

  async function startFeed(db: string, follower: TFollower) {
    if (isStopped) return;
    const since =
      ((await getOrNull(storage.internal, checkpointId(db)))?.seq as number | string | undefined) ?? 0;
    handled.set(db, since);
    const generation = follower.generation;
    const feed = storage.db(db).changes({ live: true, since, include_docs: true, return_docs: false });
    follower.feed = feed;
    feed.on('change', (change: TChange) => void enqueue(() => onChange(db, follower, generation, change)));
    feed.on('error', (error) => log.error({ err: error, db }, 'resolver feed failed'));
  }

  async function follow(refereeId: string) {
    const db = refereeDbName(refereeId);
    if (followers.has(db) || isStopped) return;
    await mirrorRefereeProfile(storage, refereeId);
    const follower: TFollower = {
      refereeId,
      feed: null,
      generation: 0,
      failures: 0,
      retryTimer: null,
      unpin: storage.pin(db),
    };
    followers.set(db, follower);
    await startFeed(db, follower);
  }

  async function scanReferees() {
    const { rows } = await storage.internal.allDocs({
      startkey: 'account:',
      endkey: 'account:\uffff',
      include_docs: true,
    });
    for (const row of rows) {
      const account = row.doc as unknown as TAccount | undefined;
      if (account?.role === 'referee') await follow(account.id);
    }
  }

  // A new referee account is an internal write: look for new referees shortly after.
  const onWrite = (name: string) => {
    if (name !== INTERNAL_DB || isStopped || rescanTimer) return;
    rescanTimer = setTimeout(() => {
      rescanTimer = null;
      void scanReferees().catch((error) => log.error({ err: error }, 'referee scan failed'));
    }, 100);
  };

  return {
    async start() {
      storage.writes.on('write', onWrite);
      await scanReferees();
    },
    /**
     * Resolves once every followed database has been handled up to its current sequence,
     * including the resolver's own writes (tests and benchmarks; embedded storage, numeric seqs).
     */
    async settle(timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        await enqueue(async () => {});
        let isBehind = false;
        for (const db of followers.keys()) {
          const { update_seq } = await storage.db(db).info();
          if (Number(handled.get(db) ?? -1) < Number(update_seq)) isBehind = true;
        }
        if (!isBehind) return;
        if (Date.now() > until) throw new Error('The resolver did not settle');
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    following: () => [...followers.keys()],
    /** Databases waiting to retry a failed change (for tests). */
    retrying: () => [...followers].filter(([, f]) => f.retryTimer !== null).map(([db]) => db),
    async stop() {
      isStopped = true;
      storage.writes.off('write', onWrite);
      if (rescanTimer) clearTimeout(rescanTimer);
      for (const follower of followers.values()) {
        follower.feed?.cancel();
        if (follower.retryTimer) clearTimeout(follower.retryTimer);
        follower.unpin();
      }
      followers.clear();
      await queue;
    },
  };
}

type TChange = { seq: number | string; doc?: TPouchDoc };
export type TResolver = ReturnType<typeof createResolver>;
