import { checkDocShape, type TDbRef, type TShapeCheck, withLaterFields } from '../../src/domain/databases.ts';
import { t } from '../../src/i18n/core.ts';
import { checkAuthority, isBranchRestricted, serverOnlyRefusal } from '../access/documents.ts';
import { accountOf, isAdmin, type TPrincipal } from '../access/principal.ts';
import { describeWrite, recordAuditOfRequest } from '../admin/audit.ts';
import { crossOut, notePending, tellingWrites } from '../notices/write-notes.ts';
import { createLeagueDatabases } from '../storage/directory.ts';
import { readDocs, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { afterWrites } from './after-writes.ts';

/** A sent document's id, or '' when it has none a write could use. */
export const idOf = (doc: unknown) =>
  typeof (doc as { _id?: unknown })?._id === 'string' ? (doc as { _id: string })._id : '';

export type TWriteResult = { id: string; rev?: string; ok?: boolean; error?: string; reason?: string };
type TBody = Record<string, unknown>;
type TAccepted = Extract<TShapeCheck, { ok: true }>;

/**
 * With new_edits=false a client supplies its own revision history. Unless it extends the current
 * winner, storing it would create a sibling branch; later deleting the winner would bring that
 * branch back. Non-admins may not do that to documents whose fields they may only partly change.
 */
function extendsWinner(doc: TBody, winner: TPouchDoc | null): boolean {
  if (!winner?._rev) return true;
  if (doc._rev === winner._rev) return true;
  const [generation, hash] = [Number.parseInt(winner._rev, 10), winner._rev.split('-')[1]];
  const history = doc._revisions as { start?: unknown; ids?: unknown } | undefined;
  if (typeof history?.start !== 'number' || !Array.isArray(history.ids)) return false;
  const at = history.start - generation;
  return at >= 1 && history.ids[at] === hash;
}

/** What is stored: the schema's output (or a bare deletion), never the raw body. */
function storedForm(raw: TBody, shape: TAccepted, newEdits: boolean): TBody {
  const meta: TBody = { _id: raw._id };
  if (typeof raw._rev === 'string') meta._rev = raw._rev;
  if (!newEdits && raw._revisions) meta._revisions = raw._revisions;
  return shape.isDeleted ? { ...meta, _deleted: true } : { ...meta, ...shape.body };
}

/**
 * Validates every incoming document (shape, then the author's rights) and stores only those that
 * pass. A refused document comes back as {id, error:'forbidden', reason} in the normal response,
 * which PouchDB reports as `denied`; nothing of it is stored.
 */
export async function writeDocs(
  storage: TStorage,
  principal: TPrincipal,
  ref: TDbRef,
  docs: unknown[],
  newEdits: boolean,
  /** The app that sent them is older than this server: a shape refusal means "update the app". */
  isOlderApp = false,
  /** Current versions already read for this write (prefetch.ts); the others are read here. */
  known: Map<string, TPouchDoc | null> = new Map(),
): Promise<TWriteResult[]> {
  const db = storage.db(ref.name);
  const unread = [...new Set(docs.map(idOf).filter((id) => id && !known.has(id)))];
  const current = new Map([...known, ...(await readDocs(db, unread))]);
  const batch = new Map<string, TBody | null>();
  const accepted: TBody[] = [];
  /** Each accepted document's place in the request, and each refusal by its place. */
  const acceptedAt: number[] = [];
  const refused = new Map<number, TWriteResult>();
  const newLeagues: string[] = [];
  const ctx = { principal, db: ref, storage, batch, cache: {} };
  for (const at of checkingOrder(ref, docs, idOf)) {
    const id = idOf(docs[at]);
    const doc = withLaterFields(docs[at], current.get(id) ?? null);
    const refuse = (reason: string) => refused.set(at, { id, error: 'forbidden', reason });
    const serverOnly = serverOnlyRefusal(ref.kind, id);
    if (serverOnly) {
      refuse(serverOnly);
      continue;
    }
    const shape = checkDocShape(ref.kind, doc);
    if (!shape.ok) {
      refuse(isOlderApp ? t('server.updateTheAppToSave') : shape.reason);
      continue;
    }
    const raw = doc as TBody;
    const winner = current.get(id) ?? null;
    if (!newEdits && !isAdmin(principal) && isBranchRestricted(ref.kind, shape.type)) {
      if (!extendsWinner(raw, winner)) {
        refuse(t('server.thisChangeWasMadeTo'));
        continue;
      }
    }
    const stored = batch.has(id) ? batch.get(id)! : winner;
    const reason = await checkAuthority(ctx, shape, stored);
    if (reason) {
      refuse(reason);
      continue;
    }
    // A replicated deletion of a document this server does not hold (made and deleted on a phone
    // before it synced) has nothing to delete: answered as stored, as CouchDB would, it stores
    // nothing, so no client can fill a database with tombstones of made-up ids.
    if (!newEdits && shape.isDeleted && !stored) continue;
    accepted.push(storedForm(raw, shape, newEdits));
    acceptedAt.push(at);
    batch.set(id, shape.isDeleted ? null : shape.body);
    if (ref.kind === 'leagues' && shape.type === 'league' && !shape.isDeleted && !winner) {
      newLeagues.push(shape.key);
    }
  }
  // A new league's database exists before the league is listed, so no reader finds it missing.
  for (const leagueId of newLeagues) await createLeagueDatabases(storage, leagueId);
  const admin = isAdmin(principal) ? accountOf(principal) : null;
  // Noted before the write, crossed out once told: a crash in between is told at start-up (ADR 041).
  const pending = await notePending(storage, ref, tellingWrites(ref, accepted, current, admin !== null));
  const store = async () =>
    (accepted.length ? await db.bulkDocs(accepted, { new_edits: newEdits }) : []) as TWriteResult[];
  let written: TWriteResult[];
  if (admin && !newEdits) {
    // A replicated revision is merged into the tree, never refused for a conflict, so the audit of
    // what was checked can be written alongside instead of after: one round trip less per batch.
    [written] = await Promise.all([store(), auditWrites(storage, admin, ref, accepted, current, [])]);
  } else {
    written = await store();
    if (admin) await auditWrites(storage, admin, ref, accepted, current, written);
  }
  await afterWrites(storage, principal, ref, accepted, written, current);
  if (pending) await crossOut(storage, pending);
  // With new_edits=false only failures have rows; otherwise answer in the request's order, as CouchDB does.
  if (!newEdits) return [...written, ...refused.values()];
  const results: TWriteResult[] = [];
  acceptedAt.forEach((at, i) => {
    results[at] = written[i]!;
  });
  for (const [at, refusal] of refused) results[at] = refusal;
  return results;
}

/**
 * The team record is checked after the request's players, so "onboarding complete" counts the
 * players sent with it. A client cannot choose the order: PouchDB sends a batch in the order of
 * the server's _revs_diff answer, which neither PouchDB nor CouchDB keeps in any order.
 */
function checkingOrder(ref: TDbRef, docs: unknown[], idOf: (doc: unknown) => string): number[] {
  const places = docs.map((_, at) => at);
  if (ref.kind !== 'team') return places;
  const isRecord = (at: number) => idOf(docs[at]).startsWith('team:');
  return [...places.filter((at) => !isRecord(at)), ...places.filter(isRecord)];
}

/** Every change an admin makes is audited, with the document before and after. */
async function auditWrites(
  storage: TStorage,
  admin: NonNullable<ReturnType<typeof accountOf>>,
  ref: TDbRef,
  accepted: TBody[],
  current: Map<string, TPouchDoc | null>,
  written: TWriteResult[],
) {
  // With new_edits=false CouchDB answers nothing for a stored revision; a row means a failure.
  const failed = new Set(written.filter((row) => row.error).map((row) => row.id));
  const entries = accepted
    .filter((doc) => !failed.has(doc._id as string))
    .map((doc) => {
      const before = (current.get(doc._id as string) ?? null) as TBody | null;
      return describeWrite(ref.name, doc._id as string, before, doc._deleted ? null : doc);
    });
  await recordAuditOfRequest(storage, admin, ref.name, entries);
}
