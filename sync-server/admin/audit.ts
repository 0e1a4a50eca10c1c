import { randomBytes } from 'node:crypto';
import { stripMeta } from '../../src/domain/databases.ts';
import type { TAuditEntry } from '../../src/domain/schemas/adjustment.ts';
import type { TAccount } from '../auth/accounts.ts';
import { AUDIT_DB, type TStorage } from '../storage/storage.ts';

type TBody = Record<string, unknown>;

export type TAuditInput = {
  action: string;
  target: string;
  detail: string;
  before?: TBody | null;
  after?: TBody | null;
};

/** Sortable by time: `audit:<ISO instant>:<random>`, so the newest are a reverse range read. */
const auditId = (at: string) => `audit:${at}:${randomBytes(4).toString('hex')}`;

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
    detail: entry.detail.slice(0, 2000),
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
  const actions = new Map<string, number>();
  for (const entry of entries) actions.set(entry.action, (actions.get(entry.action) ?? 0) + 1);
  const doc: TAuditEntry & { _id: string } = {
    _id: auditId(at),
    type: 'audit',
    action: actions.size === 1 ? entries[0]!.action.slice(0, 100) : 'documents.written',
    actor: actor.id,
    actorEmail: actor.email,
    target: db.slice(0, 200),
    detail: `${[...actions].map(([action, n]) => counted(action, n)).join(', ')} in ${db}`.slice(0, 2000),
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

/** "video.created" ×3 as "3 videos created". */
function counted(action: string, n: number): string {
  const [type = 'document', verb = 'written'] = action.split('.');
  const plural = /(s|ch|sh|x)$/.test(type) ? `${type}es` : `${type}s`;
  return `${n} ${n === 1 ? type : plural} ${verb}`;
}

/** "match:abc created in league-xyz" for a document written through replication. */
export function describeWrite(
  db: string,
  id: string,
  before: TBody | null,
  after: TBody | null,
): TAuditInput {
  const type = id.split(':')[0] ?? 'document';
  const verb = !before ? 'created' : after ? 'updated' : 'deleted';
  const name = (after?.name ?? before?.name ?? after?.title ?? before?.title) as string | undefined;
  return {
    action: `${type}.${verb}`,
    target: `${db}/${id}`,
    detail: `${type} ${name ? `"${name}" ` : ''}${verb}`,
    before,
    after,
  };
}
