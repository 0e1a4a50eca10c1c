import { resultKeyOf } from '../../src/domain/confirmation.ts';
import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { refreshConfirmation } from '../resolver/confirmation.ts';
import type { TStorage } from '../storage/storage.ts';

type TMatchDoc = Record<string, unknown> & { _id: string };

/**
 * So that a newcomer sees issue #31 on first start: the demo captain's last result waits for their
 * answer, and another result of the division is confirmed by one captain and disputed by the other.
 */
export async function stageConfirmations(storage: TStorage, leagueId: string, captainTeamId: string) {
  const db = storage.db(leagueDbName(leagueId));
  const { rows } = await db.allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
  const completed = rows
    .map((row) => row.doc as TMatchDoc)
    .filter((m) => m.status === 'completed')
    .sort((a, b) => String(a.date).localeCompare(String(b.date)));
  const plays = (m: TMatchDoc) => m.homeTeamId === captainTeamId || m.awayTeamId === captainTeamId;
  const waiting = completed.filter(plays).at(-1);
  const disputed = completed.filter((m) => !plays(m)).at(-1);
  if (waiting)
    await refreshConfirmation(storage, leagueId, waiting._id.slice('match:'.length), { open: true });
  if (!disputed) return;
  const matchId = disputed._id.slice('match:'.length);
  await refreshConfirmation(storage, leagueId, matchId, { open: true });
  // The home captain confirmed it; the away captain disputes it, as the two sides of a result do.
  const resultKey = resultKeyOf({ score: disputed.score, events: disputed.events });
  const answer = (teamId: string, said: 'confirm' | 'dispute', reason: string) =>
    storage.db(teamDbName(teamId)).put({
      _id: docId('resultAnswer', matchId),
      type: 'resultAnswer',
      matchId,
      leagueId,
      teamId,
      resultKey,
      answer: said,
      reason,
      claimedScore: null,
      answeredAt: new Date().toISOString(),
    });
  await answer(String(disputed.homeTeamId), 'confirm', '');
  await answer(
    String(disputed.awayTeamId),
    'dispute',
    'Our second goal was given to the wrong player, and the score was one more for us.',
  );
  await refreshConfirmation(storage, leagueId, matchId, { open: false });
}
