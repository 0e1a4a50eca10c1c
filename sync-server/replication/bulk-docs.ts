import { checkDocShape, type TDbRef } from '../../src/domain/databases.ts';
import { checkAuthority, serverOnlyRefusal } from '../access/documents.ts';
import type { TPrincipal } from '../access/principal.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { mirrorTeam } from '../teams/mirror.ts';

export type TWriteResult = { id: string; rev?: string; ok?: boolean; error?: string; reason?: string };

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
): Promise<TWriteResult[]> {
  const db = storage.db(ref.name);
  const batch = new Map<string, Record<string, unknown> | null>();
  const accepted: Record<string, unknown>[] = [];
  const refused: TWriteResult[] = [];
  for (const doc of docs) {
    const id = typeof (doc as { _id?: unknown })?._id === 'string' ? (doc as { _id: string })._id : '';
    const serverOnly = serverOnlyRefusal(ref.kind, id);
    if (serverOnly) {
      refused.push({ id, error: 'forbidden', reason: serverOnly });
      continue;
    }
    const shape = checkDocShape(ref.kind, doc);
    if (!shape.ok) {
      refused.push({ id, error: 'forbidden', reason: shape.reason });
      continue;
    }
    const stored = batch.has(id) ? batch.get(id)! : await getOrNull(db, id);
    const reason = await checkAuthority({ principal, db: ref, storage, batch }, shape, stored);
    if (reason) {
      refused.push({ id, error: 'forbidden', reason });
      continue;
    }
    accepted.push(doc as Record<string, unknown>);
    batch.set(id, shape.isDeleted ? null : shape.body);
  }
  const written = accepted.length ? await db.bulkDocs(accepted, { new_edits: newEdits }) : [];
  if (ref.kind === 'team' && accepted.length) await mirrorTeam(storage, ref.id!);
  return [...(written as TWriteResult[]), ...refused];
}
