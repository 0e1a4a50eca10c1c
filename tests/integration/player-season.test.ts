import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { notifySuspensions } from '../../sync-server/mail/suspensions.ts';
import { createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { api } from '../support/clients.ts';
import { writeSettings } from '../support/mail.ts';
import {
  linkedPhone,
  pushServerEnv,
  startPushService,
  type TPushService,
  type TTestDevice,
} from '../support/push-service.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

// ADR 067: the player's link page says their own season, as the league's statistics count it (the
// admin's corrections too), and while a ban runs, how many matches they sit out and which. Nothing
// of another player.

const DAY = 86_400_000;
let t: TTestServer;
let world: TWorld;
let token = '';
let service: TPushService;
let phone: TTestDevice;
const ids = { played: '', next: '', after: '' };

beforeAll(async () => {
  service = await startPushService();
  t = await startTestServer(pushServerEnv(service));
  world = await buildWorld(t);
  await writeSettings(t.storage, {});
  const fixture = (days: number, over: Record<string, unknown> = {}) =>
    matchDoc({
      leagueId: world.leagueId,
      homeTeamId: world.teamA,
      awayTeamId: world.teamB,
      date: new Date(Date.now() + days * DAY).toISOString(),
      ...over,
    });
  const card = {
    playerId: world.playerA1,
    playerName: 'Luis Silva',
    teamId: world.teamA,
    minute: 70,
    reason: 'Violent conduct',
  };
  const played = fixture(-3, {
    status: 'completed',
    score: { home: 1, away: 1 },
    events: {
      goals: [
        {
          playerId: world.playerA1,
          playerName: 'Luis Silva',
          teamId: world.teamA,
          minute: 12,
          assistPlayerId: null,
          assistPlayerName: null,
        },
      ],
      yellowCards: [],
      redCards: [card],
      attendance: { home: [world.playerA1], away: [] },
    },
  });
  const next = fixture(4);
  const after = fixture(11);
  await createMatches(t.storage, world.leagueId, [played, next, after]);
  [ids.played, ids.next, ids.after] = [played, next, after].map((m) => m._id.slice('match:'.length)) as [
    string,
    string,
    string,
  ];
  // The admin's correction: a goal the report missed.
  await t.storage.db(leagueDbName(world.leagueId)).put({
    _id: docId('adjustment', newId()),
    type: 'adjustment',
    leagueId: world.leagueId,
    target: { kind: 'player', teamId: world.teamA, playerId: world.playerA1, field: 'goals' },
    delta: 1,
    reason: 'Second goal missing from the report',
    author: world.adminId,
    createdAt: new Date().toISOString(),
  });
  ({ token, phone } = await linkedPhone(t.url, service, {
    teamId: world.teamA,
    playerId: world.playerA1,
    captain: world.cookies.captainA,
  }));
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

describe("a player's season on their link", () => {
  it('counts their games, goals (with the correction) and cards, and the ban they are serving', async () => {
    const page = await api(t.url, '/api/availability', { headers: { 'x-pitchside-link': token } });
    expect(page.status).toBe(200);
    expect(page.body.season).toMatchObject({
      games: 1,
      goals: 2,
      assists: 0,
      yellowCards: 0,
      redCards: 1,
      suspension: { remaining: 1, kind: 'red' },
    });
    // A red card costs one match: the next is sat out, the one after is not.
    expect(page.body.matches.map((m: { id: string; suspended: boolean }) => [m.id, m.suspended])).toEqual([
      [ids.next, true],
      [ids.after, false],
    ]);
  });

  it("rings the suspended player's own phone once per ban, however often the league is re-read", async () => {
    await notifySuspensions(t.storage, world.leagueId);
    const [notice] = await service.waitFor(phone, 1, 'the suspension on the player’s phone');
    expect(notice!.payload).toMatchObject({
      title: 'You are suspended',
      body: 'You may not play the team’s next match. Tap to see which.',
      url: '/availability',
    });
    await notifySuspensions(t.storage, world.leagueId);
    await t.server.pushSender.drained();
    expect(service.to(phone)).toHaveLength(1);
  });

  it('once the team has played the match, the ban is served and the page says nothing of it', async () => {
    const db = t.storage.db(leagueDbName(world.leagueId));
    const next = await db.get(docId('match', ids.next));
    await db.put({
      ...next,
      date: new Date(Date.now() - DAY).toISOString(),
      status: 'completed',
      score: { home: 0, away: 2 },
      events: { goals: [], yellowCards: [], redCards: [], attendance: { home: [], away: [] } },
    });
    const page = await api(t.url, '/api/availability', { headers: { 'x-pitchside-link': token } });
    expect(page.body.season.suspension).toBeNull();
    expect(page.body.matches).toEqual([expect.objectContaining({ id: ids.after, suspended: false })]);
  });
});
