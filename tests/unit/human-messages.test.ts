import { describe, expect, it } from 'vitest';
import { checkDocShape, DOC_TYPES } from '../../src/domain/databases.ts';
import type { TDbKind } from '../../src/domain/db-names.ts';
import { describeIssue } from '../../src/domain/human-error.ts';
import { creationTimes } from '../../src/features/team/use-roster.ts';
import { onlyNumber } from '../../src/ui/Field.tsx';

// zod's own wording ("Too big: expected string to have <=100 characters"); none may reach people.
const JARGON = /expected|Too (big|small)|Invalid (input|option|string)|received|<=|>=|\bNaN\b|^[a-z]/;

/** Bodies a careless or hostile client could send for a document type: every field wrong. */
function badBodies(type: string): Record<string, unknown>[] {
  const long = 'x'.repeat(6000);
  return [
    { type },
    { type, name: long, firstName: long, lastName: long, title: long, note: long, venue: long },
    { type, jerseyNumber: -1, price: -5, maxTeams: 0, homeScore: 'a', awayScore: 1e9 },
    { type, phone: '<script>', email: 'not-an-email', logoUrl: 'javascript:alert(1)' },
    { type, firstName: 42, lastName: null, createdAt: 'yesterday' },
  ];
}

describe('every message a person can see from a schema is written for people', () => {
  for (const [kind, types] of Object.entries(DOC_TYPES)) {
    for (const type of Object.keys(types)) {
      it(`${kind}/${type}`, () => {
        for (const body of badBodies(type)) {
          const result = checkDocShape(kind as TDbKind, { _id: `${type}:abcdefghij0123456789`, ...body });
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.reason).not.toMatch(JARGON);
        }
      });
    }
  }

  it('names the field and the limit in plain words', () => {
    const tooLong = checkDocShape('team', {
      _id: 'player:abcdefghij0123456789',
      type: 'player',
      teamId: 'abcdefghij0123456789',
      firstName: 'A'.repeat(300),
      lastName: 'Lopez',
      phone: null,
      jerseyNumber: 7,
      createdAt: '2026-09-01T10:00:00.000Z',
      updatedAt: '2026-09-01T10:00:00.000Z',
    });
    expect(tooLong).toMatchObject({ ok: false, reason: 'First name must be at most 100 characters' });
  });

  it("keeps the spec's own texts as they are", () => {
    expect(describeIssue({ path: ['phone'], message: 'Please enter a valid phone number' })).toBe(
      'Please enter a valid phone number',
    );
    expect(describeIssue({ path: ['jerseyNumber'], message: 'must be at least 0' })).toBe(
      'Jersey number must be at least 0',
    );
  });
});

describe('number inputs keep digits only', () => {
  it.each([
    ['1e1', false, '11'],
    ['-3', false, '3'],
    ['2.5', false, '25'],
    ['12.50', true, '12.50'],
    ['1.2.3', true, '1.23'],
    ['abc', true, ''],
  ])('%s (decimals %s) becomes %s', (typed, decimals, kept) => {
    expect(onlyNumber(typed, decimals)).toBe(kept);
  });
});

describe('players saved together keep the order they were typed in', () => {
  it('gives each a later creation time than the one before', () => {
    const times = creationTimes(12, Date.parse('2026-09-01T10:00:00.000Z'));
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(12);
  });
});
