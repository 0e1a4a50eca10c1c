import { describe, expect, it } from 'vitest';

describe('the shared schemas never use eval (issue #10, 13: the CSP forbids it)', () => {
  it('parses every kind of document without constructing a Function', async () => {
    const RealFunction = globalThis.Function;
    let evals = 0;
    // Zod's probe and its compiled parsers both call `new Function`; the CSP would report each.
    globalThis.Function = new Proxy(RealFunction, {
      construct() {
        evals += 1;
        throw new EvalError('Refused by the content security policy');
      },
    });
    try {
      const { checkDocShape } = await import('../../src/domain/databases.ts');
      const result = checkDocShape('leagues', {
        _id: 'league:abc',
        type: 'league',
        name: 'First Division',
        season: '2026-2027',
        city: 'New York',
        startDate: '2026-09-06',
        endDate: '2026-12-20',
        price: 1200,
        level: 'First Division',
        maxTeams: 8,
        rulesUrl: null,
        coverUrl: null,
        contactEmail: null,
        points: { win: 3, draw: 1, loss: 0 },
        tieBreakers: ['goalDifference'],
        createdAt: '2026-01-01T00:00:00.000Z',
      });
      expect(result).toMatchObject({ ok: true });
      expect(checkDocShape('leagues', { _id: 'league:abc', type: 'league' })).toMatchObject({ ok: false });
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(evals).toBe(0);
  });
});
