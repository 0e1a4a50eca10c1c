import { randomBytes } from 'node:crypto';
import { englishWords, type TAuditWords, writeWords } from '../../src/domain/audit-words.ts';
import { stripMeta } from '../../src/domain/databases.ts';
import type { TAuditEntry } from '../../src/domain/schemas/adjustment.ts';
import type { TAccount } from '../auth/accounts.ts';
import { AUDIT_DB, type TStorage } from '../storage/storage.ts';

type TBody = Record<string, unknown>;

export type TAuditInput = {
  action: string;
  target: string;
  words: TAuditWords;
  before?: TBody | null;
  after?: TBody | null;
};

/** Sortable by time: `audit:<ISO instant>:<random>`, so the newest are a reverse range read. */
const auditId = (at: string) => `audit:${at}:${randomBytes(4).toString('hex')}`;

/** The stored words: English, and the key and values each reader's language is drawn from. */
function detailFields(words: TAuditWords, changes: readonly { action: string }[] = []) {
  const params = Object.fromEntries(
    Object.entries(words.params ?? {}).map(([name, value]) => [
      name.slice(0, 40),
      typeof value === 'string' ? value.slice(0, 2000) : value,
    ]),
  );
  return {
    detail: englishWords(words, changes).slice(0, 2000),
    detailKey: words.key,
    detailParams: params,
  };
}

const body = (doc: TBody | null | undefined): TBody | null => (doc ? (stripMeta(doc) as TBody) : null);

/**
 * Records who changed what, with the document before and after, in the admin database (read by
 * admins only). Written by the server after the change is stored; one request is one bulk write.
 */
export async function recordAudit(storage: TStorage, actor: TAccount, entries: TAuditInput[]): Promise<void> {
  if (entries.length === 0) return;
  const at = new Date().toISOString();
  const docs = entries.map((entry): TAuditEntry & { _id: string } => ({
    _id: auditId(at),
    type: 'audit',
    action: entry.action.slice(0, 100),
    actor: actor.id,
    actorEmail: actor.email,
    target: entry.target.slice(0, 200),
    ...detailFields(entry.words),
    before: body(entry.before),
    after: body(entry.after),
    changes: [],
    at,
  }));
  await storage.db(AUDIT_DB).bulkDocs(docs);
}

/**
 * The documents one request wrote (a replication batch of up to 1,000), as one entry that lists
 * each change with its before and after. An entry per document doubled what an admin's push wrote.
 */
export async function recordAuditOfRequest(
  storage: TStorage,
  actor: TAccount,
  db: string,
  entries: TAuditInput[],
): Promise<void> {
  if (entries.length <= 1) return recordAudit(storage, actor, entries);
  const at = new Date().toISOString();
  const actions = new Set(entries.map((entry) => entry.action));
  const doc: TAuditEntry & { _id: string } = {
    _id: auditId(at),
    type: 'audit',
    action: actions.size === 1 ? entries[0]!.action.slice(0, 100) : 'documents.written',
    actor: actor.id,
    actorEmail: actor.email,
    target: db.slice(0, 200),
    ...detailFields({ key: 'admin.audit.request', params: { db } }, entries),
    before: null,
    after: null,
    changes: entries.map((entry) => ({
      target: entry.target.slice(0, 200),
      action: entry.action.slice(0, 100),
      before: body(entry.before),
      after: body(entry.after),
    })),
    at,
  };
  await storage.db(AUDIT_DB).put(doc);
}

/** "Created: match “Final”" for a document written through replication. */
export function describeWrite(
  db: string,
  id: string,
  before: TBody | null,
  after: TBody | null,
): TAuditInput {
  const type = id.split(':')[0] ?? 'document';
  const verb = !before ? 'created' : after ? 'updated' : 'deleted';
  const name = after?.name ?? before?.name ?? after?.title ?? before?.title;
  return {
    action: `${type}.${verb}`,
    target: `${db}/${id}`,
    words: writeWords(type, verb, typeof name === 'string' ? name : undefined),
    before,
    after,
  };
}
