import { type TMessageKey, t } from '../i18n/core.ts';
import { compareInstants } from './dates.ts';
// Standings are derived, never incremented (spec README, point 2): a pure function of the
// completed matches and the admin's recorded adjustments.

export type TTieBreaker = 'goalDifference' | 'goalsFor' | 'headToHeadPoints' | 'wins' | 'name';
export type TPointsRule = { win: number; draw: number; loss: number };
export type TResult = {
  homeTeamId: string;
  awayTeamId: string;
  homeGoals: number;
  awayGoals: number;
  date: string;
};
export type TTeamStatField =
  | 'points'
  | 'matchesPlayed'
  | 'wins'
  | 'draws'
  | 'losses'
  | 'goalsFor'
  | 'goalsAgainst';
export type TTeamAdjustment = { teamId: string; field: TTeamStatField; delta: number; reason: string };
export type TFormLetter = 'W' | 'D' | 'L';

export type TStandingRow = {
  teamId: string;
  name: string;
  position: number;
  matchesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** Adjustments applied to this row (a points deduction, with its reason). */
  adjustments: { field: TTeamStatField; delta: number; reason: string }[];
  /** The last five results, oldest first. */
  form: TFormLetter[];
  /** Why this team is above the next one, e.g. "Level on points, better goal difference". */
  aboveNextBecause: string | null;
};

export type TStandingsInput = {
  teams: { id: string; name: string }[];
  results: TResult[];
  adjustments?: TTeamAdjustment[];
  points?: TPointsRule;
  tieBreakers?: readonly TTieBreaker[];
};

export const DEFAULT_POINTS: TPointsRule = { win: 3, draw: 1, loss: 0 };
export const DEFAULT_TIE_BREAKERS: readonly TTieBreaker[] = [
  'goalDifference',
  'goalsFor',
  'headToHeadPoints',
];

type TCriterion = 'points' | TTieBreaker;
const LABEL: Record<TCriterion, TMessageKey> = {
  points: 'app.tie.points',
  goalDifference: 'app.tie.goalDifference',
  goalsFor: 'app.tie.goalsFor',
  headToHeadPoints: 'app.tie.headToHeadPoints',
  wins: 'app.tie.wins',
  name: 'app.tie.name',
};
const BETTER: Record<TCriterion, TMessageKey> = {
  points: 'app.tie.morePoints',
  goalDifference: 'app.tie.betterGoalDifference',
  goalsFor: 'app.tie.moreGoalsFor',
  headToHeadPoints: 'app.tie.moreHeadToHeadPoints',
  wins: 'app.tie.moreWins',
  name: 'app.tie.firstAlphabetically',
};

function reason(criteria: TCriterion[], decisive: TCriterion): string {
  const level = criteria.slice(0, criteria.indexOf(decisive)).map((c) => t(LABEL[c]));
  const better = t(BETTER[decisive]);
  if (level.length === 0) return better.charAt(0).toUpperCase() + better.slice(1);
  const joined =
    level.length === 1
      ? level[0]!
      : t('app.tie.list', { first: level.slice(0, -1).join(', '), last: level.at(-1) });
  return t('app.levelOn', { joined, better });
}

function emptyRow(id: string, name: string): TStandingRow {
  return {
    teamId: id,
    name,
    position: 0,
    matchesPlayed: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDifference: 0,
    points: 0,
    adjustments: [],
    form: [],
    aboveNextBecause: null,
  };
}

function record(row: TStandingRow, scored: number, conceded: number, rule: TPointsRule) {
  row.matchesPlayed += 1;
  row.goalsFor += scored;
  row.goalsAgainst += conceded;
  const letter: TFormLetter = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
  if (letter === 'W') row.wins += 1;
  else if (letter === 'D') row.draws += 1;
  else row.losses += 1;
  row.points += letter === 'W' ? rule.win : letter === 'D' ? rule.draw : rule.loss;
  row.form.push(letter);
}

