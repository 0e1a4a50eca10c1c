import type { TDoc } from './pouch.ts';

/** A row as a document again: the projection's own fields dropped, the revision kept. */
export function asDoc<T extends { id: string; db: string; _rev: string }>(
  row: T,
  type: string,
): TDoc & Record<string, unknown> {
  const { id, db: _db, _conflicts: _c, ...body } = row as T & { _conflicts?: unknown };
  return { ...body, _id: `${type}:${id}` } as TDoc & Record<string, unknown>;
}
