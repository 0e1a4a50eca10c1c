import { describe, expect, it } from 'vitest';
import { countdown, isThisWeek, isToday, isUpcomingFixture, resultLabel } from '../../src/domain/fixtures.ts';

const at = (iso: string) => Date.parse(iso);

describe('result labels', () => {
  it.each([
    [{ status: 'completed', date: '', score: { home: 2, away: 1 } }, 'Home Win'],
    [{ status: 'completed', date: '', score: { home: 0, away: 3 } }, 'Away Win'],
    [{ status: 'completed', date: '', score: { home: 1, away: 1 } }, 'Draw'],
    [{ status: 'scheduled', date: '', score: null }, 'Not played'],
    [{ status: 'completed', date: '', score: null }, 'No score'],
    [{ status: 'cancelled', date: '', score: null }, 'No score'],
  ])('%o is %s', (match, label) => {
    expect(resultLabel(match)).toBe(label);
  });
});

describe('countdown texts', () => {
  const now = at('2026-11-21T12:00:00Z');
  it('counts whole days, then whole hours, then says Today', () => {
    expect(countdown('2026-11-24T13:00:00Z', now)).toBe('In 3 days');
    expect(countdown('2026-11-22T12:00:00Z', now)).toBe('In 1 day');
    expect(countdown('2026-11-22T11:00:00Z', now)).toBe('In 23 hours');
    expect(countdown('2026-11-21T13:30:00Z', now)).toBe('In 1 hour');
    expect(countdown('2026-11-21T12:30:00Z', now)).toBe('Today');
  });
});

describe('today and this week, in New York', () => {
  it('uses the New York calendar day, whatever the device zone', () => {
    // 8 PM on 21 November in New York is already 22 November in UTC.
    const now = at('2026-11-22T01:00:00Z');
    expect(isToday('2026-11-21T23:00:00Z', now)).toBe(true);
    expect(isToday('2026-11-22T06:00:00Z', now)).toBe(false);
  });

  it('takes the next 7 days from now', () => {
    const now = at('2026-11-21T12:00:00Z');
    expect(isThisWeek('2026-11-21T11:00:00Z', now)).toBe(false);
    expect(isThisWeek('2026-11-28T11:59:00Z', now)).toBe(true);
    expect(isThisWeek('2026-11-28T12:00:00Z', now)).toBe(false);
  });

  it('keeps a 7-day window across the autumn clock change', () => {
    // Clocks go back on 1 November 2026: the week holds 7 × 24 hours of real time, one more on the wall.
    const now = at('2026-10-29T16:00:00Z'); // noon EDT
    expect(isThisWeek('2026-11-05T16:59:00Z', now)).toBe(true); // 11:59 EST
    expect(isThisWeek('2026-11-05T17:00:00Z', now)).toBe(false);
    expect(isToday('2026-11-01T05:30:00Z', at('2026-11-01T16:00:00Z'))).toBe(true); // 1:30 EDT, same day
  });

  it('calls upcoming only a future scheduled match', () => {
    const now = at('2026-11-21T12:00:00Z');
    expect(isUpcomingFixture({ status: 'scheduled', date: '2026-11-22T12:00:00Z', score: null }, now)).toBe(
      true,
    );
    expect(isUpcomingFixture({ status: 'scheduled', date: '2026-11-20T12:00:00Z', score: null }, now)).toBe(
      false,
    );
    expect(isUpcomingFixture({ status: 'cancelled', date: '2026-11-22T12:00:00Z', score: null }, now)).toBe(
      false,
    );
  });
});
