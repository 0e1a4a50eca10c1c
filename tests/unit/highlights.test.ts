import { describe, expect, it } from 'vitest';
import { highlightId, highlightsOf } from '../../src/domain/highlights.ts';
import type { TVideo } from '../../src/domain/schemas/video.ts';

const video = (overrides: Partial<TVideo> = {}): TVideo => ({
  type: 'video',
  leagueId: 'l1',
  matchId: 'm1',
  teamId: 't1',
  playerId: null,
  url: 'https://youtu.be/dQw4w9WgXcQ',
  title: 'Goal',
  thumbUrl: null,
  createdAt: '2026-11-01T20:00:00.000Z',
  ...overrides,
});

describe('highlightsOf: a league video as /highlights shows it', () => {
  const sources = {
    teamNames: new Map([
      ['t1', 'Astoria'],
      ['t2', 'Bushwick'],
    ]),
    matches: new Map([['m1', { homeTeamId: 't1', awayTeamId: 't2' }]]),
  };

  it('names the team and the match, and tells a player highlight from a match highlight', () => {
    const wanted = highlightsOf('l1', {
      ...sources,
      videos: [
        { id: 'v1', video: video() },
        { id: 'v2', video: video({ playerId: 'p1' }) },
      ],
    });
    expect(wanted.get(highlightId('l1', 'v1'))).toMatchObject({
      teamName: 'Astoria',
      matchLabel: 'Astoria vs Bushwick',
      homeTeamName: 'Astoria',
      awayTeamName: 'Bushwick',
      kind: 'match',
    });
    expect(wanted.get(highlightId('l1', 'v2'))?.kind).toBe('player');
  });

  it('a match or team it cannot find leaves the label plain, and another league’s video is not its own', () => {
    const wanted = highlightsOf('l1', {
      ...sources,
      videos: [
        { id: 'v1', video: video({ matchId: 'gone', teamId: 'tx' }) },
        { id: 'v2', video: video({ leagueId: 'l2' }) },
      ],
    });
    expect([...wanted.keys()]).toEqual([highlightId('l1', 'v1')]);
    expect(wanted.get(highlightId('l1', 'v1'))).toMatchObject({ teamName: '', matchLabel: '' });
    expect(wanted.get(highlightId('l1', 'v1'))).not.toHaveProperty('homeTeamName');
  });
});
