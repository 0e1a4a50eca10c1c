import { describe, expect, it } from 'vitest';
import type { TBan } from '../../src/domain/discipline.ts';
import { playerSeason } from '../../src/domain/player-season.ts';

// ADR 067: a player's own season, derived from the results, the admin's corrections and the bans.

const goal = (playerId: string, teamId = 'a') => ({
  playerId,
  playerName: playerId,
  teamId,
  minute: 10,
  assistPlayerId: 'p2',
  assistPlayerName: 'p2',
});
const card = (playerId: string) => ({
  playerId,
  playerName: playerId,
  teamId: 'a',
  minute: 50,
  reason: 'Foul',
});
const played = (events: Record<string, unknown>) => ({
  homeTeamId: 'a',
  awayTeamId: 'b',
  status: 'completed',
  events: { goals: [], yellowCards: [], redCards: [], attendance: null, ...events } as never,
});
const ban = (over: Partial<TBan>): TBan =>
  ({
    id: 'x',
    kind: 'red',
    playerId: 'p1',
    teamId: 'a',
    date: '2026-11-01T15:00:00.000Z',
    remaining: 1,
    ...over,
  }) as TBan;

describe("a player's season", () => {
  const matches = [
    played({ goals: [goal('p1'), goal('p1')], attendance: { home: ['p1', 'p2'], away: [] } }),
    played({ yellowCards: [card('p1')] }),
    { ...played({ goals: [goal('p1')] }), status: 'scheduled' },
  ];

  it('counts games, goals, assists and cards from the results, with the admin’s corrections', () => {
    const season = playerSeason({
      playerId: 'p1',
      teamId: 'a',
      matches,
      adjustments: [
        { playerId: 'p1', teamId: 'a', field: 'goals', delta: 1 },
        { playerId: 'p9', teamId: 'a', field: 'goals', delta: 5 },
      ],
      suspended: new Map(),
    });
    expect(season).toEqual({ games: 2, goals: 3, assists: 0, yellowCards: 1, redCards: 0, suspension: null });
    expect(
      playerSeason({ playerId: 'p2', teamId: 'a', matches, adjustments: [], suspended: new Map() }),
    ).toMatchObject({
      games: 1,
      assists: 2,
    });
  });

  it('adds up the bans still to serve for this team, naming the first card', () => {
    const suspended = new Map([
      [
        'p1',
        [
          ban({ kind: 'accumulation', date: '2026-11-08T15:00:00.000Z', remaining: 1 }),
          ban({ kind: 'red', date: '2026-11-01T15:00:00.000Z', remaining: 2 }),
          ban({ teamId: 'old-team', remaining: 3 }),
        ],
      ],
    ]);
    const season = playerSeason({ playerId: 'p1', teamId: 'a', matches: [], adjustments: [], suspended });
    expect(season.suspension).toEqual({ remaining: 3, kind: 'red', date: '2026-11-01T15:00:00.000Z' });
  });
});
