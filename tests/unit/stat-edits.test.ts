import { describe, expect, it } from 'vitest';
import { derivePlayerStats } from '../../src/domain/player-stats.ts';
import { ZAdjustment } from '../../src/domain/schemas/adjustment.ts';
import { editAsAdjustments, explainGoals, teamGoalsCheck } from '../../src/domain/stat-edits.ts';

const goal = (playerId: string, teamId: string) => ({
  playerId,
  playerName: playerId,
  teamId,
  minute: 10,
  assistPlayerId: null,
  assistPlayerName: null,
});

describe('statistics edits', () => {
  it('an edit is one adjustment per changed figure, by its difference', () => {
    expect(editAsAdjustments({ points: 10, wins: 3, draws: 1 }, { points: 7, wins: 3, draws: 2 })).toEqual([
      { field: 'points', delta: -3 },
      { field: 'draws', delta: 1 },
    ]);
    expect(editAsAdjustments({ goals: 4 }, { goals: 4 })).toEqual([]);
  });

  it("explains a team's goals against its players': a result with no report has no scorers", () => {
    const matches = [
      {
        homeTeamId: 'a',
        awayTeamId: 'b',
        status: 'completed',
        score: { home: 2, away: 0 },
        events: {
          goals: [goal('p1', 'a'), goal('p1', 'a')],
          yellowCards: [],
          redCards: [],
          attendance: null,
        },
      },
      // Recorded by an admin (a forfeit): a score and no events.
      { homeTeamId: 'b', awayTeamId: 'a', status: 'completed', score: { home: 0, away: 3 }, events: null },
    ];
    const players = [...derivePlayerStats(matches).values()];
    const check = teamGoalsCheck('a', 5, 0, matches, players, 0);
    expect(check).toMatchObject({ fromResults: 5, fromPlayers: 2, withoutScorer: 3 });
    expect(explainGoals(check)).toBe(
      "3 more than the players' goals: 3 goals in results with no scorer named (own goals, or a result recorded without a report).",
    );
    expect(explainGoals(teamGoalsCheck('b', 0, 0, matches, players, 0))).toBe('Team and player goals agree.');
  });
});

describe('an average grade', () => {
  const adjustment = (field: string, delta: number) => ({
    type: 'adjustment',
    leagueId: 'l1',
    target: { kind: 'player', teamId: 't1', playerId: 'p1', field },
    delta,
    reason: 'Coach review',
    author: 'a1',
    createdAt: '2026-11-23T12:00:00.000Z',
  });

  it('changes by tenths, from 0 to 10; counts change by whole numbers', () => {
    expect(ZAdjustment.safeParse(adjustment('averageGrade', 7.5)).success).toBe(true);
    expect(ZAdjustment.safeParse(adjustment('averageGrade', 0.25)).success).toBe(false);
    expect(ZAdjustment.safeParse(adjustment('averageGrade', 10.5)).success).toBe(false);
    expect(ZAdjustment.safeParse(adjustment('goals', 0.5)).success).toBe(false);
    expect(ZAdjustment.safeParse(adjustment('goals', 2)).success).toBe(true);
  });

  it('is what the admin recorded, summed in tenths and kept within 0 to 10', () => {
    const grade = (deltas: number[]) =>
      derivePlayerStats(
        [],
        deltas.map((delta) => ({ playerId: 'p1', teamId: 't1', field: 'averageGrade' as const, delta })),
      ).get('p1')!.averageGrade;
    expect(grade([7.1, 0.2])).toBe(7.3);
    expect(grade([9, 3])).toBe(10);
    expect(editAsAdjustments({ averageGrade: 7.1 }, { averageGrade: 7.3 })).toEqual([
      { field: 'averageGrade', delta: 0.2 },
    ]);
  });
});
