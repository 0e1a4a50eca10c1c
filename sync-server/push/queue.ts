import { EventEmitter } from 'node:events';
import { newReason } from '../../src/domain/delivery-reason.ts';
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

/**
 * Queues a notice for each of a person's devices, in one write; a delivery already queued (a
 * replay, another instance) is a conflict and stays as it is. Returns how many are new.
 */
export async function queuePushes(storage: TStorage, drafts: TPushDraft[]): Promise<number> {
  const now = new Date();
  const docs = drafts
    .filter((draft) => Date.parse(draft.expiresAt) > now.getTime())
    .map((draft) => ({
      _id: pushId(draft.key, draft.device),
      parsed: ZPushDelivery.safeParse({
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
      }),
    }))
    .flatMap(({ _id, parsed }) => (parsed.success ? [{ _id, ...parsed.data }] : []));
  if (docs.length === 0) return 0;
  const results = (await db(storage).bulkDocs(docs)) as { id?: string; rev?: string; error?: unknown }[];
  let queued = 0;
  results.forEach((result, i) => {
    if (result.error || !result.rev) return;
    queued++;
    pushQueuedEvents(storage).emit('push', { ...docs[i]!, _rev: result.rev });
  });
  return queued;
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
  const next = ZPushDelivery.parse({ ...body, ...newReason(change), ...change });
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
