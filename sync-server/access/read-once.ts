import type { TStorage } from '../storage/storage.ts';

export type TRequestCache = { lookups?: Map<string, Promise<unknown>> };

/**
 * One read per distinct key per request: a season of 380 matches names 20 teams, so it costs 20
 * team-index reads, not 760 (in CouchDB mode each read is an HTTP request).
 */
export function readOnce<T>(ctx: { cache: TRequestCache }, key: string, read: () => Promise<T>): Promise<T> {
  ctx.cache.lookups ??= new Map();
  let found = ctx.cache.lookups.get(key) as Promise<T> | undefined;
  if (!found) {
    found = read();
    ctx.cache.lookups.set(key, found);
  }
  return found;
}

type TBatchContext = {
  cache: TRequestCache;
  db: { name: string };
  storage: TStorage;
  /** Documents already accepted earlier in the same request, by id (null for a deletion). */
  batch: Map<string, unknown>;
};

/**
 * The ids of a type's live documents in the request's database as stored (read once per request),
 * with this request's earlier documents applied: for the caps on what a team keeps (ADRs 049, 065).
 */
export async function idsAfterBatch(ctx: TBatchContext, type: string): Promise<string[]> {
  const prefix = `${type}:`;
  const stored = await readOnce(ctx, `${type}s:${ctx.db.name}`, () =>
    ctx.storage
      .db(ctx.db.name)
      .allDocs({ startkey: prefix, endkey: `${prefix}\uffff` })
      .then(({ rows }) => rows.map((row) => row.id)),
  );
  const ids = new Set(stored);
  for (const [id, body] of ctx.batch) {
    if (!id.startsWith(prefix)) continue;
    if (body) ids.add(id);
    else ids.delete(id);
  }
  return [...ids];
}
