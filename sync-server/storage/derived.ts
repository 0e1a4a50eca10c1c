import { stripMeta } from '../../src/domain/databases.ts';
import { isConflict, type TPouchDb, type TPouchDoc } from './pouch.ts';

// Documents the server derives from others (team mirrors, league figures, highlights): each is a
// full recompute, so running it twice, or after a crash half-way, converges on the same documents.

type TBody = Record<string, unknown>;

/** Another instance derived the same documents at the same moment: recompute and try again. */
export async function retryOnConflict(derive: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await derive();
    } catch (error) {
      if (!isConflict(error) || attempt >= 3) throw error;
    }
  }
}

export function sameBody(current: TPouchDoc, body: TBody): boolean {
  return JSON.stringify(stripMeta(current)) === JSON.stringify(body);
}

/**
 * Makes `existing` (the derived documents as stored) into `wanted`: writes what differs, deletes
 * what is no longer wanted, in one request. Returns the ids written; a conflict throws a 409.
 */
export async function writeDerived(
  db: TPouchDb,
  existing: Map<string, TPouchDoc>,
  wanted: Map<string, TBody>,
): Promise<string[]> {
  const writes: TBody[] = [];
  for (const [id, body] of wanted) {
    const current = existing.get(id);
    if (!current || !sameBody(current, body)) writes.push({ ...body, _id: id, _rev: current?._rev });
  }
  for (const [id, current] of existing) {
    if (!wanted.has(id)) writes.push({ _id: id, _rev: current._rev, _deleted: true });
  }
  if (writes.length === 0) return [];
  const results = await db.bulkDocs(writes);
  if (results.some((r) => r.error)) throw Object.assign(new Error('Derived write conflict'), { status: 409 });
  return writes.map((w) => String(w._id));
}
