import { describe, expect, it } from 'vitest';
import {
  checkImportRows,
  fillTemplate,
  fixtureTemplate,
  importRowsFromCsv,
  parseCsv,
} from '../../src/domain/match-import.ts';

const teams = [
  { id: 'aaaaaaaaaaaaaaaaaaa1', name: 'Astoria Athletic' },
  { id: 'aaaaaaaaaaaaaaaaaaa2', name: 'Bushwick Blues' },
  { id: 'aaaaaaaaaaaaaaaaaaa3', name: 'Café Olé FC' },
  { id: 'aaaaaaaaaaaaaaaaaaa4', name: 'Dumbo Dynamos' },
  { id: 'aaaaaaaaaaaaaaaaaaa5', name: 'Elmhurst Eagles' },
  { id: 'aaaaaaaaaaaaaaaaaaa6', name: 'Flushing Foxes' },
];

describe('the fixture template (the spec’s 30 matches)', () => {
  const rows = fixtureTemplate();
  it('has 30 matches from 2025-09-06 to 2025-10-26 at two fields, 16:00 to 17:45', () => {
    expect(rows).toHaveLength(30);
    expect(rows[0]!.date).toBe('2025-09-06');
    expect(rows.at(-1)!.date).toBe('2025-10-26');
    expect(new Set(rows.map((r) => r.venue))).toEqual(new Set(['Field 1', 'Field 2']));
    expect(new Set(rows.map((r) => r.time))).toEqual(new Set(['16:00', '17:45']));
  });
  it('every pair of the six teams meets twice, once at each home, and nobody plays twice a day', () => {
    const pairs = new Set(rows.map((r) => `${r.home}>${r.away}`));
    expect(pairs.size).toBe(30);
    for (const day of new Set(rows.map((r) => r.date))) {
      const playing = rows.filter((r) => r.date === day).flatMap((r) => [r.home, r.away]);
      expect(new Set(playing).size).toBe(playing.length);
    }
    const slots = rows.map((r) => `${r.date} ${r.time} ${r.venue}`);
    expect(new Set(slots).size).toBe(30);
  });
  it('is blocked until every placeholder is a real team, then every row passes', () => {
    expect(checkImportRows(rows, teams).every((r) => !r.ok)).toBe(true);
    const filled = checkImportRows(
      fillTemplate(
        rows,
        teams.map((t) => t.id),
      ),
      teams,
    );
    expect(filled.every((r) => r.ok)).toBe(true);
    expect(filled[0]).toMatchObject({ ok: true, date: '2025-09-06T20:00:00.000Z' });
    const partly = checkImportRows(
      fillTemplate(
        rows,
        teams.slice(0, 5).map((t) => t.id),
      ),
      teams,
    );
    expect(partly.filter((r) => !r.ok).length).toBe(10);
    expect(partly.find((r) => !r.ok)).toMatchObject({
      errors: [expect.stringContaining('pick a real team for REPLACE_TEAM_6')],
    });
  });
});

describe('a CSV of fixtures', () => {
  it('parses quotes, doubled quotes, commas and line breaks inside quotes, CRLF and a BOM', () => {
    const text =
      '\uFEFFdate,time,home,away,venue\r\n2026-09-12,4:00 PM,"Café Olé FC","Dumbo Dynamos","Field ""A"", Randalls\nIsland"\r\n';
    expect(parseCsv(text)).toEqual([
      ['date', 'time', 'home', 'away', 'venue'],
      ['2026-09-12', '4:00 PM', 'Café Olé FC', 'Dumbo Dynamos', 'Field "A", Randalls\nIsland'],
    ]);
  });
  it('matches team names within the league and reports each bad row with its line', () => {
    const { rows } = importRowsFromCsv(
      [
        'date,time,home,away,venue',
        '09/12/2026,16:00,astoria athletic,Bushwick Blues,Field 1',
        '2026-09-12,16:00,Astoria Athletic,Astoria Athletic,Field 2',
        '2026-13-40,25:00,Astoria Athletic,Nobody FC,',
        '2026-03-08,02:30,Astoria Athletic,Bushwick Blues,Field 1',
        '2026-11-01,01:30,Astoria Athletic,Bushwick Blues,Field 1',
      ].join('\n'),
    );
    const checked = checkImportRows(rows, teams);
    expect(checked[0]).toMatchObject({
      ok: true,
      line: 2,
      date: '2026-09-12T20:00:00.000Z',
      homeTeamId: teams[0]!.id,
    });
    expect(checked[1]).toMatchObject({
      ok: false,
      line: 3,
      errors: ['Home and away must be different teams'],
    });
    expect(checked[2]).toMatchObject({ ok: false, line: 4 });
    expect((checked[2] as { errors: string[] }).errors).toEqual([
      'Away team "Nobody FC" is not in this league',
      'Date and time must parse (for example 2025-09-06 and 16:00): "2026-13-40 25:00"',
    ]);
    expect(checked[3]).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('does not exist in New York')],
    });
    expect(checked[4]).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('happens twice in New York')],
    });
  });
  it('refuses an empty file and more than 500 rows', () => {
    expect(importRowsFromCsv('\n\n').error).toBe('The file has no rows');
    const many = Array.from({ length: 501 }, () => '2026-09-12,16:00,A,B,F').join('\n');
    expect(importRowsFromCsv(many).error).toBe('At most 500 matches at a time');
  });
});
