import { newReason } from '../../src/domain/delivery-reason.ts';
import { type TMail, type TMailKind, ZMail } from '../../src/domain/schemas/mail.ts';
import { getOrNull, isConflict, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

// The outbox is a set of `mail:` documents in the admin database. Queuing is idempotent by key,
// so the resolver replaying a report, a crash before its checkpoint, or two instances handling
// the same event queue one message. Every later change is a compare-and-swap on its revision.

export type TStoredMail = TMail & { _id: string; _rev: string };

export type TMailDraft = {
  /** Names the notification; the same key is never queued twice. */
  key: string;
  kind: TMailKind;
  to: string;
  subject: string;
  text: string;
  about: string;
  teamId: string | null;
  expiresAt: string;
};

const MAIL_PREFIX = 'mail:';
export const mailId = (key: string) => `${MAIL_PREFIX}${key}`;
export const isMailId = (id: string) => id.startsWith(MAIL_PREFIX);

const adminDb = (storage: TStorage) => storage.db('admin');

/** The host part of a from address, for Message-IDs that mail systems accept. */
function messageHost(from: string | null) {
  const host = from?.split('@')[1]?.trim();
  return host && /^[a-z0-9.-]{1,200}$/i.test(host) ? host : 'pitchside.invalid';
}

/**
 * Queues a message unless that notification is already queued (or sent). Nothing is queued for a
 * moment already past, or for an address the schema refuses. Returns whether it was new.
 */
export async function queueMail(storage: TStorage, draft: TMailDraft, from: string | null): Promise<boolean> {
  const now = new Date();
  if (Date.parse(draft.expiresAt) <= now.getTime()) return false;
  const key = draft.key.replace(/[^a-z0-9-]/gi, '-').slice(0, 200);
  const id = mailId(key);
  if (await getOrNull(adminDb(storage), id)) return false;
  const parsed = ZMail.safeParse({
    type: 'mail',
    kind: draft.kind,
    to: draft.to,
    subject: draft.subject.slice(0, 300),
    text: draft.text.slice(0, 10_000),
    about: draft.about.slice(0, 300),
    teamId: draft.teamId,
    messageId: `<${key}@${messageHost(from)}>`,
    state: 'queued',
    attempts: 0,
    nextAttemptAt: now.toISOString(),
    lease: null,
    lastError: null,
    answer: null,
    createdAt: now.toISOString(),
    expiresAt: draft.expiresAt,
    sentAt: null,
  });
  if (!parsed.success) return false;
  try {
    await adminDb(storage).put({ _id: id, ...parsed.data });
    return true;
  } catch (error) {
    // Another instance queued the same notification first: that is the one.
    if (isConflict(error)) return false;
    throw error;
  }
}

export async function readMail(storage: TStorage, id: string): Promise<TStoredMail | null> {
  return (await getOrNull(adminDb(storage), id)) as TStoredMail | null;
}

/**
 * Writes a new state over exactly the revision read. Null when someone else changed it first (the
 * caller lost the race and must not act on its copy).
 */
export async function swapMail(
  storage: TStorage,
  current: TStoredMail,
  change: Partial<TMail>,
): Promise<TStoredMail | null> {
  const next = ZMail.parse({ ...stripped(current), ...newReason(change), ...change });
  try {
    const { rev } = await adminDb(storage).put({ ...next, _id: current._id, _rev: current._rev });
    return { ...next, _id: current._id, _rev: rev };
  } catch (error) {
    if (isConflict(error)) return null;
    throw error;
  }
}

function stripped(doc: TPouchDoc | TStoredMail) {
  const { _id, _rev, ...body } = doc as TPouchDoc;
  return body;
}

/** Every message in the outbox, read once at start-up (to resume the unfinished, prune the old). */
export async function allMail(storage: TStorage): Promise<TStoredMail[]> {
  const { rows } = await adminDb(storage).allDocs({
    startkey: MAIL_PREFIX,
    endkey: `${MAIL_PREFIX}\uffff`,
    include_docs: true,
  });
  return rows.map((row) => row.doc as unknown as TStoredMail).filter(Boolean);
}

export const isUnfinished = (mail: Pick<TMail, 'state'>) =>
  mail.state === 'queued' || mail.state === 'sending' || mail.state === 'retrying';
