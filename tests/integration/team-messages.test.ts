import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, parseDbName, teamDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { TEAM_MESSAGES_KEPT, TEAM_MESSAGES_PER_DAY } from '../../src/domain/schemas/team-message.ts';
import { finishPendingNotices, notePending, tellingWrites } from '../../sync-server/notices/write-notes.ts';
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

// ADR 049: a captain writes to the team's players. The message is in the team's own database;
// players read it on their link's page, and the phones that turned notices on from a link ring
// once. A message cannot be changed, is dated when written, and a team keeps 30 and sends 10 a
// day; anything refused leaves nothing stored.

describe.each(STORAGE_MODES)('team messages (%s)', (mode) => {
  let t: TTestServer;
  let world: TWorld;
  let couch: TTestCouch | null = null;
  let service: TPushService;
  let token: string;
  let phone: TTestDevice;

  beforeAll(async () => {
    couch = mode === 'couchdb' ? await startCouchDb() : null;
    service = await startPushService();
    t = await startTestServer({ ...couch?.env, ...pushServerEnv(service) });
    world = await buildWorld(t);
    await writeSettings(t.storage, {});
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

  const message = (teamId: string, text: string, over: Record<string, unknown> = {}) => ({
    _id: docId('teamMessage', newId()),
    type: 'teamMessage',
    teamId,
    text,
    createdAt: new Date().toISOString(),
    ...over,
  });

  async function write(teamId: string, cookie: string | null, docs: Record<string, unknown>[]) {
    const response = await api(t.url, `/db/${teamDbName(teamId)}/_bulk_docs`, { cookie, body: { docs } });
    return response.body as Record<string, unknown>[];
  }
  const stored = (teamId: string, id: unknown) =>
    t.storage
      .db(teamDbName(teamId))
      .get(String(id))
      .catch(() => null);
  const playerPage = () => api(t.url, '/api/availability', { headers: { 'x-pitchside-link': token } });

  /** The team's oldest message, as stored. */
  async function oldestOf(teamId: string) {
    const { rows } = await t.storage
      .db(teamDbName(teamId))
      .allDocs({ startkey: 'teamMessage:', endkey: 'teamMessage:\uffff', include_docs: true });
    return rows.map((r) => r.doc!).sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)))[0]!;
  }

  it("reaches the player's page, and rings the phone that turned notices on, once", async () => {
    const doc = message(world.teamA, 'White shirts on Sunday.\nMeet at 9:30 by gate 3.');
    const [row] = await write(world.teamA, world.cookies.captainA, [doc]);
    expect(row).toMatchObject({ ok: true });
    const page = await playerPage();
    expect(page.body.messages[0]).toMatchObject({
      text: 'White shirts on Sunday.\nMeet at 9:30 by gate 3.',
      at: doc.createdAt,
    });
    const [notice] = await service.waitFor(phone, 1, 'the captain’s message');
    expect(notice!.payload).toMatchObject({
      title: 'Astoria Athletic: message from your captain',
      body: 'White shirts on Sunday.\nMeet at 9:30 by gate 3.',
      url: '/availability',
    });
    // Sent again (a retry after a lost answer): nothing new rings.
    await write(world.teamA, world.cookies.captainA, [{ ...(await stored(world.teamA, doc._id)) }]);
    await t.server.pushSender.drained();
    expect(service.to(phone)).toHaveLength(1);
  });

  it('a message stored by a write that died before telling rings at the next sweep, once', async () => {
    const before = service.to(phone).length;
    const doc = message(world.teamA, 'Pitch 4, not pitch 2.');
    const ref = parseDbName(teamDbName(world.teamA))!;
    await notePending(t.storage, ref, tellingWrites(ref, [doc], new Map(), false));
    await t.storage.db(teamDbName(world.teamA)).put(doc);
    expect(await finishPendingNotices(t.storage, '\uffff')).toBe(1);
    const notices = await service.waitFor(phone, before + 1, 'the message told after the crash');
    expect(notices.at(-1)!.payload.body).toBe('Pitch 4, not pitch 2.');
    expect(await finishPendingNotices(t.storage, '\uffff')).toBe(0);
    await t.server.pushSender.drained();
    expect(service.to(phone)).toHaveLength(before + 1);
  });

  it('refuses a change, another team’s message, a date ahead and a bad text; nothing is stored', async () => {
    const doc = message(world.teamA, 'Kick-off moved to 10:00.');
    await write(world.teamA, world.cookies.captainA, [doc]);
    const sent = await stored(world.teamA, doc._id);
    const [changed] = await write(world.teamA, world.cookies.captainA, [
      { ...sent, text: 'Kick-off at 11:00.' },
    ]);
    expect(changed).toMatchObject({
      error: 'forbidden',
      reason: 'A message cannot be changed once sent: delete it and send another',
    });
    expect((await stored(world.teamA, doc._id))?.text).toBe('Kick-off moved to 10:00.');
    const refusals: [Record<string, unknown>, RegExp][] = [
      [message(world.teamB, 'Not your team.'), /filed in its own team/],
      [
        message(world.teamA, 'Tomorrow.', { createdAt: new Date(Date.now() + 3_600_000).toISOString() }),
        /dated when it is written/,
      ],
      [message(world.teamA, 'x'.repeat(501)), /./],
      [message(world.teamA, '   '), /./],
      [message(world.teamA, 'Bell\u0007'), /control characters/],
    ];
    for (const [bad, reason] of refusals) {
      const [row] = await write(world.teamA, world.cookies.captainA, [bad]);
      expect(row!.error).toBe('forbidden');
      expect(String(row!.reason)).toMatch(reason);
      expect(await stored(world.teamA, bad._id)).toBeNull();
    }
    // Captain B may not write to team A at all.
    const foreign = await api(t.url, `/db/${teamDbName(world.teamA)}/_bulk_docs`, {
      cookie: world.cookies.captainB,
      body: { docs: [message(world.teamA, 'Hello from B')] },
    });
    expect(foreign.status).toBe(403);
  });

  it("deleted, it leaves the players' page", async () => {
    const doc = message(world.teamA, 'Wrong field, ignore.');
    await write(world.teamA, world.cookies.captainA, [doc]);
    expect((await playerPage()).body.messages[0].text).toBe('Wrong field, ignore.');
    const sent = await stored(world.teamA, doc._id);
    const [row] = await write(world.teamA, world.cookies.captainA, [
      { _id: doc._id, _rev: sent!._rev, _deleted: true },
    ]);
    expect(row).toMatchObject({ ok: true });
    const texts = (await playerPage()).body.messages.map((m: { text: string }) => m.text);
    expect(texts).not.toContain('Wrong field, ignore.');
  });

  it('a team keeps 30 messages (the oldest goes in the same write) and sends 10 a day', async () => {
    const teamDb = t.storage.db(teamDbName(world.teamB));
    const old = Array.from({ length: TEAM_MESSAGES_KEPT }, (_, i) =>
      message(world.teamB, `Old ${i}`, {
        createdAt: new Date(Date.now() - (40 - i) * 86_400_000).toISOString(),
      }),
    );
    await teamDb.bulkDocs(old);
    const [full] = await write(world.teamB, world.cookies.captainB, [message(world.teamB, 'One more')]);
    expect(full).toMatchObject({
      error: 'forbidden',
      reason: 'A team keeps at most 30 messages: delete an old one first',
    });
    const oldest = await teamDb.get(String(old[0]!._id));
    // As the app sends it: the oldest's deletion first, so the request counts 30 with the new one.
    const rows = await write(world.teamB, world.cookies.captainB, [
      { _id: oldest._id, _rev: oldest._rev, _deleted: true },
      message(world.teamB, 'Message 1'),
    ]);
    expect(rows.every((row) => row.ok)).toBe(true);
    // The day's sending: nine more, then refused, with the wait in hours.
    for (let i = 2; i <= TEAM_MESSAGES_PER_DAY; i++) {
      const oldestLeft = await oldestOf(world.teamB);
      const [, row] = await write(world.teamB, world.cookies.captainB, [
        { _id: oldestLeft._id, _rev: oldestLeft._rev, _deleted: true },
        message(world.teamB, `Message ${i}`),
      ]);
      expect(row).toMatchObject({ ok: true });
    }
    const extra = message(world.teamB, 'Message 11');
    const left = await oldestOf(world.teamB);
    const [, refused] = await write(world.teamB, world.cookies.captainB, [
      { _id: left._id, _rev: left._rev, _deleted: true },
      extra,
    ]);
    expect(refused).toMatchObject({
      error: 'forbidden',
      reason: 'A team sends at most 10 messages a day: try again in 24 hours',
    });
    expect(await stored(world.teamB, extra._id)).toBeNull();
  });
});
