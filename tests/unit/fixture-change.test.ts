import { describe, expect, it } from 'vitest';
import {
  fixtureChange,
  fixtureNoticeKey,
  fixtureNoticeOf,
  isCancellationTold,
} from '../../src/domain/fixture-change.ts';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const inDays = (days: number) => new Date(NOW + days * 86_400_000).toISOString();
const match = (days: number, over: { status?: string; venue?: string } = {}) => ({
  status: 'scheduled',
  date: inDays(days),
  venue: 'Field 1',
  ...over,
});

describe('a schedule change the teams must hear of', () => {
  it('a fixture in the next two weeks moved in time or to another field', () => {
    expect(fixtureChange(match(3), match(4), NOW)).toBe('moved');
    expect(fixtureChange(match(3), match(3, { venue: 'Field 2' }), NOW)).toBe('moved');
    // The same instant written another way is no move.
    const same = { ...match(3), date: new Date(Date.parse(inDays(3))).toISOString().replace('.000Z', 'Z') };
    expect(fixtureChange(match(3), same, NOW)).toBeNull();
  });

  it('moved into or out of the next two weeks counts; both further out do not', () => {
    expect(fixtureChange(match(30), match(5), NOW)).toBe('moved');
    expect(fixtureChange(match(5), match(30), NOW)).toBe('moved');
    expect(fixtureChange(match(30), match(31), NOW)).toBeNull();
    // A postponed fixture (its day passed unplayed) given a new day soon.
    expect(fixtureChange(match(-2), match(6), NOW)).toBe('moved');
    // Moved into the past is a correction of the record, not news.
    expect(fixtureChange(match(2), match(-1), NOW)).toBeNull();
  });

  it('called off soon counts; a deletion, a result or an unscheduled fixture does not', () => {
    expect(fixtureChange(match(2), match(2, { status: 'cancelled' }), NOW)).toBe('cancelled');
    expect(fixtureChange(match(20), match(20, { status: 'cancelled' }), NOW)).toBeNull();
    expect(fixtureChange(match(2), null, NOW)).toBeNull();
    expect(fixtureChange(null, match(2), NOW)).toBeNull();
    expect(fixtureChange(match(-1), match(-1, { status: 'completed' }), NOW)).toBeNull();
    expect(
      fixtureChange(match(2, { status: 'cancelled' }), match(3, { status: 'cancelled' }), NOW),
    ).toBeNull();
  });

  it('put back on after being called off counts while it is still to be played soon', () => {
    expect(fixtureChange(match(2, { status: 'cancelled' }), match(2), NOW)).toBe('restored');
    expect(fixtureChange(match(2, { status: 'cancelled' }), match(4, { venue: 'Field 3' }), NOW)).toBe(
      'restored',
    );
    expect(fixtureChange(match(20, { status: 'cancelled' }), match(20), NOW)).toBeNull();
    expect(fixtureChange(match(-2, { status: 'cancelled' }), match(-2), NOW)).toBeNull();
  });

  it('a notice key names its fixture and its save, and reads back', () => {
    const save = { change: 'moved' as const, kickOffMs: NOW, fieldTag: '0a1b2c3d4e', savedAtMs: NOW - 5 };
    const key = fixtureNoticeKey('abcdefghij0123456789', save, 'teamid0123456789abcd-player00000000000');
    expect(fixtureNoticeOf(key)).toEqual({
      matchId: 'abcdefghij0123456789',
      save: `moved-${NOW}-0a1b2c3d4e-${NOW - 5}`,
      savedAtMs: NOW - 5,
    });
    expect(fixtureNoticeOf('reminder-abc-123')).toBeNull();
    expect(fixtureNoticeOf('fixture-short')).toBeNull();
  });

  it('says when cancelling instead of deleting would tell the teams: a scheduled match of the coming days', () => {
    expect(isCancellationTold(match(2), NOW)).toBe(true);
    expect(isCancellationTold(match(20), NOW)).toBe(false);
    expect(isCancellationTold(match(-2), NOW)).toBe(false);
    expect(isCancellationTold(match(2, { status: 'completed' }), NOW)).toBe(false);
    expect(isCancellationTold(match(2, { status: 'cancelled' }), NOW)).toBe(false);
  });
});
