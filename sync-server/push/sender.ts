import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { teamDbName } from '../../src/domain/databases.ts';
import { reasonFields, type TDeliveryReason } from '../../src/domain/delivery-reason.ts';
import type { TPushPayload } from '../../src/domain/schemas/push.ts';
import { readSettings } from '../admin/smtp.ts';
import type { TUpdates } from '../live/updates.ts';
import { channelProblem, personWants } from '../notices/choices.ts';
import { createPrefixFollower } from '../resolver/prefix-follower.ts';
import { PUSH_DB, type TStorage } from '../storage/storage.ts';
import type { TPushConfig } from './config.ts';
import { deviceById, removeDevice } from './devices.ts';
import { vapidKeys } from './keys.ts';
import {
  isUnfinishedPush,
  prunePushes,
  pushPage,
  pushQueuedEvents,
  readPush,
  swapPush,
  type TStoredPush,
} from './queue.ts';

type TLog = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

const HOUR = 3600 * 1000;
const MAX_ATTEMPTS = 6;

const dueAt = (push: TStoredPush) =>
  push.state === 'sending' && push.lease ? Date.parse(push.lease.until) : Date.parse(push.nextAttemptAt);

/**
 * Sends queued push notices: claim (a compare-and-swap to `sending` with a lease), send, record;
 * `concurrency` at once, so a slow push service delays notices, never requests or the resolver.
 * A 404 or 410 means the browser dropped the subscription: the device is forgotten. A repeat
 * after a crash between the push service's answer and the record carries the same tag, which
 * replaces the notification on the phone rather than adding a second one.
 */
