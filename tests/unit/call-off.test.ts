import { describe, expect, it } from 'vitest';
import { callOffSchema, fieldsOfDay, matchesToCallOff } from '../../src/domain/forms/call-off-form.ts';

const fixture = (id: string, date: string, venue: string, status = 'scheduled') => ({
  id,
  date,
  venue,
  status,
});
const matches = [
  fixture('a', '2026-12-06T16:00:00.000Z', 'Field 1'),
  fixture('b', '2026-12-06T18:00:00.000Z', 'Field 2'),
  // 8 PM in New York on the 6th is already the 7th in UTC.
  fixture('c', '2026-12-07T01:00:00.000Z', 'Field 1'),
  fixture('d', '2026-12-06T20:00:00.000Z', 'Field 1', 'completed'),
  fixture('e', '2026-12-06T21:00:00.000Z', 'Field 1', 'cancelled'),
  fixture('f', '2026-12-07T16:00:00.000Z', 'Field 1'),
];

describe('calling off a day', () => {
  it('takes the scheduled matches of the New York day, on one field or all', () => {
    expect(matchesToCallOff(matches, '2026-12-06', '').map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(matchesToCallOff(matches, '2026-12-06', 'Field 1').map((m) => m.id)).toEqual(['a', 'c']);
    expect(matchesToCallOff(matches, '2026-12-08', '')).toEqual([]);
    expect(fieldsOfDay(matches, '2026-12-06')).toEqual(['Field 1', 'Field 2']);
  });

  it('asks for a day first, in words', () => {
    const refused = callOffSchema.safeParse({ day: '', venue: '' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['day'], message: 'Choose the day to call off' });
    expect(callOffSchema.safeParse({ day: '2026-12-06', venue: 'Field 1' }).success).toBe(true);
  });
});
