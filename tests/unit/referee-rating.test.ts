import { describe, expect, it } from 'vitest';
import { averageRating, isRatable, RATING_WINDOW_DAYS } from '../../src/domain/referee-rating.ts';

const DAY = 86_400_000;
const kickOff = Date.parse('2026-11-22T21:00:00.000Z');
const match = (over = {}) => ({
  status: 'completed' as const,
  refereeId: 'referee1',
  date: new Date(kickOff).toISOString(),
  ...over,
});

describe("a referee's rating", () => {
  it('averages to one decimal, and is null with no rating (spec: N/A if none)', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([4, 5, 2])).toBe(3.7);
    expect(averageRating([5, 4])).toBe(4.5);
    expect(averageRating([1, 2, 2])).toBe(1.7);
    expect(averageRating([3])).toBe(3);
  });

  it('may be given for a played match with a referee, from kick-off to 14 days after', () => {
    expect(isRatable(match(), kickOff + DAY)).toBe(true);
    expect(isRatable(match(), kickOff + RATING_WINDOW_DAYS * DAY)).toBe(true);
    expect(isRatable(match(), kickOff + RATING_WINDOW_DAYS * DAY + 1)).toBe(false);
    expect(isRatable(match({ status: 'scheduled' }), kickOff + DAY)).toBe(false);
    expect(isRatable(match({ refereeId: null }), kickOff + DAY)).toBe(false);
    expect(isRatable(match({ date: 'not a date' }), kickOff + DAY)).toBe(false);
  });
});
