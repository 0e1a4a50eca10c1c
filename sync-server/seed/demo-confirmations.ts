import { resultKeyOf } from '../../src/domain/confirmation.ts';
import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { isRatable } from '../../src/domain/referee-rating.ts';
import type { TMatch } from '../../src/domain/schemas/match.ts';
import { refreshConfirmation } from '../resolver/confirmation.ts';
import { afterRatings } from '../resolver/referee-ratings.ts';
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

/**
 * So that a newcomer sees the captains' ratings of referees: the division's other recent matches
 * are rated by both captains, the demo captain's by the opponent only, so the demo captain has a
 * referee to rate and the demo referee an average.
 */
export async function stageRefereeRatings(storage: TStorage, leagueId: string, captainTeamId: string) {
  const { rows } = await storage
    .db(leagueDbName(leagueId))
    .allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
  const now = Date.now();
  const ratable = rows
    .map((row) => row.doc as unknown as TMatch & { _id: string })
    .filter((m) => isRatable(m, now));
  const ratings: Record<string, unknown>[] = [];
  ratable.forEach((match, index) => {
    const matchId = match._id.slice('match:'.length);
    for (const [side, teamId] of [match.homeTeamId, match.awayTeamId].entries()) {
      if (teamId === captainTeamId) continue;
      const rating = { type: 'refereeRating', matchId, leagueId, teamId, refereeId: match.refereeId };
      // Mostly good marks, one side now and then less pleased: an average a referee could have.
      ratings.push({ ...rating, rating: (index + side) % 3 === 2 ? 3 : 4 + ((index + side) % 2) });
    }
  });
  for (const rating of ratings) {
    await storage.db(teamDbName(String(rating.teamId))).put({
      ...rating,
      _id: docId('refereeRating', String(rating.matchId)),
      ratedAt: new Date(now).toISOString(),
    });
  }
  if (ratings.length) await afterRatings(storage, ratings);
}
