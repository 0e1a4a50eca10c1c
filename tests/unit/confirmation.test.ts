import { describe, expect, it } from 'vitest';
import { confirmationState, isAnswerable, resultKeyOf } from '../../src/domain/confirmation.ts';
import { ZDecisionForm, ZDisputeForm } from '../../src/domain/forms/dispute-form.ts';
import { type TConfirmation, ZResultAnswer } from '../../src/domain/schemas/confirmation.ts';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const doc = (over: Partial<TConfirmation> = {}): TConfirmation => ({
  type: 'confirmation',
  leagueId: 'l1',
  matchId: 'm1',
  resultKey: 'abc',
  openedAt: '2026-11-25T10:00:00.000Z',
  closesAt: '2026-11-27T10:00:00.000Z',
  home: null,
  away: null,
  decision: null,
  ...over,
});

describe('where a result stands', () => {
  it('provisional until both confirm or the window closes; a dispute holds it; a decision ends it', () => {
    expect(confirmationState(null, NOW)).toBeNull();
    expect(confirmationState(doc(), NOW)).toBe('provisional');
    expect(confirmationState(doc({ home: 'confirm' }), NOW)).toBe('provisional');
    expect(confirmationState(doc({ home: 'confirm', away: 'confirm' }), NOW)).toBe('confirmed');
    expect(confirmationState(doc(), Date.parse('2026-11-27T10:00:00.000Z'))).toBe('confirmed');
    expect(confirmationState(doc({ away: 'dispute' }), Date.parse('2026-12-30T00:00:00.000Z'))).toBe(
      'disputed',
    );
    const decision = { outcome: 'corrected' as const, reason: 'Own goal', at: '2026-11-26T00:00:00.000Z' };
    expect(confirmationState(doc({ away: 'dispute', decision }), NOW)).toBe('corrected');
    expect(isAnswerable(doc(), NOW)).toBe(true);
    expect(isAnswerable(doc({ decision }), NOW)).toBe(false);
    expect(isAnswerable(doc(), Date.parse('2026-11-28T00:00:00.000Z'))).toBe(false);
  });

  it('names a version of a result by its score and events', () => {
    const events = { goals: [], yellowCards: [], redCards: [], attendance: null };
    const key = resultKeyOf({ score: { home: 1, away: 0 }, events });
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(resultKeyOf({ score: { home: 1, away: 0 }, events })).toBe(key);
    expect(resultKeyOf({ score: { home: 0, away: 1 }, events })).not.toBe(key);
  });
});

describe("the captains' and the admin's forms", () => {
  it('a dispute needs a reason and both scores or neither', () => {
    expect(ZDisputeForm.safeParse({ reason: 'no', home: '', away: '' }).error?.issues[0]?.message).toBe(
      'Say what is wrong with the result (at least 3 characters)',
    );
    expect(
      ZDisputeForm.safeParse({ reason: 'Wrong scorer', home: '2', away: '' }).error?.issues[0]?.message,
    ).toBe('Give both scores, or neither');
    expect(ZDisputeForm.parse({ reason: ' Wrong scorer ', home: '2', away: '1' })).toEqual({
      reason: 'Wrong scorer',
      claimedScore: { home: 2, away: 1 },
    });
    expect(ZDisputeForm.parse({ reason: 'Wrong scorer', home: '', away: '' }).claimedScore).toBeNull();
    const long = ZResultAnswer.safeParse({
      type: 'resultAnswer',
      matchId: 'm1',
      leagueId: 'l1',
      teamId: 't1',
      resultKey: 'abc',
      answer: 'dispute',
      reason: 'x'.repeat(1001),
      answeredAt: '2026-11-25T10:00:00.000Z',
    });
    expect(long.success).toBe(false);
  });
  it('a correction needs the corrected score and a reason', () => {
    const base = { outcome: 'corrected' as const, reason: 'Own goal', home: '', away: '' };
    expect(ZDecisionForm.safeParse(base).error?.issues[0]?.message).toBe(
      'Give both scores of the corrected result',
    );
    expect(ZDecisionForm.parse({ ...base, home: '1', away: '1' })).toEqual({
      outcome: 'corrected',
      reason: 'Own goal',
      score: { home: 1, away: 1 },
    });
    expect(
      ZDecisionForm.safeParse({ ...base, outcome: 'upheld', reason: '' }).error?.issues[0]?.message,
    ).toBe('Please give a reason (at least 3 characters)');
  });
});
