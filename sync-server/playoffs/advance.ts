import { docId, leagueDbName, stripMeta } from '../../src/domain/databases.ts';
import { scheduledMatchDoc } from '../../src/domain/match-doc.ts';
import { bracket, playoffChanges, type TBracketMatch } from '../../src/domain/playoffs.ts';
import { type TPlayoff, ZPlayoff } from '../../src/domain/schemas/playoff.ts';
import { retryOnConflict } from '../storage/derived.ts';
import { getOrNull, readDocs, type TPouchDb, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { tellPlayoffMatches } from './notices.ts';

// ADR 062: the bracket's matches follow the bracket. After a playoff result (a report, an admin's
// hand), at the draw and at start-up, the server makes the match of every tie whose two teams are
// known and puts the right teams on a tie not yet played. A full recompute, so a crash half-way or
// two instances at once converge; a match's id is its place, so it is created once.

export type TBracketRow = TBracketMatch & { _id: string; _rev?: string } & Record<string, unknown>;

/**
 * The league's playoff document, parsed; null when there is none, or one that no longer reads as
 * a draw (start-up repair walks every league: one bad document must not stop the server).
 */
export async function readPlayoff(
  db: TPouchDb,
  leagueId: string,
): Promise<(TPlayoff & { _rev: string }) | null> {
  const doc = await getOrNull(db, docId('playoff', leagueId));
  const parsed = ZPlayoff.safeParse(stripMeta(doc));
  return doc && parsed.success ? { ...parsed.data, _rev: String(doc._rev) } : null;
}

/** Every match the bracket has or will have: at most seven ids, read in one request. */
export async function readBracketMatches(db: TPouchDb, playoff: TPlayoff): Promise<TBracketRow[]> {
  const ids = bracket(playoff, []).flatMap((round) => round.ties.map((tie) => docId('match', tie.matchId)));
  const found = await readDocs(db, ids);
  return [...found.values()]
    .filter((doc): doc is TPouchDoc => doc !== null)
    .map((doc) => ({ ...doc, id: doc._id.slice('match:'.length) }) as unknown as TBracketRow);
}

/** Brings the bracket's matches in line with it; tells the teams of each match it made. */
export async function advancePlayoff(storage: TStorage, leagueId: string): Promise<number> {
  const db = storage.db(leagueDbName(leagueId));
  // What was written, across attempts: each match made or given new teams is told once.
  const written: TPouchDoc[] = [];
  let rounds = 0;
  await retryOnConflict(async () => {
    const playoff = await readPlayoff(db, leagueId);
    if (!playoff) return;
    rounds = playoff.rounds.length;
    const matches = await readBracketMatches(db, playoff);
    const byId = new Map(matches.map((m) => [m.id, m]));
    const now = new Date().toISOString();
    const writes: Record<string, unknown>[] = [];
    for (const change of playoffChanges(playoff, matches)) {
      if (change.kind === 'create') {
        const place = { id: change.matchId, place: change.place };
        writes.push(scheduledMatchDoc(leagueId, change, now, place));
      } else {
        const stored = byId.get(change.matchId)!;
        const { id: _id, ...body } = stored;
        writes.push({
          ...body,
          homeTeamId: change.homeTeamId,
          awayTeamId: change.awayTeamId,
          updatedAt: now,
        });
      }
    }
    if (writes.length === 0) return;
    const results = await db.bulkDocs(writes);
    const failed = results.filter((result) => 'error' in result && result.error).length;
    results.forEach((result, i) => {
      if (!('error' in result && result.error)) written.push(writes[i] as TPouchDoc);
    });
    // Another instance wrote one first: read again and finish what is left.
    if (failed) throw Object.assign(new Error('Playoff write conflict'), { status: 409 });
  });
  if (written.length) await tellPlayoffMatches(storage, rounds, written);
  return written.length;
}
