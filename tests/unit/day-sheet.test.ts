import { describe, expect, it } from 'vitest';
import { daySheet, nextMatchDay } from '../../src/domain/day-sheet.ts';

// ADR 068: a match day field by field, from the desk's own data.

const match = (id: string, date: string, venue: string, status = 'scheduled') => ({
  id,
  date,
  venue,
  status,
});

describe("the day's sheet", () => {
  // Saturday 5 December 2026 in New York (EST): 10:00 is 15:00Z; 23:30 on Friday is 04:30Z Saturday.
  const matches = [
    match('late', '2026-12-05T19:00:00.000Z', 'Field 3'),
    match('early', '2026-12-05T15:00:00.000Z', 'Field 1'),
    match('off', '2026-12-05T17:00:00.000Z', 'Field 1', 'cancelled'),
    match('friday-night', '2026-12-05T04:30:00.000Z', 'Field 9'),
    match('sunday', '2026-12-06T15:00:00.000Z', 'Field 1'),
  ];

  it('groups a New York day by field, fields by their first kick-off, each by kick-off', () => {
    expect(daySheet(matches, '2026-12-05').map((f) => [f.venue, f.matches.map((m) => m.id)])).toEqual([
      ['Field 1', ['early', 'off']],
      ['Field 3', ['late']],
    ]);
    expect(daySheet(matches, '2026-12-04').map((f) => f.venue)).toEqual(['Field 9']);
    expect(daySheet(matches, '2026-12-07')).toEqual([]);
  });

  it('opens on the first day from today with a scheduled match', () => {
    expect(nextMatchDay(matches, Date.parse('2026-12-05T12:00:00.000Z'))).toBe('2026-12-05');
    expect(nextMatchDay(matches, Date.parse('2026-12-05T23:00:00.000Z'))).toBe('2026-12-05');
    expect(nextMatchDay(matches, Date.parse('2026-12-06T20:00:00.000Z'))).toBe('2026-12-06');
    expect(nextMatchDay(matches, Date.parse('2026-12-07T12:00:00.000Z'))).toBeNull();
  });
});
