import { describe, expect, it } from 'vitest';
import { makeupSchema } from '../../src/domain/forms/makeup-form.ts';
import { calledOff, MAKEUP_WEEKS, proposeMakeups, type TMakeupMatch } from '../../src/domain/makeups.ts';

// ADR 066: make-up dates for called-off matches, proposed by a pure function: the same weekday,
// kick-off and field, the first week both teams and the field are free.

const match = (id: string, date: string, over: Partial<TMakeupMatch> = {}): TMakeupMatch => ({
  id,
  leagueId: 'l1',
  homeTeamId: 'a',
  awayTeamId: 'b',
  date,
  venue: 'Field 3',
  status: 'scheduled',
  refereeId: null,
  score: null,
  playoff: null,
  ...over,
});
// Saturday 14 November 2026, 10:00 in New York (EST).
const RAINED = match('rained', '2026-11-14T15:00:00.000Z', { status: 'cancelled', refereeId: 'r1' });
const MONDAY = Date.parse('2026-11-16T12:00:00.000Z');

describe('make-up dates', () => {
  it('lists called-off matches still to replay: not played, both teams in, not a playoff', () => {
    const matches = [
      RAINED,
      match('played', '2026-11-07T15:00:00.000Z', { status: 'cancelled', score: { home: 1, away: 0 } }),
      match('withdrawn', '2026-11-07T15:00:00.000Z', { status: 'cancelled', awayTeamId: 'gone' }),
      match('semi', '2026-11-07T15:00:00.000Z', { status: 'cancelled', playoff: { round: 0, slot: 0 } }),
      match('on', '2026-11-21T15:00:00.000Z'),
      match('older', '2026-11-07T15:00:00.000Z', { status: 'cancelled', homeTeamId: 'c', awayTeamId: 'd' }),
    ];
    expect(calledOff(matches, new Set(['a', 'b', 'c', 'd'])).map((m) => m.id)).toEqual(['older', 'rained']);
  });

  it('skips a week when a team plays that day, and one when the field is taken within two hours', () => {
    const matches = [
      RAINED,
      // Team a plays on 21 November (another field, another hour): that Saturday is out.
      match('a-plays', '2026-11-21T20:00:00.000Z', { awayTeamId: 'x', venue: 'Field 9' }),
      // Field 3 at 11:00 on 28 November: within two hours of 10:00.
      match('field-busy', '2026-11-28T16:00:00.000Z', { homeTeamId: 'x', awayTeamId: 'y' }),
      // A called-off match on the field does not hold it.
      match('off', '2026-12-05T15:00:00.000Z', { homeTeamId: 'x', awayTeamId: 'y', status: 'cancelled' }),
    ];
    const [proposal] = proposeMakeups({ matches, toPlace: [RAINED], fromMs: MONDAY });
    expect(proposal).toEqual({ matchId: 'rained', date: '2026-12-05T15:00:00.000Z', keepsReferee: true });
  });

  it('keeps the kick-off in New York time across the clock change', () => {
    // Saturday 31 October 2026, 10:00 EDT; the clocks go back on 1 November.
    const october = match('oct', '2026-10-31T14:00:00.000Z', { status: 'cancelled' });
    const [proposal] = proposeMakeups({
      matches: [october],
      toPlace: [october],
      fromMs: Date.parse('2026-11-01T12:00:00.000Z'),
    });
    expect(proposal!.date).toBe('2026-11-07T15:00:00.000Z');
  });

  it('books each proposal before the next, so two make-ups never share the field or a team', () => {
    const first = match('first', '2026-11-07T15:00:00.000Z', {
      status: 'cancelled',
      homeTeamId: 'c',
      awayTeamId: 'd',
    });
    const proposals = proposeMakeups({ matches: [RAINED, first], toPlace: [RAINED, first], fromMs: MONDAY });
    expect(proposals).toEqual([
      { matchId: 'first', date: '2026-11-21T15:00:00.000Z', keepsReferee: false },
      { matchId: 'rained', date: '2026-11-28T15:00:00.000Z', keepsReferee: true },
    ]);
  });

  it('takes its referee off when away that day or on another match then', () => {
    const away = proposeMakeups({
      matches: [RAINED],
      toPlace: [RAINED],
      fromMs: MONDAY,
      daysAway: new Map([['r1', ['2026-11-21']]]),
    });
    expect(away[0]).toMatchObject({ date: '2026-11-21T15:00:00.000Z', keepsReferee: false });
    const busy = proposeMakeups({
      matches: [
        RAINED,
        match('r1-busy', '2026-11-21T16:00:00.000Z', {
          homeTeamId: 'x',
          awayTeamId: 'y',
          venue: 'Field 9',
          refereeId: 'r1',
        }),
      ],
      toPlace: [RAINED],
      fromMs: MONDAY,
    });
    expect(busy[0]).toMatchObject({ date: '2026-11-21T15:00:00.000Z', keepsReferee: false });
  });

  it(`says so when nothing is free in ${MAKEUP_WEEKS} weeks`, () => {
    const every = Array.from({ length: MAKEUP_WEEKS + 2 }, (_, week) =>
      match(
        `w${week}`,
        new Date(Date.parse('2026-11-21T20:00:00.000Z') + week * 7 * 86_400_000).toISOString(),
        {
          awayTeamId: 'z',
        },
      ),
    );
    expect(proposeMakeups({ matches: [RAINED, ...every], toPlace: [RAINED], fromMs: MONDAY })).toEqual([
      { matchId: 'rained', date: null, keepsReferee: false },
    ]);
  });

  it('reads the form: the ticked ones with their New York kick-offs, in the future', () => {
    const schema = makeupSchema(MONDAY);
    const ok = schema.safeParse({
      picks: [
        { matchId: 'm1', isOn: true, when: '2026-11-21T10:00' },
        { matchId: 'm2', isOn: false, when: '' },
      ],
    });
    expect(ok.success && ok.data).toEqual([{ matchId: 'm1', date: '2026-11-21T15:00:00.000Z' }]);
    const problem = (picks: { matchId: string; isOn: boolean; when: string }[]) => {
      const parsed = schema.safeParse({ picks });
      return parsed.success
        ? null
        : [parsed.error.issues[0]!.path.join('.'), parsed.error.issues[0]!.message];
    };
    expect(problem([{ matchId: 'm1', isOn: false, when: '2026-11-21T10:00' }])).toEqual([
      'picks',
      'Tick at least one match to reschedule',
    ]);
    expect(problem([{ matchId: 'm1', isOn: true, when: '' }])).toEqual([
      'picks.0.when',
      'Choose a new kick-off for each match ticked',
    ]);
    expect(problem([{ matchId: 'm1', isOn: true, when: '2026-11-15T10:00' }])).toEqual([
      'picks.0.when',
      'A new kick-off must be in the future',
    ]);
  });
});
