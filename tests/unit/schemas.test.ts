import { describe, expect, it } from 'vitest';
import { checkDocShape, parseDbName } from '../../src/domain/databases.ts';
import { MSG } from '../../src/domain/messages.ts';
import { ZReport } from '../../src/domain/schemas/report.ts';

const now = '2026-09-06T20:00:00.000Z';
const league = {
  _id: 'league:first-division',
  type: 'league',
  name: 'First Division',
  season: '2026-2027',
  city: 'New York',
  startDate: '2026-09-06',
  endDate: '2026-12-13',
  price: 1250.5,
  level: 'First Division',
  maxTeams: 8,
  createdAt: now,
};
const attendance = { onTime: true, delayMinutes: 0, missingPlayers: [], presentPlayers: 11 };
const report = {
  type: 'report',
  matchId: 'm1',
  leagueId: 'l1',
  refereeId: 'r1',
  status: 'submitted',
  homeScore: 2,
  awayScore: 1,
  scheduledStartTime: now,
  actualStartTime: now,
  startedOnTime: true,
  delayReason: '',
  homeTeamAttendance: attendance,
  awayTeamAttendance: attendance,
  matchQuality: 5,
  fairPlay: 5,
  fieldConditions: 5,
  weatherConditions: 'excellent',
  goals: [],
  yellowCards: [],
  redCards: [],
  incidents: '',
  recommendations: '',
  additionalNotes: '',
  submittedAt: now,
  createdAt: now,
  updatedAt: now,
};

describe('database names', () => {
  it('parses the five kinds and refuses anything else', () => {
    expect(parseDbName('leagues')).toEqual({ kind: 'leagues', name: 'leagues', id: null });
    expect(parseDbName('league-abc')).toEqual({ kind: 'league', name: 'league-abc', id: 'abc' });
    expect(parseDbName('team-t1')?.kind).toBe('team');
    expect(parseDbName('referee-u1')?.kind).toBe('referee');
    expect(parseDbName('admin')?.kind).toBe('admin');
    for (const bad of ['_users', '_all_dbs', 'team-', 'team-UPPER', 'pitchside-internal', 'league-a/b']) {
      expect(parseDbName(bad)).toBeNull();
    }
  });
});

describe('document shape check', () => {
  it('accepts a valid league and applies nothing it was not given', () => {
    const result = checkDocShape('leagues', league);
    expect(result.ok).toBe(true);
  });
  it('refuses a type the database does not hold', () => {
    expect(checkDocShape('leagues', { ...league, _id: 'match:m1', type: 'match' })).toMatchObject({
      ok: false,
    });
    expect(checkDocShape('team', league)).toMatchObject({ ok: false });
  });
  it('refuses a type field that disagrees with the id', () => {
    expect(checkDocShape('leagues', { ...league, type: 'team' })).toEqual({
      ok: false,
      reason: 'The type field must be league',
    });
  });
  it('refuses unknown and underscore fields, and explains the first problem', () => {
    expect(checkDocShape('leagues', { ...league, extra: 1 })).toMatchObject({ ok: false });
    expect(checkDocShape('leagues', { ...league, _attachments: {} })).toEqual({
      ok: false,
      reason: 'Field _attachments is not allowed',
    });
    const late = checkDocShape('leagues', { ...league, endDate: '2026-01-01' });
    expect(late).toEqual({ ok: false, reason: 'End date must be on or after the start date' });
    expect(checkDocShape('leagues', { ...league, maxTeams: 9 })).toMatchObject({ ok: false });
  });
  it('lets a deletion through without a body', () => {
    expect(
      checkDocShape('leagues', { _id: 'league:first-division', _rev: '1-a', _deleted: true }),
    ).toMatchObject({
      ok: true,
      isDeleted: true,
    });
  });
});

describe('referee report', () => {
  it('saves a draft with nothing filled in', () => {
    const draft = {
      ...report,
      status: 'draft',
      homeScore: null,
      awayScore: null,
      actualStartTime: null,
      matchQuality: 0,
      weatherConditions: null,
      submittedAt: null,
    };
    expect(ZReport.safeParse(draft).success).toBe(true);
  });
  it('gives the spec messages for a submitted report, in order', () => {
    const bad = {
      ...report,
      homeScore: null,
      awayScore: null,
      actualStartTime: null,
      fairPlay: 6,
      weatherConditions: null,
    };
    const result = ZReport.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      MSG.homeScoreRequired,
      MSG.awayScoreRequired,
      MSG.startTimeRequired,
      MSG.fairPlayRange,
      MSG.weatherRequired,
    ]);
  });
  it('keeps minutes from 1 to 120 and needs a reason on cards', () => {
    const card = { playerId: 'p1', playerName: 'Ana Lopez', teamId: 't1', minute: 121, reason: 'Dissent' };
    expect(ZReport.safeParse({ ...report, yellowCards: [card] }).success).toBe(false);
    expect(ZReport.safeParse({ ...report, yellowCards: [{ ...card, minute: 120 }] }).success).toBe(true);
    expect(ZReport.safeParse({ ...report, yellowCards: [{ ...card, minute: 1, reason: ' ' }] }).success).toBe(
      false,
    );
    const goal = { playerId: 'p1', playerName: 'Ana Lopez', teamId: 't1', minute: 0 };
    expect(ZReport.safeParse({ ...report, goals: [goal] }).success).toBe(false);
  });
  it('keeps present players between 7 and 18', () => {
    expect(
      ZReport.safeParse({ ...report, homeTeamAttendance: { ...attendance, presentPlayers: 6 } }).success,
    ).toBe(false);
    expect(
      ZReport.safeParse({ ...report, homeTeamAttendance: { ...attendance, presentPlayers: 18 } }).success,
    ).toBe(true);
  });
});
