import type { TMessageKey } from '../i18n/core.ts';
import { hashKey } from './ids.ts';
import type { TPenalties, TPlayoff, TPlayoffPlace, TPlayoffSize } from './schemas/playoff.ts';

// ADR 062: a league's playoffs, a knockout of its best teams after the regular season. The
// bracket is a pure function of the playoff document (seeds, rounds) and the league's matches:
// nothing records who went through, so a corrected result moves the winner with it.

export type TBracketMatch = {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  status: string;
  score: { home: number; away: number } | null;
  penalties?: TPenalties | null;
  playoff?: TPlayoffPlace | null;
  date: string;
  venue?: string;
};

export type TTieSide = { teamId: string; seed: number } | null;

export type TTie<M extends TBracketMatch = TBracketMatch> = {
  round: number;
  slot: number;
  /** The id its match has, or will have once both teams are known. */
  matchId: string;
  /** From the match once there is one, else who the bracket says (null: not decided yet). */
  home: TTieSide;
  away: TTieSide;
  match: M | null;
  winnerId: string | null;
  /** The teams the seeds or the feeders' winners send it, home first; null while undecided. */
  expected: [string, string] | null;
};

export type TRound<M extends TBracketMatch = TBracketMatch> = {
  round: number;
  name: TMessageKey;
  ties: TTie<M>[];
};

/** Seed pairs of the first round, top of the bracket first: seeds 1 and 2 can meet only in the final. */
const FIRST_ROUND: Record<TPlayoffSize, [number, number][]> = {
  2: [[1, 2]],
  4: [
    [1, 4],
    [2, 3],
  ],
  8: [
    [1, 8],
    [4, 5],
    [2, 7],
    [3, 6],
  ],
};

export const roundCount = (size: TPlayoffSize) => Math.log2(size);

/** "Final", "Semi-finals", "Quarter-finals": named by how far from the final a round is. */
export function roundName(round: number, rounds: number): TMessageKey {
  const fromFinal = rounds - round;
  if (fromFinal === 0) return 'app.playoff.final';
  return fromFinal === 1 ? 'app.playoff.semiFinals' : 'app.playoff.quarterFinals';
}

/**
 * A playoff match's id: the same for the same bracket, round and place on every server and after
 * every crash (creating it is the atomic "first one wins"), and new for a bracket made again.
 */
export const playoffMatchId = (
  playoff: Pick<TPlayoff, 'leagueId' | 'createdAt'>,
  round: number,
  slot: number,
) => `playoff-${hashKey(`${playoff.leagueId}|${playoff.createdAt}|${round}|${slot}`)}`;

/** Who won: the score, or the shoot-out when level. Null while not played, or level with no shoot-out. */
export function winnerOf(match: TBracketMatch | null): string | null {
  if (match?.status !== 'completed' || !match.score) return null;
  const { home, away } = match.score;
  if (home !== away) return home > away ? match.homeTeamId : match.awayTeamId;
  const pens = match.penalties;
  if (!pens || pens.home === pens.away) return null;
  return pens.home > pens.away ? match.homeTeamId : match.awayTeamId;
}

