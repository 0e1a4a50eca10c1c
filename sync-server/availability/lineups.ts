import { stripMeta } from '../../src/domain/db-names.ts';
import { lineupPlace } from '../../src/domain/lineup.ts';
import { ZLineup } from '../../src/domain/schemas/lineup.ts';
import type { TStorage } from '../storage/storage.ts';

/**
 * The shared line-ups of these matches, as one player's page shows them (ADR 070): their own
 * place, how many start and sit on the bench, and the captain's note; never another player's name
 * (a link may be forwarded). A draft is the captain's alone.
 */
export async function lineupsFor(teamDb: ReturnType<TStorage['db']>, matchIds: string[], playerId: string) {
  const { rows } = await teamDb.allDocs({ keys: matchIds.map((id) => `lineup:${id}`), include_docs: true });
  const found = new Map<string, ReturnType<typeof lineupPlace> & { note: string }>();
  for (const row of rows) {
    if (!('doc' in row) || !row.doc) continue;
    const parsed = ZLineup.safeParse(stripMeta(row.doc));
    if (!parsed.success || !parsed.data.sharedAt) continue;
    found.set(parsed.data.matchId, { ...lineupPlace(parsed.data.players, playerId), note: parsed.data.note });
  }
  return found;
}