/** Points each team of `group` took in the matches between teams of `group` only. */
function headToHead(group: TStandingRow[], results: TResult[], rule: TPointsRule): Map<string, number> {
  const ids = new Set(group.map((r) => r.teamId));
  const points = new Map(group.map((r) => [r.teamId, 0]));
  for (const m of results) {
    if (!ids.has(m.homeTeamId) || !ids.has(m.awayTeamId)) continue;
    const home = m.homeGoals > m.awayGoals ? rule.win : m.homeGoals === m.awayGoals ? rule.draw : rule.loss;
    const away = m.awayGoals > m.homeGoals ? rule.win : m.homeGoals === m.awayGoals ? rule.draw : rule.loss;
    points.set(m.homeTeamId, points.get(m.homeTeamId)! + home);
    points.set(m.awayTeamId, points.get(m.awayTeamId)! + away);
  }
  return points;
}

type TOrdered = { rows: TStandingRow[]; reasons: string[] };

/**
 * Orders a group by the criteria in turn. A criterion splits the group into levels; each level
 * still tied goes on to the next criterion, except head-to-head, which is first re-applied among
 * just the teams still tied (a 3-way tie that head-to-head splits 2-1 is settled 2-way).
 */
function order(
  group: TStandingRow[],
  criteria: TCriterion[],
  all: TCriterion[],
  results: TResult[],
  rule: TPointsRule,
): TOrdered {
  if (group.length <= 1) return { rows: group, reasons: [] };
  const [criterion, ...rest] = criteria;
  if (!criterion) return order(group, ['name'], all, results, rule);
  let value: (row: TStandingRow) => number | string;
  if (criterion === 'headToHeadPoints') {
    const h2h = headToHead(group, results, rule);
    value = (row) => h2h.get(row.teamId)!;
  } else if (criterion === 'name') {
    value = (row) => row.name.toLocaleLowerCase('en-US');
  } else {
    value = (row) => row[criterion];
  }
  const levels = new Map<number | string, TStandingRow[]>();
  for (const row of group) levels.set(value(row), [...(levels.get(value(row)) ?? []), row]);
  if (levels.size === 1) {
    if (criterion === 'name') return { rows: group, reasons: group.slice(1).map(() => reason(all, 'name')) };
    return order(group, rest, all, results, rule);
  }
  const sorted = [...levels.entries()].sort(([a], [b]) =>
    criterion === 'name' ? String(a).localeCompare(String(b)) : Number(b) - Number(a),
  );
  const rows: TStandingRow[] = [];
  const reasons: string[] = [];
  for (const [i, [, level]] of sorted.entries()) {
    if (i > 0) reasons.push(reason(all, criterion));
    const next = criterion === 'headToHeadPoints' && level.length < group.length ? criteria : rest;
    const inner = order(level, next, all, results, rule);
    rows.push(...inner.rows);
    reasons.push(...inner.reasons);
  }
  return { rows, reasons };
}

/** The league table: every team, played or not, in the league's order, each saying why it is where it is. */
export function deriveStandings(input: TStandingsInput): TStandingRow[] {
  const rule = input.points ?? DEFAULT_POINTS;
  const criteria: TCriterion[] = ['points', ...(input.tieBreakers ?? DEFAULT_TIE_BREAKERS)];
  if (!criteria.includes('name')) criteria.push('name');
  const rows = new Map(input.teams.map((t) => [t.id, emptyRow(t.id, t.name)]));
  const results = input.results.filter((r) => rows.has(r.homeTeamId) && rows.has(r.awayTeamId));
  for (const m of [...results].sort((a, b) => compareInstants(a.date, b.date))) {
    record(rows.get(m.homeTeamId)!, m.homeGoals, m.awayGoals, rule);
    record(rows.get(m.awayTeamId)!, m.awayGoals, m.homeGoals, rule);
  }
  for (const adjustment of input.adjustments ?? []) {
    const row = rows.get(adjustment.teamId);
    if (!row) continue;
    row[adjustment.field] += adjustment.delta;
    row.adjustments.push({ field: adjustment.field, delta: adjustment.delta, reason: adjustment.reason });
  }
  for (const row of rows.values()) {
    row.goalDifference = row.goalsFor - row.goalsAgainst;
    row.form = row.form.slice(-5);
  }
  const ordered = order([...rows.values()], criteria, criteria, results, rule);
  return ordered.rows.map((row, i) => ({
    ...row,
    position: i + 1,
    aboveNextBecause: ordered.reasons[i] ?? null,
  }));
}
