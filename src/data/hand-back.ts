import { docId, refereeDbName } from '../domain/db-names.ts';
import { useLiveQuery } from './live-query.ts';
import { store } from './local-store.ts';
import { writeDoc } from './outbox.ts';

// ADR 050: a referee hands back a match they cannot make, offline too. Where each hand-back
// stands: waiting to leave the phone, refused by the server (with why), with the server, done.

export type THandBackState = {
  status: 'waiting' | 'notSaved' | 'sent' | 'done' | 'refused';
  /** The server's reason for `notSaved` or `refused`. */
  reason: string | null;
};

/** This referee's hand-backs by match id. */
export function useHandBacks(refereeId: string): Map<string, THandBackState> | undefined {
  return useLiveQuery(async () => {
    const db = refereeDbName(refereeId);
    const [handBacks, decisions, outbox, refused] = await Promise.all([
      store.handBacks.where('db').equals(db).toArray(),
      store.handBackDecisions.where('db').equals(db).toArray(),
      store.outbox.where('db').equals(db).toArray(),
      store.refused.where('db').equals(db).toArray(),
    ]);
    const waiting = new Set(outbox.map((o) => o.docId));
    const refusals = new Map(refused.map((r) => [r.docId, r.reason]));
    const decided = new Map(decisions.map((d) => [d.matchId, d]));
    const states = new Map<string, THandBackState>();
    for (const handBack of handBacks) {
      const id = docId('handBack', handBack.matchId);
      const decision = decided.get(handBack.matchId);
      let state: THandBackState = { status: 'sent', reason: null };
      if (refusals.has(id)) state = { status: 'notSaved', reason: refusals.get(id) ?? null };
      else if (waiting.has(id)) state = { status: 'waiting', reason: null };
      else if (decision?.at === handBack.at) state = { status: decision.status, reason: decision.reason };
      states.set(handBack.matchId, state);
    }
    return states;
  }, [refereeId]);
}

/** Saved on the phone and sent when there is signal; the server checks it is still theirs. */
export async function handBackMatch(
  refereeId: string,
  match: { id: string; leagueId: string },
  reason: string,
): Promise<void> {
  const db = refereeDbName(refereeId);
  const id = docId('handBack', match.id);
  const current = await store.handBacks.get(match.id);
  await writeDoc(db, {
    _id: id,
    ...(current?._rev ? { _rev: current._rev } : {}),
    type: 'handBack',
    matchId: match.id,
    leagueId: match.leagueId,
    refereeId,
    reason,
    at: new Date().toISOString(),
  });
}
