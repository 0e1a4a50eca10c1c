import { describe, expect, it } from 'vitest';
import { moveRequestFormSchema } from '../../src/domain/forms/move-request-form.ts';
import { isMovable, moveKey, moveRequestState } from '../../src/domain/move-request.ts';
import { ZMoveRequest } from '../../src/domain/schemas/move-request.ts';

// 4 PM in New York on Saturday 5 December 2026 (EST: UTC-5).
const KICK_OFF = '2026-12-05T21:00:00.000Z';
const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const match = (change: Partial<{ date: string; venue: string; status: string }> = {}) => ({
  date: KICK_OFF,
  venue: 'Field 1',
  status: 'scheduled',
  ...change,
});
const request = (change: Partial<{ date: string; venue: string; status: 'asked' | 'declined' }> = {}) => ({
  fromDate: KICK_OFF,
  date: '2026-12-06T15:00:00.000Z',
  venue: '',
  status: 'asked' as const,
  ...change,
});

describe('where a request to move a match stands', () => {
  it('waits for the league, or reads the decline, while the match is as it was', () => {
    expect(moveRequestState(request(), match(), NOW)).toBe('asked');
    expect(moveRequestState(request({ status: 'declined' }), match(), NOW)).toBe('declined');
  });

  it('is granted when the match now kicks off as asked, on the field asked for if any', () => {
    const moved = match({ date: '2026-12-06T15:00:00.000Z' });
    expect(moveRequestState(request(), moved, NOW)).toBe('moved');
    expect(moveRequestState(request({ venue: 'Field 2' }), moved, NOW)).toBe('closed');
    expect(moveRequestState(request({ venue: 'Field 2' }), { ...moved, venue: 'Field 2' }, NOW)).toBe(
      'moved',
    );
    // The same kick-off on another field is a move too.
    expect(
      moveRequestState(request({ date: KICK_OFF, venue: 'Field 2' }), match({ venue: 'Field 2' }), NOW),
    ).toBe('moved');
  });

  it('is spent once the league moved the match elsewhere, called it off, or it kicked off', () => {
    expect(moveRequestState(request(), match({ date: '2026-12-12T21:00:00.000Z' }), NOW)).toBe('closed');
    expect(moveRequestState(request(), match({ status: 'cancelled' }), NOW)).toBe('closed');
    expect(moveRequestState(request(), match(), Date.parse(KICK_OFF))).toBe('closed');
    expect(moveRequestState(request(), undefined, NOW)).toBe('closed');
    expect(isMovable(match(), NOW)).toBe(true);
    expect(isMovable(match({ status: 'completed' }), NOW)).toBe(false);
  });

  it('keys each team’s request apart: both teams may ask about one match', () => {
    expect(moveKey('m1', 'team1')).not.toBe(moveKey('m1', 'team2'));
  });
});

describe('the captain’s form', () => {
  const schema = moveRequestFormSchema(KICK_OFF, NOW);
  const form = (change: Record<string, string> = {}) =>
    schema.safeParse({
      day: '2026-12-06',
      time: '10:00',
      venue: '',
      note: ' Half the team away ',
      ...change,
    });
  const message = (result: ReturnType<typeof form>) =>
    result.success ? null : result.error.issues.map((issue) => [issue.path[0], issue.message])[0];

  it('turns a New York day and time into the instant, trimmed', () => {
    const parsed = form();
    expect(parsed.success && parsed.data).toEqual({
      date: '2026-12-06T15:00:00.000Z',
      venue: '',
      note: 'Half the team away',
    });
  });

  it('refuses, on the field at fault: no day, no time, the past, the same kick-off, a long note', () => {
    expect(message(form({ day: '' }))).toEqual(['day', 'Choose the new day']);
    expect(message(form({ time: '' }))).toEqual(['time', 'Choose the new kick-off time']);
    expect(message(form({ day: '2026-11-30' }))).toEqual(['day', 'The new kick-off must be in the future']);
    expect(message(form({ day: '2026-12-05', time: '16:00' }))).toEqual([
      'day',
      'This is when the match is now: choose another day, time or field',
    ]);
    expect(form({ day: '2026-12-05', time: '16:00', venue: 'Field 2' }).success).toBe(true);
    expect(message(form({ note: 'x'.repeat(301) }))).toEqual(['note', 'Keep it under 300 characters']);
  });
});

describe('the stored request', () => {
  const stored = {
    type: 'moveRequest',
    matchId: 'm1',
    teamId: 't1',
    leagueId: 'l1',
    fromDate: KICK_OFF,
    date: '2026-12-06T15:00:00.000Z',
    askedAt: '2026-12-01T12:00:00.000Z',
    status: 'asked',
  };

  it('fills what an older phone leaves out, and a decline needs a reason', () => {
    expect(ZMoveRequest.parse(stored)).toMatchObject({
      venue: '',
      note: '',
      decidedAt: null,
      decisionNote: '',
    });
    expect(ZMoveRequest.safeParse({ ...stored, status: 'declined', decisionNote: '' }).success).toBe(false);
    expect(ZMoveRequest.safeParse({ ...stored, status: 'granted' }).success).toBe(false);
  });
});
