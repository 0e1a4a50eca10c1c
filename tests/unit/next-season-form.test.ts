import { describe, expect, it } from 'vitest';
import {
  sameDatesNextYear,
  suggestSeasonName,
  ZNextSeason,
  ZNextSeasonForm,
} from '../../src/domain/forms/next-season-form.ts';
import { isSeasonOver } from '../../src/domain/roster-deadline.ts';

// ADR 055: the next season's form, and the request the server checks with the same schema.

describe("a league's next season: the form and the request", () => {
  it('suggests the next name for the ways leagues name their seasons, and nothing for others', () => {
    expect(suggestSeasonName('2026-2027')).toBe('2027-2028');
    expect(suggestSeasonName('2026/27')).toBe('2027/28');
    expect(suggestSeasonName('2099-00')).toBe('2100-01');
    expect(suggestSeasonName('Spring 2027')).toBe('Spring 2028');
    expect(suggestSeasonName('2027')).toBe('2028');
    expect(suggestSeasonName('Fall League')).toBe('');
  });

  it('offers the same days one year on, a 29 February as the 28th', () => {
    expect(sameDatesNextYear('2026-09-06')).toBe('2027-09-06');
    expect(sameDatesNextYear('2028-02-29')).toBe('2029-02-28');
    expect(sameDatesNextYear('2026-12-31')).toBe('2027-12-31');
  });

  it("checks the form in the spec's order, one message at a time", () => {
    const form = (v: Record<string, unknown>) =>
      ZNextSeasonForm.safeParse({
        season: 'Fall 2027',
        startDate: '2027-09-05',
        endDate: '2027-12-12',
        teamIds: [],
        ...v,
      });
    expect(form({ season: '  ' }).error?.issues[0]).toMatchObject({
      path: ['season'],
      message: 'Please fill in all required fields',
    });
    expect(form({ season: 'x'.repeat(21) }).error?.issues[0]?.message).toBe(
      'A season’s name has at most 20 characters',
    );
    expect(form({ endDate: '2027-09-01' }).error?.issues[0]).toMatchObject({ path: ['endDate'] });
    // One ticked box arrives as a string, none as false.
    expect(form({ teamIds: 'a1' }).data?.teamIds).toEqual(['a1']);
    expect(form({ teamIds: false }).data?.teamIds).toEqual([]);
    expect(form({ season: ' Fall 2027 ' }).data?.season).toBe('Fall 2027');
  });

  it('refuses a request the form could not have made', () => {
    const request = (v: Record<string, unknown>) =>
      ZNextSeason.safeParse({
        season: 'Fall 2027',
        startDate: '2027-09-05',
        endDate: '2027-12-12',
        teamIds: [],
        ...v,
      }).success;
    expect(request({})).toBe(true);
    expect(request({ teamIds: ['a1', 'a1'] })).toBe(false);
    expect(request({ teamIds: ['../team-x'] })).toBe(false);
    expect(request({ teamIds: Array.from({ length: 41 }, (_, i) => `t${i}`) })).toBe(false);
    expect(request({ startDate: '2027-02-30' })).toBe(false);
    expect(request({ endDate: '2027-09-04' })).toBe(false);
    expect(request({ previousLeagueId: 'x' })).toBe(false);
  });
});

describe('a season that is over', () => {
  it('ends with its last day in New York, not in UTC', () => {
    // 14 June 2026 ends at 04:00 UTC on the 15th (New York is UTC-4 in June).
    expect(isSeasonOver('2026-06-14', Date.parse('2026-06-15T03:59:59Z'))).toBe(false);
    expect(isSeasonOver('2026-06-14', Date.parse('2026-06-15T04:00:00Z'))).toBe(true);
    // In December, UTC-5.
    expect(isSeasonOver('2026-12-20', Date.parse('2026-12-21T04:59:59Z'))).toBe(false);
    expect(isSeasonOver('2026-12-20', Date.parse('2026-12-21T05:00:00Z'))).toBe(true);
    expect(isSeasonOver(null, Date.now())).toBe(false);
    expect(isSeasonOver('June', Date.now())).toBe(false);
  });
});
