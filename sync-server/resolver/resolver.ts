import { docId, parseDbName, refereeDbName } from '../../src/domain/databases.ts';
import { findAccountById, type TAccount } from '../auth/accounts.ts';
import { inLocale } from '../http/locale.ts';
import type { TUpdates } from '../live/updates.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import { INTERNAL_DB, type TStorage } from '../storage/storage.ts';
import { grantAssignment } from './grant-assignment.ts';
import { handBackMatch } from './hand-back.ts';
import { createPrefixFollower } from './prefix-follower.ts';
import { createProfileFollower } from './profile-follower.ts';
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

type TDrain = {
  refereeId: string;
  failures: number;
  retryTimer: NodeJS.Timeout | null;
  isRunning: boolean;
  /** An update arrived while draining: drain once more after. */
  isDirty: boolean;
};

const PAGE = 100;

/**
 * Drains every referee database from a stored checkpoint and turns submitted reports into
 * results and assignment requests into assignments. It is woken by the instance's update log, so
 * no database holds a feed open. Changes are handled one at a time, in order; the checkpoint
 * moves only after a change is handled, and handling is idempotent, so a restart at any moment
 * (or a second instance doing the same work) converges on the same state. A change that fails
 * stops its database's drain, which starts again from the checkpoint after a back-off; one that
 * keeps failing is parked as a `resolverProblem` in the admin database, never skipped silently.
 */
