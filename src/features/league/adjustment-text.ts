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
};

export function adjustmentText(a: { field: string; delta: number; reason: string }): string {
  return `${a.delta > 0 ? '+' : ''}${a.delta} ${FIELD_LABEL[a.field] ?? a.field}: ${a.reason}`;
}
