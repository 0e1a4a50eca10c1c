import { describe, expect, it } from 'vitest';
import {
  BOOKING_MS,
  bookingClashes,
  clashesOf,
  isFieldFree,
  type TBooking,
} from '../../src/domain/bookings.ts';
import { planSeason } from '../../src/domain/schedule.ts';

// ADR 069: two leagues on one field, one referee on two fields.

let n = 0;
const match = (over: Partial<TBooking>): TBooking => ({
  id: `m${++n}`,
  leagueId: 'first',
  homeTeamId: 'a',
  awayTeamId: 'b',
  date: '2026-12-06T21:00:00.000Z',
  venue: 'Pier 5',
  refereeId: null,
  status: 'scheduled',
  ...over,
});
const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();
const FOUR_PM = '2026-12-06T21:00:00.000Z';

describe('clashes of one match', () => {
  it('finds another league on the same field within 90 minutes, whatever the spelling of the field', () => {
    const other = match({ leagueId: 'second', venue: '  pier   5 ', date: at(FOUR_PM, 60) });
    const found = clashesOf({ id: 'new', date: FOUR_PM, venue: 'Pier 5', refereeId: null }, [other]);
    expect(found.field).toEqual([other]);
    expect(found.referee).toEqual([]);
  });

  it('lets back-to-back kick-offs share a field and a referee (4:00 and 5:45)', () => {
    const earlier = match({ refereeId: 'maria', date: FOUR_PM });
    const found = clashesOf({ id: 'new', date: at(FOUR_PM, 105), venue: 'Pier 5', refereeId: 'maria' }, [
      earlier,
    ]);
    expect(found).toEqual({ field: [], referee: [] });
    expect(BOOKING_MS).toBe(90 * 60_000);
  });

  it('finds the referee on another field at the same hour, and ignores itself and called-off matches', () => {
    const elsewhere = match({ venue: 'Randalls 12', refereeId: 'maria' });
    const cancelled = match({ status: 'cancelled', refereeId: 'maria' });
    const itself = match({ refereeId: 'maria' });
    const found = clashesOf(itself, [elsewhere, cancelled, itself]);
    expect(found.referee).toEqual([elsewhere]);
    expect(found.field).toEqual([]);
  });

  it('never counts an empty field as shared', () => {
    expect(clashesOf(match({ venue: '' }), [match({ venue: ' ' })]).field).toEqual([]);
  });
});

describe('clashes across the desk', () => {
  it('lists each pair once, soonest first, coming scheduled matches only', () => {
    const past = match({ date: '2026-11-29T21:00:00.000Z' });
    const pastToo = match({ date: '2026-11-29T21:30:00.000Z' });
    const a = match({ date: at(FOUR_PM, 7 * 24 * 60), refereeId: 'maria' });
    const b = match({ date: at(FOUR_PM, 7 * 24 * 60 + 30), refereeId: 'maria', venue: 'Randalls 12' });
    const c = match({ date: FOUR_PM });
    const d = match({ date: at(FOUR_PM, 45), leagueId: 'second' });
    const played = match({ date: FOUR_PM, status: 'completed' });
    const clashes = bookingClashes([a, b, c, d, past, pastToo, played], Date.parse('2026-12-01T00:00:00Z'));
    expect(clashes.map((x) => [x.kind, x.first.id, x.second.id])).toEqual([
      ['field', c.id, d.id],
      ['referee', a.id, b.id],
    ]);
  });
});

describe('the season generator with another league on the fields', () => {
  const input = {
    teams: ['a', 'b', 'c', 'd'],
    kind: 'single' as const,
    firstDay: '2026-12-05',
    weekdays: [6],
    fields: [{ venue: 'Pier 5', times: ['16:00', '17:45'] }],
    blackouts: [],
  };

  it('skips a slot another league holds and says how many', () => {
    const taken = [match({ venue: 'pier 5', date: '2026-12-05T21:00:00.000Z' })];
    const planned = planSeason({ ...input, taken });
    if (!planned.ok) throw new Error(planned.errors.join());
    expect(planned.season.skipped).toBe(1);
    for (const m of planned.season.matches) expect(isFieldFree(m.venue, m.date, taken)).toBe(true);
    // The day kept one slot: the round's second match spilled to the next Saturday.
    expect(planned.season.matches.filter((m) => m.day === '2026-12-05')).toHaveLength(1);
    expect(planned.season.slots.some((s) => s.date === taken[0]!.date)).toBe(false);
  });

  it('ignores a called-off match there, and skips nothing without other leagues', () => {
    const taken = [match({ venue: 'Pier 5', date: '2026-12-05T21:00:00.000Z', status: 'cancelled' })];
    const planned = planSeason({ ...input, taken });
    const alone = planSeason(input);
    if (!planned.ok || !alone.ok) throw new Error('no plan');
    expect(planned.season.skipped).toBe(0);
    expect(planned.season.matches).toEqual(alone.season.matches);
    expect(alone.season.skipped).toBe(0);
  });
});
