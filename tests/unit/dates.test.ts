import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatLeagueDate,
  formatLeagueDateTime,
  formatLeagueTime,
  instantToLeagueLocalInput,
  journeeWeek,
  leagueLocalToInstant,
  toLeagueLocal,
} from '../../src/domain/dates.ts';

describe('New York wall-clock times', () => {
  it('converts summer and winter times with the right offset', () => {
    expect(leagueLocalToInstant('2026-07-04T16:00')).toEqual({
      ok: true,
      instant: '2026-07-04T20:00:00.000Z',
    });
    expect(leagueLocalToInstant('2026-01-10T16:00')).toEqual({
      ok: true,
      instant: '2026-01-10T21:00:00.000Z',
    });
  });

  it('rejects a time skipped by the spring change', () => {
    const result = leagueLocalToInstant('2026-03-08T02:30');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.code).toBe('nonexistent');
  });

  it('asks which one when the autumn change repeats a time', () => {
    const result = leagueLocalToInstant('2026-11-01T01:30');
    expect(result).toMatchObject({
      ok: false,
      code: 'ambiguous',
      candidates: ['2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z'],
    });
    expect(leagueLocalToInstant('2026-11-01T01:30', 'earlier')).toEqual({
      ok: true,
      instant: '2026-11-01T05:30:00.000Z',
    });
    expect(leagueLocalToInstant('2026-11-01T01:30', 'later')).toEqual({
      ok: true,
      instant: '2026-11-01T06:30:00.000Z',
    });
  });

  it('accepts the minutes either side of each change', () => {
    expect(leagueLocalToInstant('2026-03-08T01:59')).toEqual({
      ok: true,
      instant: '2026-03-08T06:59:00.000Z',
    });
    expect(leagueLocalToInstant('2026-03-08T03:00')).toEqual({
      ok: true,
      instant: '2026-03-08T07:00:00.000Z',
    });
    expect(leagueLocalToInstant('2026-11-01T02:00')).toEqual({
      ok: true,
      instant: '2026-11-01T07:00:00.000Z',
    });
  });

  it('rejects impossible dates and malformed input', () => {
    expect(leagueLocalToInstant('2026-02-30T10:00')).toMatchObject({ ok: false, code: 'invalid' });
    expect(leagueLocalToInstant('2026-02-03 10:00')).toMatchObject({ ok: false, code: 'invalid' });
    expect(leagueLocalToInstant('2026-02-03T24:00')).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('round-trips through the datetime-local value', () => {
    expect(instantToLeagueLocalInput('2026-09-06T20:00:00.000Z')).toBe('2026-09-06T16:00');
  });

  it('shows US dates and 12-hour times in New York, whatever the device zone', () => {
    // 02:30 UTC on 7 September is still 6 September in New York.
    expect(formatLeagueDate('2026-09-07T02:30:00.000Z')).toBe('09/06/2026');
    expect(formatLeagueTime('2026-09-07T02:30:00.000Z')).toBe('10:30 PM');
    expect(formatLeagueTime('2026-09-06T16:05:00.000Z')).toBe('12:05 PM');
    expect(formatLeagueTime('2026-09-06T04:05:00.000Z')).toBe('12:05 AM');
    expect(formatCalendarDate('2026-09-06')).toBe('09/06/2026');
  });

  it('writes a 24-hour clock as each language does: 04:05 in French, 4:05 in Spanish', () => {
    const early = '2026-09-06T08:05:00.000Z'; // 4:05 in the morning in New York
    expect(formatLeagueTime(early, 'fr')).toBe('04:05');
    expect(formatLeagueTime(early, 'es')).toBe('4:05');
    expect(formatLeagueTime('2026-09-06T20:05:00.000Z', 'fr')).toBe('16:05');
    expect(formatLeagueDateTime(early, 'fr')).toBe('dim. 6 septembre à 04:05');
  });
});

describe('Journée week number', () => {
  // 2026 starts on a Thursday, so week 1 is 1-3 January and week 2 starts Sunday 4 January.
  it('counts weeks from 1 January by day of week', () => {
    expect(journeeWeek('2026-01-01T17:00:00.000Z')).toBe(1);
    expect(journeeWeek('2026-01-03T17:00:00.000Z')).toBe(1);
    expect(journeeWeek('2026-01-04T17:00:00.000Z')).toBe(2);
    expect(journeeWeek('2026-09-06T20:00:00.000Z')).toBe(37); // a Sunday
    expect(journeeWeek('2026-09-05T20:00:00.000Z')).toBe(36); // the Saturday before
  });
  it('uses the New York date, not the UTC one', () => {
    // Saturday 10 PM in New York is already Sunday in UTC.
    expect(journeeWeek('2026-09-06T02:00:00.000Z')).toBe(36);
  });
  it('starts again in a year that begins on Sunday', () => {
    expect(journeeWeek('2023-01-01T17:00:00.000Z')).toBe(1);
    expect(journeeWeek('2023-01-07T17:00:00.000Z')).toBe(1);
    expect(journeeWeek('2023-01-08T17:00:00.000Z')).toBe(2);
  });
});

describe('New York time written by hand (issue #36)', () => {
  const intl = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const byIntl = (ms: number) => {
    const parts = Object.fromEntries(intl.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
    return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
  };

  it('agrees with the time zone database for every hour from 2007 to 2045', () => {
    const misses: string[] = [];
    for (let ms = Date.UTC(2007, 0, 1); ms < Date.UTC(2046, 0, 1); ms += 3_600_000) {
      const local = toLeagueLocal(new Date(ms));
      const expected = byIntl(ms);
      if (JSON.stringify(local) !== JSON.stringify(expected)) misses.push(new Date(ms).toISOString());
    }
    expect(misses).toEqual([]);
  });

  it('agrees minute by minute around the changes, and before 2007 through Intl', () => {
    const around = [
      Date.UTC(2026, 2, 8, 7),
      Date.UTC(2026, 10, 1, 6),
      Date.UTC(2031, 2, 9, 7),
      Date.UTC(2031, 10, 2, 6),
    ];
    for (const change of around) {
      for (let ms = change - 90 * 60_000; ms <= change + 90 * 60_000; ms += 60_000) {
        expect(toLeagueLocal(new Date(ms + 30_000))).toEqual(byIntl(ms + 30_000));
      }
    }
    // 2006 still had the old rules (April to October).
    expect(toLeagueLocal('2006-03-20T12:00:00.000Z')).toEqual(byIntl(Date.UTC(2006, 2, 20, 12)));
    expect(toLeagueLocal('2006-03-20T12:00:00.000Z').hour).toBe(7);
  });
});
