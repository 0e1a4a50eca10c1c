import { bansToCarry, carriedBanKey } from '../../src/domain/carried-bans.ts';
import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { retryOnConflict, writeDerived } from '../storage/derived.ts';
import { readLeagueFacts } from '../storage/league-facts.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

// ADR 056: a ban the previous season left unserved is served in the next one. The phones hold
// only their league's database, so the server mirrors those bans into the next season's as
// `carriedBan:` documents: a full recompute from the previous season's discipline, run whenever
// that may have changed (a result, a ruling, the setting) and at start-up, so it converges.

type TPlan = { newLeagueId?: string; status?: string; teams?: { from: string; to: string }[] };

/** The next season of `leagueId` once it has started, with its team pairs. */
async function readStartedPlan(storage: TStorage, leagueId: string) {
  const plan = (await getOrNull(storage.internal, `nextSeason:${leagueId}`)) as TPlan | null;
  return plan?.status === 'done' && plan.newLeagueId ? plan : null;
}

/**
 * Makes the carried bans of `leagueId` (a league that follows another) what the previous season's
 * discipline says now; when that changed them, the season after it follows.
 */
export async function refreshCarriedBans(storage: TStorage, leagueId: string): Promise<void> {
  const league = await getOrNull(storage.db('leagues'), docId('league', leagueId));
  const previousId = typeof league?.previousLeagueId === 'string' ? league.previousLeagueId : null;
  const plan = previousId ? await readStartedPlan(storage, previousId) : null;
  const wanted = new Map<string, Record<string, unknown>>();
  if (league && previousId && plan?.newLeagueId === leagueId && league.carryBans !== false) {
    const previous = await readLeagueFacts(storage, previousId);
    const season = String(previous.league?.season ?? '');
    const teams = new Map((plan.teams ?? []).map((pair) => [pair.from, pair.to]));
    for (const ban of bansToCarry(previous.discipline, teams, season)) {
      wanted.set(docId('carriedBan', carriedBanKey(ban.banId)), {
        type: 'carriedBan',
        leagueId,
        fromLeagueId: previousId,
        ...ban,
      });
    }
  }
  const db = storage.db(leagueDbName(leagueId));
  let written: string[] = [];
  await retryOnConflict(async () => {
    const { rows } = await db.allDocs({
      startkey: 'carriedBan:',
      endkey: 'carriedBan:\uffff',
      include_docs: true,
    });
    const existing = new Map(rows.map((row) => [row.id, row.doc as TPouchDoc]));
    written = await writeDerived(db, existing, wanted);
  });
  // This season's suspensions changed, so may the ones it hands on.
  if (written.length) await refreshNextSeasonBans(storage, leagueId);
}

/** `leagueId`'s discipline may have changed: the season after it, if started, is brought up to date. */
export async function refreshNextSeasonBans(storage: TStorage, leagueId: string): Promise<void> {
  const plan = await readStartedPlan(storage, leagueId);
  if (plan?.newLeagueId) await refreshCarriedBans(storage, plan.newLeagueId);
}
