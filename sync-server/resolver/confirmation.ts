import { isAnswerable, resultKeyOf } from '../../src/domain/confirmation.ts';
import { docId, leagueDbName, stripMeta, teamDbName } from '../../src/domain/databases.ts';
import { formatLeagueDateTime } from '../../src/domain/dates.ts';
import type { TConfirmation } from '../../src/domain/schemas/confirmation.ts';
import { t } from '../../src/i18n/core.ts';
import { notifyConfirmation, notifyDispute } from '../mail/results.ts';
import { getOrNull, isConflict, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { readTeamIndex } from '../teams/team-index.ts';

// Issue #31: the server alone turns the captains' answers (in their teams' databases) and the
// admin's decision into the public `confirmation:<matchId>` of a result. Every step recomputes
// from what is stored, so repeating one, or crashing half-way, is harmless.

const HOUR = 3_600_000;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Recomputes where a result stands. `open`: the resolver has just accepted a report, so a result
 * with no window (or a changed one) gets a new window from now; otherwise only an existing
 * confirmation is brought up to date. Returns whether a new window opened.
 */
export async function refreshConfirmation(
  storage: TStorage,
  leagueId: string,
  matchId: string,
  { open }: { open: boolean },
): Promise<boolean> {
  const league = await getOrNull(storage.db('leagues'), docId('league', leagueId));
  const hours = (league?.confirmationHours as number | undefined) ?? 48;
  const db = storage.db(leagueDbName(leagueId));
  const id = docId('confirmation', matchId);
  for (let attempt = 0; ; attempt++) {
    const [match, current, decision] = await Promise.all([
      getOrNull(db, docId('match', matchId)),
      getOrNull(db, id),
      getOrNull(db, docId('disputeDecision', matchId)),
    ]);
    if (match?.status !== 'completed' || (!current && (!open || hours === 0))) return false;
    const resultKey = resultKeyOf({ score: match.score, events: match.events });
    const isSameResult = current?.resultKey === resultKey;
    // A corrected result is a new one to answer: a new window (unless the league decided it).
    const isNewWindow = open && !decision && !isSameResult;
    if (!current && !isNewWindow) return false;
    // One clock reading for both ends: two could fall a millisecond apart (CI saw 48 h + 1 ms).
    const now = Date.now();
    const openedAt = isNewWindow ? new Date(now).toISOString() : String(current!.openedAt);
    const closesAt = isNewWindow ? new Date(now + hours * HOUR).toISOString() : String(current!.closesAt);
    const answer = async (teamId: unknown) => {
      const found = await getOrNull(storage.db(teamDbName(String(teamId))), docId('resultAnswer', matchId));
      return found?.resultKey === resultKey ? (found.answer as 'confirm' | 'dispute') : null;
    };
    const body: TConfirmation = {
      type: 'confirmation',
      leagueId,
      matchId,
      resultKey,
      openedAt,
      closesAt,
      // Answers name the result they are about: after a correction the old ones no longer count.
      home: await answer(match.homeTeamId),
      away: await answer(match.awayTeamId),
      decision: decision
        ? {
            outcome: decision.outcome as 'upheld' | 'corrected',
            reason: String(decision.reason),
            at: String(decision.createdAt),
          }
        : null,
    };
    if (current && same(stripMeta(current), body)) return false;
    try {
      await db.put({ ...body, _id: id, _rev: current?._rev });
      return isNewWindow;
    } catch (error) {
      if (!isConflict(error) || attempt >= 3) throw error;
    }
  }
}

/** The resolver accepted a report: open its window and tell both captains it waits for them. */
export async function openConfirmation(storage: TStorage, leagueId: string, match: TPouchDoc) {
  const matchId = match._id.slice('match:'.length);
  if (await refreshConfirmation(storage, leagueId, matchId, { open: true })) {
    const confirmation = await getOrNull(storage.db(leagueDbName(leagueId)), docId('confirmation', matchId));
    if (confirmation) await notifyConfirmation(storage, match, String(confirmation.closesAt));
  }
}

/**
 * Why a captain may not answer for this result, or null: the match is their team's, in their
 * league, the answer names the result as it stands, and the window is still open.
 */
export async function answerRefusal(
  storage: TStorage,
  teamId: string,
  body: Record<string, unknown>,
  key: string,
): Promise<string | null> {
  if (body.teamId !== teamId || body.matchId !== key) return t('server.anAnswerIsFiledUnder');
  const team = await readTeamIndex(storage, teamId);
  if (!team || team.leagueId !== body.leagueId) return t('server.yourTeamDidNotPlay');
  const db = storage.db(leagueDbName(team.leagueId));
  const [match, confirmation] = await Promise.all([
    getOrNull(db, docId('match', key)),
    getOrNull(db, docId('confirmation', key)),
  ]);
  if (!match || (match.homeTeamId !== teamId && match.awayTeamId !== teamId))
    return t('server.yourTeamDidNotPlay');
  if (!confirmation) return t('server.thisResultIsNotWaiting');
  if (confirmation.decision) return t('server.theLeagueHasDecidedThis');
  if (!isAnswerable(confirmation as unknown as TConfirmation, Date.now()))
    return t('server.theTimeToAnswerEnded', { when: formatLeagueDateTime(String(confirmation.closesAt)) });
  if (body.resultKey !== confirmation.resultKey) return t('server.theResultHasChanged');
  return null;
}

/** After a team's answers are stored: the public state follows, and a dispute reaches the admins. */
export async function afterAnswers(storage: TStorage, teamId: string, answers: Record<string, unknown>[]) {
  for (const answer of answers) {
    const leagueId = String(answer.leagueId);
    const matchId = String(answer.matchId);
    await refreshConfirmation(storage, leagueId, matchId, { open: false });
    if (answer.answer === 'dispute') await notifyDispute(storage, leagueId, matchId, teamId, answer);
  }
}

/** Start-up repair: a crash between an answer and its confirmation is finished here. */
export async function repairConfirmations(storage: TStorage): Promise<void> {
  const leagues = await storage.db('leagues').allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
  for (const row of leagues.rows) {
    const leagueId = row.id.slice('league:'.length);
    const { rows } = await storage
      .db(leagueDbName(leagueId))
      .allDocs({ startkey: 'confirmation:', endkey: 'confirmation:\uffff' });
    for (const r of rows)
      await refreshConfirmation(storage, leagueId, r.id.slice('confirmation:'.length), { open: false });
  }
}
