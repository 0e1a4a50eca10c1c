import { randomBytes } from 'node:crypto';
import { reasonFields, type TDeliveryReason } from '../../src/domain/delivery-reason.ts';
import { readSettings, smtpTransport } from '../admin/smtp.ts';
import type { TUpdates } from '../live/updates.ts';
import { channelProblem } from '../notices/choices.ts';
import { teamContact } from '../notices/recipients.ts';
import { createPrefixFollower } from '../resolver/prefix-follower.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { allMail, isMailId, isUnfinished, readMail, swapMail, type TStoredMail } from './outbox.ts';
import { pruneMail } from './prune.ts';
import { sweepReminders } from './reminders.ts';

type TLog = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type TMailerOptions = {
  /** How long a claim holds before another instance may take the message over. */
  leaseMs?: number;
  /** The first retry waits this long, doubling with each failed attempt (at most an hour). */
  retryBaseMs?: number;
  /** After this many failed attempts a message is failed for good. */
  maxAttempts?: number;
  /** How often upcoming matches are looked at for reminders. */
  reminderSweepMs?: number;
};

const HOUR = 3600 * 1000;
const dueAt = (mail: TStoredMail) =>
  mail.state === 'sending' && mail.lease ? Date.parse(mail.lease.until) : Date.parse(mail.nextAttemptAt);

/** A refusal that trying again will not change (5xx), as opposed to a busy or unreachable server. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** The mail server refused the login: the settings' fault, not the message's (nodemailer's EAUTH). */
const isLoginRefused = (error: unknown) => (error as { code?: string })?.code === 'EAUTH';

/**
 * Sends the outbox. Each instance keeps the unfinished messages in memory (read once at start,
 * then followed through the admin database's changes, so another instance's messages are seen
 * too) and sends those that are due, one at a time. A message is claimed before it is sent: a
 * compare-and-swap to `sending` with a lease, so of two instances only one sends. Its state is
 * recorded right after the mail server answers. If the instance dies in between, the lease runs
 * out and another attempt sends it again with the same Message-ID, which mail systems treat as
 * the same message: the one window SMTP leaves open (see ADR 014).
 */
