import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { formatLeagueTime, toLeagueLocal } from '../../src/domain/dates.ts';
import {
  createLeague,
  createMatches,
  createReferee,
  createTeam,
  matchDoc,
} from '../../sync-server/seed/factories.ts';
import { api } from '../support/clients.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';

describe("a team's calendar feed", () => {
  let t: TTestServer;
  let teamId: string;
  let otherId: string;
  let leagueId: string;
  beforeAll(async () => {
    t = await startTestServer();
    // One field with its address (a comma and a semicolon to escape), one without.
    leagueId = await createLeague(t.storage, {
      name: 'Sunday League',
      venues: [{ name: 'randalls island field 12', address: "Randall's Island Park; New York, NY 10035" }],
    });
    teamId = await createTeam(t.storage, {
      leagueId,
      name: 'Astoria, Athletic; FC',
      captainPhone: '+12125550100',
    });
    otherId = await createTeam(t.storage, { leagueId, name: 'Bushwick Blues' });
    await createMatches(t.storage, leagueId, [
      // 4 PM on a summer Sunday (EDT) and on a winter Sunday (EST).
      matchDoc({
        id: 'summer-match',
        leagueId,
        homeTeamId: teamId,
        awayTeamId: otherId,
        date: '2026-07-12T20:00:00.000Z',
        venue: 'Randalls Island Field 12',
      }),
      matchDoc({
        id: 'winter-match',
        leagueId,
        homeTeamId: otherId,
        awayTeamId: teamId,
        date: '2026-12-13T21:00:00.000Z',
        venue: 'Brooklyn Bridge Park Pier 5',
        status: 'completed',
        score: { home: 1, away: 2 },
      }),
    ]);
  });
  afterAll(async () => t?.close());

  it('parses in a real iCal parser, with every match, opponent, venue (and address) and New York times', async () => {
    const response = await fetch(`${t.url}/api/teams/${teamId}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await response.text();
    expect(text).not.toContain('+12125550100');
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.summary)).toEqual([
      'Astoria, Athletic; FC vs Bushwick Blues',
      'Bushwick Blues vs Astoria, Athletic; FC',
    ]);
    expect(events.map((e) => e.location)).toEqual([
      "Randalls Island Field 12, Randall's Island Park; New York, NY 10035",
      'Brooklyn Bridge Park Pier 5',
    ]);
    for (const [event, instant] of [
      [events[0]!, '2026-07-12T20:00:00.000Z'],
      [events[1]!, '2026-12-13T21:00:00.000Z'],
    ] as const) {
      expect(event.startDate.zone.tzid).toBe('America/New_York');
      expect(event.startDate.toJSDate().toISOString()).toBe(instant);
      expect(event.startDate.hour).toBe(toLeagueLocal(instant).hour);
      expect(formatLeagueTime(instant)).toBe('4:00 PM');
    }
    expect(events[1]!.description).toContain('Final score: Bushwick Blues 1 – 2 Astoria, Athletic; FC');
  });

  it('follows the fixtures: a rescheduled match moves in the feed', async () => {
    const league = t.storage.db(leagueDbName(leagueId));
    const match = await league.get(docId('match', 'summer-match'));
    const eventOf = async () => {
      const text = await (await fetch(`${t.url}/api/teams/${teamId}/calendar.ics`)).text();
      const calendar = new ICAL.Component(ICAL.parse(text));
      const event = calendar
        .getAllSubcomponents('vevent')
        .find((e) => e.getFirstPropertyValue('uid') === 'summer-match@pitchside')!;
      return { text, event: new ICAL.Event(event), component: event };
    };
    const before = await eventOf();
    await league.put({ ...match, date: '2026-07-19T22:00:00.000Z', updatedAt: '2026-07-01T15:30:00.000Z' });
    const after = await eventOf();
    expect(after.text).toContain('DTSTART;TZID=America/New_York:20260719T180000');
    // Calendar apps that hold the old event take the one with the higher sequence as the update.
    expect(after.event.sequence).toBe(before.event.sequence + 1);
    expect(String(after.component.getFirstPropertyValue('last-modified'))).toBe('2026-07-01T15:30:00Z');
    expect(after.text).toContain('X-WR-CALNAME:Astoria\\, Athletic\\; FC matches');
  });

  it('is not found for an unknown team, with a clear message', async () => {
    const response = await api(t.url, '/api/teams/nosuchteam/calendar.ics');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'Team not found' });
  });
});

describe("a team's league, for a shared link to a league this device does not keep", () => {
  let t: TTestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t?.close());

  it('names the league of a published team, and 404s anything else', async () => {
    const leagueId = await createLeague(t.storage, { name: 'Link League' });
    const teamId = await createTeam(t.storage, { leagueId, name: 'Linked FC' });
    const found = await api(t.url, `/api/teams/${teamId}/league`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ leagueId });
    // A pending sign-up is private until it is published.
    await t.storage.internal.put({
      ...(await t.storage.internal.get(`teamIndex:${teamId}`)),
      status: 'pending',
    });
    for (const id of [teamId, 'nobody', 'BAD..id', 'x'.repeat(200), '%00']) {
      const refused = await api(t.url, `/api/teams/${id}/league`);
      expect(refused.status, id).toBe(404);
      expect(refused.body.error).toBe('not_found');
    }
  });
});

describe("a referee's calendar feed (ADR 052)", () => {
  let t: TTestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t?.close());

  it("holds the referee's own matches of every league, in order, and loses one given back", async () => {
    const north = await createLeague(t.storage, { name: 'North League' });
    const south = await createLeague(t.storage, { name: 'South League' });
    const a = await createTeam(t.storage, { leagueId: north, name: 'Inwood United' });
    const bTeam = await createTeam(t.storage, { leagueId: north, name: 'Harlem Lions' });
    const c = await createTeam(t.storage, { leagueId: south, name: 'Red Hook Rovers' });
    const d = await createTeam(t.storage, { leagueId: south, name: 'Bay Ridge Mariners' });
    const referee = await createReferee(t.storage, {
      email: 'ref@test.nyc',
      password: 'correct horse battery',
      displayName: 'Maria Alvarez',
      assignedLeagues: [north, south],
    });
    const other = await createReferee(t.storage, {
      email: 'other@test.nyc',
      password: 'correct horse battery',
      displayName: 'Other Ref',
      assignedLeagues: [north],
    });
    const match = (
      id: string,
      leagueId: string,
      home: string,
      away: string,
      date: string,
      refereeId: string,
    ) => matchDoc({ id, leagueId, homeTeamId: home, awayTeamId: away, date, refereeId });
    await createMatches(t.storage, north, [
      match('north-late', north, a, bTeam, '2026-12-13T21:00:00.000Z', referee.id),
      match('north-other', north, bTeam, a, '2026-12-06T21:00:00.000Z', other.id),
    ]);
    await createMatches(t.storage, south, [
      match('south-early', south, c, d, '2026-12-06T17:00:00.000Z', referee.id),
    ]);
    const feed = async () => {
      const response = await fetch(`${t.url}/api/referees/${referee.id}/calendar.ics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
      const text = await response.text();
      const calendar = new ICAL.Component(ICAL.parse(text));
      return { text, events: calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e)) };
    };
    const first = await feed();
    expect(first.text).toContain('X-WR-CALNAME:Matches I referee');
    // Nothing of the referee's that the leagues do not publish: not their name, not their address.
    expect(first.text).not.toContain('ref@test.nyc');
    expect(first.text).not.toContain('Maria');
    expect(first.events.map((e) => e.summary)).toEqual([
      'Red Hook Rovers vs Bay Ridge Mariners',
      'Inwood United vs Harlem Lions',
    ]);
    expect(first.events.map((e) => e.description)).toEqual(['South League', 'North League']);
    // Handed back (ADR 050) or given to someone else: gone from the feed, so the app drops it.
    const league = t.storage.db(leagueDbName(north));
    const late = await league.get(docId('match', 'north-late'));
    await league.put({ ...late, refereeId: null });
    expect((await feed()).events.map((e) => e.uid)).toEqual(['south-early@pitchside']);
  });

  it('is not found for anyone but an active referee, with a clear message', async () => {
    const captain = await createTeam(t.storage, {
      leagueId: await createLeague(t.storage, { name: 'Any' }),
      name: 'Any FC',
    });
    const gone = await createReferee(t.storage, {
      email: 'gone@test.nyc',
      password: 'correct horse battery',
      displayName: 'Gone Ref',
      assignedLeagues: [],
    });
    const admin = t.storage.db('admin');
    await admin.put({ ...(await admin.get(`user:${gone.id}`)), deactivatedAt: new Date().toISOString() });
    for (const id of ['nosuchreferee', captain, gone.id, 'BAD..id', 'x'.repeat(200)]) {
      const response = await api(t.url, `/api/referees/${id}/calendar.ics`);
      expect(response.status, id).toBe(404);
      expect(response.body).toMatchObject({ message: 'Referee not found' });
    }
  });
});
