import { describe, expect, it } from 'vitest';
import { ZPlayoffForm, ZPlayoffRequest } from '../../src/domain/forms/playoff-form.ts';
import { leagueTable } from '../../src/domain/league-table.ts';
import {
  bracket,
  championOf,
  playoffChanges,
  playoffMatchId,
  type TBracketMatch,
  winnerOf,
} from '../../src/domain/playoffs.ts';
import { penaltyProblem } from '../../src/domain/report-validator.ts';
import type { TPlayoff } from '../../src/domain/schemas/playoff.ts';

// ADR 062: the bracket is a pure function of the draw and the results.

const rounds = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    date: `2026-12-${String(6 + 7 * i).padStart(2, '0')}T20:00:00.000Z`,
    venue: `Field ${i + 1}`,
  }));
const draw = (size: 2 | 4 | 8): TPlayoff => ({
  type: 'playoff',
  leagueId: 'league1',
  size,
  seeds: Array.from({ length: size }, (_, i) => `t${i + 1}`),
  rounds: rounds(Math.log2(size)),
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
});
const played = (
  id: string,
  home: string,
  away: string,
  score: [number, number] | null,
  penalties: [number, number] | null = null,
): TBracketMatch => ({
  id,
  homeTeamId: home,
  awayTeamId: away,
  status: score ? 'completed' : 'scheduled',
  score: score ? { home: score[0], away: score[1] } : null,
  penalties: penalties ? { home: penalties[0], away: penalties[1] } : null,
  date: '2026-12-06T20:00:00.000Z',
});

describe('the playoff bracket', () => {
  it('pairs the seeds so that 1 and 2 can meet only in the final', () => {
    const eight = bracket(draw(8), []);
    expect(eight.map((r) => r.name)).toEqual([
      'app.playoff.quarterFinals',
      'app.playoff.semiFinals',
      'app.playoff.final',
    ]);
    expect(eight[0]!.ties.map((tie) => [tie.home?.seed, tie.away?.seed])).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
    expect(eight[1]!.ties.every((tie) => tie.home === null && tie.expected === null)).toBe(true);
    expect(bracket(draw(4), [])[0]!.ties.map((tie) => tie.expected)).toEqual([
      ['t1', 't4'],
      ['t2', 't3'],
    ]);
    expect(bracket(draw(2), []).map((r) => r.name)).toEqual(['app.playoff.final']);
  });

  it('gives each tie an id of its own, new for a bracket drawn again', () => {
    const p = draw(8);
    const ids = bracket(p, []).flatMap((r) => r.ties.map((tie) => tie.matchId));
    expect(new Set(ids).size).toBe(7);
    expect(ids[0]).toBe(playoffMatchId(p, 1, 1));
    expect(playoffMatchId({ ...p, createdAt: '2026-12-02T00:00:00.000Z' }, 1, 1)).not.toBe(ids[0]);
    expect(ids[0]).toMatch(/^playoff-[0-9a-f]{16}$/);
  });

  it('decides a level match on penalties, and nothing while the shoot-out is missing or level', () => {
    expect(winnerOf(played('m', 'a', 'b', [2, 1]))).toBe('a');
    expect(winnerOf(played('m', 'a', 'b', [0, 3]))).toBe('b');
    expect(winnerOf(played('m', 'a', 'b', [1, 1], [3, 4]))).toBe('b');
    expect(winnerOf(played('m', 'a', 'b', [1, 1]))).toBeNull();
    expect(winnerOf(played('m', 'a', 'b', [1, 1], [4, 4]))).toBeNull();
    expect(winnerOf(played('m', 'a', 'b', null))).toBeNull();
  });

  it('makes the first round at once, and a later match once both its teams are known, better seed at home', () => {
    const p = draw(4);
    const first = playoffChanges(p, []);
    expect(first).toEqual([
      {
        kind: 'create',
        matchId: playoffMatchId(p, 1, 1),
        place: { round: 1, slot: 1 },
        homeTeamId: 't1',
        awayTeamId: 't4',
        ...p.rounds[0]!,
      },
      {
        kind: 'create',
        matchId: playoffMatchId(p, 1, 2),
        place: { round: 1, slot: 2 },
        homeTeamId: 't2',
        awayTeamId: 't3',
        ...p.rounds[0]!,
      },
    ]);
    const semi1 = played(playoffMatchId(p, 1, 1), 't1', 't4', [0, 1]);
    const semi2 = played(playoffMatchId(p, 1, 2), 't2', 't3', null);
    expect(playoffChanges(p, [semi1, semi2])).toEqual([]);
    const semi2Played = played(semi2.id, 't2', 't3', [2, 2], [5, 4]);
    expect(playoffChanges(p, [semi1, semi2Played])).toEqual([
      {
        kind: 'create',
        matchId: playoffMatchId(p, 2, 1),
        place: { round: 2, slot: 1 },
        homeTeamId: 't2',
        awayTeamId: 't4',
        ...p.rounds[1]!,
      },
    ]);
  });

  it('puts the right team on a later match not yet played when a result is corrected, and leaves a played one', () => {
    const p = draw(4);
    const semi1 = played(playoffMatchId(p, 1, 1), 't1', 't4', [3, 0]);
    const semi2 = played(playoffMatchId(p, 1, 2), 't2', 't3', [0, 1]);
    const final = played(playoffMatchId(p, 2, 1), 't1', 't3', null);
    expect(playoffChanges(p, [semi1, semi2, final])).toEqual([]);
    const corrected = { ...semi1, score: { home: 0, away: 2 } };
    expect(playoffChanges(p, [corrected, semi2, final])).toEqual([
      { kind: 'teams', matchId: final.id, homeTeamId: 't3', awayTeamId: 't4' },
    ]);
    const finalPlayed = { ...final, status: 'completed', score: { home: 1, away: 0 } };
    expect(playoffChanges(p, [corrected, semi2, finalPlayed])).toEqual([]);
    expect(championOf(bracket(p, [semi1, semi2, finalPlayed]))).toBe('t1');
  });
});

