import { refereeDbName } from '../../src/domain/databases.ts';
import type { TAccount } from '../auth/accounts.ts';
import { getOrNull, type TChangesFeed, type TPouchDoc } from '../storage/pouch.ts';
import { INTERNAL_DB, type TStorage } from '../storage/storage.ts';
import { grantAssignment } from './grant-assignment.ts';
import { mirrorRefereeProfile } from './referee-profile.ts';
import { resolveReport } from './resolve-report.ts';

type TLog = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
const checkpointId = (db: string) => `checkpoint:resolver:${db}`;

/**
 * Follows every referee database from a stored checkpoint and turns submitted reports into
 * results and assignment requests into assignments. Changes are handled one at a time; the
 * checkpoint moves only after a change is handled, and handling is idempotent, so a restart at
 * any moment (or a second instance doing the same work) converges on the same state.
 */
export function createResolver(storage: TStorage, log: TLog) {
  const feeds = new Map<string, TChangesFeed>();
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

  async function follow(refereeId: string) {
    const db = refereeDbName(refereeId);
    if (feeds.has(db) || isStopped) return;
    await mirrorRefereeProfile(storage, refereeId);
    const since =
      ((await getOrNull(storage.internal, checkpointId(db)))?.seq as number | string | undefined) ?? 0;
    handled.set(db, since);
    const feed = storage.db(db).changes({ live: true, since, include_docs: true, return_docs: false });
    feeds.set(db, feed);
    feed.on('change', (change: { seq: number | string; doc?: TPouchDoc }) => {
      void enqueue(async () => {
        if (isStopped || !change.doc) return;
        try {
          await handle(refereeId, change.doc);
          await saveCheckpoint(db, change.seq);
          handled.set(db, change.seq);
        } catch (error) {
          // Left for the next start: the checkpoint did not move past this change.
          log.error({ err: error, db, id: change.doc._id }, 'resolver failed on a change');
        }
      });
    });
    feed.on('error', (error) => log.error({ err: error, db }, 'resolver feed failed'));
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
        for (const db of feeds.keys()) {
          const { update_seq } = await storage.db(db).info();
          if (Number(handled.get(db) ?? -1) < Number(update_seq)) isBehind = true;
        }
        if (!isBehind) return;
        if (Date.now() > until) throw new Error('The resolver did not settle');
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    following: () => [...feeds.keys()],
    async stop() {
      isStopped = true;
      storage.writes.off('write', onWrite);
      if (rescanTimer) clearTimeout(rescanTimer);
      for (const feed of feeds.values()) feed.cancel();
      feeds.clear();
      await queue;
    },
  };
}

export type TResolver = ReturnType<typeof createResolver>;
