import { describe, expect, it } from 'vitest';
import { breaksIn, homeAwayPattern, roundRobin } from '../../src/domain/round-robin.ts';
import {
  freeSlots,
  moveMatch,
  planSeason,
  swapMatches,
  type TSeasonInput,
} from '../../src/domain/schedule.ts';

const teams = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const base: TSeasonInput = {
  teams,
  kind: 'double',
  firstDay: '2026-09-05',
  weekdays: [6],
  fields: [
    { venue: 'Randalls 12', times: ['16:00', '17:45'] },
    { venue: 'Pier 5', times: ['16:00', '17:45'] },
  ],
  blackouts: [],
};
const plan = (input: Partial<TSeasonInput>) => planSeason({ ...base, ...input });

describe('round robin', () => {
  it('gives an odd number of teams one bye a round, and every team alternates home and away', () => {
    const rr = roundRobin(['a', 'b', 'c', 'd', 'e'], 'single');
    expect(rr.rounds).toBe(5);
    expect(rr.byes.map((b) => b.teamId).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    for (const team of ['a', 'b', 'c', 'd', 'e'])
      expect(breaksIn(homeAwayPattern(rr.pairings, team))).toBe(0);
  });
  it('mirrors the first half in a double round robin', () => {
    const rr = roundRobin(teams, 'double');
    const first = rr.pairings.filter((p) => p.half === 1);
    const second = rr.pairings.filter((p) => p.half === 2);
    expect(second.map((p) => `${p.awayTeamId}>${p.homeTeamId}|${p.round - 7}`)).toEqual(
      first.map((p) => `${p.homeTeamId}>${p.awayTeamId}|${p.round}`),
    );
  });
});

describe('the calendar', () => {
  it('plays on the chosen weekdays from the first matchday, and skips blackout dates', () => {
    const planned = plan({ blackouts: ['2026-09-12', '2026-10-10'] });
    if (!planned.ok) throw new Error(planned.errors.join());
    const days = [...new Set(planned.season.matches.map((m) => m.day))];
    expect(days.slice(0, 4)).toEqual(['2026-09-05', '2026-09-19', '2026-09-26', '2026-10-03']);
    expect(days).toHaveLength(14);
    expect(days).not.toContain('2026-10-10');
  });

  it('New York time: 16:00 on a summer Saturday is 20:00 UTC, on a winter one 21:00 UTC', () => {
    const planned = plan({ firstDay: '2026-10-31', kind: 'single' });
    if (!planned.ok) throw new Error(planned.errors.join());
    const first = planned.season.matches.find((m) => m.day === '2026-10-31' && m.time === '16:00')!;
    const later = planned.season.matches.find((m) => m.day === '2026-11-07' && m.time === '16:00')!;
    expect(first.date).toBe('2026-10-31T20:00:00.000Z');
    expect(later.date).toBe('2026-11-07T21:00:00.000Z');
  });

  // The changes of 2026 (8 March, 1 November) and 2027 (14 March, 7 November), all Sundays.
  for (const [day, time, why] of [
    ['2026-03-08', '02:30', 'does not exist (the clocks skip it)'],
    ['2026-11-01', '01:30', 'happens twice (the clocks go back)'],
    ['2027-03-14', '02:00', 'does not exist (the clocks skip it)'],
    ['2027-11-07', '01:15', 'happens twice (the clocks go back)'],
  ] as const) {
    it(`refuses a ${time} slot on ${day}, and plays 16:00 that day`, () => {
      const slot = { firstDay: day, weekdays: [0], kind: 'single' as const, teams: ['a', 'b'] };
      const refused = plan({ ...slot, fields: [{ venue: 'Pier 5', times: [time, '16:00'] }] });
      const [y, m, d] = day.split('-');
      expect(refused).toEqual({
        ok: false,
        errors: [
          `${time} on ${m}/${d}/${y} ${why} in New York. Make that day a blackout or change the time.`,
        ],
      });
      const fine = plan({ ...slot, fields: [{ venue: 'Pier 5', times: ['16:00'] }] });
      if (!fine.ok) throw new Error(fine.errors.join());
      const offset = day.endsWith('-03-08') || day.endsWith('-03-14') ? 20 : 21;
      expect(fine.season.matches[0]!.date).toBe(`${day}T${offset}:00:00.000Z`);
      // A blackout on the change day moves the season to the next Sunday instead.
      const moved = plan({ ...slot, fields: [{ venue: 'Pier 5', times: [time] }], blackouts: [day] });
      if (!moved.ok) throw new Error(moved.errors.join());
      expect(moved.season.matches[0]!.day).not.toBe(day);
    });
  }

  it('says what is missing instead of guessing', () => {
    expect(plan({ teams: ['a'], weekdays: [], fields: [], firstDay: '' })).toEqual({
      ok: false,
      errors: [
        'A season needs at least 2 teams',
        'Choose the first matchday',
        'Choose at least one weekday to play on',
        'Add at least one field with a time slot',
      ],
    });
    expect(plan({ fields: [{ venue: 'Pier 5', times: ['4pm'] }] })).toMatchObject({
      errors: ['Pier 5: "4pm" is not a time like 16:00'],
    });
  });

  it('regenerates only what is left: played pairings stay out', () => {
    const played = [
      { homeTeamId: 'a', awayTeamId: 'b' },
      { homeTeamId: 'c', awayTeamId: 'd' },
    ];
    const planned = plan({ played });
    if (!planned.ok) throw new Error(planned.errors.join());
    expect(planned.season.matches).toHaveLength(56 - 2);
    expect(planned.season.matches.some((m) => m.homeTeamId === 'a' && m.awayTeamId === 'b')).toBe(false);
    expect(planned.season.matches.some((m) => m.homeTeamId === 'b' && m.awayTeamId === 'a')).toBe(true);
  });
});

describe('editing the preview', () => {
  const planned = plan({});
  if (!planned.ok) throw new Error('no season');
  const { matches } = planned.season;

  it('swaps two matches of a day: each takes the other one’s time and field', () => {
    const j = matches.findIndex((m, k) => k > 0 && m.day === matches[0]!.day && m.time !== matches[0]!.time);
    const swapped = swapMatches(matches, 0, j);
    if (!swapped.ok) throw new Error('refused');
    const find = (m: (typeof matches)[number]) =>
      swapped.matches.find((o) => o.homeTeamId === m.homeTeamId && o.awayTeamId === m.awayTeamId)!;
    expect(find(matches[0]!)).toMatchObject({
      time: matches[j]!.time,
      venue: matches[j]!.venue,
      isLate: matches[j]!.isLate,
    });
    expect(find(matches[j]!)).toMatchObject({ time: matches[0]!.time, venue: matches[0]!.venue });
  });

  it('refuses a swap that puts a team on the field twice in a day', () => {
    // Eight teams play every round, so a match moved to another round's day meets its teams there.
    const j = matches.findIndex((m) => m.day !== matches[0]!.day);
    expect(swapMatches(matches, 0, j)).toMatchObject({ ok: false, teamId: expect.any(String) });
  });

  it('moves a match to a free slot, and refuses a taken one', () => {
    const spare = plan({ fields: [...base.fields, { venue: 'McCarren', times: ['16:00'] }] });
    if (!spare.ok) throw new Error('no season');
    const free = freeSlots(spare.season, spare.season.matches);
    expect(free.length).toBeGreaterThan(0);
    const onSameDay = free.find((s) => s.day === spare.season.matches[0]!.day)!;
    expect(moveMatch(spare.season.matches, 0, onSameDay)).toMatchObject({ ok: true });
    expect(moveMatch(spare.season.matches, 0, spare.season.matches[1]!)).toMatchObject({ ok: false });
  });
});
