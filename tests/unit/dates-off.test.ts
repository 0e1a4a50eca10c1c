import { describe, expect, it } from 'vitest';
import {
  DATES_OFF_MAX,
  datesOffClashes,
  datesOffOf,
  isCalendarDay,
  teamsOffOn,
} from '../../src/domain/dates-off.ts';
import { ZDatesOffForm } from '../../src/domain/forms/dates-off-form.ts';
import { planSeason, type TSeasonInput } from '../../src/domain/schedule.ts';

// ADR 077: the days a team asked off, avoided by the season generator where they can be.

const five: TSeasonInput = {
  teams: ['a', 'b', 'c', 'd', 'e'],
  kind: 'single',
  firstDay: '2027-03-06',
  weekdays: [6],
  fields: [{ venue: 'Randalls 12', times: ['16:00', '17:45'] }],
  blackouts: [],
};
const saturdays = ['2027-03-06', '2027-03-13', '2027-03-20', '2027-03-27', '2027-04-03'];

function planned(input: TSeasonInput) {
  const result = planSeason(input);
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.season;
}

describe('days a team asked off', () => {
  it('plays each Saturday the round in which the teams that asked it off rest', () => {
    // Five teams: each round one rests. Each asks off the Saturday before the one it rests on, so
    // the rounds in their first order clash every week, and another order keeps every wish.
    const before = planned(five);
    const plays = (team: string, day: string) =>
      before.matches.some((m) => m.day === day && (m.homeTeamId === team || m.awayTeamId === team));
    const rests = saturdays.map((day) => five.teams.find((team) => !plays(team, day))!);
    const datesOff = Object.fromEntries(rests.map((team, i) => [team, [saturdays[(i + 4) % 5]!]]));
    expect(datesOffClashes(before.matches, datesOff)).toHaveLength(5);
    const season = planned({ ...five, datesOff });
    expect(datesOffClashes(season.matches, datesOff)).toEqual([]);
    // The same season otherwise: every pairing once, two matches a Saturday, five Saturdays.
    expect(season.matches).toHaveLength(10);
    expect([...new Set(season.matches.map((m) => m.day))]).toEqual(saturdays);
    expect(new Set(season.matches.map((m) => [m.homeTeamId, m.awayTeamId].sort().join())).size).toBe(10);
  });

  it('says which team plays on a day it asked off when no round can avoid it', () => {
    // Four teams: every round has every team, so a day off cannot be kept.
    const four = { ...five, teams: ['a', 'b', 'c', 'd'] };
    const datesOff = { a: [saturdays[0]!] };
    const season = planned({ ...four, datesOff });
    expect(datesOffClashes(season.matches, datesOff)).toEqual([{ teamId: 'a', day: saturdays[0] }]);
  });

  it('leaves a season without days off as it was', () => {
    expect(planned({ ...five, datesOff: {} }).matches).toEqual(planned(five).matches);
  });

  it('counts the teams of a round off on a day', () => {
    const games = [
      { homeTeamId: 'a', awayTeamId: 'b' },
      { homeTeamId: 'c', awayTeamId: 'd' },
    ];
    expect(teamsOffOn(games, '2027-03-06', { a: ['2027-03-06'], d: ['2027-03-06', '2027-03-13'] })).toBe(2);
    expect(teamsOffOn(games, '2027-03-20', { a: ['2027-03-06'] })).toBe(0);
  });

  it('reads real days only, each once, at most the limit', () => {
    expect(isCalendarDay('2027-02-28')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('27-2-1')).toBe(false);
    // An older record without the field, or with something else in it.
    expect(datesOffOf({})).toEqual([]);
    expect(datesOffOf({ datesOff: ['2027-03-06', 7, 'soon'] })).toEqual(['2027-03-06']);
    expect(ZDatesOffForm.safeParse({ datesOff: ['2027-03-06', '2027-03-13'] }).success).toBe(true);
    const twice = ZDatesOffForm.safeParse({ datesOff: ['2027-03-06', '2027-03-06'] });
    expect(twice.error?.issues[0]?.message).toBe('The same day is listed twice');
    const unreal = ZDatesOffForm.safeParse({ datesOff: ['2027-02-30'] });
    expect(unreal.error?.issues[0]?.message).toBe('Choose a day that exists, like 2027-04-10');
    const many = Array.from(
      { length: DATES_OFF_MAX + 1 },
      (_, i) => `2027-05-${String(i + 1).padStart(2, '0')}`,
    );
    expect(ZDatesOffForm.safeParse({ datesOff: many }).error?.issues[0]?.message).toBe(
      `A team may ask for ${DATES_OFF_MAX} days off at most`,
    );
  });
});
