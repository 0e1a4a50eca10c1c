// A season's fixtures (issue #17): who plays whom in each round. Pure, so it runs on the admin's
// phone with no signal. Slots and dates are laid on top by schedule.ts.

export type TPairing = { round: number; half: 1 | 2; homeTeamId: string; awayTeamId: string };
export type TRoundRobin = { pairings: TPairing[]; byes: { round: number; teamId: string }[]; rounds: number };

const BYE = '\u0000bye';

/**
 * The circle method, oriented as in Berger's tables: the fixed team alternates home and away, and
 * each other pair's home side alternates with its distance from the pivot, so every team's
 * home/away sequence breaks at most once in a half (de Werra's canonical schedule). An odd number
 * of teams gets a phantom opponent: whoever meets it has a bye. A double round robin repeats the
 * rounds with home and away swapped.
 */
export function roundRobin(teamIds: string[], kind: 'single' | 'double'): TRoundRobin {
  const teams = teamIds.length % 2 === 0 ? [...teamIds] : [...teamIds, BYE];
  const n = teams.length;
  const pairings: TPairing[] = [];
  const byes: TRoundRobin['byes'] = [];
  if (teamIds.length < 2) return { pairings, byes, rounds: 0 };
  const fixed = teams[n - 1]!;
  const ring = teams.slice(0, n - 1);
  const m = n - 1;
  const firstHalf: [string, string][][] = [];
  for (let r = 0; r < m; r++) {
    const round: [string, string][] = [];
    const pivot = ring[r]!;
    round.push(r % 2 === 0 ? [pivot, fixed] : [fixed, pivot]);
    for (let k = 1; k < n / 2; k++) {
      const a = ring[(r + k) % m]!;
      const b = ring[(r - k + m) % m]!;
      round.push(k % 2 === 1 ? [a, b] : [b, a]);
    }
    firstHalf.push(round);
  }
  const halves = kind === 'double' ? [1, 2] : [1];
  for (const half of halves) {
    firstHalf.forEach((round, r) => {
      const number = (half - 1) * m + r + 1;
      for (const [home, away] of round) {
        const [h, a] = half === 1 ? [home, away] : [away, home];
        if (h === BYE || a === BYE) byes.push({ round: number, teamId: h === BYE ? a : h });
        else pairings.push({ round: number, half: half as 1 | 2, homeTeamId: h, awayTeamId: a });
      }
    });
  }
  return { pairings, byes, rounds: m * halves.length };
}

/** A team's home/away letters in round order ("HAHA…"), byes left out. */
export function homeAwayPattern(pairings: TPairing[], teamId: string, half?: 1 | 2): string {
  return pairings
    .filter(
      (p) => (half === undefined || p.half === half) && (p.homeTeamId === teamId || p.awayTeamId === teamId),
    )
    .sort((a, b) => a.round - b.round)
    .map((p) => (p.homeTeamId === teamId ? 'H' : 'A'))
    .join('');
}

/** Two home (or two away) matches in a row. */
export const breaksIn = (pattern: string) =>
  [...pattern].filter((c, i) => i > 0 && pattern[i - 1] === c).length;
