import { t } from '../i18n/core.ts';
import type { TPlayerStats } from './player-stats.ts';
import type { TStandingRow } from './standings.ts';

// CSV files a spreadsheet opens right: UTF-8 with a byte-order mark (Excel reads accents as
// Latin-1 without it), RFC 4180 quoting, CRLF line ends. A text cell that starts like a formula
// (=, +, -, @) is prefixed with an apostrophe, so a team named "=HYPERLINK(…)" stays text.

export type TCell = string | number;

const BOM = '\uFEFF';

function cell(value: TCell): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line with its CRLF, for files written a page at a time (the audit export). */
export const csvLine = (row: TCell[]) => `${row.map(cell).join(',')}\r\n`;

export function toCsv(header: string[], rows: TCell[][]): string {
  return BOM + [header, ...rows].map(csvLine).join('');
}

export const CSV_BOM = BOM;

const fieldName: Record<string, string> = {
  points: 'Pts',
  matchesPlayed: 'MP',
  wins: 'W',
  draws: 'D',
  losses: 'L',
  goalsFor: 'GF',
  goalsAgainst: 'GA',
};

/** A league's table as shown, each adjustment listed with its reason. */
export function standingsCsv(rows: TStandingRow[]): string {
  return toCsv(
    ['#', t('app.team'), 'MP', 'W', 'D', 'L', 'GF', 'GA', 'GD', t('app.pts'), t('app.adjustments')],
    rows.map((r) => [
      r.position,
      r.name,
      r.matchesPlayed,
      r.wins,
      r.draws,
      r.losses,
      r.goalsFor,
      r.goalsAgainst,
      r.goalDifference,
      r.points,
      r.adjustments
        .map((a) => `${fieldName[a.field] ?? a.field} ${a.delta > 0 ? '+' : ''}${a.delta}: ${a.reason}`)
        .join('; '),
    ]),
  );
}

export type TPlayerLine = TPlayerStats & { name: string; teamName: string; jerseyNumber: number };

/** A league's player statistics, best scorers first. */
export function playerStatsCsv(players: TPlayerLine[]): string {
  const sorted = [...players].sort(
    (a, b) => b.goals - a.goals || b.assists - a.assists || a.name.localeCompare(b.name),
  );
  return toCsv(
    [
      t('app.player'),
      t('app.team'),
      t('app.jersey'),
      t('app.games'),
      t('app.goals'),
      t('app.assists'),
      t('app.yellowCards'),
      t('app.redCards'),
      t('app.averageGrade'),
    ],
    sorted.map((p) => [
      p.name,
      p.teamName,
      p.jerseyNumber > 0 ? p.jerseyNumber : '',
      p.games,
      p.goals,
      p.assists,
      p.yellowCards,
      p.redCards,
      p.averageGrade.toFixed(1),
    ]),
  );
}

/** Reads a CSV back (RFC 4180): for tests, and for anyone checking a file. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}