export function createPushSender(storage: TStorage, updates: TUpdates, config: TPushConfig, log: TLog) {
  const owner = randomBytes(6).toString('base64url');
  const pending = new Map<string, TStoredPush>();
  const inFlight = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let isStopped = false;
  let active = 0;
  const idle = new Set<() => void>();

  const track = (push: TStoredPush | null) => {
    if (!push) return;
    if (isUnfinishedPush(push)) pending.set(push._id, push);
    else pending.delete(push._id);
  };

  async function skipReason(push: TStoredPush): Promise<TDeliveryReason | null> {
    if (Date.parse(push.expiresAt) <= Date.now()) return { key: 'admin.reason.late' };
    const problem = channelProblem(await readSettings(storage), push.kind, 'push');
    if (problem) return problem;
    if (push.teamId && !(await personWants(storage, teamDbName(push.teamId), 'push')))
      return { key: 'admin.reason.teamPushOff' };
    return null;
  }

  async function claim(push: TStoredPush): Promise<TStoredPush | null> {
    const lease = { owner, until: new Date(Date.now() + config.leaseMs).toISOString() };
    const change = { state: 'sending' as const, attempts: push.attempts + 1, lease };
    const claimed = await swapPush(storage, push, change);
    if (claimed) return claimed;
    // Our copy was stale: claim the stored one if it is still unfinished and due.
    const current = await readPush(storage, push._id);
    track(current);
    if (!current || !isUnfinishedPush(current) || dueAt(current) > Date.now()) return null;
    return swapPush(storage, current, { ...change, attempts: current.attempts + 1 });
  }

  async function attempt(push: TStoredPush) {
    const reason = await skipReason(push);
    const device = reason ? null : await deviceById(storage, push.device);
    if (reason || !device) {
      const why: TDeliveryReason = reason ?? { key: 'admin.reason.deviceOff' };
      track(await swapPush(storage, push, { state: 'skipped', lease: null, ...reasonFields(why) }));
      return;
    }
    const claimed = await claim(push);
    if (!claimed) return;
    track(claimed);
    const keys = await vapidKeys(storage);
    const payload: TPushPayload = {
      title: claimed.title,
      body: claimed.body,
      url: claimed.url,
      tag: claimed.tag,
    };
    const ttl = Math.max(
      60,
      Math.min(Math.floor((Date.parse(claimed.expiresAt) - Date.now()) / 1000), 86_400),
    );
    let change: Partial<TStoredPush>;
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: device.keys },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: ttl,
          urgency: claimed.kind === 'reportDue' || claimed.kind === 'reminder' ? 'high' : 'normal',
        },
      );
      // web-push encrypts and signs; fetch sends, through a shared pool of kept-alive connections.
      const answer = await fetch(request.endpoint, {
        method: 'POST',
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body as Buffer),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      await answer.arrayBuffer().catch(() => null);
      if (answer.status < 200 || answer.status > 299)
        throw Object.assign(new Error(`The push service answered ${answer.status}`), {
          statusCode: answer.status,
        });
      change = {
        state: 'sent',
        status: answer.status,
        sentAt: new Date().toISOString(),
        lastError: null,
      };
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode ?? null;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      if (status === 404 || status === 410) {
        await removeDevice(storage, device.id);
        change = {
          state: 'failed',
          status,
          ...reasonFields({ key: 'admin.reason.expired' }),
        };
      } else if ((status === null || status === 429 || status >= 500) && claimed.attempts < MAX_ATTEMPTS) {
        const wait = Math.min(config.retryBaseMs * 2 ** (claimed.attempts - 1), HOUR);
        const nextAttemptAt = new Date(Date.now() + wait).toISOString();
        change = { state: 'retrying', status, lastError: message, nextAttemptAt };
      } else {
        change = { state: 'failed', status, lastError: message };
      }
    }
    const recorded = await swapPush(storage, claimed, { ...change, lease: null });
    if (recorded) track(recorded);
    else log.error({ id: claimed._id }, 'push state changed while it was being sent');
  }

  function run(push: TStoredPush) {
    inFlight.add(push._id);
    active++;
    attempt(push)
      .catch((error) => log.error({ err: error, id: push._id }, 'push notice failed'))
      .finally(() => {
        inFlight.delete(push._id);
        active--;
        pump();
        if (active === 0) for (const done of idle) done();
      });
  }

  /** Starts due deliveries up to the concurrency, then sleeps until the next is due. */
  function pump() {
    if (isStopped) return;
    const now = Date.now();
    const due = [...pending.values()].filter((p) => !inFlight.has(p._id) && dueAt(p) <= now);
    for (const push of due) {
      if (active >= config.concurrency) break;
      run(push);
    }
    if (timer) clearTimeout(timer);
    timer = null;
    const waiting = [...pending.values()].filter((p) => !inFlight.has(p._id));
    if (waiting.length === 0) return;
    const next = Math.min(...waiting.map(dueAt));
    timer = setTimeout(pump, Math.min(Math.max(0, next - Date.now()), HOUR));
  }

  const onQueued = (push: TStoredPush) => {
    track(push);
    pump();
  };
  // With CouchDB, other instances queue and claim too: their deliveries are followed, so one that
  // dies leaves nothing behind (its leases run out and this instance takes them over).
  const follower =
    storage.mode === 'couchdb'
      ? createPrefixFollower({
          db: () => storage.db(PUSH_DB),
          prefix: 'push:',
          onDoc: async (doc) => {
            track(doc as unknown as TStoredPush);
            pump();
          },
          log,
          what: 'following push deliveries failed',
        })
      : null;
  const onServerOnly = (db: string) => {
    if (db === PUSH_DB) follower?.poke();
  };

  // Finished deliveries and notes go after 30 days, at start and every six hours after.
  let pruneTimer: NodeJS.Timeout | null = null;
  const prune = () =>
    prunePushes(storage, 30).catch((error) => log.error({ err: error }, 'pruning push deliveries failed'));

  return {
    async start() {
      pushQueuedEvents(storage).on('push', onQueued);
      await follower?.start();
      updates.events.on('serverOnly', onServerOnly);
      await prune();
      pruneTimer = setInterval(prune, 6 * HOUR);
      pruneTimer.unref();
      // Whatever a stopped or crashed instance left unfinished (its leases run out first).
      let after = '';
      for (;;) {
        const page = await pushPage(storage, after, 500);
        if (page.length === 0) break;
        after = page.at(-1)!._id;
        for (const push of page) if (isUnfinishedPush(push)) track(push);
      }
      pump();
    },
    pendingCount: () => pending.size,
    /** Resolves when nothing is being sent and nothing is due now (tests, the bench). */
    async drained() {
      for (;;) {
        pump();
        if (active === 0 && ![...pending.values()].some((p) => dueAt(p) <= Date.now())) return;
        await new Promise<void>((resolve) => {
          const done = () => {
            idle.delete(done);
            resolve();
          };
          idle.add(done);
        });
      }
    },
    async stop() {
      isStopped = true;
      pushQueuedEvents(storage).off('push', onQueued);
      updates.events.off('serverOnly', onServerOnly);
      await follower?.stop();
      if (timer) clearTimeout(timer);
      if (pruneTimer) clearInterval(pruneTimer);
      if (active > 0) await new Promise<void>((resolve) => idle.add(resolve));
    },
  };
}

export type TPushSender = ReturnType<typeof createPushSender>;
