import type { TDbKind } from '../../src/domain/databases.ts';
import type { TPouchDb } from '../storage/pouch.ts';

// A removed player's public line is deleted from the league database, but CouchDB and PouchDB keep
// old revisions until compaction, readable by anyone with `?rev=`. Public mirror documents are
// readable only at their current (leaf) revision; asking for an older one is "missing", as after
// compaction. Replicators ask for leaves (or pass latest=true), so replication is unaffected.

const MIRROR_PREFIXES = ['teamPublic:', 'playerPublic:'];
const isMirror = (id: string) => MIRROR_PREFIXES.some((p) => id.startsWith(p));

export type TRevRequest = { id: string; rev?: string };

/** Which requests ask for a revision of a mirror document that is no longer its leaf. */
export async function refuseOldMirrorRevisions(
  db: TPouchDb,
  kind: TDbKind,
  requests: TRevRequest[],
): Promise<Set<number>> {
  const refused = new Set<number>();
  if (kind !== 'league') return refused;
  const checked = requests.map((r, i) => [r, i] as const).filter(([r]) => r.rev && isMirror(r.id));
  if (checked.length === 0) return refused;
  const { rows } = await db.allDocs({ keys: [...new Set(checked.map(([r]) => r.id))] });
  const leaf = new Map(
    (rows as { key: string; value?: { rev: string } }[]).map((row) => [row.key, row.value?.rev]),
  );
  for (const [request, i] of checked) if (leaf.get(request.id) !== request.rev) refused.add(i);
  return refused;
}

export const missingRevision = (id: string, rev?: string) => ({
  id,
  docs: [{ error: { id, rev, error: 'not_found', reason: 'missing' } }],
});
