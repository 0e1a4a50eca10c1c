import { describe, expect, it } from 'vitest';
import { lineupFormSchema } from '../../src/domain/forms/lineup-form.ts';
import { LINEUP_SQUAD_MAX, LINEUP_STARTERS_MAX } from '../../src/domain/limits.ts';
import { lineOf, lineupParts, lineupPlace, pickOf } from '../../src/domain/lineup.ts';
import { ZLineup } from '../../src/domain/schemas/lineup.ts';

// ADR 070: the captain's line-up as picked, stored and read back.

const line = (
  playerId: string,
  role: 'starter' | 'bench',
  position: 'GK' | 'DF' | 'MF' | 'FW' | null = null,
) => ({
  playerId,
  role,
  position,
});

describe('a line-up read back', () => {
  it('orders the starters from the goalkeeper forwards, those with no position last', () => {
    const parts = lineupParts([
      line('a', 'starter', 'FW'),
      line('b', 'bench'),
      line('c', 'starter'),
      line('d', 'starter', 'GK'),
      line('e', 'starter', 'DF'),
    ]);
    expect(parts.starters.map((p) => p.playerId)).toEqual(['d', 'e', 'a', 'c']);
    expect(parts.bench.map((p) => p.playerId)).toEqual(['b']);
  });

  it('gives a player their place, or out, with the counts', () => {
    const players = [line('a', 'starter', 'MF'), line('b', 'bench')];
    expect(lineupPlace(players, 'a')).toEqual({ place: 'starter', position: 'MF', starters: 1, bench: 1 });
    expect(lineupPlace(players, 'b')).toEqual({ place: 'bench', position: null, starters: 1, bench: 1 });
    expect(lineupPlace(players, 'z')).toEqual({ place: 'out', position: null, starters: 1, bench: 1 });
  });

  it('turns a stored line into the form’s choice and back', () => {
    for (const stored of [line('a', 'starter', 'GK'), line('a', 'starter'), line('a', 'bench')])
      expect(lineOf('a', pickOf(stored))).toEqual(stored);
    expect(pickOf(undefined)).toBe('');
    expect(lineOf('a', '')).toBeNull();
  });
});

describe('the captain’s form', () => {
  const schema = lineupFormSchema(new Map([['banned', 'Bo Kim']]));
  const picks = (n: number, pick: 'starter' | 'bench') =>
    Array.from({ length: n }, (_, i) => ({ playerId: `${pick}${i}`, pick }));

  it('keeps the picked players only, the note trimmed', () => {
    const out = schema.parse({
      picks: [
        { playerId: 'a', pick: 'GK' },
        { playerId: 'b', pick: '' },
        { playerId: 'c', pick: 'bench' },
      ],
      note: '  White shirts ',
      share: true,
    });
    expect(out).toEqual({
      players: [line('a', 'starter', 'GK'), line('c', 'bench')],
      note: 'White shirts',
      share: true,
    });
  });

  it('refuses too many starters, too big a squad, a suspended player, and sharing nobody', () => {
    const message = (input: unknown) => {
      const result = schema.safeParse(input);
      return result.success ? null : result.error.issues[0]!.message;
    };
    expect(message({ picks: picks(LINEUP_STARTERS_MAX + 1, 'starter'), note: '', share: false })).toBe(
      'At most 11 players start',
    );
    expect(
      message({
        picks: [...picks(11, 'starter'), ...picks(LINEUP_SQUAD_MAX - 10, 'bench')],
        note: '',
        share: false,
      }),
    ).toBe('At most 18 players in the squad');
    expect(message({ picks: [{ playerId: 'banned', pick: 'bench' }], note: '', share: false })).toBe(
      'Bo Kim is suspended for this match',
    );
    expect(message({ picks: [{ playerId: 'a', pick: '' }], note: '', share: true })).toBe(
      'Pick at least one player to share the line-up',
    );
    // A draft may be empty.
    expect(message({ picks: [{ playerId: 'a', pick: '' }], note: '', share: false })).toBeNull();
  });

  it('stores what the schema produced, and the stored schema holds the same limits', () => {
    const now = new Date().toISOString();
    const doc = { type: 'lineup', teamId: 't', matchId: 'm', createdAt: now, updatedAt: now };
    expect(ZLineup.parse({ ...doc, players: [] })).toMatchObject({ note: '', sharedAt: null, players: [] });
    expect(ZLineup.safeParse({ ...doc, players: [line('a', 'bench'), line('a', 'starter')] }).success).toBe(
      false,
    );
    expect(
      ZLineup.safeParse({ ...doc, players: Array.from({ length: 12 }, (_, i) => line(`p${i}`, 'starter')) })
        .success,
    ).toBe(false);
  });
});
