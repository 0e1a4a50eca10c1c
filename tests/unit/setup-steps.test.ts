import { describe, expect, it } from 'vitest';
import { setupProgress, type TSetupInput } from '../../src/domain/setup-steps.ts';

const empty: TSetupInput = { leagues: [], teams: [], users: [], matches: [] };
const doneSteps = (input: TSetupInput) =>
  setupProgress(input)
    .steps.filter((s) => s.done)
    .map((s) => s.step);

describe('a new desk’s first steps', () => {
  it('an empty desk has every step to do, in order', () => {
    const progress = setupProgress(empty);
    expect(progress.steps.map((s) => s.step)).toEqual(['league', 'teams', 'referee', 'schedule']);
    expect(doneSteps(empty)).toEqual([]);
    expect(progress.isComplete).toBe(false);
  });

  it('teams count only when two active ones share a listed league', () => {
    const leagues = [{ id: 'a' }, { id: 'b' }];
    // One team in each of two leagues cannot play each other.
    expect(doneSteps({ ...empty, leagues, teams: [{ leagueId: 'a' }, { leagueId: 'b' }] })).toEqual([
      'league',
    ]);
    // A withdrawn team does not play; a team of a deleted league is not listed.
    const withdrawn = [{ leagueId: 'a' }, { leagueId: 'a', withdrawnAt: '2026-11-01T00:00:00Z' }];
    expect(doneSteps({ ...empty, leagues, teams: withdrawn })).toEqual(['league']);
    expect(doneSteps({ ...empty, leagues, teams: [{ leagueId: 'gone' }, { leagueId: 'gone' }] })).toEqual([
      'league',
    ]);
    expect(doneSteps({ ...empty, leagues, teams: [{ leagueId: 'b' }, { leagueId: 'b' }] })).toEqual([
      'league',
      'teams',
    ]);
  });

  it('a referee counts while active; an admin or a deactivated referee does not', () => {
    const users = [{ role: 'admin' }, { role: 'referee', deactivatedAt: '2026-11-01T00:00:00Z' }];
    expect(doneSteps({ ...empty, users })).toEqual([]);
    expect(doneSteps({ ...empty, users: [...users, { role: 'referee', deactivatedAt: null }] })).toEqual([
      'referee',
    ]);
  });

  it('the schedule counts matches of listed leagues, and all four complete the list', () => {
    const leagues = [{ id: 'a' }];
    expect(doneSteps({ ...empty, matches: [{ leagueId: 'a' }] })).toEqual([]);
    const all: TSetupInput = {
      leagues,
      teams: [{ leagueId: 'a' }, { leagueId: 'a' }],
      users: [{ role: 'referee' }],
      matches: [{ leagueId: 'a' }],
    };
    expect(doneSteps(all)).toEqual(['league', 'teams', 'referee', 'schedule']);
    expect(setupProgress(all).isComplete).toBe(true);
  });
});
