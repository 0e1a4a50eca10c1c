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
