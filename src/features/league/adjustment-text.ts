// How an adjusted figure is explained wherever it appears: "-3 pts: Unregistered player".

import { type TMessageKey, t } from '../../i18n/core.ts';

const FIELD_LABEL: Record<string, TMessageKey> = {
  points: 'league.adjusted.points',
  matchesPlayed: 'league.adjusted.matchesPlayed',
  wins: 'league.adjusted.wins',
  draws: 'league.adjusted.draws',
  losses: 'league.adjusted.losses',
  goalsFor: 'league.adjusted.goalsFor',
  goalsAgainst: 'league.adjusted.goalsAgainst',
  games: 'league.adjusted.games',
  goals: 'league.adjusted.goals',
  assists: 'league.adjusted.assists',
  yellowCards: 'league.adjusted.yellowCards',
  redCards: 'league.adjusted.redCards',
  averageGrade: 'league.adjusted.averageGrade',
};

export function adjustmentText(a: { field: string; delta: number; reason: string }): string {
  const label = FIELD_LABEL[a.field];
  return `${a.delta > 0 ? '+' : ''}${a.delta} ${label ? t(label) : a.field}: ${a.reason}`;
}

/** Each adjustment's text with a key for React: the text, numbered when it repeats. */
export function adjustmentLines(adjustments: { field: string; delta: number; reason: string }[]) {
  const seen = new Map<string, number>();
  return adjustments.map((a) => {
    const text = adjustmentText(a);
    const n = (seen.get(text) ?? 0) + 1;
    seen.set(text, n);
    return { key: `${text}#${n}`, text };
  });
}
