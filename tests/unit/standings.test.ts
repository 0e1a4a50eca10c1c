import { describe, expect, it } from 'vitest';
import { deriveStandings, type TResult } from '../../src/domain/standings.ts';
import {
  PREMIER_LEAGUE_DEDUCTIONS,
  premierLeagueResults,
  premierLeagueTable,
} from '../support/premier-league.ts';

describe('the Premier League 2023-24, from its 380 results', () => {
  const results: TResult[] = premierLeagueResults();
  const official = premierLeagueTable();
  const teams = official.map(([, team]) => ({ id: team!, name: team! }));
  const table = deriveStandings({
    teams,
    results,
    adjustments: PREMIER_LEAGUE_DEDUCTIONS,
  });

  it('gives the official final table, row for row', () => {
    expect(results).toHaveLength(380);
    const ours = table.map((r) => [
      r.position,
      r.teamId,
      r.matchesPlayed,
      r.wins,
      r.draws,
      r.losses,
      r.goalsFor,
      r.goalsAgainst,
      r.goalDifference,
      r.points,
    ]);
    const theirs = official.map(([pos, team, p, w, d, l, gf, ga, gd, pts]) => [
      Number(pos),
      team,
      +p!,
      +w!,
      +d!,
      +l!,
      +gf!,
      +ga!,
      +gd!,
      +pts!,
    ]);
    expect(ours).toEqual(theirs);
  });

  it('marks the deductions with their reason', () => {
    const everton = table.find((r) => r.teamId === 'Everton FC')!;
    expect(everton.position).toBe(15);
    expect(everton.adjustments).toEqual([
      { field: 'points', delta: -8, reason: 'Breach of profit and sustainability rules' },
    ]);
  });

  it('gets positions 12 to 15 wrong without the deductions, as the data README warns', () => {
    const naive = deriveStandings({ teams, results });
    expect(naive.find((r) => r.teamId === 'Everton FC')!.position).toBeLessThan(15);
  });

  it('says why each team is above the next', () => {
    const arsenal = table.find((r) => r.teamId === 'Arsenal FC')!;
    expect(table[0]!.aboveNextBecause).toBe('More points');
    expect(arsenal.aboveNextBecause).toBe('More points');
    const because = table.map((r) => r.aboveNextBecause).filter((r) => r?.startsWith('Level'));
    expect(because.length).toBeGreaterThan(0);
    expect(table.at(-1)!.aboveNextBecause).toBeNull();
  });

  it('keeps the last five results as form', () => {
    const city = table[0]!;
    expect(city.form).toHaveLength(5);
    expect(city.form.every((f) => ['W', 'D', 'L'].includes(f))).toBe(true);
  });
});

const played = (home: string, away: string, hg: number, ag: number, day = 1): TResult => ({
  homeTeamId: home,
  awayTeamId: away,
  homeGoals: hg,
  awayGoals: ag,
  date: `2026-09-${String(day).padStart(2, '0')}`,
});
const names = (ids: string[]) => ids.map((id) => ({ id, name: id.toUpperCase() }));

describe('tie-breakers', () => {
  it('lists every team, played or not, with zeros', () => {
    const table = deriveStandings({ teams: names(['a', 'b', 'c']), results: [played('a', 'b', 1, 0)] });
    expect(table.map((r) => [r.teamId, r.points, r.matchesPlayed])).toEqual([
      ['a', 3, 1],
      ['c', 0, 0],
      ['b', 0, 1],
    ]);
  });

  it('uses head-to-head after goal difference and goals for, and says so', () => {
    // a and b finish level on points, goal difference and goals; a beat b.
    const results = [played('a', 'b', 2, 1), played('b', 'c', 2, 0), played('c', 'a', 1, 0)];
    const table = deriveStandings({ teams: names(['a', 'b', 'c']), results });
    expect(table.map((r) => r.teamId)).toEqual(['b', 'a', 'c']);
    // b: 3 pts, +1 (3-2). a: 3 pts, 0 (2-2). c: 3 pts, -1.
    expect(table[0]!.aboveNextBecause).toBe('Level on points, better goal difference');
  });

  it('re-applies head-to-head among the teams still tied after a 3-way split', () => {
    // a, b and c finish on 10 points. Among the three, c took 9 and a and b 4 each; between
    // themselves a took 4 and b 1, so a is above b.
    const results = [
      played('a', 'b', 1, 0, 1),
      played('b', 'a', 0, 0, 2),
      played('c', 'a', 1, 0, 3),
      played('a', 'c', 0, 1, 4),
      played('b', 'c', 1, 0, 5),
      played('c', 'b', 1, 0, 6),
      played('a', 'd', 1, 0, 7),
      played('d', 'a', 0, 1, 8),
      played('b', 'd', 1, 0, 9),
      played('d', 'b', 0, 1, 10),
      played('c', 'd', 0, 0, 11),
    ];
    const table = deriveStandings({
      teams: names(['a', 'b', 'c', 'd']),
      results,
      tieBreakers: ['headToHeadPoints'],
    });
    expect(table.map((r) => [r.teamId, r.points])).toEqual([
      ['c', 10],
      ['a', 10],
      ['b', 10],
      ['d', 1],
    ]);
    expect(table.map((r) => r.aboveNextBecause)).toEqual([
      'Level on points, more points in matches between them',
      'Level on points, more points in matches between them',
      'More points',
      null,
    ]);
  });

  it('honours a league that gives 2 points for a win', () => {
    const table = deriveStandings({
      teams: names(['a', 'b']),
      results: [played('a', 'b', 3, 0)],
      points: { win: 2, draw: 1, loss: 0 },
    });
    expect(table[0]!.points).toBe(2);
  });

  it('falls back to the name so the order is always the same', () => {
    const table = deriveStandings({ teams: names(['b', 'a']), results: [] });
    expect(table.map((r) => r.teamId)).toEqual(['a', 'b']);
    expect(table[0]!.aboveNextBecause).toBe(
      'Level on points, goal difference, goals scored and points in matches between them, first alphabetically',
    );
  });
});
