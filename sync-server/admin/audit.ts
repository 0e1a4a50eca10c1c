import { randomBytes } from 'node:crypto';
import { stripMeta } from '../../src/domain/databases.ts';
import type { TAuditEntry } from '../../src/domain/schemas/adjustment.ts';
import type { TAccount } from '../auth/accounts.ts';
import type { TStorage } from '../storage/storage.ts';

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
    at,
  }));
  await storage.db('admin').bulkDocs(docs);
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
