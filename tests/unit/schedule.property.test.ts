import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breaksIn, homeAwayPattern } from '../../src/domain/round-robin.ts';
import { LATE_SPREAD_BOUND, lateCounts, planSeason, type TSeasonInput } from '../../src/domain/schedule.ts';

const times = fc.uniqueArray(fc.constantFrom('09:00', '10:30', '12:00', '14:00', '16:00', '17:45', '19:30'), {
  minLength: 1,
  maxLength: 3,
});
const input: fc.Arbitrary<TSeasonInput> = fc.record({
  teams: fc.integer({ min: 2, max: 20 }).map((n) => Array.from({ length: n }, (_, i) => `team${i}`)),
  kind: fc.constantFrom('single' as const, 'double' as const),
  // Inside standard time and daylight time alike; the generator refuses only a changing hour.
  firstDay: fc
    .date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 3 }),
  fields: fc
    .uniqueArray(fc.constantFrom('Randalls 12', 'Pier 5', 'McCarren', 'Flushing 4'), {
      minLength: 1,
      maxLength: 3,
    })
    .chain((venues) => fc.tuple(...venues.map((venue) => times.map((t) => ({ venue, times: t }))))),
  blackouts: fc.array(
    fc
      .date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    { maxLength: 12 },
  ),
});

function playingDays(season: TSeasonInput): number {
  const blackouts = new Set(season.blackouts);
  let count = 0;
  for (let i = 0; i < 3 * 366; i++) {
    const day = new Date(Date.parse(`${season.firstDay}T00:00:00Z`) + i * 86_400_000)
      .toISOString()
      .slice(0, 10);
    if (season.weekdays.includes(new Date(`${day}T00:00:00Z`).getUTCDay()) && !blackouts.has(day)) count += 1;
  }
  return count;
}
function daysNeeded(season: TSeasonInput): number {
  const n = season.teams.length;
  const rounds = (n % 2 === 0 ? n - 1 : n) * (season.kind === 'double' ? 2 : 1);
  const perDay = season.fields.reduce((sum, f) => sum + f.times.length, 0);
  return rounds * Math.ceil(Math.floor(n / 2) / perDay);
}

describe('the season generator, over random leagues (2 to 20 teams, single and double)', () => {
  it('keeps every rule', () => {
    fc.assert(
      fc.property(input, (season) => {
        const planned = planSeason(season);
        const n = season.teams.length;
        if (!planned.ok) {
          // Refused only when the calendar truly cannot hold it within three years.
          expect(planned.errors).toEqual([
            'Not enough playing days in the next three years: add weekdays or fields',
          ]);
          expect(daysNeeded(season)).toBeGreaterThan(playingDays(season));
          return;
        }
        const { matches } = planned.season;
        const meetings = season.kind === 'double' ? 2 : 1;
        // Every pair the right number of times (once at each home in a double round robin).
        expect(matches).toHaveLength((n * (n - 1) * meetings) / 2);
        const pairs = new Map<string, number>();
        for (const m of matches) {
          const key =
            season.kind === 'double'
              ? `${m.homeTeamId}>${m.awayTeamId}`
              : [m.homeTeamId, m.awayTeamId].sort().join('|');
          pairs.set(key, (pairs.get(key) ?? 0) + 1);
        }
        expect([...pairs.values()].every((c) => c === 1)).toBe(true);
        // No team twice on a day (a round never shares its day), no slot twice.
        const teamDays = matches.flatMap((m) => [`${m.homeTeamId}|${m.day}`, `${m.awayTeamId}|${m.day}`]);
        expect(new Set(teamDays).size).toBe(teamDays.length);
        const slots = matches.map((m) => `${m.day}|${m.time}|${m.venue}`);
        expect(new Set(slots).size).toBe(slots.length);
        // Nothing on a blackout date or another weekday, nothing before the first day.
        const blackouts = new Set(season.blackouts);
        for (const m of matches) {
          expect(blackouts.has(m.day)).toBe(false);
          expect(season.weekdays).toContain(new Date(`${m.day}T00:00:00Z`).getUTCDay());
          expect(m.day >= season.firstDay).toBe(true);
        }
        // At most one home/away break per team per half.
        for (const team of season.teams)
          for (const half of [1, 2] as const)
            expect(breaksIn(homeAwayPattern(matches, team, half))).toBeLessThanOrEqual(1);
        // Late kick-offs shared fairly.
        const late = [...lateCounts(matches, season.teams).values()];
        expect(Math.max(...late) - Math.min(...late)).toBeLessThanOrEqual(LATE_SPREAD_BOUND);
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
