import { describe, expect, it } from 'vitest';
import { playerName } from '../../src/domain/labels.ts';
import { hiddenName } from '../../src/domain/schemas/player.ts';
import { tIn } from '../../src/i18n/core.ts';

describe('a player’s name as a reader sees it', () => {
  it('a hidden roster line is worded in the reader’s language; a published name is as written', () => {
    const hidden = { ...hiddenName(7, 3), isNameHidden: true };
    expect(playerName(hidden)).toBe('Player #7');
    expect(tIn('es', 'app.hiddenPlayer', { number: hidden.lastName })).toBe('Jugador #7');
    expect(tIn('fr', 'app.hiddenPlayer', { number: hiddenName(0, 3).lastName })).toBe('Joueur 3');
    expect(playerName({ firstName: 'Ana', lastName: 'Lopez' })).toBe('Ana Lopez');
    // A mirror line from before the flag existed reads as a name.
    expect(playerName({ firstName: 'Player', lastName: '#7' })).toBe('Player #7');
  });
});
