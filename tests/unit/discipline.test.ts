import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDocShape, withLaterFields } from '../../src/domain/databases.ts';
import {
  deriveDiscipline,
  type TDisciplineMatch,
  undecided,
  withAwards,
} from '../../src/domain/discipline.ts';
import { DEFAULT_DISCIPLINE_RULES } from '../../src/domain/discipline-defaults.ts';
import { ZLeagueForm } from '../../src/domain/forms/league-form.ts';
import { type TRuling, ZRuling } from '../../src/domain/schemas/discipline.ts';
import { ZLeague } from '../../src/domain/schemas/league.ts';
import type { TCardEvent } from '../../src/domain/schemas/match.ts';
import { leagueFormValues, OLD_LEAGUE } from '../support/league-form.ts';

const TEAMS = [
  { id: 'astoria', name: 'Astoria' },
  { id: 'bushwick', name: 'Bushwick' },
  { id: 'corona', name: 'Corona' },
];
type TCard = { player: string; team: string; minute?: number };
const card = ({ player, team, minute = 30 }: TCard): TCardEvent => ({
  playerId: player,
  playerName: `Name ${player}`,
  teamId: team,
  minute,
  reason: 'Foul',
});

/** A league as stored before issue #30: no discipline rules. */

let day = 0;
function match(
  home: string,
  away: string,
  cards: { yellow?: TCard[]; red?: TCard[]; present?: string[] } = {},
  status = 'completed',
): TDisciplineMatch {
  day += 1;
  const present = cards.present ?? [];
  return {
    id: `m${String(day).padStart(3, '0')}`,
    homeTeamId: home,
    awayTeamId: away,
    date: new Date(Date.UTC(2026, 8, 1) + day * 86_400_000).toISOString(),
    status,
    events:
      status === 'completed'
        ? {
            goals: [],
            yellowCards: (cards.yellow ?? []).map(card),
            redCards: (cards.red ?? []).map(card),
            attendance: {
              home: present.filter((p) => p.startsWith(home[0]!)),
              away: present.filter((p) => p.startsWith(away[0]!)),
            },
          }
        : null,
  };
}
const derive = (matches: TDisciplineMatch[], rulings: TRuling[] = [], rules = DEFAULT_DISCIPLINE_RULES) =>
  deriveDiscipline({ teams: TEAMS, matches, rulings, rules });
const ruling = (
  action: TRuling['action'],
  reason = 'Violent conduct',
  at = '2026-10-01T00:00:00.000Z',
): TRuling => ({
  type: 'ruling',
  leagueId: 'league1',
  action,
  reason,
  author: 'admin1',
  createdAt: at,
});

