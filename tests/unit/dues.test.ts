import { describe, expect, it } from 'vitest';
import { canRemind, dueSummary, feeShareCents, playerDues, withPaid } from '../../src/domain/dues.ts';
import { ZDueForm } from '../../src/domain/forms/dues-form.ts';
import { ZTeamDue } from '../../src/domain/schemas/dues.ts';

// ADR 065: what a captain collects from the players; totals are derived from who is marked paid.

const AT = '2026-11-20T18:00:00.000Z';
const due = (id: string, players: [string, string | null][], extra: Record<string, unknown> = {}) => ({
  id,
  type: 'teamDue' as const,
  teamId: 't1',
  title: `Due ${id}`,
  amountCents: 6000,
  dueDate: null,
  players: players.map(([playerId, paidAt]) => ({ playerId, paidAt })),
  payLink: null,
  remindedAt: null,
  createdAt: AT,
  updatedAt: AT,
  ...extra,
});

describe('player dues', () => {
  it('derives what is collected and still owed from who is marked paid', () => {
    const sum = dueSummary(
      due('d1', [
        ['a', AT],
        ['b', null],
        ['c', null],
      ]),
    );
    expect(sum).toEqual({
      owed: 3,
      paid: 1,
      collectedCents: 6000,
      outstandingCents: 12000,
      unpaidIds: ['b', 'c'],
    });
  });

  it('marks one player paid or not and keeps the first payment time when marked twice', () => {
    const d = due('d1', [
      ['a', null],
      ['b', AT],
    ]);
    expect(withPaid(d, 'a', true, '2026-11-21T10:00:00.000Z')).toEqual([
      { playerId: 'a', paidAt: '2026-11-21T10:00:00.000Z' },
      { playerId: 'b', paidAt: AT },
    ]);
    expect(withPaid(d, 'b', true, '2026-11-21T10:00:00.000Z')[1]).toEqual({ playerId: 'b', paidAt: AT });
    expect(withPaid(d, 'b', false, '2026-11-21T10:00:00.000Z')[1]).toEqual({ playerId: 'b', paidAt: null });
  });

  it('lets the captain remind once a reminder is old enough, and never when all have paid', () => {
    const now = Date.parse(AT);
    expect(canRemind(due('d', [['a', null]]), now)).toBe(true);
    expect(canRemind(due('d', [['a', AT]]), now)).toBe(false);
    const reminded = due('d', [['a', null]], { remindedAt: '2026-11-20T00:00:00.000Z' });
    expect(canRemind(reminded, now)).toBe(false);
    expect(canRemind(reminded, now + 2 * 3600 * 1000)).toBe(true);
  });

  it('splits a fee rounded up to the dollar, so the shares cover it', () => {
    expect(feeShareCents(65000, 14)).toBe(4700);
    expect(feeShareCents(60000, 12)).toBe(5000);
    expect(feeShareCents(60000, 0)).toBe(0);
    expect(feeShareCents(0, 12)).toBe(0);
  });

  it('gives a player only their own lines: unpaid first (soonest date first), then paid, newest first', () => {
    const dues = [
      due('paid-old', [['me', AT]], { createdAt: '2026-09-01T00:00:00.000Z' }),
      due(
        'later',
        [
          ['me', null],
          ['other', AT],
        ],
        { dueDate: '2026-12-20' },
      ),
      due('not-mine', [['other', null]]),
      due('soon', [['me', null]], { dueDate: '2026-12-01' }),
      due('undated', [['me', null]]),
      due('paid-new', [['me', AT]], { createdAt: '2026-11-01T00:00:00.000Z' }),
    ];
    const mine = playerDues(dues, 'me');
    expect(mine.map((d) => [d.id, d.paid])).toEqual([
      ['soon', false],
      ['later', false],
      ['undated', false],
      ['paid-new', true],
      ['paid-old', true],
    ]);
    // Nothing of the other players: no ids, no counts.
    expect(Object.keys(mine[0]!).sort()).toEqual([
      'amountCents',
      'dueDate',
      'id',
      'paid',
      'payLink',
      'title',
    ]);
    // Where to pay, while they owe.
    const linked = dues.map((d) => ({ ...d, payLink: 'https://venmo.com/u/captain' }));
    expect(playerDues(linked, 'me').map((d) => d.payLink)).toEqual([
      'https://venmo.com/u/captain',
      'https://venmo.com/u/captain',
      'https://venmo.com/u/captain',
      null,
      null,
    ]);
  });

  it('refuses a collection that lists a player twice or asks for too much', () => {
    const { id: _, ...doc } = due('d', [['a', null]]);
    expect(ZTeamDue.safeParse(doc).success).toBe(true);
    expect(ZTeamDue.safeParse({ ...doc, players: [...doc.players, ...doc.players] }).success).toBe(false);
    expect(ZTeamDue.safeParse({ ...doc, amountCents: 100_001 }).success).toBe(false);
    expect(ZTeamDue.safeParse({ ...doc, players: [] }).success).toBe(false);
  });

  it('reads the form: title, dollars to cents, an optional date, the ticked players', () => {
    const ok = ZDueForm.safeParse({
      title: ' Shirts ',
      amount: '47.50',
      dueDate: '',
      payLink: '',
      playerIds: ['a', 'b'],
    });
    expect(ok.success && ok.data).toEqual({
      title: 'Shirts',
      amountCents: 4750,
      dueDate: null,
      payLink: null,
      playerIds: ['a', 'b'],
    });
    const one = ZDueForm.safeParse({
      title: 'Ref',
      amount: '5',
      dueDate: '2026-12-01',
      payLink: ' https://cash.app/$captain ',
      playerIds: 'a',
    });
    expect(one.success && one.data.playerIds).toEqual(['a']);
    expect(one.success && one.data.payLink).toBe('https://cash.app/$captain');
    const problems = (values: Record<string, unknown>) => {
      const parsed = ZDueForm.safeParse({
        title: 'Fee',
        amount: '50',
        dueDate: '',
        payLink: '',
        playerIds: ['a'],
        ...values,
      });
      return parsed.success ? null : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(problems({ title: ' ' })).toEqual([['title', 'Say what the money is for']]);
    expect(problems({ amount: '0' })).toEqual([
      ['amount', 'Enter an amount per player in dollars, from $0.01 to $1,000'],
    ]);
    expect(problems({ amount: 'ten' })?.[0]?.[0]).toBe('amount');
    expect(problems({ dueDate: 'soon' })).toEqual([['dueDate', 'Choose a date, or leave it empty']]);
    expect(problems({ payLink: 'venmo me' })).toEqual([
      ['payLink', 'Paste a link that starts with https://, or leave it empty'],
    ]);
    expect(problems({ playerIds: [] })).toEqual([['playerIds', 'Choose at least one player']]);
  });
});
