import { compareInstants } from './dates.ts';
import { DEFAULT_DISCIPLINE_RULES } from './discipline-defaults.ts';
import type { TDisciplineRules, TRuling } from './schemas/discipline.ts';
import type { TMatchEvents } from './schemas/match.ts';

// Suspensions and fair play, derived from the league's completed matches and the admin's rulings
// (issue #30, ADR 020): never counted, so a corrected report, a replay or a restart cannot leave a
// ban behind. The phone and the server run the same function.

export type TDisciplineMatch = {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  date: string;
  status: string;
  events: TMatchEvents | null;
};
export type TBanKind = 'red' | 'twoYellows' | 'accumulation';
export type TBan = {
  /** `<kind>:<matchId>:<playerId>`: stable while the card that caused it stays on the report. */
  id: string;
  kind: TBanKind;
  playerId: string;
  playerName: string;
  teamId: string;
  /** The match, kick-off, minute and reason of the card that caused it. */
  matchId: string;
  date: string;
  minute: number;
  reason: string;
  /** For an accumulation ban: the season's yellow that reached the threshold (5, 10…). */
  yellows: number | null;
  /** Matches in all: the league's rule plus what admins added. */
  matches: number;
  extensions: { matches: number; reason: string }[];
  lift: { reason: string } | null;
  /** The team's completed matches that served it, in order. */
  served: string[];
  remaining: number;
  /** The earlier season whose card caused it (ADR 056), or null for this season's. */
  season: string | null;
};
/**
 * A ban the previous season left unserved, as the server mirrors it into this league's database
 * (ADR 056): the team is this season's, `remaining` is what was left at the end of that season.
 */
export type TCarriedBan = Pick<
  TBan,
  | 'kind'
  | 'playerId'
  | 'playerName'
  | 'teamId'
  | 'matchId'
  | 'date'
  | 'minute'
  | 'reason'
  | 'yellows'
  | 'remaining'
> & { banId: string; season: string };
export type TIneligible = {
  matchId: string;
  playerId: string;
  playerName: string;
  teamId: string;
  banId: string;
  ruling: TRuling | null;
};
export type TFairPlayRow = {
  teamId: string;
  yellows: number;
  reds: number;
  points: number;
  /** The referees' average fair-play rating of the team's matches, or null before any. */
  rating: number | null;
};
export type TDiscipline = {
  bans: TBan[];
  /** Players with matches still to serve, and their bans. */
  suspended: Map<string, TBan[]>;
  /** Suspended players who played (listed, scored or booked) all the same. */
  ineligible: TIneligible[];
  /** Yellows each player has toward accumulation this season. */
  yellows: Map<string, number>;
  fairPlay: TFairPlayRow[];
};
export type TDisciplineInput = {
  teams: { id: string; name: string }[];
  matches: TDisciplineMatch[];
  rulings?: TRuling[];
  /** Fair-play ratings by match id, from the accepted reports. */
  ratings?: Map<string, number>;
  rules?: TDisciplineRules;
  /** Bans carried over from the previous season (ADR 056): served first, by this season's matches. */
  carried?: TCarriedBan[];
};

/** A league's rules; a league stored before issue #30 has none, so it has the defaults. */
export const rulesOf = (league: { discipline?: TDisciplineRules } | null | undefined): TDisciplineRules =>
  league?.discipline ?? DEFAULT_DISCIPLINE_RULES;

const byKickOff = (a: TDisciplineMatch, b: TDisciplineMatch) =>
  compareInstants(a.date, b.date) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Whether a player took part in a match: listed as present, or scored, assisted or was booked. */
function played(match: TDisciplineMatch, playerId: string, teamId: string): boolean {
  const e = match.events;
  if (!e) return false;
  const side = teamId === match.homeTeamId ? e.attendance?.home : e.attendance?.away;
  return (
    Boolean(side?.includes(playerId)) ||
    e.goals.some((g) => g.playerId === playerId || g.assistPlayerId === playerId) ||
    [...e.yellowCards, ...e.redCards].some((c) => c.playerId === playerId)
  );
}