describe('penalties', () => {
  it('are needed for a level playoff match only, and may not be level', () => {
    expect(penaltyProblem(true, 1, 1, null)).toBe(
      'A playoff match needs a winner: enter the penalty shoot-out',
    );
    expect(penaltyProblem(true, 1, 1, { home: 3, away: 3 })).toBe('The penalty shoot-out cannot end level');
    expect(penaltyProblem(true, 1, 1, { home: 5, away: 3 })).toBeNull();
    expect(penaltyProblem(true, 2, 1, null)).toBeNull();
    expect(penaltyProblem(true, 2, 1, { home: 5, away: 3 })).toBe(
      'Penalties are only for a playoff match level at full time',
    );
    expect(penaltyProblem(false, 1, 1, { home: 5, away: 3 })).toBe(
      'Penalties are only for a playoff match level at full time',
    );
    expect(penaltyProblem(false, 1, 1, null)).toBeNull();
  });
});

describe('the league table and the playoffs', () => {
  it('counts the regular season only', () => {
    const match = (score: [number, number], playoff: unknown) => ({
      homeTeamId: 'a',
      awayTeamId: 'b',
      date: '2026-11-01T20:00:00.000Z',
      status: 'completed',
      score: { home: score[0], away: score[1] },
      playoff,
    });
    const rows = leagueTable({
      league: {},
      teams: [
        { teamId: 'a', name: 'A' },
        { teamId: 'b', name: 'B' },
      ],
      matches: [match([1, 0], null), match([0, 4], { round: 1, slot: 1 })],
      teamAdjustments: [],
    });
    expect(rows.map((r) => [r.teamId, r.points, r.matchesPlayed])).toEqual([
      ['a', 3, 1],
      ['b', 0, 1],
    ]);
  });
});

describe('the draw form', () => {
  const values = {
    size: '4' as const,
    seeds: ['t1', 't2', 't3', 't4', 'extra'],
    rounds: [
      { day: '2026-12-06', time: '15:00', venue: ' Field 1 ' },
      { day: '2026-12-13', time: '15:00', venue: '' },
      { day: '', time: '', venue: '' },
    ],
  };
  it('takes the places and rounds the size needs, in New York time', () => {
    expect(ZPlayoffForm.parse(values)).toEqual({
      size: 4,
      seeds: ['t1', 't2', 't3', 't4'],
      rounds: [
        { date: '2026-12-06T20:00:00.000Z', venue: 'Field 1' },
        { date: '2026-12-13T20:00:00.000Z', venue: '' },
      ],
    });
  });
  it('says what is missing or wrong', () => {
    const message = (v: unknown) => ZPlayoffForm.safeParse(v).error?.issues[0]?.message;
    expect(message({ ...values, seeds: ['t1', '', 't3', 't4'] })).toBe(
      'Choose a team for each of the 4 places',
    );
    expect(message({ ...values, seeds: ['t1', 't2', 't1', 't4'] })).toBe('A team can take one place only');
    expect(
      message({ ...values, rounds: [values.rounds[0], { day: '2026-12-06', time: '14:00', venue: '' }] }),
    ).toBe('Each round must come after the one before');
    expect(message({ ...values, rounds: [values.rounds[0]] })).toBe(
      'Give each round a day and a kick-off time',
    );
    const request = (v: unknown) => ZPlayoffRequest.safeParse(v).error?.issues[0]?.message;
    expect(request({ size: 3, seeds: ['a', 'b', 'c'], rounds: rounds(2) })).toBeDefined();
    expect(request({ size: 4, seeds: ['a', 'b', 'c'], rounds: rounds(2) })).toBe(
      'Choose a team for each of the 4 places',
    );
    expect(request({ size: 2, seeds: ['a', 'b'], rounds: rounds(1), extra: 1 })).toBeDefined();
    expect(request({ size: 4, seeds: ['a', 'b', 'c', 'd'], rounds: [...rounds(2)].reverse() })).toBe(
      'Each round must come after the one before',
    );
  });
});
