import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, parseDbName, teamDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { TEAM_DUES_KEPT } from '../../src/domain/limits.ts';
import { finishPendingNotices, notePending, tellingWrites } from '../../sync-server/notices/write-notes.ts';
import { addPlayers } from '../../sync-server/seed/factories.ts';
import { api } from '../support/clients.ts';
import { startCouchDb, type TTestCouch } from '../support/couchdb.ts';
import { writeSettings } from '../support/mail.ts';
import { STORAGE_MODES } from '../support/modes.ts';
import {
  linkedPhone,
  pushServerEnv,
  startPushService,
  type TPushService,
  type TTestDevice,
} from '../support/push-service.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

// ADR 065: a captain collects money from the players. The collection is in the team's own
// database; each player reads only their own line on their link's page; a reminder rings the
// phones of those who have not paid, once, at most once a day per collection. Every refusal
// leaves nothing stored.

type TDoc = Record<string, unknown>;

describe.each(STORAGE_MODES)('player dues (%s)', (mode) => {
  let t: TTestServer;
  let world: TWorld;
  let couch: TTestCouch | null = null;
  let service: TPushService;
  let token: string;
  let phone: TTestDevice;
  let playerA2: string;

  beforeAll(async () => {
    couch = mode === 'couchdb' ? await startCouchDb() : null;
    service = await startPushService();
    t = await startTestServer({ ...couch?.env, ...pushServerEnv(service) });
    world = await buildWorld(t);
    await writeSettings(t.storage, {});
    [playerA2] = (await addPlayers(t.storage, world.teamA, [
      { firstName: 'Ana', lastName: 'Reyes', jerseyNumber: 4 },
    ])) as [string];
    ({ token, phone } = await linkedPhone(t.url, service, {
      teamId: world.teamA,
      playerId: world.playerA1,
      captain: world.cookies.captainA,
    }));
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
    await couch?.close();
  });

  const due = (teamId: string, playerIds: string[], over: TDoc = {}): TDoc => {
    const now = new Date().toISOString();
    return {
      _id: docId('teamDue', newId()),
      type: 'teamDue',
      teamId,
      title: 'Spring league fee',
      amountCents: 4700,
      dueDate: '2026-12-20',
      players: playerIds.map((playerId) => ({ playerId, paidAt: null })),
      remindedAt: null,
      createdAt: now,
      updatedAt: now,
      ...over,
    };
  };
  async function write(teamId: string, cookie: string | null, docs: TDoc[]) {
    return api(t.url, `/db/${teamDbName(teamId)}/_bulk_docs`, { cookie, body: { docs } });
  }
  const rows = async (teamId: string, cookie: string | null, docs: TDoc[]) =>
    (await write(teamId, cookie, docs)).body as TDoc[];
  const stored = (teamId: string, id: unknown) =>
    t.storage
      .db(teamDbName(teamId))
      .get(String(id))
      .catch(() => null) as Promise<TDoc | null>;
  const playerPage = () => api(t.url, '/api/availability', { headers: { 'x-pitchside-link': token } });

  it('shows each player only their own line, and what the captain marks paid', async () => {
    const doc = due(world.teamA, [world.playerA1, playerA2], {
      payLink: 'https://venmo.com/u/astoria-captain',
    });
    expect(await rows(world.teamA, world.cookies.captainA, [doc])).toMatchObject([{ ok: true }]);
    const page = (await playerPage()).body;
    const id = String(doc._id).slice('teamDue:'.length);
    expect(page.dues).toEqual([
      {
        id,
        title: 'Spring league fee',
        amountCents: 4700,
        dueDate: '2026-12-20',
        paid: false,
        payLink: 'https://venmo.com/u/astoria-captain',
      },
    ]);
    // Nothing of Ana: not her id, not her name.
    expect(JSON.stringify(page)).not.toContain(playerA2);
    expect(JSON.stringify(page)).not.toContain('Reyes');
    const current = (await stored(world.teamA, doc._id))!;
    const paid = {
      ...current,
      players: [
        { playerId: world.playerA1, paidAt: new Date().toISOString() },
        { playerId: playerA2, paidAt: null },
      ],
    };
    expect(await rows(world.teamA, world.cookies.captainA, [paid])).toMatchObject([{ ok: true }]);
    // Paid: no more "Pay" for this one.
    expect((await playerPage()).body.dues[0]).toMatchObject({ id, paid: true, payLink: null });
  });

  it('a reminder rings the unpaid players’ phones once, and not again within a day', async () => {
    const doc = due(world.teamA, [world.playerA1, playerA2], { title: 'New shirts', amountCents: 2500 });
    await rows(world.teamA, world.cookies.captainA, [doc]);
    const before = service.to(phone).length;
    const first = (await stored(world.teamA, doc._id))!;
    const reminded = { ...first, remindedAt: new Date().toISOString() };
    expect(await rows(world.teamA, world.cookies.captainA, [reminded])).toMatchObject([{ ok: true }]);
    const notices = await service.waitFor(phone, before + 1, 'the payment reminder');
    expect(notices.at(-1)!.payload).toMatchObject({
      title: 'Astoria Athletic: money for the team',
      body: 'New shirts: $25, by 12/20/2026. Tap to see what you owe.',
      url: '/availability',
    });
    // Sent again (a retry after a lost answer): nothing new rings.
    await rows(world.teamA, world.cookies.captainA, [{ ...(await stored(world.teamA, doc._id)) }]);
    await t.server.pushSender.drained();
    expect(service.to(phone)).toHaveLength(before + 1);
    // Too soon, or taken back: refused, the stored reminder unchanged.
    const now = (await stored(world.teamA, doc._id))!;
    for (const [bad, reason] of [
      [{ ...now, remindedAt: new Date(Date.now() + 60_000).toISOString() }, /less than 20 hours ago/],
      [{ ...now, remindedAt: null }, /cannot be taken back/],
    ] as const) {
      const [row] = await rows(world.teamA, world.cookies.captainA, [bad]);
      expect(row).toMatchObject({ error: 'forbidden' });
      expect(String(row!.reason)).toMatch(reason);
    }
    expect((await stored(world.teamA, doc._id))!.remindedAt).toBe(reminded.remindedAt);
  });

  it('a paid player hears nothing; a reminder whose write died before telling rings at the next sweep', async () => {
    const paidAt = new Date().toISOString();
    const paidDoc = due(world.teamA, [world.playerA1], { players: [{ playerId: world.playerA1, paidAt }] });
    await rows(world.teamA, world.cookies.captainA, [paidDoc]);
    const before = service.to(phone).length;
    const current = (await stored(world.teamA, paidDoc._id))!;
    await rows(world.teamA, world.cookies.captainA, [{ ...current, remindedAt: new Date().toISOString() }]);
    await t.server.pushSender.drained();
    expect(service.to(phone)).toHaveLength(before);
    // The crash path (ADR 041): noted, written behind the request's back, told once at the sweep.
    const doc = due(world.teamA, [world.playerA1], {
      title: 'Referee',
      remindedAt: new Date().toISOString(),
    });
    const ref = parseDbName(teamDbName(world.teamA))!;
    await notePending(t.storage, ref, tellingWrites(ref, [doc], new Map(), false));
    await t.storage.db(teamDbName(world.teamA)).put(doc as TDoc & { _id: string });
    expect(await finishPendingNotices(t.storage, '\uffff')).toBe(1);
    const notices = await service.waitFor(phone, before + 1, 'the reminder told after the crash');
    expect(notices.at(-1)!.payload.body).toBe('Referee: $47, by 12/20/2026. Tap to see what you owe.');
    expect(await finishPendingNotices(t.storage, '\uffff')).toBe(0);
  });

  it('refuses strangers, another team, players not on the roster and bad shapes; nothing is stored', async () => {
    for (const who of ['anonymous', 'captainB', 'player', 'referee1'] as const) {
      const doc = due(world.teamA, [world.playerA1]);
      const response = await write(world.teamA, world.cookies[who], [doc]);
      expect(response.status).toBe(who === 'anonymous' ? 401 : 403);
      expect(await stored(world.teamA, doc._id)).toBeNull();
    }
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    const refusals: [TDoc, RegExp][] = [
      [due(world.teamB, [world.playerA1]), /filed in its own team/],
      [due(world.teamA, ['not-on-roster']), /not on the team|no such player/i],
      [due(world.teamA, [world.playerA1, world.playerA1]), /listed once/],
      [due(world.teamA, [world.playerA1], { amountCents: 100_001 }), /./],
      [due(world.teamA, [world.playerA1], { title: '  ' }), /./],
      [due(world.teamA, []), /./],
      [due(world.teamA, [world.playerA1], { createdAt: ahead }), /dated when it is written/],
      [
        due(world.teamA, [world.playerA1], { players: [{ playerId: world.playerA1, paidAt: ahead }] }),
        /dated/,
      ],
      [due(world.teamA, [world.playerA1], { secret: 'x' }), /./],
      [due(world.teamA, [world.playerA1], { payLink: 'javascript:alert(1)' }), /./],
    ];
    for (const [bad, reason] of refusals) {
      const [row] = await rows(world.teamA, world.cookies.captainA, [bad]);
      expect(row!.error).toBe('forbidden');
      expect(String(row!.reason)).toMatch(reason);
      expect(await stored(world.teamA, bad._id)).toBeNull();
    }
  });

  it(`a team keeps ${TEAM_DUES_KEPT} collections; deleting one in the same write makes room`, async () => {
    const players = (await addPlayers(t.storage, world.teamB, [
      { firstName: 'Cy', lastName: 'Moss', jerseyNumber: 7 },
    ])) as [string];
    const teamDb = t.storage.db(teamDbName(world.teamB));
    const old = Array.from({ length: TEAM_DUES_KEPT }, () => due(world.teamB, players));
    await teamDb.bulkDocs(old);
    const extra = due(world.teamB, players);
    const [full] = await rows(world.teamB, world.cookies.captainB, [extra]);
    expect(full).toMatchObject({
      error: 'forbidden',
      reason: 'A team keeps at most 20 collections: delete one first',
    });
    expect(await stored(world.teamB, extra._id)).toBeNull();
    const gone = await teamDb.get(String(old[0]!._id));
    const made = await rows(world.teamB, world.cookies.captainB, [
      { _id: gone._id, _rev: gone._rev, _deleted: true },
      extra,
    ]);
    expect(made.every((row) => row.ok)).toBe(true);
  });

  it('a player taken off the roster keeps their line; their page is gone with their link', async () => {
    const [leaving] = (await addPlayers(t.storage, world.teamA, [
      { firstName: 'Dee', lastName: 'Lane', jerseyNumber: 11 },
    ])) as [string];
    const doc = due(world.teamA, [world.playerA1, leaving]);
    await rows(world.teamA, world.cookies.captainA, [doc]);
    const player = await t.storage.db(teamDbName(world.teamA)).get(docId('player', leaving));
    await rows(world.teamA, world.cookies.captainA, [{ _id: player._id, _rev: player._rev, _deleted: true }]);
    // Marking the one who left as paid is still taken: they were listed before they left.
    const current = (await stored(world.teamA, doc._id))!;
    const marked = {
      ...current,
      players: [
        { playerId: world.playerA1, paidAt: null },
        { playerId: leaving, paidAt: new Date().toISOString() },
      ],
    };
    expect(await rows(world.teamA, world.cookies.captainA, [marked])).toMatchObject([{ ok: true }]);
  });
});
