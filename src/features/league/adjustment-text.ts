// How an adjusted figure is explained wherever it appears: "-3 pts: Unregistered player".

const FIELD_LABEL: Record<string, string> = {
  points: 'pts',
  matchesPlayed: 'MP',
  wins: 'W',
  draws: 'D',
  losses: 'L',
  goalsFor: 'GF',
  goalsAgainst: 'GA',
  games: 'games',
  goals: 'goals',
  assists: 'assists',
  yellowCards: 'yellow cards',
  redCards: 'red cards',
  averageGrade: 'average grade',
};

export function adjustmentText(a: { field: string; delta: number; reason: string }): string {
  return `${a.delta > 0 ? '+' : ''}${a.delta} ${FIELD_LABEL[a.field] ?? a.field}: ${a.reason}`;
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
