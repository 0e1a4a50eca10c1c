import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TResult } from '../../src/domain/standings.ts';

/** The reference season in ../shared/data (see its README): 380 results and the official table. */
const DIR = join(process.cwd(), '..', 'shared', 'data', 'premier-league-2023-24');

const csv = (file: string) =>
  readFileSync(join(DIR, file), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','));

export function premierLeagueResults(): TResult[] {
  return csv('results.csv').map(([date, home, away, hg, ag]) => ({
    date: date!,
    homeTeamId: home!,
    awayTeamId: away!,
    homeGoals: Number(hg),
    awayGoals: Number(ag),
  }));
}

/** Rows: position, team, played, won, drawn, lost, gf, ga, gd, points, deduction, points before. */
export function premierLeagueTable(): string[][] {
  return csv('final-table.csv');
}

export const PREMIER_LEAGUE_DEDUCTIONS = [
  {
    teamId: 'Everton FC',
    field: 'points' as const,
    delta: -8,
    reason: 'Breach of profit and sustainability rules',
  },
  {
    teamId: 'Nottingham Forest FC',
    field: 'points' as const,
    delta: -4,
    reason: 'Breach of profit and sustainability rules',
  },
];
