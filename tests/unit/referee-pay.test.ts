import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/domain/csv.ts';
import { checkDocShape } from '../../src/domain/databases.ts';
import {
  ZRefereeFeeForm,
  ZRefereePayForm,
  ZRefereePaymentRequest,
} from '../../src/domain/forms/referee-pay-form.ts';
import { refereeLedger, refereePaymentsCsv } from '../../src/domain/referee-pay.ts';

// ADR 058: what a league owes a referee is a pure function of matches, fees and payments.

const match = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  leagueId: 'first',
  refereeId: 'ref',
  status: 'completed',
  date: `2026-09-${id.slice(1).padStart(2, '0')}T18:00:00.000Z`,
  ...over,
});
const paid = (matchId: string, paidAt: string, amountCents = 6000) => ({
  matchId,
  refereeId: 'ref',
  amountCents,
  paidAt,
});
const fees = [{ leagueId: 'first', amountCents: 6000 }];

describe("a referee's ledger", () => {
  it('owes completed matches the referee was on, oldest first, at the league fee', () => {
    const matches = [
      match('m3'),
      match('m1'),
      match('m2', { status: 'scheduled' }),
      match('m4', { refereeId: 'other' }),
      match('m5', { status: 'cancelled' }),
      match('m6', { leagueId: 'second' }),
    ];
    const ledger = refereeLedger('ref', matches, [], fees);
    expect(ledger.owed.map((o) => [o.match.id, o.amountCents])).toEqual([
      ['m1', 6000],
      ['m3', 6000],
      ['m6', null],
    ]);
    // A league with no fee is listed but adds nothing: the desk cannot say what it is owed.
    expect(ledger.owedCents).toBe(12_000);
    expect(ledger.paid).toEqual([]);
  });

  it('a paid match is owed no more; payments newest first, at the amount paid, others ignored', () => {
    const matches = [match('m1'), match('m2'), match('m3')];
    const payments = [
      paid('m1', '2026-09-10T12:00:00.000Z', 5000),
      paid('m2', '2026-09-20T12:00:00.000Z'),
      { ...paid('m3', '2026-09-21T12:00:00.000Z'), refereeId: 'other' },
    ];
    const ledger = refereeLedger('ref', matches, payments, fees);
    expect(ledger.owed.map((o) => o.match.id)).toEqual(['m3']);
    expect(ledger.paid.map((p) => p.matchId)).toEqual(['m2', 'm1']);
    expect(ledger.paidCents).toBe(11_000);
  });

  it('follows corrections: a result undone or a referee changed after payment stays paid, not owed', () => {
    const payments = [paid('m1', '2026-09-10T12:00:00.000Z')];
    const corrected = [match('m1', { status: 'scheduled', refereeId: 'other' })];
    const ledger = refereeLedger('ref', corrected, payments, fees);
    expect(ledger.owed).toEqual([]);
    expect(ledger.paid).toHaveLength(1);
  });
});

