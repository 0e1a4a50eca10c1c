import { docId, leagueDbName, refereeDbName } from '../../src/domain/databases.ts';
import type { THandBackDecision } from '../../src/domain/schemas/hand-back.ts';
import type { TUnassignment } from '../../src/domain/schemas/unassignment.ts';
import { handBackRefusal } from '../access/hand-back-rule.ts';
import { recordAudit } from '../admin/audit.ts';
import { findAccountById } from '../auth/accounts.ts';
import { tellRefereeNeeded } from '../notices/referee-needed.ts';
import { leagueDbIfListed } from '../storage/directory.ts';
import { getOrNull, isConflict, type TPouchDb, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

// ADR 050: a referee's hand-back, dealt with once. The match loses its referee, the desk's
// "needs a referee" note keeps the referee's words, the league's referees and admins are told, and
// a decision in the referee's database says it is done. Each step can be run again: a crash
// between two of them, or a replayed change, repeats nothing already done (the note names the
// hand-back by its `at`, and each notice has its key).

export async function handBackMatch(
  storage: TStorage,
  refereeId: string,
  handBack: TPouchDoc,
  nowMs = Date.now(),
): Promise<'done' | 'refused' | 'skipped'> {
  if (handBack._deleted || handBack.type !== 'handBack') return 'skipped';
  const refereeDb = storage.db(refereeDbName(refereeId));
  const matchId = String(handBack.matchId);
  const at = String(handBack.at);
  const decided = await getOrNull(refereeDb, docId('handBackDecision', matchId));
  if (decided?.at === at) return 'skipped';
  const leagueId = String(handBack.leagueId);
  // A league no longer listed opens nothing (a stored id is still a client's word).
  const db = await leagueDbIfListed(storage, leagueId);
  const admin = storage.db('admin');
  const noteId = docId('unassignment', matchId);
  const note = await getOrNull(admin, noteId);
  let reason: string | null = null;
  // The desk's note first, naming this hand-back: a crash after it (before the match is written)
  // is finished by the next run, which finds the note its own.
  if (note?.refereeId !== refereeId || note.handBackAt !== at) {
    const match = db ? await getOrNull(db, docId('match', matchId)) : null;
    reason = handBackRefusal(match, refereeId, nowMs);
    if (!reason) {
      const referee = await findAccountById(storage.internal, refereeId);
      const unassignment: TUnassignment & { _id: string; _rev?: string } = {
        _id: noteId,
        ...(note ? { _rev: note._rev } : {}),
        type: 'unassignment',
        matchId,
        leagueId,
        refereeId,
        refereeName: referee?.displayName ?? refereeId,
        at: new Date(nowMs).toISOString(),
        reason: String(handBack.reason),
        handBackAt: at,
      };
      await admin.put(unassignment);
      if (referee)
        await recordAudit(storage, referee, [
          {
            action: 'match.handedBack',
            target: `${leagueDbName(leagueId)}/${docId('match', matchId)}`,
            words: { key: 'admin.audit.refereeHandedBack', params: { reason: String(handBack.reason) } },
            before: match,
          },
        ]);
    }
  }
  if (!reason && db) {
    const isFree = await takeOff(db, matchId, refereeId, nowMs);
    if (isFree) {
      const words = { matchId, leagueId, refereeId, reason: String(handBack.reason), at };
      await tellRefereeNeeded(storage, words, nowMs);
    }
    // The referee may ask for it again later, as any referee of the league may.
    await forget(refereeDb, docId('assignmentRequest', matchId));
    await forget(refereeDb, docId('assignmentDecision', matchId));
  }
  const decision: THandBackDecision & { _id: string; _rev?: string } = {
    _id: docId('handBackDecision', matchId),
    ...(decided ? { _rev: decided._rev } : {}),
    type: 'handBackDecision',
    matchId,
    at,
    status: reason ? 'refused' : 'done',
    reason,
    decidedAt: new Date(nowMs).toISOString(),
  };
  await refereeDb.put(decision).catch((error) => {
    if (!isConflict(error)) throw error;
  });
  return reason ? 'refused' : 'done';
}

/** Takes the referee off the match if still on it; whether it now has no referee. */
async function takeOff(db: TPouchDb, matchId: string, refereeId: string, nowMs: number): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    const match = await getOrNull(db, docId('match', matchId));
    if (!match || match.refereeId === null) return Boolean(match);
    if (match.refereeId !== refereeId) return false;
    try {
      await db.put({ ...match, refereeId: null, updatedAt: new Date(nowMs).toISOString() });
      return true;
    } catch (error) {
      if (!isConflict(error) || attempt >= 3) throw error;
    }
  }
}

async function forget(db: TPouchDb, id: string) {
  const doc = await getOrNull(db, id);
  if (!doc) return;
  await db.remove(doc).catch((error) => {
    if (!isConflict(error)) throw error;
  });
}
