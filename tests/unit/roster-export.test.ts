import { describe, expect, it } from 'vitest';
import { rostersCsv } from '../../src/domain/roster-export.ts';
import { waiverVersion } from '../../src/domain/waiver.ts';

// The rosters' CSV: active teams by league and name, players by jersey, the waiver in force, the
// suspended ones; cells a spreadsheet cannot mistake for formulas.

const WAIVER = 'I play at my own risk.';
const input = {
  leagues: [
    { id: 'l2', name: 'Second Division', waiver: null },
    { id: 'l1', name: 'First Division', waiver: WAIVER },
  ],
  teams: [
    { id: 'b', leagueId: 'l1', name: 'Bushwick Blues', captain: { name: 'Bo Kim', phone: '+12125550102' } },
    { id: 'a', leagueId: 'l1', name: 'Astoria Athletic', captain: { name: 'Ana Lopez', phone: null } },
    {
      id: 'w',
      leagueId: 'l1',
      name: 'Gone FC',
      withdrawnAt: '2026-10-01T00:00:00Z',
      captain: { name: 'X', phone: null },
    },
    { id: 'c', leagueId: 'l2', name: '=Corona', captain: { name: 'Cy', phone: null } },
  ],
  players: [
    { id: 'p2', teamId: 'a', firstName: 'Luis', lastName: 'Silva', jerseyNumber: 9, phone: null },
    { id: 'p1', teamId: 'a', firstName: 'Ana', lastName: 'Reyes', jerseyNumber: 4, phone: '+19175550100' },
    { id: 'p3', teamId: 'b', firstName: 'Bo', lastName: 'Lee', jerseyNumber: 1, phone: null },
    { id: 'p6', teamId: 'c', firstName: 'Zoé', lastName: 'Roy', jerseyNumber: 8, phone: '+33612345678' },
    { id: 'p4', teamId: 'w', firstName: 'Gone', lastName: 'Player', jerseyNumber: 2, phone: null },
    { id: 'p5', teamId: 'c', firstName: 'Cy', lastName: 'Moss', jerseyNumber: 7, phone: null },
  ],
  signatures: [
    { playerId: 'p1', version: waiverVersion(WAIVER), signedAt: '2026-11-02T03:00:00Z' },
    { playerId: 'p2', version: 'oldversion', signedAt: '2026-09-01T12:00:00Z' },
  ],
  suspended: new Set(['p2']),
};

describe('the rosters as CSV', () => {
  it('lists active teams by league and name, players by jersey, with the waiver and suspensions', () => {
    const { csv, count } = rostersCsv(input);
    expect(count).toBe(5);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'League,Team,Captain,Captain phone,First name,Last name,Jersey,Player phone,Waiver,Suspended',
      // Signed the evening of November 1st in New York (3 AM UTC on the 2nd).
      'First Division,Astoria Athletic,Ana Lopez,,Ana,Reyes,4,(917) 555-0100,signed 11/01/2026,',
      // A signature of an older text does not count.
      'First Division,Astoria Athletic,Ana Lopez,,Luis,Silva,9,,not signed,suspended',
      'First Division,Bushwick Blues,Bo Kim,(212) 555-0102,Bo,Lee,1,,not signed,',
      // No waiver in this league; a name like a formula stays text.
      "Second Division,'=Corona,Cy,,Cy,Moss,7,,,",
      // A number from abroad as stored, kept as text.
      "Second Division,'=Corona,Cy,,Zoé,Roy,8,'+33612345678,,",
    ]);
  });

  it('lists nobody for a league with no teams', () => {
    expect(rostersCsv({ ...input, leagues: [{ id: 'l9', name: 'Empty' }] }).count).toBe(0);
  });
});
