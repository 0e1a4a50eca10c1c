import { docId, refereeDbName } from '../../src/domain/databases.ts';
import { MSG } from '../../src/domain/messages.ts';
import { t } from '../../src/i18n/core.ts';
import { leagueDbIfListed } from '../storage/directory.ts';
import { getOrNull, isConflict, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

/**
 * Grants an assignment request first come, first served: the match document takes the referee's
 * id only if it has none, and PouchDB/CouchDB refuse the second of two racing writes, so two
 * referees can never both get one match.
 */
export async function grantAssignment(
  storage: TStorage,
  refereeId: string,
  request: TPouchDoc,
): Promise<'granted' | 'refused' | 'skipped'> {
  if (request._deleted || request.type !== 'assignmentRequest') return 'skipped';
  const refereeDb = storage.db(refereeDbName(refereeId));
  const matchId = String(request.matchId);
  const decisionId = docId('assignmentDecision', matchId);
  if (await getOrNull(refereeDb, decisionId)) return 'skipped';
  const profile = await getOrNull(storage.db('admin'), docId('user', refereeId));
  const leagues = ((profile?.refereeData as { assignedLeagues?: string[] } | null)?.assignedLeagues ??
    []) as string[];
  const leagueId = String(request.leagueId);
  let reason: string | null = null;
  for (let attempt = 0; ; attempt++) {
    // The referee's own leagues first: a made-up league id never opens anything.
    const league = leagues.includes(leagueId) ? await leagueDbIfListed(storage, leagueId) : null;
    const match = league ? await getOrNull(league, docId('match', matchId)) : null;
    if (!leagues.includes(leagueId)) reason = t('server.thisMatchIsNotIn');
    else if (!match) reason = MSG.matchNotFound;
    else if (match.refereeId === refereeId) reason = null;
    else if (match.refereeId) reason = t('server.anotherRefereeAlreadyHasThis');
    else if (match.status !== 'scheduled') reason = t('server.thisMatchIsNoLonger');
    else {
      try {
        await league!.put({ ...match, refereeId, updatedAt: new Date().toISOString() });
        reason = null;
      } catch (error) {
        if (isConflict(error) && attempt < 3) continue;
        throw error;
      }
    }
    break;
  }
  await refereeDb
    .put({
      _id: decisionId,
      type: 'assignmentDecision',
      matchId,
      status: reason ? 'refused' : 'granted',
      reason,
      decidedAt: new Date().toISOString(),
    })
    .catch((error) => {
      if (!isConflict(error)) throw error;
    });
  return reason ? 'refused' : 'granted';
}
