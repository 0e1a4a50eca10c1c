import { describe, expect, it } from 'vitest';
import { countAvailability } from '../../src/domain/availability.ts';
import { awayFormSchema } from '../../src/domain/forms/away-form.ts';
import { awayAt, isAwayAt, rangeDays, rangesFrom } from '../../src/domain/player-away.ts';
import { ZAwayRanges } from '../../src/domain/schemas/player-away.ts';

// ADR 071: a player's dates away, New York days, and what they do to the captain's counts.

const NOW = Date.parse('2026-12-02T15:00:00Z');

describe('dates away', () => {
  it('puts a match on the New York day of its kick-off: 9 PM on the 20th is still the 20th', () => {
    const ranges = [{ from: '2026-12-20', to: '2026-12-27' }];
    expect(isAwayAt(ranges, '2026-12-21T02:00:00Z')).toBe(true);
    expect(isAwayAt(ranges, '2026-12-20T04:00:00Z')).toBe(false);
    expect(isAwayAt(ranges, '2026-12-28T05:30:00Z')).toBe(false);
    expect(isAwayAt([], '2026-12-21T02:00:00Z')).toBe(false);
    expect(rangeDays({ from: '2026-12-20', to: '2026-12-27' })).toBe(8);
  });

  it('keeps the ranges not over, in order and once', () => {
    const kept = rangesFrom(
      [
        { from: '2027-01-05', to: '2027-01-06' },
        { from: '2026-11-01', to: '2026-11-05' },
        { from: '2026-11-30', to: '2026-12-02' },
        { from: '2027-01-05', to: '2027-01-06' },
      ],
      NOW,
    );
    expect(kept).toEqual([
      { from: '2026-11-30', to: '2026-12-02' },
      { from: '2027-01-05', to: '2027-01-06' },
    ]);
  });

  it('counts a player who did not answer and is away as out, but their own answer wins', () => {
    const at = '2026-12-21T02:00:00Z';
    const away = awayAt(
      new Map([
        ['a', [{ from: '2026-12-20', to: '2026-12-27' }]],
        ['b', [{ from: '2026-12-20', to: '2026-12-27' }]],
        ['c', [{ from: '2027-01-01', to: '2027-01-02' }]],
      ]),
      at,
    );
    expect([...away].sort()).toEqual(['a', 'b']);
    const count = countAvailability(
      [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      new Map([['b', 'in']]),
      new Set(),
      away,
    );
    expect(count).toMatchObject({ in: ['b'], out: ['a'], away: ['a'], none: ['c'] });
  });
});

describe('the player’s form and the server’s shape', () => {
  const current = [{ from: '2026-12-24', to: '2026-12-26' }];
  const message = (v: { from: string; to: string }) => {
    const parsed = awayFormSchema(current, NOW).safeParse(v);
    return parsed.success ? null : parsed.error.issues[0]!.message;
  };

  it('adds a stretch to the list, in order', () => {
    expect(awayFormSchema(current, NOW).parse({ from: '2026-12-10', to: '2026-12-12' })).toEqual([
      { from: '2026-12-10', to: '2026-12-12' },
      ...current,
    ]);
  });

  it('refuses missing, reversed, past, too long and one too many', () => {
    expect(message({ from: '', to: '2026-12-12' })).toBe('Choose the first and the last day away');
    expect(message({ from: '2026-12-12', to: '2026-12-10' })).toBe('The last day away comes after the first');
    expect(message({ from: '2026-11-10', to: '2026-11-12' })).toBe('Those dates are over');
    expect(message({ from: '2026-12-10', to: '2027-05-10' })).toBe('A stretch away is at most 120 days');
    const ten = Array.from({ length: 10 }, (_, i) => ({
      from: `2027-02-${String(i + 10)}`,
      to: `2027-02-${String(i + 10)}`,
    }));
    const full = awayFormSchema(ten, NOW).safeParse({ from: '2026-12-10', to: '2026-12-12' });
    expect(full.success ? null : full.error.issues[0]!.message).toBe(
      'At most 10 stretches away at once: remove one first',
    );
  });

  it('holds the same limits on what the server keeps', () => {
    expect(ZAwayRanges.safeParse([{ from: '2026-12-12', to: '2026-12-10' }]).success).toBe(false);
    expect(ZAwayRanges.safeParse([{ from: '2026-12-10', to: '2027-05-10' }]).success).toBe(false);
    expect(ZAwayRanges.safeParse([{ from: '2026-12-10', to: '2026-12-12' }]).success).toBe(true);
  });
});