export function createResolver(
  storage: TStorage,
  updates: TUpdates,
  log: TLog,
  options: TResolverOptions = {},
) {
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 6;
  const drains = new Map<string, TDrain>();
  /** The last sequence handled per database, for settle(). */
  const handled = new Map<string, number | string>();
  let queue: Promise<unknown> = Promise.resolve();
  let isStopped = false;
  const profiles = createProfileFollower(storage, log);

  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work);
    queue = next.catch(() => {});
    return next;
  };

  /**
   * What the resolver writes for a referee (a rejected report's reasons, why a request was refused)
   * is in the referee's language, as their e-mails are (issue #29).
   */
  async function handle(refereeId: string, doc: TPouchDoc): Promise<void> {
    const locale = (await findAccountById(storage.internal, refereeId))?.locale ?? 'en';
    return inLocale(locale, () => handleAs(refereeId, doc));
  }

  async function handleAs(refereeId: string, doc: TPouchDoc) {
    if (doc.type === 'report') {
      const outcome = await resolveReport(storage, refereeId, doc);
      if (outcome !== 'skipped') log.info({ refereeId, matchId: doc.matchId, outcome }, 'report resolved');
    } else if (doc.type === 'verdictOverride' && !doc._deleted) {
      // The admin's acceptance is judged with the report it names, as if that report came again.
      const report = await getOrNull(
        storage.db(refereeDbName(refereeId)),
        docId('report', String(doc.matchId)),
      );
      if (report) await handleAs(refereeId, report);
    } else if (doc.type === 'assignmentRequest') {
      const outcome = await grantAssignment(storage, refereeId, doc);
      if (outcome !== 'skipped') log.info({ refereeId, matchId: doc.matchId, outcome }, 'assignment request');
    } else if (doc.type === 'handBack') {
      const outcome = await handBackMatch(storage, refereeId, doc);
      if (outcome !== 'skipped') log.info({ refereeId, matchId: doc.matchId, outcome }, 'match handed back');
    }
  }

  async function saveCheckpoint(db: string, seq: number | string) {
    const current = await getOrNull(storage.internal, checkpointId(db));
    await storage.internal.put({ _id: checkpointId(db), _rev: current?._rev, seq });
  }

  async function park(drain: TDrain, doc: TPouchDoc, error: unknown) {
    const key = `${drain.refereeId}-${String(doc.matchId ?? 'unknown')}`.slice(0, 120);
    const id = docId('resolverProblem', key);
    const admin = storage.db('admin');
    const current = await getOrNull(admin, id);
    await admin.put({
      _id: id,
      _rev: current?._rev,
      type: 'resolverProblem',
      refereeId: drain.refereeId,
      docId: doc._id,
      docRev: doc._rev ?? null,
      error: String((error as Error)?.message ?? error).slice(0, 2000),
      attempts: drain.failures,
      parkedAt: new Date().toISOString(),
    });
  }

  /** Handles one change; false when it failed and the drain must stop for a retry. */
  async function handleChange(db: string, drain: TDrain, doc: TPouchDoc, seq: number | string) {
    try {
      await handle(drain.refereeId, doc);
    } catch (error) {
      drain.failures += 1;
      log.error({ err: error, db, id: doc._id, attempt: drain.failures }, 'resolver failed');
      if (drain.failures < maxAttempts) return false;
      await park(drain, doc, error);
    }
    drain.failures = 0;
    await saveCheckpoint(db, seq);
    handled.set(db, seq);
    return true;
  }

  async function drainOnce(db: string, drain: TDrain) {
    let since =
      ((await getOrNull(storage.internal, checkpointId(db)))?.seq as number | string | undefined) ?? 0;
    for (;;) {
      if (isStopped) return;
      const page = await storage.db(db).changes({ since, limit: PAGE, batch_size: PAGE, include_docs: true });
      for (const change of page.results) {
        if (isStopped) return;
        if (!change.doc) continue;
        if (!(await handleChange(db, drain, change.doc, change.seq))) return retryLater(db, drain);
      }
      since = page.last_seq;
      if (page.results.length < PAGE) {
        handled.set(db, since);
        return;
      }
    }
  }

  /** The failed change comes first again, after a back-off that doubles with each failure. */
  function retryLater(db: string, drain: TDrain) {
    const delay = retryBaseMs * 2 ** (drain.failures - 1);
    drain.retryTimer = setTimeout(() => {
      drain.retryTimer = null;
      wake(db);
    }, delay);
  }

  /** Drains a referee database now, or once more after the drain under way. */
  function wake(db: string) {
    const ref = parseDbName(db);
    if (isStopped || ref?.kind !== 'referee' || !ref.id) return;
    let drain = drains.get(db);
    if (!drain) {
      drain = { refereeId: ref.id, failures: 0, retryTimer: null, isRunning: false, isDirty: false };
      drains.set(db, drain);
    }
    if (drain.retryTimer) return;
    if (drain.isRunning) {
      drain.isDirty = true;
      return;
    }
    const current = drain;
    current.isRunning = true;
    void enqueue(() => drainOnce(db, current))
      .catch((error) => log.error({ err: error, db }, 'resolver drain failed'))
      .finally(() => {
        current.isRunning = false;
        if (current.isDirty) {
          current.isDirty = false;
          wake(db);
        }
      });
  }

  async function follow(refereeId: string) {
    const db = refereeDbName(refereeId);
    if (drains.has(db) || isStopped) return;
    await mirrorRefereeProfile(storage, refereeId);
    wake(db);
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
  // After the start-up scan, only accounts written since are looked at: internal storage also
  // takes a session per sign-in and a checkpoint index per replication.
  const newAccounts = createPrefixFollower({
    db: () => storage.internal,
    prefix: 'account:',
    onDoc: async (doc) => {
      if (doc.role === 'referee') await follow(doc._id.slice('account:'.length));
    },
    log,
    what: 'referee scan failed',
  });

  const onUpdate = (name: string) => {
    wake(name);
    if (name === 'admin') profiles.poke();
    if (name === INTERNAL_DB) newAccounts.poke();
  };

  return {
    async start() {
      updates.events.on('update', onUpdate);
      await profiles.start();
      await newAccounts.start();
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
        for (const [db, drain] of drains) {
          if (drain.isRunning || drain.isDirty) isBehind = true;
          const { update_seq } = await storage.db(db).info();
          if (Number(handled.get(db) ?? -1) < Number(update_seq)) isBehind = true;
        }
        if (!isBehind) return;
        if (Date.now() > until) throw new Error('The resolver did not settle');
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    following: () => [...drains.keys()],
    /** Databases waiting to retry a failed change (for tests). */
    retrying: () => [...drains].filter(([, d]) => d.retryTimer !== null).map(([db]) => db),
    async stop() {
      isStopped = true;
      updates.events.off('update', onUpdate);
      for (const drain of drains.values()) {
        if (drain.retryTimer) clearTimeout(drain.retryTimer);
      }
      drains.clear();
      await profiles.stop();
      await newAccounts.stop();
      await queue;
    },
  };
}

export type TResolver = ReturnType<typeof createResolver>;