export function createMailer(storage: TStorage, updates: TUpdates, log: TLog, options: TMailerOptions = {}) {
  const owner = randomBytes(6).toString('base64url');
  const leaseMs = options.leaseMs ?? 2 * 60 * 1000;
  const retryBaseMs = options.retryBaseMs ?? 60 * 1000;
  const maxAttempts = options.maxAttempts ?? 8;
  const sweepMs = options.reminderSweepMs ?? 15 * 60 * 1000;
  const pending = new Map<string, TStoredMail>();
  /** Messages waiting for an SMTP server to be set: no timer runs for them until settings change. */
  let isHeld = false;
  /** After a refused login, nothing is tried until this moment or until the settings change. */
  let loginHeldUntil = 0;
  let loginHeldFor = '';
  /** Which SMTP settings and password are saved now (their revisions). */
  const smtpVersion = async () => {
    const [settings, secret] = await Promise.all([
      getOrNull(storage.db('admin'), 'settings:system'),
      getOrNull(storage.internal, 'smtpSecret'),
    ]);
    return `${settings?._rev ?? ''}|${secret?._rev ?? ''}`;
  };
  let timer: NodeJS.Timeout | null = null;
  let sweepTimer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let isDirty = false;
  let isStopped = false;

  const track = (mail: TStoredMail) => {
    if (isUnfinished(mail)) pending.set(mail._id, mail);
    else pending.delete(mail._id);
  };

  const follower = createPrefixFollower({
    db: () => storage.db('admin'),
    prefix: 'mail:',
    onDoc: async (doc) => {
      if (!isMailId(doc._id)) return;
      track(doc as unknown as TStoredMail);
      // A message learned of now may be due now: the wake-up after the update may have run first.
      pump();
    },
    log,
    what: 'mail outbox follow failed',
  });

  async function skipReason(mail: TStoredMail): Promise<TDeliveryReason | null> {
    if (Date.parse(mail.expiresAt) <= Date.now()) return { key: 'admin.reason.late' };
    const problem = channelProblem(await readSettings(storage), mail.kind, 'email');
    if (problem) return problem;
    if (mail.teamId) {
      const team = await teamContact(storage, mail.teamId);
      if (!team) return { key: 'admin.reason.teamGone' };
      if (!team.wantsMail) return { key: 'admin.reason.teamMailOff' };
    }
    return null;
  }

  async function attempt(found: TStoredMail, smtp: Awaited<ReturnType<typeof smtpTransport>>) {
    const current = await readMail(storage, found._id);
    if (!current || !isUnfinished(current)) return pending.delete(found._id);
    track(current);
    if (dueAt(current) > Date.now()) return;
    const reason = await skipReason(current);
    if (reason) {
      const skipped = await swapMail(storage, current, {
        state: 'skipped',
        lease: null,
        ...reasonFields(reason),
      });
      if (skipped) track(skipped);
      return;
    }
    if (!smtp.transport) return;
    const wasInterrupted = current.state === 'sending';
    const claimed = await swapMail(storage, current, {
      state: 'sending',
      attempts: current.attempts + 1,
      lease: { owner, until: new Date(Date.now() + leaseMs).toISOString() },
      ...(wasInterrupted && reasonFields({ key: 'admin.reason.interrupted' })),
    });
    // Another instance claimed it first: it is theirs.
    if (!claimed) return;
    track(claimed);
    let outcome: Partial<TStoredMail>;
    try {
      const info = await smtp.transport.sendMail({
        from: smtp.from,
        to: claimed.to,
        subject: claimed.subject,
        text: claimed.text,
        messageId: claimed.messageId,
      });
      outcome = {
        state: 'sent',
        sentAt: new Date().toISOString(),
        answer: String(info.response).slice(0, 2000),
      };
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      if (isLoginRefused(error)) {
        // Saving the settings and then the password leaves a moment with the old password; a wrong
        // password is fixed in Settings. Either way the message waits, and the attempt is not counted.
        loginHeldUntil = Date.now() + retryBaseMs;
        loginHeldFor = await smtpVersion();
        const recorded = await swapMail(storage, claimed, {
          state: 'retrying',
          attempts: claimed.attempts - 1,
          lease: null,
          ...reasonFields({ key: 'admin.reason.loginRefused', detail: message }),
          // Due again at once: the hold above, not the message, decides when the login is tried.
          nextAttemptAt: new Date().toISOString(),
        });
        if (recorded) track(recorded);
        return;
      }
      const isFinal = isPermanent(error) || claimed.attempts >= maxAttempts;
      const wait = Math.min(retryBaseMs * 2 ** (claimed.attempts - 1), HOUR);
      outcome = isFinal
        ? { state: 'failed', lastError: message }
        : { state: 'retrying', lastError: message, nextAttemptAt: new Date(Date.now() + wait).toISOString() };
    }
    const recorded = await swapMail(storage, claimed, { ...outcome, lease: null });
    if (recorded) track(recorded);
    else log.error({ id: claimed._id }, 'mail state changed while it was being sent');
  }

  async function pumpOnce() {
    const now = Date.now();
    const due = [...pending.values()]
      .filter((mail) => dueAt(mail) <= now)
      .sort((a, b) => dueAt(a) - dueAt(b));
    if (due.length === 0) return;
    if (now < loginHeldUntil) {
      if ((await smtpVersion()) === loginHeldFor) return;
      loginHeldUntil = 0;
    }
    const smtp = await smtpTransport(storage);
    try {
      isHeld = !smtp.transport;
      for (const mail of due) {
        if (isStopped || Date.now() < loginHeldUntil) return;
        const problem = reasonFields(smtp.problem ?? null);
        if (!smtp.transport && mail.lastError !== problem.lastError && mail.state !== 'sending') {
          // Nothing is sent without a mail server; the outbox says why, once per message.
          const noted = await swapMail(storage, mail, problem);
          if (noted) track(noted);
        }
        await attempt(mail, smtp);
      }
    } finally {
      smtp.transport?.close();
    }
  }

  function schedule() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (isStopped || isHeld || pending.size === 0) return;
    const next = Math.max(Math.min(...[...pending.values()].map(dueAt)), loginHeldUntil);
    timer = setTimeout(pump, Math.min(Math.max(0, next - Date.now()), HOUR));
  }

  /** Sends what is due now, or once more after the run under way. */
  function pump() {
    if (isStopped) return;
    if (running) {
      isDirty = true;
      return;
    }
    running = pumpOnce()
      .catch((error) => log.error({ err: error }, 'mail outbox failed'))
      .finally(() => {
        running = null;
        schedule();
        if (isDirty) {
          isDirty = false;
          pump();
        }
      });
  }

  let sweeping: Promise<unknown> = Promise.resolve();
  function sweep() {
    sweeping = sweepReminders(storage)
      .catch((error) => log.error({ err: error }, 'match reminders failed'))
      .finally(() => {
        if (!isStopped) sweepTimer = setTimeout(sweep, sweepMs);
      });
  }

  let wakeTimer: NodeJS.Timeout | null = null;
  const onUpdate = (db: string) => {
    if (db !== 'admin') return;
    // New messages and changed settings both live in the admin database; a burst wakes once.
    isHeld = false;
    follower.poke();
    wakeTimer ??= setTimeout(() => {
      wakeTimer = null;
      pump();
    }, 150);
  };

  return {
    async start() {
      await follower.start();
      const mails = await allMail(storage);
      for (const mail of mails) if (isUnfinished(mail)) track(mail);
      await pruneMail(storage, mails);
      updates.events.on('update', onUpdate);
      pump();
      sweep();
    },
    /** The messages this instance still has to finish (for tests). */
    pendingCount: () => pending.size,
    /** Sends what is due now and resolves when that run is over (tests). */
    async flush() {
      pump();
      while (running) await running;
    },
    async stop() {
      isStopped = true;
      updates.events.off('update', onUpdate);
      if (timer) clearTimeout(timer);
      if (wakeTimer) clearTimeout(wakeTimer);
      if (sweepTimer) clearTimeout(sweepTimer);
      await follower.stop();
      await sweeping;
      await running;
    },
  };
}

export type TMailer = ReturnType<typeof createMailer>;
