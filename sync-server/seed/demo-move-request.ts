import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { moveKey } from '../../src/domain/move-request.ts';
import { afterMoveRequests } from '../notices/move-requests.ts';
import type { TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

const DAY = 86_400_000;

/**
 * So that a newcomer sees ADR 043 on first start: the demo captain's second coming opponent has
 * asked the league to move that match a week on. The captain can say whether it suits them; the
 * admin finds it on the desk.
 */
export async function stageMoveRequest(storage: TStorage, leagueId: string, captainTeamId: string) {
  const { rows } = await storage
    .db(leagueDbName(leagueId))
    .allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
  const now = Date.now();
  const coming = rows
    .map((row) => row.doc as TPouchDoc)
    .filter((m) => m.status === 'scheduled' && Date.parse(String(m.date)) > now)
    .filter((m) => m.homeTeamId === captainTeamId || m.awayTeamId === captainTeamId)
    .sort((a, b) => String(a.date).localeCompare(String(b.date)));
  const match = coming[1];
  if (!match) return;
  const matchId = match._id.slice('match:'.length);
  const teamId = String(match.homeTeamId === captainTeamId ? match.awayTeamId : match.homeTeamId);
  const request = {
    _id: docId('moveRequest', moveKey(matchId, teamId)),
    type: 'moveRequest',
    matchId,
    teamId,
    leagueId,
    fromDate: String(match.date),
    date: new Date(Date.parse(String(match.date)) + 7 * DAY).toISOString(),
    venue: '',
    note: 'Our keeper and two defenders are at a family wedding that weekend.',
    askedAt: new Date().toISOString(),
    status: 'asked',
    decidedAt: null,
    decisionNote: '',
  };
  await storage.db(teamDbName(teamId)).put(request);
  await afterMoveRequests(storage, teamId, [{ before: null, after: request }]);
}
