import { describe, expect, it } from 'vitest';
import { checkDocShape, withLaterFields } from '../../src/domain/databases.ts';
import { ZLeagueForm } from '../../src/domain/forms/league-form.ts';
import { MSG } from '../../src/domain/messages.ts';
import { isRosterClosed, mayAddPlayers, rosterClosesAt } from '../../src/domain/roster-deadline.ts';
import { tIn } from '../../src/i18n/core.ts';
import { leagueFormValues, OLD_LEAGUE } from '../support/league-form.ts';

// ADR 048: a league's roster deadline is its last day, in New York, on which a team that has
// finished setting up may add players.

describe('the moment rosters close', () => {
  it('is the end of the deadline day in New York, in winter and in summer', () => {
    expect(rosterClosesAt('2026-12-01')).toBe('2026-12-02T05:00:00.000Z');
    expect(rosterClosesAt('2026-07-01')).toBe('2026-07-02T04:00:00.000Z');
    expect(rosterClosesAt('2026-12-31')).toBe('2027-01-01T05:00:00.000Z');
    expect(rosterClosesAt('2028-02-28')).toBe('2028-02-29T05:00:00.000Z');
  });

  it('follows the clock changes: the day after is the one whose midnight counts', () => {
    // Clocks go forward on 8 March 2026: its midnight is still EST, the next one EDT.
    expect(rosterClosesAt('2026-03-07')).toBe('2026-03-08T05:00:00.000Z');
    expect(rosterClosesAt('2026-03-08')).toBe('2026-03-09T04:00:00.000Z');
    // And back on 1 November 2026.
    expect(rosterClosesAt('2026-10-31')).toBe('2026-11-01T04:00:00.000Z');
    expect(rosterClosesAt('2026-11-01')).toBe('2026-11-02T05:00:00.000Z');
  });

  it('is never with no deadline, or with something that is not a date', () => {
    for (const none of [null, undefined, '', '12/01/2026', 20261201, '2026-12-1'])
      expect(rosterClosesAt(none)).toBeNull();
    expect(isRosterClosed(null, Date.parse('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('closes at that instant, not a millisecond sooner', () => {
    const closes = Date.parse('2026-12-02T05:00:00.000Z');
    expect(isRosterClosed('2026-12-01', closes - 1)).toBe(false);
    expect(isRosterClosed('2026-12-01', closes)).toBe(true);
  });
});

describe('who may add a player', () => {
  const after = Date.parse('2026-12-03T00:00:00Z');
  const before = Date.parse('2026-11-30T00:00:00Z');
  it('a team that has finished setting up: until the deadline only', () => {
    expect(mayAddPlayers('2026-12-01', { status: 'complete' }, before)).toBe(true);
    expect(mayAddPlayers('2026-12-01', { status: 'complete' }, after)).toBe(false);
  });
  it('a team still building its first roster: after it too', () => {
    expect(mayAddPlayers('2026-12-01', { status: 'roster' }, after)).toBe(true);
    expect(mayAddPlayers('2026-12-01', undefined, after)).toBe(true);
  });
  it('anyone, in a league with no deadline', () => {
    expect(mayAddPlayers(null, { status: 'complete' }, after)).toBe(true);
  });
});

describe("the league's field", () => {
  it('is none in a league saved before it existed', () => {
    expect(checkDocShape('leagues', OLD_LEAGUE)).toMatchObject({ ok: true, body: { rosterDeadline: null } });
  });

  it('is kept when an older app version saves the league without it', () => {
    const stored = { ...OLD_LEAGUE, rosterDeadline: '2025-10-15' };
    expect(withLaterFields(OLD_LEAGUE, stored)).toMatchObject({ rosterDeadline: '2025-10-15' });
    // Cleared on purpose by a version that knows it: sent as null, left as sent.
    const cleared = { ...OLD_LEAGUE, rosterDeadline: null };
    expect(withLaterFields(cleared, stored)).toBe(cleared);
  });

  it('refuses a deadline that is not a date', () => {
    const shape = checkDocShape('leagues', { ...OLD_LEAGUE, rosterDeadline: 'next Friday' });
    expect(shape).toMatchObject({ ok: false });
  });

  it("is typed in the admin's form: empty for none, a real day otherwise", () => {
    expect(ZLeagueForm.parse(leagueFormValues()).rosterDeadline).toBeNull();
    expect(ZLeagueForm.parse(leagueFormValues({ rosterDeadline: '2027-04-15' })).rosterDeadline).toBe(
      '2027-04-15',
    );
    const result = ZLeagueForm.safeParse(leagueFormValues({ rosterDeadline: '2027-02-30' }));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['rosterDeadline']);
    expect(result.error?.issues[0]?.message).toBe('Enter the roster deadline as a date');
  });

  it('says when rosters closed, in each language and date order', () => {
    expect(MSG.rosterClosed('2026-12-01')).toBe(
      'Rosters closed after 12/01/2026. Ask the league to add a player.',
    );
    expect(tIn('es', 'rules.rule.rosterClosed', { date: '01/12/2026' })).toContain('01/12/2026');
    expect(tIn('fr', 'rules.rule.rosterClosed', { date: '01/12/2026' })).toBe(
      'Les effectifs sont clos depuis la fin du 01/12/2026. Demandez à la ligue d’ajouter le joueur.',
    );
  });
});
