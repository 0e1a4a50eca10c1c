import { describe, expect, it } from 'vitest';
import { hasFines, teamFines } from '../../src/domain/fines.ts';
import { ZCardFinesForm, ZFinePaymentForm } from '../../src/domain/forms/fines-form.ts';

// ADR 063: a team's card fines are derived from its results' cards, the league's fines and the
// payments recorded; nothing is counted.

const card = (teamId: string, playerName: string) => ({ playerId: `p-${playerName}`, playerName, teamId });
const match = (
  id: string,
  date: string,
  yellow: ReturnType<typeof card>[],
  red: ReturnType<typeof card>[],
  status = 'completed',
) => ({
  id,
  date,
  status,
  homeTeamId: 'a',
  awayTeamId: 'b',
  events: { yellowCards: yellow, redCards: red },
});
const FINES = { yellowCents: 1000, redCents: 2500 };

describe('card fines', () => {
  const matches = [
    match('m1', '2026-11-01T20:00:00.000Z', [card('a', 'Ana'), card('b', 'Bo')], []),
    match('m2', '2026-11-08T20:00:00.000Z', [card('a', 'Ana')], [card('a', 'Cy')]),
    match('m3', '2026-11-15T20:00:00.000Z', [card('a', 'Dee')], [], 'scheduled'),
  ];

  it("counts each of the team's cards in played matches at the league's fine, newest first", () => {
    const a = teamFines('a', matches, FINES, []);
    expect(a.cards.map((c) => [c.matchId, c.playerName, c.kind, c.amountCents, c.opponentId])).toEqual([
      ['m2', 'Ana', 'yellow', 1000, 'b'],
      ['m2', 'Cy', 'red', 2500, 'b'],
      ['m1', 'Ana', 'yellow', 1000, 'b'],
    ]);
    expect([a.owedCents, a.paidCents, a.balanceCents]).toEqual([4500, 0, 4500]);
    expect(teamFines('b', matches, FINES, []).cards.map((c) => [c.playerName, c.opponentId])).toEqual([
      ['Bo', 'a'],
    ]);
  });

  it('takes off the payments of this team only; a league without fines charges nothing', () => {
    const credits = [
      { teamId: 'a', amountCents: 3000 },
      { teamId: 'b', amountCents: 1000 },
    ];
    expect(teamFines('a', matches, FINES, credits)).toMatchObject({
      owedCents: 4500,
      paidCents: 3000,
      balanceCents: 1500,
    });
    expect(teamFines('a', matches, null, credits)).toMatchObject({
      cards: [],
      owedCents: 0,
      paidCents: 3000,
    });
    expect(teamFines('a', matches, { yellowCents: 0, redCents: 2500 }, []).cards.map((c) => c.kind)).toEqual([
      'red',
    ]);
    expect([hasFines(null), hasFines({ yellowCents: 0, redCents: 0 }), hasFines(FINES)]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('the desk types dollars; blank or zero turns fines off; bad amounts say why', () => {
    expect(ZCardFinesForm.parse({ leagueId: 'l', yellow: '10', red: '12.50' })).toEqual({
      leagueId: 'l',
      fines: { yellowCents: 1000, redCents: 1250 },
    });
    expect(ZCardFinesForm.parse({ leagueId: 'l', yellow: '', red: '0' })).toEqual({
      leagueId: 'l',
      fines: null,
    });
    const message = (v: unknown) => ZCardFinesForm.safeParse(v).error?.issues[0]?.message;
    expect(message({ leagueId: 'l', yellow: 'ten', red: '' })).toBe(
      'Enter a fine in dollars, like 10 or 12.50 (at most $500)',
    );
    expect(message({ leagueId: 'l', yellow: '501', red: '' })).toBe(
      'Enter a fine in dollars, like 10 or 12.50 (at most $500)',
    );
    expect(ZFinePaymentForm.parse({ amount: '35', note: ' Venmo ' })).toEqual({
      amountCents: 3500,
      note: 'Venmo',
    });
    // The most a payment may be, as the message says.
    expect(ZFinePaymentForm.parse({ amount: '10000', note: '' })).toEqual({
      amountCents: 1_000_000,
      note: '',
    });
    expect(ZFinePaymentForm.safeParse({ amount: '0', note: '' }).error?.issues[0]?.message).toBe(
      'Enter the amount paid in dollars, like 25 (at most $10,000)',
    );
  });
});