describe('the forms and the request', () => {
  it('reads a fee in dollars as cents; blank clears it; anything else is refused', () => {
    expect(ZRefereeFeeForm.parse({ leagueId: 'first', amount: ' 62.50 ' })).toEqual({
      leagueId: 'first',
      amountCents: 6250,
    });
    expect(ZRefereeFeeForm.parse({ leagueId: 'first', amount: '' }).amountCents).toBeNull();
    for (const amount of ['0', '-5', '1e3', '60.555', '1000.01', 'sixty', '12,50']) {
      const result = ZRefereeFeeForm.safeParse({ leagueId: 'first', amount });
      expect(result.success, amount).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Enter the fee in dollars, like 60 or 62.50 (at most $1,000)',
      );
    }
    expect(ZRefereeFeeForm.safeParse({ leagueId: '', amount: '60' }).error?.issues[0]?.message).toBe(
      'Choose a league',
    );
  });

  it('a payment needs a match ticked; one box reads as a list; ids are not repeated', () => {
    expect(ZRefereePayForm.safeParse({ matchIds: false, note: '' }).error?.issues[0]?.message).toBe(
      'Choose at least one match to pay',
    );
    expect(ZRefereePayForm.parse({ matchIds: 'm1', note: ' Venmo ' })).toEqual({
      matchIds: ['m1'],
      note: 'Venmo',
    });
    expect(ZRefereePayForm.parse({ matchIds: ['m1', 'm1'], note: '' }).matchIds).toEqual(['m1']);
    expect(ZRefereePayForm.safeParse({ matchIds: ['m1'], note: 'x'.repeat(201) }).success).toBe(false);
  });

  it('the request is strict: ids shaped, 1 to 60 matches, no other field', () => {
    const one = { leagueId: 'first', matchId: 'm1' };
    expect(ZRefereePaymentRequest.safeParse({ matches: [one], note: '' }).success).toBe(true);
    for (const bad of [
      { matches: [], note: '' },
      { matches: Array(61).fill(one), note: '' },
      { matches: [{ ...one, leagueId: '../admin' }], note: '' },
      { matches: [{ ...one, amountCents: 1 }], note: '' },
      { matches: [one], note: '', amountCents: 100 },
      { matches: [one] },
    ]) {
      expect(ZRefereePaymentRequest.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
    }
  });

  it('a fee document is the admin database’s; a payment the referee database’s', () => {
    const fee = {
      _id: 'refereeFee:first',
      type: 'refereeFee',
      leagueId: 'first',
      amountCents: 6000,
      updatedAt: '2026-09-01T00:00:00.000Z',
    };
    expect(checkDocShape('admin', fee).ok).toBe(true);
    expect(checkDocShape('admin', { ...fee, amountCents: 0 }).ok).toBe(false);
    expect(checkDocShape('league', fee).ok).toBe(false);
    const payment = {
      _id: 'refereePayment:m1',
      type: 'refereePayment',
      refereeId: 'ref',
      matchId: 'm1',
      leagueId: 'first',
      matchDate: '2026-09-01T18:00:00.000Z',
      amountCents: 6000,
      paidAt: '2026-09-02T00:00:00.000Z',
      note: '',
    };
    const checked = checkDocShape('referee', payment);
    expect(checked.ok && checked.rule.isServerOnly).toBe(true);
    expect(checkDocShape('admin', payment).ok).toBe(false);
  });
});

describe('the payments file', () => {
  it('lists every payment oldest first, New York days, dollars a spreadsheet sums, formulas kept as text', () => {
    const line = (paidAt: string, matchDate: string, over: Record<string, unknown> = {}) => ({
      paidAt,
      referee: 'Maria Alvarez',
      email: 'maria@example.org',
      matchDate,
      match: 'Astoria vs Bushwick',
      league: 'First Division',
      amountCents: 6250,
      note: '',
      ...over,
    });
    const csv = refereePaymentsCsv([
      line('2026-10-05T03:30:00.000Z', '2026-10-04T18:00:00.000Z', { note: '=SUM(A1:A9)' }),
      line('2026-09-28T15:00:00.000Z', '2026-09-27T18:00:00.000Z', {
        amountCents: 6000,
        note: 'Cash, at the field',
      }),
    ]);
    expect(parseCsv(csv)).toEqual([
      ['Paid on', 'Referee', 'Email', 'Match day', 'Match', 'League', 'Amount (USD)', 'Note'],
      [
        '2026-09-28',
        'Maria Alvarez',
        'maria@example.org',
        '2026-09-27',
        'Astoria vs Bushwick',
        'First Division',
        '60.00',
        'Cash, at the field',
      ],
      // Paid at 11:30 pm in New York: that evening's day, not UTC's next one.
      [
        '2026-10-04',
        'Maria Alvarez',
        'maria@example.org',
        '2026-10-04',
        'Astoria vs Bushwick',
        'First Division',
        '62.50',
        "'=SUM(A1:A9)",
      ],
    ]);
  });
});
