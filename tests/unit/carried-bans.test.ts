import { describe, expect, it } from 'vitest';
import { bansToCarry, carriedBanKey } from '../../src/domain/carried-bans.ts';
import { checkDocShape, withLaterFields } from '../../src/domain/databases.ts';
import { deriveDiscipline, type TDisciplineMatch } from '../../src/domain/discipline.ts';
import { DEFAULT_DISCIPLINE_RULES } from '../../src/domain/discipline-defaults.ts';
import type { TRuling } from '../../src/domain/schemas/discipline.ts';
import { ZLeague } from '../../src/domain/schemas/league.ts';
import { OLD_LEAGUE } from '../support/league-form.ts';

// ADR 056: a ban the previous season left unserved is served by the player's team in the next.

let day = 0;
function match(
  home: string,
  away: string,
  reds: { player: string; team: string }[] = [],
  present: string[] = [],
) {
  day += 1;
  return {
    id: `m${String(day).padStart(3, '0')}`,
    homeTeamId: home,
    awayTeamId: away,
    date: new Date(Date.UTC(2026, 8, 1) + day * 86_400_000).toISOString(),
    status: 'completed',
    events: {
      goals: [],
      yellowCards: [],
      redCards: reds.map((r) => ({
        playerId: r.player,
        playerName: `Name ${r.player}`,
        teamId: r.team,
        minute: 80,
        reason: 'Violent conduct',
      })),
      attendance: { home: present, away: [] },
    },
  } satisfies TDisciplineMatch;
}
const ruling = (action: TRuling['action']): TRuling => ({
  type: 'ruling',
  leagueId: 'next',
  action,
  reason: 'Board decision',
  author: 'admin1',
  createdAt: '2027-03-01T00:00:00.000Z',
});

/** Last season: a1 sent off (3-match ban) in its last match, c1 of a team not carried over too. */
function lastSeason() {
  const first = match('astoria', 'corona');
  const last = match('astoria', 'corona', [
    { player: 'a1', team: 'astoria' },
    { player: 'c1', team: 'corona' },
  ]);
  const rules = { ...DEFAULT_DISCIPLINE_RULES, redCardBan: 3 };
  return deriveDiscipline({ teams: [], matches: [first, last], rules });
}

describe('bans a season leaves unserved', () => {
  it('carry the matches still to serve, under the player’s new team; a team left behind leaves its bans', () => {
    const carried = bansToCarry(lastSeason(), new Map([['astoria', 'astoria2']]), '2026');
    expect(carried).toHaveLength(1);
    expect(carried[0]).toMatchObject({
      playerId: 'a1',
      teamId: 'astoria2',
      kind: 'red',
      remaining: 3,
      season: '2026',
    });
  });

  it('are served first by the new team’s matches, and appearing while banned is an ineligible appearance', () => {
    const carried = bansToCarry(lastSeason(), new Map([['astoria', 'astoria2']]), '2026');
    const first = match('astoria2', 'bronx', [], ['a1']);
    const second = match('bronx', 'bronx2');
    const next = deriveDiscipline({ teams: [], matches: [first, second], carried });
    const ban = next.bans[0]!;
    expect(ban).toMatchObject({ season: '2026', served: [first.id], remaining: 2 });
    expect(next.suspended.get('a1')).toHaveLength(1);
    expect(next.ineligible).toEqual([
      expect.objectContaining({ matchId: first.id, playerId: 'a1', banId: ban.id }),
    ]);
  });

  it('this season’s rulings extend or lift a carried ban by its id', () => {
    const carried = bansToCarry(lastSeason(), new Map([['astoria', 'astoria2']]), '2026');
    const banId = carried[0]!.banId;
    const extended = deriveDiscipline({
      teams: [],
      matches: [],
      carried,
      rulings: [ruling({ kind: 'extend', banId, playerId: 'a1', matches: 2 })],
    });
    expect(extended.bans[0]).toMatchObject({ matches: 5, remaining: 5 });
    const lifted = deriveDiscipline({
      teams: [],
      matches: [],
      carried,
      rulings: [ruling({ kind: 'lift', banId, playerId: 'a1' })],
    });
    expect(lifted.suspended.size).toBe(0);
  });

  it('a ban served out, or lifted, last season carries nothing', () => {
    const played = lastSeason();
    const served = deriveDiscipline({
      teams: [],
      matches: [match('astoria', 'corona', [{ player: 'a1', team: 'astoria' }]), match('astoria', 'corona')],
    });
    expect(bansToCarry(served, new Map([['astoria', 'astoria2']]), '2026')).toEqual([]);
    expect(bansToCarry(played, new Map(), '2026')).toEqual([]);
  });

  it('a ban carried twice keeps the season of its card', () => {
    const once = bansToCarry(lastSeason(), new Map([['astoria', 'astoria2']]), '2026');
    const quiet = deriveDiscipline({ teams: [], matches: [], carried: once });
    const twice = bansToCarry(quiet, new Map([['astoria2', 'astoria3']]), '2027');
    expect(twice[0]).toMatchObject({ teamId: 'astoria3', season: '2026', remaining: 3 });
  });
});

describe('the setting and the document', () => {
  it('a league stored before ADR 056 carries bans over', () => {
    const { _id, ...body } = OLD_LEAGUE;
    expect(ZLeague.parse(body).carryBans).toBe(true);
  });

  it('an older desk saving the league keeps the organiser’s choice', () => {
    const stored = { ...OLD_LEAGUE, carryBans: false };
    expect(withLaterFields(OLD_LEAGUE, stored)).toMatchObject({ carryBans: false });
  });

  it('a carried ban has a key an id may be, and is the server’s alone', () => {
    const banId = `accumulation:10:${'p'.repeat(63)}`;
    const key = carriedBanKey(banId);
    expect(key).toMatch(/^[a-z0-9][a-z0-9-]{0,62}$/);
    expect(carriedBanKey(`${banId}x`)).not.toBe(key);
    const doc = {
      _id: `carriedBan:${key}`,
      type: 'carriedBan',
      leagueId: 'next',
      banId: 'red:m1:a1',
      kind: 'red',
      playerId: 'a1',
      playerName: 'Ana',
      teamId: 'astoria2',
      fromLeagueId: 'last',
      season: '2026',
      matchId: 'm1',
      date: '2026-09-02T00:00:00.000Z',
      minute: 80,
      reason: 'Violent conduct',
      yellows: null,
      remaining: 3,
    };
    const checked = checkDocShape('league', doc);
    expect(checked.ok).toBe(true);
    expect(checked.ok && checked.rule.isServerOnly).toBe(true);
  });
});
