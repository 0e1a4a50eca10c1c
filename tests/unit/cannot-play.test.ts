import { describe, expect, it } from 'vitest';
import { cannotPlayStands, forfeitScore, mayTellCannotPlay } from '../../src/domain/cannot-play.ts';
import { checkDocShape } from '../../src/domain/databases.ts';
import { ZCannotPlayForm } from '../../src/domain/forms/cannot-play-form.ts';

// ADR 059: when a team's notice that it cannot play stands, and what a forfeit scores.

const NOW = Date.parse('2026-10-04T12:00:00.000Z');
const match = (over: Record<string, unknown> = {}) => ({
  status: 'scheduled',
  date: '2026-10-04T18:00:00.000Z',
  homeTeamId: 'home',
  ...over,
});

describe('a team that cannot play', () => {
  it('may tell before kick-off of a scheduled match only', () => {
    expect(mayTellCannotPlay(match(), NOW)).toBe(true);
    expect(mayTellCannotPlay(match({ date: '2026-10-04T12:00:00.000Z' }), NOW)).toBe(false);
    expect(mayTellCannotPlay(match({ status: 'cancelled' }), NOW)).toBe(false);
    expect(mayTellCannotPlay(match({ status: 'completed' }), NOW)).toBe(false);
  });

  it('a notice stands for the kick-off it was about; a moved match is on again', () => {
    const notice = { date: '2026-10-04T18:00:00Z' };
    expect(cannotPlayStands(notice, match(), NOW)).toBe(true);
    expect(cannotPlayStands(notice, match({ date: '2026-10-11T18:00:00.000Z' }), NOW)).toBe(false);
    expect(cannotPlayStands(notice, match({ status: 'completed' }), NOW)).toBe(false);
    expect(cannotPlayStands(undefined, match(), NOW)).toBe(false);
  });

  it('a forfeit is 3–0 to the team that could play', () => {
    expect(forfeitScore(match(), 'home')).toEqual({ home: 0, away: 3 });
    expect(forfeitScore(match(), 'away')).toEqual({ home: 3, away: 0 });
  });

  it('the reason is 3 to 300 characters, trimmed', () => {
    expect(ZCannotPlayForm.parse({ reason: '  Wedding  ' })).toEqual({ reason: 'Wedding' });
    expect(ZCannotPlayForm.safeParse({ reason: ' no ' }).error?.issues[0]?.message).toBe(
      'Say why, in 3 characters or more',
    );
    expect(ZCannotPlayForm.safeParse({ reason: 'x'.repeat(301) }).error?.issues[0]?.message).toBe(
      'Keep it to 300 characters',
    );
  });

  it('the notice is a team database’s; the public copy a league database’s and the server’s', () => {
    const notice = {
      _id: 'cannotPlay:m1',
      type: 'cannotPlay',
      matchId: 'm1',
      teamId: 't1',
      leagueId: 'l1',
      date: '2026-10-04T18:00:00.000Z',
      reason: 'Wedding',
      toldAt: '2026-10-01T18:00:00.000Z',
    };
    expect(checkDocShape('team', notice).ok).toBe(true);
    expect(checkDocShape('league', notice).ok).toBe(false);
    const copy = checkDocShape('league', {
      _id: 'matchOff:m1',
      type: 'matchOff',
      matchId: 'm1',
      leagueId: 'l1',
      teamIds: ['t1'],
      date: '2026-10-04T18:00:00.000Z',
      since: '2026-10-01T18:00:00.000Z',
    });
    expect(copy.ok && copy.rule.isServerOnly).toBe(true);
  });
});
