import { docId, teamDbName } from '../../src/domain/databases.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

// ADR 055: what a returning team takes into its next season. Its players, with the same ids, so
// their personal links (issue #32) move with them and keep working; the captain's notice choices.
// Not its answers, payments, messages or waiver signatures: those belong to the old season.

const KEPT_TYPES = new Set(['player', 'noticeChoice']);

/** Copies the roster and choices of team `from` into team `to`; copies already made are kept. */
export async function copyRoster(storage: TStorage, from: string, to: string): Promise<void> {
  const oldDb = storage.db(teamDbName(from));
  const newDb = storage.db(teamDbName(to));
  const { rows } = await oldDb.allDocs({ include_docs: true });
  const kept = rows
    .map((row) => row.doc as TPouchDoc | undefined)
    .filter((doc): doc is TPouchDoc => doc !== undefined && KEPT_TYPES.has(String(doc.type)));
  const there = await newDb.allDocs({ keys: kept.map((doc) => doc._id) });
  const now = new Date().toISOString();
  const missing = kept
    .filter((_, i) => 'error' in there.rows[i]!)
    .map(({ _id, _rev, ...body }) => ({
      ...body,
      _id,
      ...(body.type === 'player' ? { teamId: to, updatedAt: now } : {}),
    }));
  if (missing.length) await newDb.bulkDocs(missing);
  for (const doc of kept) {
    if (doc.type === 'player') await moveLink(storage, from, to, doc._id.slice('player:'.length));
  }
}

/**
 * A player's personal link answers for the new team from now on. The token is not known here
 * (only its hash is kept), so the link is moved by its hash; the old team no longer shows one.
 */
async function moveLink(storage: TStorage, from: string, to: string, playerId: string) {
  const internal = storage.internal;
  const oldIndex = await getOrNull(internal, `playerLinkOf:${from}:${playerId}`);
  if (!oldIndex) return;
  const hash = String(oldIndex.hash);
  const link = await getOrNull(internal, `playerLink:${hash}`);
  if (link) await internal.put({ ...link, teamId: to });
  const newIndex = await getOrNull(internal, `playerLinkOf:${to}:${playerId}`);
  if (!newIndex) await internal.put({ _id: `playerLinkOf:${to}:${playerId}`, hash });
  const newDb = storage.db(teamDbName(to));
  const oldDb = storage.db(teamDbName(from));
  const shown = await getOrNull(oldDb, docId('playerLink', playerId));
  if (shown && !(await getOrNull(newDb, docId('playerLink', playerId)))) {
    const { _rev, ...body } = shown;
    await newDb.put(body);
  }
  if (shown) await oldDb.remove(shown);
  await internal.remove(oldIndex);
}
