import { currentOf, type TPouchDb, type TPouchDoc } from '../storage/pouch.ts';

export type TRevsDiff = Record<string, { missing: string[]; possible_ancestors?: string[] }>;
type TLeaf = TPouchDoc & { _revisions?: { start?: unknown; ids?: unknown } };
type TAnswer = { ok?: TLeaf; error?: { error?: string; reason?: string; status?: number } };

/** Past this many documents a `_revs_diff` is passed on as it is, and nothing is read ahead. */
export const MAX_READ_AHEAD = 1000;

/** Every revision on a leaf's path: a document's revision tree is the union of its leaves' paths. */
function pathOf(leaf: TLeaf): string[] {
  const { start, ids } = leaf._revisions ?? {};
  if (typeof start !== 'number' || !Array.isArray(ids)) return leaf._rev ? [leaf._rev] : [];
  return ids.map((id, i) => `${start - i}-${String(id)}`);
}

function withoutPath(doc: TLeaf): TPouchDoc {
  const { _revisions: _, ...rest } = doc;
  return rest;
}

/** No revision tree at all: every answer says "missing" (a deleted document says "deleted"). */
const isAbsent = (docs: TAnswer[]) =>
  docs.length > 0 &&
  docs.every((answer) => answer.error?.error === 'not_found' && answer.error.reason === 'missing');

/**
 * Answers a `_revs_diff` from one read of the asked documents with their revision paths, which
 * also gives each one's current version for the `_bulk_docs` that follows (prefetch.ts). A
 * revision on a returned leaf's path is present; every revision of a document with no tree is
 * missing. Anything else (a revision off the returned paths: PouchDB returns the winner alone,
 * CouchDB every leaf) is asked of the database's own `_revs_diff`, so the answer is the database's.
 * A push of new documents, the common case, costs one request instead of two.
 */
export async function diffAndRead(
  db: TPouchDb,
  asked: Record<string, string[]>,
): Promise<{ diff: TRevsDiff; current: Map<string, TPouchDoc | null> }> {
  const diff: TRevsDiff = {};
  const current = new Map<string, TPouchDoc | null>();
  const ids = Object.keys(asked);
  if (ids.length === 0) return { diff, current };
  const { results } = await db.bulkGet({ docs: ids.map((id) => ({ id })), revs: true });
  const answers = new Map((results as { id: string; docs: TAnswer[] }[]).map((r) => [r.id, r.docs]));
  const unsure: Record<string, string[]> = {};
  for (const id of ids) {
    const docs = answers.get(id) ?? [];
    const found = currentOf(docs);
    // Kept as `readDocs` gives it, without the path read for the diff (the audit stores "before").
    if (found) current.set(id, withoutPath(found));
    else if (found === null) current.set(id, null);
    const revs = [...new Set(asked[id])];
    if (isAbsent(docs)) {
      if (revs.length) diff[id] = { missing: revs };
      continue;
    }
    const present = new Set(docs.flatMap((answer) => (answer.ok ? pathOf(answer.ok) : [])));
    const offPath = revs.filter((rev) => !present.has(rev));
    if (offPath.length) unsure[id] = offPath;
  }
  if (Object.keys(unsure).length) Object.assign(diff, (await db.revsDiff(unsure)) as TRevsDiff);
  return { diff, current };
}
