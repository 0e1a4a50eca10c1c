import { describe, expect, it } from 'vitest';
import { proposeReferees } from '../../src/domain/referee-proposal.ts';

// ADR 064: a referee for each open match of the coming days: of its league, not away, not busy
// within two hours, the work shared.

const HOUR = 3_600_000;
const NOW = Date.parse('2026-12-05T12:00:00.000Z'); // Saturday 7 am in New York
const at = (hours: number) => new Date(NOW + hours * HOUR).toISOString();
const match = (
  id: string,
  hours: number,
  over: Partial<{ leagueId: string; refereeId: string | null; status: string }> = {},
) => ({
  id,
  leagueId: 'l1',
  date: at(hours),
  status: 'scheduled',
  refereeId: null,
  ...over,
});
const ref = (id: string, leagues = ['l1'], daysAway: string[] = []) => ({ id, leagues, daysAway });
const propose = (
  matches: ReturnType<typeof match>[],
  referees: ReturnType<typeof ref>[],
  unavailable?: Set<string>,
) => proposeReferees({ matches, referees, fromMs: NOW, untilMs: NOW + 7 * 24 * HOUR, unavailable });

describe('proposing referees', () => {
  it('shares the work, earliest match first, never two matches within two hours for one referee', () => {
    const out = propose(
      [match('m1', 2), match('m2', 3), match('m3', 6), match('m4', 26)],
      [ref('ra'), ref('rb')],
    );
    expect(out).toEqual([
      { matchId: 'm1', refereeId: 'ra' },
      { matchId: 'm2', refereeId: 'rb' },
      { matchId: 'm3', refereeId: 'ra' },
      { matchId: 'm4', refereeId: 'rb' },
    ]);
  });

  it('leaves out referees of other leagues, away that day, or deactivated; says when nobody is free', () => {
    const matches = [match('m1', 2), match('m2', 2.5), match('m3', 3, { leagueId: 'l2' })];
    const out = propose(
      matches,
      [ref('ra'), ref('rb', ['l2']), ref('rc', ['l1'], ['2026-12-05']), ref('rd')],
      new Set(['rd']),
    );
    expect(out).toEqual([
      { matchId: 'm1', refereeId: 'ra' },
      { matchId: 'm2', refereeId: null },
      { matchId: 'm3', refereeId: 'rb' },
    ]);
  });

  it('counts the matches referees already have, and reopens those of a deactivated referee', () => {
    const matches = [
      match('old1', -50, { refereeId: 'ra', status: 'completed' }),
      match('kept', 2, { refereeId: 'rb' }),
      match('gone', 5, { refereeId: 'rx' }),
      match('open', 8),
      match('played', -1, { status: 'completed' }),
      match('off', 9, { status: 'cancelled' }),
      match('later', 24 * 8),
    ];
    // rb has a match in the window, ra one this season: ra (fewer in the window) takes the first.
    expect(propose(matches, [ref('ra'), ref('rb')], new Set(['rx']))).toEqual([
      { matchId: 'gone', refereeId: 'ra' },
      { matchId: 'open', refereeId: 'rb' },
    ]);
  });
});
