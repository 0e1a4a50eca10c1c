import { EventEmitter } from 'node:events';
import { type TPushDelivery, ZPushDelivery } from '../../src/domain/schemas/push.ts';
import { getOrNull, isConflict, type TPouchDoc } from '../storage/pouch.ts';
import { PUSH_DB, type TStorage } from '../storage/storage.ts';

// Push deliveries, one `push:<notice key>:<device>` document each, in server-only storage: like
// the e-mail outbox (ADR 014), queuing is idempotent by id and every later change is a
// compare-and-swap on the revision read, so replays, restarts and two instances notify once.

export type TStoredPush = TPushDelivery & { _id: string; _rev: string };

export type TPushDraft = Pick<
  TPushDelivery,
  'kind' | 'owner' | 'device' | 'title' | 'body' | 'url' | 'about' | 'teamId' | 'expiresAt'
> & { key: string };

const PREFIX = 'push:';
export const pushId = (key: string, device: string) => `${PREFIX}${key}:${device}`;
export const isPushId = (id: string) => id.startsWith(PREFIX);
const db = (storage: TStorage) => storage.db(PUSH_DB);

/** Deliveries queued through a storage, told to that storage's sender at once. */
const queued = new WeakMap<TStorage, EventEmitter<{ push: [TStoredPush] }>>();
export const pushQueuedEvents = (storage: TStorage) => {
  const found = queued.get(storage);
  if (found) return found;
  const events = new EventEmitter<{ push: [TStoredPush] }>();
  queued.set(storage, events);
  return events;
};

export const isUnfinishedPush = (push: Pick<TPushDelivery, 'state'>) =>
  push.state === 'queued' || push.state === 'sending' || push.state === 'retrying';

/** Queues a notice for one device unless it already is; returns the new delivery or null. */
export async function queuePush(storage: TStorage, draft: TPushDraft): Promise<TStoredPush | null> {
  const now = new Date();
  if (Date.parse(draft.expiresAt) <= now.getTime()) return null;
  const id = pushId(draft.key, draft.device);
  if (await getOrNull(db(storage), id)) return null;
  const parsed = ZPushDelivery.safeParse({
    type: 'push',
    kind: draft.kind,
    owner: draft.owner,
    device: draft.device,
    title: draft.title.slice(0, 200),
    body: draft.body.slice(0, 1000),
    url: draft.url,
    tag: draft.key.slice(0, 250),
    about: draft.about.slice(0, 300),
    teamId: draft.teamId,
    state: 'queued',
    attempts: 0,
    nextAttemptAt: now.toISOString(),
    lease: null,
    lastError: null,
    status: null,
    createdAt: now.toISOString(),
    expiresAt: draft.expiresAt,
    sentAt: null,
  });
  if (!parsed.success) return null;
  try {
    const { rev } = await db(storage).put({ _id: id, ...parsed.data });
    const stored = { ...parsed.data, _id: id, _rev: rev };
    pushQueuedEvents(storage).emit('push', stored);
    return stored;
  } catch (error) {
    if (isConflict(error)) return null;
    throw error;
  }
}

export async function readPush(storage: TStorage, id: string): Promise<TStoredPush | null> {
  return (await getOrNull(db(storage), id)) as TStoredPush | null;
}

/** Writes a new state over exactly the revision read; null when someone changed it first. */
export async function swapPush(
  storage: TStorage,
  current: TStoredPush,
  change: Partial<TPushDelivery>,
): Promise<TStoredPush | null> {
  const { _id, _rev, ...body } = current;
  const next = ZPushDelivery.parse({ ...body, ...change });
  try {
    const { rev } = await db(storage).put({ ...next, _id, _rev });
    return { ...next, _id, _rev: rev };
  } catch (error) {
    if (isConflict(error)) return null;
    throw error;
  }
}

const noticeId = (key: string) => `notice:${key}`;

/** Whether this event's push notice already went to its person's devices. */
export async function wasNoticed(storage: TStorage, key: string) {
  return Boolean(await getOrNull(db(storage), noticeId(key)));
}

export async function noteNotice(storage: TStorage, key: string) {
  await db(storage)
    .put({ _id: noticeId(key), type: 'notice', createdAt: new Date().toISOString() })
    .catch((error: unknown) => {
      if (!isConflict(error)) throw error;
    });
}

/** Every delivery, a page at a time from `after` (start-up, pruning). */
export async function pushPage(storage: TStorage, after: string, limit: number): Promise<TStoredPush[]> {
  const { rows } = await db(storage).allDocs({
    startkey: after ? `${after}\u0000` : PREFIX,
    endkey: `${PREFIX}\uffff`,
    include_docs: true,
    limit,
  });
  return rows.map((row) => row.doc as unknown as TStoredPush).filter(Boolean);
}

/**
 * Deletes finished deliveries older than `days`, and the notes of notices that old (every notice
 * expires within two weeks, so a replay after that queues nothing): storage stays bounded.
 */
export async function prunePushes(storage: TStorage, days: number) {
  const cutoff = Date.now() - days * 24 * 3600 * 1000;
  const { rows } = await db(storage).allDocs({
    startkey: 'notice:',
    endkey: 'notice:\uffff',
    include_docs: true,
  });
  const oldNotes = rows.filter((row) => Date.parse(String(row.doc?.createdAt)) < cutoff);
  if (oldNotes.length)
    await db(storage).bulkDocs(oldNotes.map((row) => ({ _id: row.id, _rev: row.value.rev, _deleted: true })));
  let after = '';
  for (;;) {
    const page = await pushPage(storage, after, 500);
    if (page.length === 0) return;
    after = page.at(-1)!._id;
    const old = page.filter((p) => !isUnfinishedPush(p) && Date.parse(p.createdAt) < cutoff);
    if (old.length) await db(storage).bulkDocs(old.map((p) => ({ ...(p as TPouchDoc), _deleted: true })));
  }
}