export function deriveDiscipline(input: TDisciplineInput): TDiscipline {
  const rules = input.rules ?? DEFAULT_DISCIPLINE_RULES;
  const rulings = [...(input.rulings ?? [])].sort((a, b) => compareInstants(a.createdAt, b.createdAt));
  const extensions = new Map<string, TBan['extensions']>();
  const lifts = new Map<string, string>();
  const decisions = new Map<string, TRuling>();
  for (const r of rulings) {
    const a = r.action;
    if (a.kind === 'extend')
      extensions.set(a.banId, [...(extensions.get(a.banId) ?? []), { matches: a.matches, reason: r.reason }]);
    else if (a.kind === 'lift') lifts.set(a.banId, r.reason);
    // The latest decision on an appearance is the one that holds.
    else decisions.set(`${a.matchId}:${a.playerId}`, r);
  }
  const completed = input.matches.filter((m) => m.status === 'completed').sort(byKickOff);
  const bans: TBan[] = [];
  const open = new Map<string, TBan[]>();
  const yellows = new Map<string, number>();
  const ineligible: TIneligible[] = [];

  const addBan = (
    ban: Omit<TBan, 'matches' | 'extensions' | 'lift' | 'served' | 'remaining' | 'season'>,
    base: number,
    season: string | null = null,
  ) => {
    const added = extensions.get(ban.id) ?? [];
    const matches = base + added.reduce((sum, e) => sum + e.matches, 0);
    const lift = lifts.has(ban.id) ? { reason: lifts.get(ban.id)! } : null;
    if (matches <= 0) return;
    const full: TBan = {
      ...ban,
      matches,
      extensions: added,
      lift,
      served: [],
      remaining: lift ? 0 : matches,
      season,
    };
    bans.push(full);
    if (full.remaining > 0) open.set(ban.playerId, [...(open.get(ban.playerId) ?? []), full]);
  };

  // Last season's bans are older than any of this season's, so each player serves them first.
  for (const c of input.carried ?? []) {
    const { playerId, playerName, teamId, matchId, date, minute, reason, yellows } = c;
    const facts = { playerId, playerName, teamId, matchId, date, minute, reason, yellows };
    addBan({ ...facts, id: c.banId, kind: c.kind }, c.remaining, c.season);
  }
  for (const match of completed) {
    // First the bans already running: this match serves one of each player's (oldest first).
    for (const [playerId, list] of open) {
      const ban = list[0]!;
      if (ban.teamId !== match.homeTeamId && ban.teamId !== match.awayTeamId) continue;
      if (played(match, playerId, ban.teamId)) {
        const ruling = decisions.get(`${match.id}:${playerId}`) ?? null;
        ineligible.push({
          matchId: match.id,
          playerId,
          playerName: ban.playerName,
          teamId: ban.teamId,
          banId: ban.id,
          ruling,
        });
      }
      ban.served.push(match.id);
      ban.remaining -= 1;
      if (ban.remaining === 0) list.shift();
      if (list.length === 0) open.delete(playerId);
    }
    // Then this match's cards.
    const events = match.events;
    if (!events) continue;
    const booked = new Set([...events.yellowCards, ...events.redCards].map((c) => c.playerId));
    for (const playerId of booked) {
      const ys = events.yellowCards
        .filter((c) => c.playerId === playerId)
        .sort((a, b) => a.minute - b.minute);
      const red = events.redCards.find((c) => c.playerId === playerId);
      const base = { playerId, matchId: match.id, date: match.date, yellows: null };
      if (ys.length >= 2) {
        // A second yellow is a sending-off: it bans once and neither yellow counts toward accumulation.
        const card = ys[1]!;
        addBan(
          { ...base, id: `twoYellows:${match.id}:${playerId}`, kind: 'twoYellows', ...cardFacts(card) },
          rules.secondYellowBan,
        );
        continue;
      }
      if (red) {
        addBan(
          { ...base, id: `red:${match.id}:${playerId}`, kind: 'red', ...cardFacts(red) },
          rules.redCardBan,
        );
      }
      const yellow = ys[0];
      if (!yellow) continue;
      const count = (yellows.get(playerId) ?? 0) + 1;
      yellows.set(playerId, count);
      if (rules.yellowThreshold > 0 && count % rules.yellowThreshold === 0) {
        addBan(
          {
            ...base,
            id: `accumulation:${count}:${playerId}`,
            kind: 'accumulation',
            ...cardFacts(yellow),
            yellows: count,
          },
          rules.yellowBan,
        );
      }
    }
  }
  return { bans, suspended: open, ineligible, yellows, fairPlay: fairPlayTable(input, completed, rules) };
}

const cardFacts = (card: { playerName: string; teamId: string; minute: number; reason: string }) => ({
  playerName: card.playerName,
  teamId: card.teamId,
  minute: card.minute,
  reason: card.reason,
});

/** Fewest fair-play points first, then the better referees' rating, then the name. */
function fairPlayTable(
  input: TDisciplineInput,
  completed: TDisciplineMatch[],
  rules: TDisciplineRules,
): TFairPlayRow[] {
  const rows = new Map(
    input.teams.map((t) => [t.id, { teamId: t.id, yellows: 0, reds: 0, points: 0, ratings: [] as number[] }]),
  );
  for (const match of completed) {
    const rating = input.ratings?.get(match.id);
    for (const teamId of [match.homeTeamId, match.awayTeamId]) {
      const row = rows.get(teamId);
      if (!row) continue;
      if (rating !== undefined) row.ratings.push(rating);
      row.yellows += match.events?.yellowCards.filter((c) => c.teamId === teamId).length ?? 0;
      row.reds += match.events?.redCards.filter((c) => c.teamId === teamId).length ?? 0;
    }
  }
  const names = new Map(input.teams.map((t) => [t.id, t.name]));
  return [...rows.values()]
    .map(({ ratings, ...row }) => ({
      ...row,
      points: row.yellows * rules.fairPlay.yellow + row.reds * rules.fairPlay.red,
      rating: ratings.length
        ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10
        : null,
    }))
    .sort(
      (a, b) =>
        a.points - b.points ||
        (b.rating ?? 0) - (a.rating ?? 0) ||
        (names.get(a.teamId) ?? '').localeCompare(names.get(b.teamId) ?? ''),
    );
}

/** The appearances still waiting for an admin's decision (the needs-attention list). */
export const undecided = (discipline: TDiscipline) => discipline.ineligible.filter((i) => !i.ruling);

/**
 * The matches as the table counts them: a match awarded over an ineligible player takes the
 * award's score, with the ruling's reason as its note. An award whose reason went away (the
 * report was corrected) no longer counts. Everything else is as stored.
 */
export function withAwards<T extends { id: string; score: { home: number; away: number } | null }>(
  matches: T[],
  ineligible: TIneligible[],
  note: (reason: string) => string,
): T[] {
  const awards = new Map<string, TRuling>();
  for (const i of ineligible) if (i.ruling?.action.kind === 'award') awards.set(i.matchId, i.ruling);
  if (awards.size === 0) return matches;
  return matches.map((m) => {
    const award = awards.get(m.id);
    if (award?.action.kind !== 'award') return m;
    return { ...m, score: award.action.score, resultNote: note(award.reason) };
  });
}