describe('suspensions are derived from the completed matches', () => {
  it('a straight red bans the next completed match of the team, then ends', () => {
    const red = match('astoria', 'bushwick', { red: [{ player: 'a1', team: 'astoria', minute: 34 }] });
    const before = derive([red]);
    expect(before.suspended.get('a1')?.[0]).toMatchObject({ kind: 'red', remaining: 1, minute: 34 });
    // A cancelled match, a scheduled one and another team's match serve nothing.
    const cancelled = match('corona', 'astoria', {}, 'cancelled');
    const scheduled = match('astoria', 'corona', {}, 'scheduled');
    const others = match('bushwick', 'corona');
    expect(derive([red, cancelled, scheduled, others]).suspended.get('a1')?.[0]?.remaining).toBe(1);
    const next = match('corona', 'astoria');
    const after = derive([red, cancelled, others, next]);
    expect(after.suspended.has('a1')).toBe(false);
    expect(after.bans[0]!.served).toEqual([next.id]);
  });

  it('the 5th yellow bans, the 4th does not; two in one match ban once and do not accumulate', () => {
    const yellows = (n: number) =>
      Array.from({ length: n }, () =>
        match('astoria', 'bushwick', { yellow: [{ player: 'a1', team: 'astoria' }] }),
      );
    const four = derive(yellows(4));
    expect(four.suspended.has('a1')).toBe(false);
    expect(four.yellows.get('a1')).toBe(4);
    const five = derive(yellows(5));
    expect(five.suspended.get('a1')?.[0]).toMatchObject({ kind: 'accumulation', yellows: 5, remaining: 1 });
    const double = match('astoria', 'corona', {
      yellow: [
        { player: 'a2', team: 'astoria', minute: 20 },
        { player: 'a2', team: 'astoria', minute: 70 },
      ],
      red: [{ player: 'a2', team: 'astoria', minute: 70 }],
    });
    const sentOff = derive([double]);
    expect(sentOff.bans).toHaveLength(1);
    expect(sentOff.bans[0]).toMatchObject({ kind: 'twoYellows', minute: 70, remaining: 1 });
    expect(sentOff.yellows.get('a2') ?? 0).toBe(0);
  });

  it('a threshold of 0 turns accumulation off; the 10th yellow bans again', () => {
    const list = Array.from({ length: 10 }, () =>
      match('astoria', 'bushwick', { yellow: [{ player: 'a1', team: 'astoria' }] }),
    );
    expect(derive(list, [], { ...DEFAULT_DISCIPLINE_RULES, yellowThreshold: 0 }).bans).toHaveLength(0);
    expect(derive(list).bans.map((b) => b.yellows)).toEqual([5, 10]);
  });

  it('a corrected report (the card removed) removes its ban', () => {
    const red = match('astoria', 'bushwick', { red: [{ player: 'a1', team: 'astoria' }] });
    expect(derive([red]).suspended.has('a1')).toBe(true);
    const corrected = { ...red, events: { ...red.events!, redCards: [] } };
    expect(derive([corrected]).bans).toHaveLength(0);
  });

  it('an admin adds matches to a ban or lifts it, each with a reason', () => {
    const red = match('astoria', 'bushwick', { red: [{ player: 'a1', team: 'astoria' }] });
    const banId = `red:${red.id}:a1`;
    const next = match('astoria', 'corona');
    const extended = derive([red, next], [ruling({ kind: 'extend', banId, playerId: 'a1', matches: 2 })]);
    expect(extended.suspended.get('a1')?.[0]).toMatchObject({ matches: 3, remaining: 2 });
    expect(extended.bans[0]!.extensions).toEqual([{ matches: 2, reason: 'Violent conduct' }]);
    const lifted = derive([red], [ruling({ kind: 'lift', banId, playerId: 'a1' }, 'Mistaken identity')]);
    expect(lifted.suspended.has('a1')).toBe(false);
    expect(lifted.bans[0]!.lift).toEqual({ reason: 'Mistaken identity' });
  });

  it('a suspended player who plays is ineligible until an admin decides; an award changes the score', () => {
    const red = match('astoria', 'bushwick', { red: [{ player: 'a1', team: 'astoria' }] });
    const next = match('astoria', 'corona', { present: ['a1', 'a3'] });
    const found = derive([red, next]);
    expect(undecided(found)).toEqual([
      expect.objectContaining({ matchId: next.id, playerId: 'a1', teamId: 'astoria' }),
    ]);
    const award = ruling({
      kind: 'award',
      matchId: next.id,
      playerId: 'a1',
      teamId: 'corona',
      score: { home: 0, away: 3 },
    });
    const decided = derive([red, next], [award]);
    expect(undecided(decided)).toEqual([]);
    const scored = withAwards(
      [{ id: next.id, score: { home: 2, away: 1 } }],
      decided.ineligible,
      (r) => `A: ${r}`,
    );
    expect(scored[0]).toEqual({ id: next.id, score: { home: 0, away: 3 }, resultNote: 'A: Violent conduct' });
    // A later "let it stand" replaces the award.
    const stand = ruling(
      { kind: 'stand', matchId: next.id, playerId: 'a1' },
      'Agreed',
      '2026-10-02T00:00:00.000Z',
    );
    const stood = derive([red, next], [award, stand]);
    expect(
      withAwards([{ id: next.id, score: { home: 2, away: 1 } }], stood.ineligible, String)[0]!.score,
    ).toEqual({
      home: 2,
      away: 1,
    });
  });

  it('the fair-play table counts cards and orders the cleanest team first', () => {
    const matches = [
      match('astoria', 'bushwick', {
        yellow: [
          { player: 'a1', team: 'astoria' },
          { player: 'b1', team: 'bushwick' },
        ],
        red: [{ player: 'a2', team: 'astoria' }],
      }),
      match('bushwick', 'corona', { yellow: [{ player: 'b2', team: 'bushwick' }] }),
    ];
    const ratings = new Map([[matches[0]!.id, 2]]);
    const table = deriveDiscipline({ teams: TEAMS, matches, ratings }).fairPlay;
    expect(table.map((r) => [r.teamId, r.yellows, r.reds, r.points, r.rating])).toEqual([
      ['corona', 0, 0, 0, null],
      ['bushwick', 2, 0, 2, 2],
      ['astoria', 1, 1, 4, 2],
    ]);
  });

  it('bad rulings are refused with a clear message', () => {
    const base = ruling({ kind: 'extend', banId: 'red:m1:a1', playerId: 'a1', matches: 3 });
    for (const matches of [-1, 0, 500]) {
      const parsed = ZRuling.safeParse({ ...base, action: { ...base.action, matches } });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues[0]!.message).toBe('Add between 1 and 20 matches');
    }
    const noReason = ZRuling.safeParse({ ...base, reason: ' ' });
    expect(noReason.error!.issues[0]!.message).toBe('Please give a reason (at least 3 characters)');
  });

  it('a league written before discipline rules has the defaults', () => {
    const { _id, ...body } = OLD_LEAGUE;
    const league = ZLeague.parse(body);
    expect(league.discipline).toEqual(DEFAULT_DISCIPLINE_RULES);
  });
});

