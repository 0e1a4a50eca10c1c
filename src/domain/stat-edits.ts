import { t } from '../i18n/core.ts';
import type { TCompletedMatch, TPlayerStats } from './player-stats.ts';

// The admin's Statistics tab, as pure functions: an edit becomes adjustments (never an
// overwrite), and a team's goals are compared with its players' goals, with the difference
// explained.

/** One adjustment per changed figure: the difference between the wanted and the shown value. */
export function editAsAdjustments<F extends string>(
  shown: Record<F, number>,
  wanted: Record<F, number>,
): { field: F; delta: number }[] {
  return (
    (Object.keys(wanted) as F[])
      .filter((field) => wanted[field] !== shown[field])
      // In tenths, so 7.3 - 7.1 is 0.2 and not 0.19999999999999973.
      .map((field) => ({ field, delta: Math.round((wanted[field] - shown[field]) * 10) / 10 }))
  );
}

type TScoredMatch = TCompletedMatch & { score?: { home: number; away: number } | null };

export type TGoalsCheck = {
  fromResults: number;
  fromPlayers: number;
  /** Goals in results with no scorer named (a result recorded without a report, own goals). */
  withoutScorer: number;
  /** What adjustments add on either side (team goals for, players' goals). */
  teamAdjusted: number;
  playersAdjusted: number;
};

/** A team's goals for, as the table counts them, against the sum of its players' goals. */
export function teamGoalsCheck(
  teamId: string,
  goalsFor: number,
  teamAdjusted: number,
  matches: TScoredMatch[],
  players: TPlayerStats[],
  playersAdjusted: number,
): TGoalsCheck {
  let withoutScorer = 0;
  for (const m of matches) {
    if (m.status !== 'completed' || !m.score) continue;
    const side = m.homeTeamId === teamId ? 'home' : m.awayTeamId === teamId ? 'away' : null;
    if (!side) continue;
    const named = (m.events?.goals ?? []).filter((g) => g.teamId === teamId).length;
    withoutScorer += Math.max(0, m.score[side] - named);
  }
  const fromPlayers = players.filter((p) => p.teamId === teamId).reduce((sum, p) => sum + p.goals, 0);
  return { fromResults: goalsFor, fromPlayers, withoutScorer, teamAdjusted, playersAdjusted };
}

const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;

/** The check in words, for the admin deciding whether to synchronise. */
export function explainGoals(check: TGoalsCheck): string {
  const difference = check.fromResults - check.fromPlayers;
  if (difference === 0) return t('app.teamAndPlayerGoalsAgree');
  const parts: string[] = [];
  if (check.withoutScorer > 0)
    parts.push(t('app.goalInResultsWithNo', { withoutScorer: check.withoutScorer }));
  if (check.teamAdjusted !== 0) parts.push(t('app.teamAdjustmentsOf', { delta: signed(check.teamAdjusted) }));
  if (check.playersAdjusted !== 0)
    parts.push(t('app.playerAdjustmentsOf', { delta: signed(check.playersAdjusted) }));
  const because = parts.length ? `: ${parts.join('; ')}` : '';
  return t('app.thanThePlayersGoals', {
    abs: Math.abs(difference),
    direction: difference > 0 ? 'more' : 'fewer',
    because,
  });
}

/** The spec's text for a synchronisation, used as the adjustment's reason and the toast. */
export const goalsSyncedText = (total: number) => t('app.teamGoalsSynchronizedTotalGoals', { total });
