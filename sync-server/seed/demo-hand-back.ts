import { docId, leagueDbName, refereeDbName } from '../../src/domain/databases.ts';
import type { TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

const DAY = 86_400_000;

/**
 * So that a newcomer sees ADR 050 on first start: the demo referee handed back a match of the
 * round after their coming ones in `leagueId`, a day ago. The desk lists it with the reason; the referee finds
 * it among the available matches. Written as the server would have left it (no notices: nobody
 * was told of a demo).
 */
export async function stageHandBack(
  storage: TStorage,
  leagueId: string,
  referee: { id: string; displayName: string },
) {
  const league = storage.db(leagueDbName(leagueId));
  const { rows } = await league.allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
  const now = Date.now();
  // A match of a later round than the referee's own coming ones: handed back a day ago, so the
  // league has a few days to find another referee.
  const match = rows
    .map((row) => row.doc as TPouchDoc)
    .filter((m) => !m.refereeId && m.status === 'scheduled' && Date.parse(String(m.date)) > now + 5 * DAY)
    .sort((a, b) => String(a.date).localeCompare(String(b.date)))[0];
  if (!match) return;
  const matchId = match._id.slice('match:'.length);
  const at = new Date(now - DAY).toISOString();
  const reason = 'Family wedding out of town that weekend. Sorry for the short notice.';
  await storage.db('admin').put({
    _id: docId('unassignment', matchId),
    type: 'unassignment',
    matchId,
    leagueId,
    refereeId: referee.id,
    refereeName: referee.displayName,
    at,
    reason,
    handBackAt: at,
  });
  await storage.db(refereeDbName(referee.id)).bulkDocs([
    {
      _id: docId('handBack', matchId),
      type: 'handBack',
      matchId,
      leagueId,
      refereeId: referee.id,
      reason,
      at,
    },
    {
      _id: docId('handBackDecision', matchId),
      type: 'handBackDecision',
      matchId,
      at,
      status: 'done',
      reason: null,
      decidedAt: at,
    },
  ]);
}
