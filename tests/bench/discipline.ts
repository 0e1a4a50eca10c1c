// Issue #30's budget: suspensions and the fair-play table for a whole season, under 20 ms.
import { deriveDiscipline, type TDisciplineMatch } from '../../src/domain/discipline.ts';
import { deriveStandings } from '../../src/domain/standings.ts';
import { premierLeagueResults } from '../support/premier-league.ts';

type TRecord = (name: string, value: string) => void;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The Premier League's 380 fixtures with 1,000 cards (about one red in ten) spread over squads of
 * 25, every match with 14 players listed per side: what a phone derives on every change.
 */
export function disciplineBenchmark(record: TRecord) {
  const results = premierLeagueResults();
  const teams = [...new Set(results.map((r) => r.homeTeamId))].map((id) => ({ id, name: id }));
  const squad = (teamId: string, n: number) => `${teamId}-p${n % 25}`;
  let cards = 0;
  const matches: TDisciplineMatch[] = results.map((r, i) => {
    const booked = Array.from({ length: i % 5 === 0 ? 4 : 2 + (i % 2) }, (_, c) => {
      cards += 1;
      const teamId = c % 2 ? r.awayTeamId : r.homeTeamId;
      return {
        playerId: squad(teamId, i * 7 + c * 3),
        playerName: 'Player',
        teamId,
        minute: 10 + c * 9,
        reason: 'Foul',
      };
    });
    const listed = (teamId: string) => Array.from({ length: 14 }, (_, n) => squad(teamId, i + n));
    return {
      id: `m${String(i).padStart(3, '0')}`,
      homeTeamId: r.homeTeamId,
      awayTeamId: r.awayTeamId,
      date: new Date(Date.parse(r.date) + i).toISOString(),
      status: 'completed',
      events: {
        goals: [],
        yellowCards: booked.filter((_, c) => (i + c) % 10 !== 0),
        redCards: booked.filter((_, c) => (i + c) % 10 === 0),
        attendance: { home: listed(r.homeTeamId), away: listed(r.awayTeamId) },
      },
    };
  });
  const time = (run: () => void) => {
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      run();
      times.push(performance.now() - started);
    }
    return median(times);
  };
  const standings = time(() => deriveStandings({ teams, results }));
  let bans = 0;
  const discipline = time(() => {
    bans = deriveDiscipline({ teams, matches }).bans.length;
  });
  record(
    `derive suspensions and fair play, 380 matches and ${cards.toLocaleString('en-US')} cards, median of 50 (budget < 20 ms)`,
    `${discipline.toFixed(2)} ms (${bans} bans; the standings of the same season: ${standings.toFixed(2)} ms)`,
  );
}