describe('property: suspensions depend on the matches, not on the order they arrive in', () => {
  const cardArb = fc.record({
    player: fc.constantFrom('a1', 'a2', 'b1'),
    kind: fc.constantFrom('yellow', 'yellow', 'yellow', 'red'),
  });
  it('any order and any repeats of the same final reports give the same suspensions', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cardArb, { maxLength: 3 }), { minLength: 1, maxLength: 14 }),
        (sheets) => {
          day = 0;
          const matches = sheets.map((cards) =>
            match('astoria', 'bushwick', {
              yellow: cards
                .filter((c) => c.kind === 'yellow')
                .map((c) => ({ player: c.player, team: c.player[0] === 'a' ? 'astoria' : 'bushwick' })),
              red: cards
                .filter((c) => c.kind === 'red')
                .map((c) => ({ player: c.player, team: c.player[0] === 'a' ? 'astoria' : 'bushwick' })),
            }),
          );
          const fresh = derive(matches);
          const shuffled = [...matches].reverse();
          const again = derive(shuffled);
          expect(again.bans).toEqual(fresh.bans);
          // Every ban serves at most its length, and only matches after it.
          for (const ban of fresh.bans) {
            expect(ban.served.length + ban.remaining).toBe(ban.matches);
            for (const id of ban.served) expect(id > ban.matchId).toBe(true);
          }
        },
      ),
    );
  });
});

describe('documents evolve: older and newer versions of a document meet', () => {
  const league = OLD_LEAGUE;
  it("a phone keeps a field a newer version added when it saves; the server's check still refuses it", () => {
    const newer = { ...league, kitColour: 'orange' };
    expect(checkDocShape('leagues', newer)).toMatchObject({ ok: false });
    const onPhone = checkDocShape('leagues', newer, { tolerateUnknownFields: true });
    expect(onPhone).toMatchObject({ ok: true, body: expect.objectContaining({ kitColour: 'orange' }) });
    // A real problem is still a problem on the phone.
    expect(checkDocShape('leagues', { ...newer, price: -1 }, { tolerateUnknownFields: true })).toMatchObject({
      ok: false,
    });
  });
  it('a league saved without its discipline rules keeps the stored ones', () => {
    const stored = { ...league, discipline: { ...DEFAULT_DISCIPLINE_RULES, redCardBan: 3 } };
    expect(withLaterFields(league, stored)).toMatchObject({ discipline: { redCardBan: 3 } });
    // A deletion, or a document that sends the field, is left as it is.
    expect(withLaterFields({ ...league, _deleted: true }, stored)).not.toHaveProperty('discipline');
    const sent = { ...league, discipline: DEFAULT_DISCIPLINE_RULES };
    expect(withLaterFields(sent, stored)).toBe(sent);
  });
});

describe("the league form's discipline rules", () => {
  const values = leagueFormValues({ redCardBan: '2', yellowThreshold: '0' });
  it('saves whole numbers in range as the league’s rules', () => {
    const parsed = ZLeagueForm.parse(values);
    expect(parsed.discipline).toEqual({ ...DEFAULT_DISCIPLINE_RULES, redCardBan: 2, yellowThreshold: 0 });
    expect(ZLeague.shape.discipline.parse(parsed.discipline)).toEqual(parsed.discipline);
  });
  it('refuses a negative, too large or broken number, and an award the loser wins', () => {
    for (const [field, value] of [
      ['redCardBan', '-1'],
      ['yellowThreshold', '25'],
      ['fairPlayRed', '1.5'],
    ] as const) {
      const result = ZLeagueForm.safeParse({ ...values, [field]: value });
      expect(result.error?.issues[0]).toMatchObject({
        path: [field],
        message: expect.stringMatching(/^Use a whole number from 0 to \d+$/),
      });
    }
    const award = ZLeagueForm.safeParse({ ...values, awardWinner: '0', awardLoser: '3' });
    expect(award.error?.issues[0]?.path).toEqual(['awardWinner']);
  });
});
