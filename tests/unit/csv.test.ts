import { describe, expect, it } from 'vitest';
import { parseCsv, standingsCsv, toCsv } from '../../src/domain/csv.ts';
import { deriveStandings } from '../../src/domain/standings.ts';

describe('CSV export', () => {
  it('starts with a byte-order mark, quotes what needs it, and reads back to the same cells', () => {
    const text = toCsv(
      ['Name', 'Note'],
      [
        ['Inès Ñúñez', 'says "hi", then leaves'],
        ['Two\nlines', 'plain'],
        ['Ümit 🦁', ''],
      ],
    );
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('"says ""hi"", then leaves"');
    expect(parseCsv(text)).toEqual([
      ['Name', 'Note'],
      ['Inès Ñúñez', 'says "hi", then leaves'],
      ['Two\nlines', 'plain'],
      ['Ümit 🦁', ''],
    ]);
  });

  it('keeps a text cell that looks like a formula as text, and numbers as numbers', () => {
    const rows = parseCsv(
      toCsv(
        ['Team', 'GD'],
        [
          ['=HYPERLINK("http://x")', -3],
          ['@SUM(A1)', 0],
        ],
      ),
    );
    expect(rows.slice(1)).toEqual([
      ['\'=HYPERLINK("http://x")', '-3'],
      ["'@SUM(A1)", '0'],
    ]);
  });

  it('writes the table as derived, with each adjustment and its reason', () => {
    const rows = deriveStandings({
      teams: [
        { id: 'a', name: 'Astoria, "The Athletic"' },
        { id: 'b', name: 'Bushwick' },
      ],
      results: [
        { homeTeamId: 'a', awayTeamId: 'b', homeGoals: 2, awayGoals: 1, date: '2026-09-06T20:00:00.000Z' },
      ],
      adjustments: [{ teamId: 'a', field: 'points', delta: -1, reason: 'Unregistered player' }],
    });
    const parsed = parseCsv(standingsCsv(rows));
    expect(parsed[0]).toEqual(['#', 'Team', 'MP', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'Pts', 'Adjustments']);
    expect(parsed[1]).toEqual([
      '1',
      'Astoria, "The Athletic"',
      '1',
      '1',
      '0',
      '0',
      '2',
      '1',
      '1',
      '2',
      'Pts -1: Unregistered player',
    ]);
    expect(parsed[2]).toEqual(['2', 'Bushwick', '1', '0', '0', '1', '1', '2', '-1', '0', '']);
  });
});
