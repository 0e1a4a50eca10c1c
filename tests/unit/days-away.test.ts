import { describe, expect, it, vi } from 'vitest';
import { checkDocShape } from '../../src/domain/databases.ts';
import { daysFrom, isAwayOn, leagueDayOf, withDay, withoutDay } from '../../src/domain/days-away.ts';
import { dayAwayFormSchema } from '../../src/domain/forms/day-away-form.ts';
import { DAYS_AWAY_MAX } from '../../src/domain/schemas/days-away.ts';

// ADR 051: a referee's days away are New York calendar dates; a match is on the day its kick-off
// falls on in New York.

const NOW = Date.parse('2026-11-29T15:00:00Z');

describe("a referee's days away", () => {
  it('puts a late kick-off on its New York day, in winter and in summer', () => {
    // 9 pm in New York is already the next day in UTC.
    expect(leagueDayOf('2026-12-06T02:00:00.000Z')).toBe('2026-12-05');
    expect(leagueDayOf('2026-07-05T03:30:00.000Z')).toBe('2026-07-04');
    expect(leagueDayOf('2026-07-05T04:30:00.000Z')).toBe('2026-07-05');
    expect(isAwayOn(['2026-12-05'], '2026-12-06T02:00:00.000Z')).toBe(true);
    expect(isAwayOn(['2026-12-06'], '2026-12-06T02:00:00.000Z')).toBe(false);
    expect(isAwayOn(undefined, '2026-12-06T02:00:00.000Z')).toBe(false);
  });

  it('keeps days once, in order, from today on, and no more than the cap', () => {
    expect(daysFrom(['2026-12-20', '2026-11-28', '2026-12-01', '2026-12-20'], NOW)).toEqual([
      '2026-12-01',
      '2026-12-20',
    ]);
    // Today in New York counts (10 am there).
    expect(withDay([], '2026-11-29', NOW)).toEqual(['2026-11-29']);
    expect(withDay(['2026-12-20'], '2026-12-05', NOW)).toEqual(['2026-12-05', '2026-12-20']);
    expect(withoutDay(['2026-12-05', '2026-12-20'], '2026-12-05', NOW)).toEqual(['2026-12-20']);
    const full = Array.from({ length: DAYS_AWAY_MAX }, (_, i) =>
      new Date(NOW + (i + 1) * 86_400_000).toISOString().slice(0, 10),
    );
    expect(withDay(full, '2027-06-01', NOW)).toBeNull();
    // A day already there does not count twice.
    expect(withDay(full, full[0]!, NOW)).toHaveLength(DAYS_AWAY_MAX);
  });

  it('are stored in order, once each, at most the cap', () => {
    const doc = (days: string[]) => ({
      _id: 'daysAway:ref1',
      type: 'daysAway',
      refereeId: 'ref1',
      days,
      updatedAt: '2026-11-29T15:00:00.000Z',
    });
    expect(checkDocShape('referee', doc(['2026-12-01', '2026-12-05'])).ok).toBe(true);
    expect(checkDocShape('referee', doc(['2026-12-05', '2026-12-01'])).ok).toBe(false);
    expect(checkDocShape('referee', doc(['2026-12-05', '2026-12-05'])).ok).toBe(false);
    expect(checkDocShape('referee', doc(['12/05/2026'])).ok).toBe(false);
    expect(checkDocShape('referee', doc(Array(DAYS_AWAY_MAX + 1).fill('2026-12-05'))).ok).toBe(false);
  });

  it("the form takes a day from today to a year ahead, each refusal in the referee's words", () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    try {
      const problem = (day: string) => {
        const result = dayAwayFormSchema.safeParse({ day });
        return result.success ? null : result.error.issues[0]!.message;
      };
      expect(problem('')).toBe('Pick a day');
      expect(problem('next friday')).toBe('Pick a day from the calendar');
      expect(problem('2026-11-28')).toBe('Pick today or a later day');
      expect(problem('2027-12-31')).toBe('Pick a day within a year');
      expect(problem('2026-11-29')).toBeNull();
      expect(problem('2027-11-29')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