/** The bracket as it stands: every round's ties, their teams so far, and who went through. */
export function bracket<M extends TBracketMatch>(playoff: TPlayoff, matches: readonly M[]): TRound<M>[] {
  const size = playoff.size as TPlayoffSize;
  const rounds = roundCount(size);
  const seedOf = new Map(playoff.seeds.map((teamId, i) => [teamId, i + 1]));
  const side = (teamId: string | null): TTieSide =>
    teamId ? { teamId, seed: seedOf.get(teamId) ?? 0 } : null;
  const byId = new Map(matches.map((m) => [m.id, m]));
  const result: TRound<M>[] = [];
  for (let round = 1; round <= rounds; round++) {
    const ties: TTie<M>[] = [];
    const slots = size / 2 ** round;
    for (let slot = 1; slot <= slots; slot++) {
      const matchId = playoffMatchId(playoff, round, slot);
      const match = byId.get(matchId) ?? null;
      let home: TTieSide;
      let away: TTieSide;
      if (round === 1) {
        const [a, b] = FIRST_ROUND[size][slot - 1]!;
        home = side(playoff.seeds[a - 1]!);
        away = side(playoff.seeds[b - 1]!);
      } else {
        const feeders = result[round - 2]!.ties;
        const top = side(feeders[2 * slot - 2]!.winnerId);
        const bottom = side(feeders[2 * slot - 1]!.winnerId);
        // The better seed plays at home.
        [home, away] = top && bottom && bottom.seed < top.seed ? [bottom, top] : [top, bottom];
      }
      const expected: [string, string] | null = home && away ? [home.teamId, away.teamId] : null;
      if (match) [home, away] = [side(match.homeTeamId), side(match.awayTeamId)];
      ties.push({ round, slot, matchId, home, away, match, winnerId: winnerOf(match), expected });
    }
    result.push({ round, name: roundName(round, rounds), ties });
  }
  return result;
}

/** The team that won the final, once it is played. */
export const championOf = (rounds: readonly TRound[]) => rounds.at(-1)?.ties[0]?.winnerId ?? null;

export type TPlayoffChange =
  | {
      kind: 'create';
      matchId: string;
      place: TPlayoffPlace;
      homeTeamId: string;
      awayTeamId: string;
      date: string;
      venue: string;
    }
  | { kind: 'teams'; matchId: string; homeTeamId: string; awayTeamId: string };

/**
 * What the server writes so the bracket's matches follow it: a match for every tie whose two teams
 * are known, and new teams for a tie not yet played whose feeder's result was corrected.
 */
export function playoffChanges(playoff: TPlayoff, matches: readonly TBracketMatch[]): TPlayoffChange[] {
  const changes: TPlayoffChange[] = [];
  for (const { round, ties } of bracket(playoff, matches)) {
    for (const tie of ties) {
      if (!tie.expected) continue;
      const [home, away] = tie.expected;
      if (!tie.match) {
        const planned = playoff.rounds[round - 1]!;
        changes.push({
          kind: 'create',
          matchId: tie.matchId,
          place: { round, slot: tie.slot },
          homeTeamId: home,
          awayTeamId: away,
          date: planned.date,
          venue: planned.venue,
        });
      } else if (
        tie.match.status === 'scheduled' &&
        (tie.match.homeTeamId !== home || tie.match.awayTeamId !== away)
      ) {
        changes.push({ kind: 'teams', matchId: tie.matchId, homeTeamId: home, awayTeamId: away });
      }
    }
  }
  return changes;
}

/** A playoff match is played to a winner: level at full time needs a shoot-out that is not level. */
export function needsPenalties(score: { home: number; away: number } | null): boolean {
  return score !== null && score.home === score.away;
}

/** The seeds a bracket of `size` would take: the top of the league table, in order. */
export const seedsFromTable = (rows: readonly { teamId: string }[], size: number) =>
  rows.slice(0, size).map((row) => row.teamId);

/** What a fixture list calls a playoff match: its round, or "Playoffs" while the draw is not on this device. */
export function playoffRoundOf(
  match: { playoff?: TPlayoffPlace | null },
  playoff: Pick<TPlayoff, 'rounds'> | null | undefined,
): TMessageKey | null {
  if (!match.playoff) return null;
  return playoff ? roundName(match.playoff.round, playoff.rounds.length) : 'app.playoff.playoffs';
}

/** What an undecided side of a tie waits for: "Winner of semi-final 1" and "…2", as message and values. */
export function waitingFor(
  tie: Pick<TTie, 'round' | 'slot'>,
  rounds: number,
): [TMessageKey, { n: number }][] {
  // The feeders are the round before: semi-finals when this is the final.
  const key: TMessageKey =
    rounds - (tie.round - 1) === 1 ? 'league.playoff.winnerOfSemi' : 'league.playoff.winnerOfQuarter';
  return [0, 1].map((offset) => [key, { n: 2 * tie.slot - 1 + offset }]);
}
