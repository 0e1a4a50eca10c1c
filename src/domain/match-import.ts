// Match import (admin-referee.md §5, §9): the spec's fixed template of 30 fixtures, or a CSV.
// Pure, so the admin's phone checks every row offline before anything is written.

import { t } from '../i18n/core.ts';
import { leagueLocalToInstant } from './dates.ts';
import { IMPORT_PLACEHOLDER_PREFIX } from './rules.ts';

export const MAX_IMPORT_ROWS = 500;
export const TEMPLATE_TEAMS = 6;

export type TImportRow = {
  line: number;
  date: string;
  time: string;
  home: string;
  away: string;
  venue: string;
};
export type TCheckedRow =
  | { line: number; ok: true; date: string; homeTeamId: string; awayTeamId: string; venue: string }
  | { line: number; ok: false; errors: string[] };

const placeholder = (n: number) => `${IMPORT_PLACEHOLDER_PREFIX}TEAM_${n}`;

/**
 * The spec's fixed list: 30 matches from 2025-09-06 to 2025-10-26 at two fields, 16:00 to 17:45.
 * Six placeholder teams play a double round robin (the circle method, home and away swapped in the
 * second half), three matches on each of ten matchdays.
 */
export function fixtureTemplate(): TImportRow[] {
  const days = ['2025-09-06', '2025-09-07', '2025-09-13', '2025-09-20', '2025-09-27'];
  const secondHalf = ['2025-10-04', '2025-10-11', '2025-10-18', '2025-10-25', '2025-10-26'];
  const slots = [
    ['16:00', 'Field 1'],
    ['16:00', 'Field 2'],
    ['17:45', 'Field 1'],
  ] as const;
  const rows: TImportRow[] = [];
  const ring = [2, 3, 4, 5, 6];
  for (let round = 0; round < 5; round++) {
    const order = [1, ...ring.slice(round), ...ring.slice(0, round)];
    const pairs = [0, 1, 2].map((i) => {
      const [a, b] = [order[i]!, order[5 - i]!];
      return round % 2 === 0 ? [a, b] : [b, a];
    });
    pairs.forEach(([home, away], i) => {
      const [time, venue] = slots[i]!;
      rows.push({
        line: 0,
        date: days[round]!,
        time,
        home: placeholder(home!),
        away: placeholder(away!),
        venue,
      });
      rows.push({
        line: 0,
        date: secondHalf[round]!,
        time,
        home: placeholder(away!),
        away: placeholder(home!),
        venue,
      });
    });
  }
  return rows
    .sort((a, b) => `${a.date}${a.time}${a.venue}`.localeCompare(`${b.date}${b.time}${b.venue}`))
    .map((row, i) => ({ ...row, line: i + 1 }));
}

/** RFC 4180 CSV: quoted fields, doubled quotes, commas and line breaks inside quotes, a BOM. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let inQuotes = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (inQuotes) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') inQuotes = false;
      else field += c;
    } else if (c === '"') inQuotes = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

const COLUMNS = ['date', 'time', 'home', 'away', 'venue'] as const;

/** CSV text to rows: a header naming the columns is optional (then the order above is assumed). */
export function importRowsFromCsv(text: string): { rows: TImportRow[]; error: string | null } {
  const table = parseCsv(text);
  if (table.length === 0) return { rows: [], error: t('app.theFileHasNoRows') };
  const head = table[0]!.map((cell) => cell.trim().toLowerCase());
  const hasHeader = COLUMNS.every((name) => head.includes(name) || name === 'venue');
  const at = COLUMNS.map((name, i) => (hasHeader ? head.indexOf(name) : i));
  const body = hasHeader ? table.slice(1) : table;
  if (body.length > MAX_IMPORT_ROWS)
    return { rows: [], error: t('app.atMostMatchesAtA', { maxImportRows: MAX_IMPORT_ROWS }) };
  const cell = (row: string[], i: number) => (i >= 0 ? (row[i] ?? '').trim() : '');
  return {
    error: null,
    rows: body.map((row, i) => ({
      line: i + (hasHeader ? 2 : 1),
      date: cell(row, at[0]!),
      time: cell(row, at[1]!),
      home: cell(row, at[2]!),
      away: cell(row, at[3]!),
      venue: cell(row, at[4]!),
    })),
  };
}

/** "2025-09-06" or "09/06/2025" to ISO; "16:00", "4:00 PM" to 24-hour "16:00". */
function isoDate(value: string): string | null {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}
function isoTime(value: string): string | null {
  const m = /^(\d{1,2}):(\d{2})\s*([ap]\.?m\.?)?$/i.exec(value);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  const half = m[3]?.toLowerCase().startsWith('p') ? 'pm' : m[3] ? 'am' : null;
  if (half && (hour < 1 || hour > 12)) return null;
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * Checks every row against the league's teams (matched by id or by name, ignoring case): the spec's
 * rules (a real team for each placeholder, home and away differ, a date and time that parse) and
 * New York time (a time the clocks skip or repeat is refused, never shifted).
 */
export function checkImportRows(rows: TImportRow[], teams: { id: string; name: string }[]): TCheckedRow[] {
  const byName = new Map(teams.map((t) => [t.name.trim().toLowerCase(), t.id]));
  const ids = new Set(teams.map((t) => t.id));
  const team = (value: string) => (ids.has(value) ? value : (byName.get(value.trim().toLowerCase()) ?? null));
  return rows.map((row) => {
    const errors: string[] = [];
    const home = team(row.home);
    const away = team(row.away);
    for (const [side, value, found] of [
      ['home', row.home, home],
      ['away', row.away, away],
    ] as const) {
      if (!value) errors.push(t('app.teamIsMissing', { side }));
      else if (value.startsWith(IMPORT_PLACEHOLDER_PREFIX))
        errors.push(t('app.teamPickARealTeam', { side, value }));
      else if (!found) errors.push(t('app.teamIsNotInThis', { side, value }));
    }
    if (home && home === away) errors.push(t('app.homeAndAwayMustBe'));
    const date = isoDate(row.date);
    const time = isoTime(row.time);
    if (!date || !time) errors.push(t('app.dateAndTimeMustParse', { date: row.date, time: row.time }));
    let instant: string | null = null;
    if (date && time) {
      const converted = leagueLocalToInstant(`${date}T${time}`);
      if (converted.ok) instant = converted.instant;
      else errors.push(converted.message);
    }
    if (row.venue.length > 200) errors.push(t('app.venueIsLongerThan200'));
    if (errors.length || !instant || !home || !away) return { line: row.line, ok: false, errors };
    return { line: row.line, ok: true, date: instant, homeTeamId: home, awayTeamId: away, venue: row.venue };
  });
}

/** The template with a real team for each placeholder (index 0 is TEAM_1). */
export function fillTemplate(rows: TImportRow[], chosen: string[]): TImportRow[] {
  const swap = (value: string) => {
    const m = new RegExp(`^${IMPORT_PLACEHOLDER_PREFIX}TEAM_(\\d+)$`).exec(value);
    return m && chosen[Number(m[1]) - 1] ? chosen[Number(m[1]) - 1]! : value;
  };
  return rows.map((row) => ({ ...row, home: swap(row.home), away: swap(row.away) }));
}
