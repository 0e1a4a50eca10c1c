import { describe, expect, it } from 'vitest';
import { elideFrench, tIn } from '../../src/i18n/core.ts';

describe('French elision of the names put into a message', () => {
  it('writes d’ and qu’ before a name that starts with a vowel', () => {
    expect(tIn('fr', 'team.matches2', { name: 'Astoria Athletic' })).toBe('Matchs d’Astoria Athletic');
    expect(tIn('fr', 'team.matches2', { name: 'Inwood United' })).toBe('Matchs d’Inwood United');
    expect(tIn('fr', 'admin.confirmPaymentOf', { team: 'Élan FC' })).toBe('Confirmer le paiement d’Élan FC');
  });

  it('keeps de before a consonant, an h, a number or a lone letter, and in other languages', () => {
    expect(tIn('fr', 'team.matches2', { name: 'Bushwick Blues' })).toBe('Matchs de Bushwick Blues');
    expect(tIn('fr', 'team.matches2', { name: 'Harlem Lions' })).toBe('Matchs de Harlem Lions');
    expect(elideFrench('Nom de l’équipe (de A à Z)')).toBe('Nom de l’équipe (de A à Z)');
    expect(elideFrench('un score de 11 à 0')).toBe('un score de 11 à 0');
    expect(elideFrench('la Suède Ouest')).toBe('la Suède Ouest');
    expect(tIn('es', 'team.matches2', { name: 'Astoria Athletic' })).toBe('Partidos de Astoria Athletic');
  });
});
