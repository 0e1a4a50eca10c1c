import { describe, expect, it } from 'vitest';
import { pastedListProblem, rosterPasteSchema } from '../../src/domain/forms/roster-paste-form.ts';
import { PASTE_TEXT_MAX, readPastedLine, readPastedList } from '../../src/domain/roster-paste.ts';

// ADR 074: a team list as captains have it, one player a line, read into roster lines.

const read = (line: string) => {
  const player = readPastedLine(line, 1);
  return player && [player.firstName, player.lastName, player.jerseyNumber, player.phone, player.problem];
};

describe('a pasted team list', () => {
  it('reads the lines of a group chat and of a spreadsheet', () => {
    expect(read('1. Luis Silva #9 (917) 555-0100')).toEqual(['Luis', 'Silva', 9, '+19175550100', null]);
    expect(read('2) Kofi Mensah 10')).toEqual(['Kofi', 'Mensah', 10, null, null]);
    expect(read('9 Andre Dubois 646.555.0199')).toEqual(['Andre', 'Dubois', 9, '+16465550199', null]);
    expect(read('- Mateo García-López')).toEqual(['Mateo', 'García-López', 0, null, null]);
    expect(read('• Tomás O’Brien – 23')).toEqual(['Tomás', 'O’Brien', 23, null, null]);
    expect(read('Yusuf Ali No. 7 +44 20 7946 0958')).toEqual(['Yusuf', 'Ali', 7, '+442079460958', null]);
    expect(read('Marco De Luca (11)')).toEqual(['Marco', 'De Luca', 11, null, null]);
    expect(read('Kofi Mensah 10 917 555 0100')).toEqual(['Kofi', 'Mensah', 10, '+19175550100', null]);
    // A spreadsheet's row, its cells split by commas or tabs.
    expect(read('Luis,Silva,9,9175550100')).toEqual(['Luis', 'Silva', 9, '+19175550100', null]);
    expect(read('Luis\tSilva\t9\t+1 917 555 0100')).toEqual(['Luis', 'Silva', 9, '+19175550100', null]);
    // Last name first, as a register writes it.
    expect(read('Silva, Luis Alberto #4')).toEqual(['Luis Alberto', 'Silva', 4, null, null]);
  });

  it('skips what is no player: blank lines, headings, a header row, a number alone', () => {
    for (const line of ['', '   ', 'Squad for Sunday:', 'First name, Last name, Number, Phone', '12', '—'])
      expect(readPastedLine(line, 1), line).toBeNull();
    const list = readPastedList('Squad for Sunday:\n\n1. Luis Silva\n2. Kofi Mensah\n');
    expect(list.map((p) => [p.line, p.firstName])).toEqual([
      [3, 'Luis'],
      [4, 'Kofi'],
    ]);
  });

  it('says what it could not read: a single name, a phone cut short, a number out of range', () => {
    expect(read('Sam')).toEqual(['Sam', '', 0, null, 'oneName']);
    expect(read('Marco Rossi 555-01')).toEqual(['Marco', 'Rossi', 0, null, 'phone']);
    expect(read('Marco Rossi 1234567')).toEqual(['Marco', 'Rossi', 0, null, 'phone']);
    // 0 and 100 are no jersey numbers: not taken as one.
    expect(read('Luis Silva #0')?.[2]).toBe(0);
    expect(read(`Luis ${'x'.repeat(101)}`)?.[4]).toBe('nameTooLong');
    expect(readPastedList(`Luis Silva\n${'x'.repeat(PASTE_TEXT_MAX)}\nKofi Mensah`)).toHaveLength(2);
  });

  it('is added whole, once every line passes the roster’s rules, its first problem named by line', () => {
    const luis = { id: 'p1', firstName: 'Luis', lastName: 'Silva', jerseyNumber: 9 };
    const list = readPastedList('Kofi Mensah 10\nAndre Dubois #9');
    expect(pastedListProblem(list, [luis])).toBe('Line 2: Jersey number 9 is already taken by Luis Silva');
    // Two lines of the paste with one number.
    expect(pastedListProblem(readPastedList('Kofi Mensah 10\nAndre Dubois 10'), [])).toBe(
      'Line 2: Jersey number 10 is already taken by Kofi Mensah',
    );
    const schema = rosterPasteSchema([luis], 2);
    const message = (text: string) => schema.safeParse({ text }).error?.issues[0]?.message;
    expect(message('')).toBe('No player found: put one player a line, first name then last name');
    expect(message('A B\nC D\nE F')).toBe('3 players found, and the roster has room for 2 more');
    expect(message('Kofi Mensah\nSam')).toBe('Line 2: “Sam” needs a last name');
    expect(schema.parse({ text: 'Kofi Mensah 10\nAndre Dubois' }).map((p) => p.lastName)).toEqual([
      'Mensah',
      'Dubois',
    ]);
  });
});
