import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, leagueDbName, parseDbName } from '../../src/domain/databases.ts';
import { finishPendingNotices, notePending, tellingWrites } from '../../sync-server/notices/write-notes.ts';
import { createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import type { TStorage } from '../../sync-server/storage/storage.ts';
import { api, waitFor } from '../support/clients.ts';
import { outbox, writeSettings } from '../support/mail.ts';
import {
  pushServerEnv,
  startPushService,
  type TPushService,
  type TTestDevice,
} from '../support/push-service.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

// An admin moves or calls off a fixture: both captains (e-mail and phone), the referee on it and
// the players who turned notices on from their link hear of it, once per change, through a real
// server, a real push protocol (a local push service decrypting as the phone would) and the outbox.

let t: TTestServer;
let world: TWorld;
let service: TPushService;
const HOUR = 3600_000;
type TBody = Record<string, unknown>;
const phones = {} as Record<'captainA' | 'captainB' | 'referee' | 'player', TTestDevice>;
const MATCH = 'Astoria Athletic vs Bushwick Blues';

async function newMatch(hoursFromNow: number) {
  const date = new Date(Date.now() + hoursFromNow * HOUR).toISOString();
  const match = matchDoc({
    leagueId: world.leagueId,
    homeTeamId: world.teamA,
    awayTeamId: world.teamB,
    date,
    venue: 'Field 1',
    refereeId: world.referee1,
  });
  await createMatches(t.storage, world.leagueId, [match]);
  return match._id.slice('match:'.length);
}

/** The admin saves the match through the gateway, as the desk's form does; the answer's status. */
async function saveByAdmin(matchId: string, change: Record<string, unknown>, cookie = world.cookies.admin) {
  const id = docId('match', matchId);
  const match = await t.storage.db(leagueDbName(world.leagueId)).get(id);
  const put = await api(t.url, `/db/${leagueDbName(world.leagueId)}/${id}`, {
    method: 'PUT',
    cookie,
    body: { ...match, ...change, updatedAt: new Date().toISOString() },
  });
  return put.status;
}

const changeMails = async (matchId: string) =>
  (await outbox(t.storage)).filter((mail) => mail.kind === 'matchChanged' && mail._id.includes(matchId));

async function settled() {
  await t.server.pushSender.drained();
}

beforeAll(async () => {
  service = await startPushService();
  t = await startTestServer(pushServerEnv(service));
  world = await buildWorld(t);
  await writeSettings(t.storage, {});
  for (const who of ['captainA', 'captainB', 'referee', 'player'] as const) phones[who] = service.device();
  const subscribe = (device: TTestDevice, cookie: string | null, headers: Record<string, string> = {}) =>
    api(t.url, '/api/push/devices', { cookie, headers, body: { subscription: device.subscription } });
  expect((await subscribe(phones.captainA, world.cookies.captainA)).status).toBe(200);
  expect((await subscribe(phones.captainB, world.cookies.captainB)).status).toBe(200);
  expect((await subscribe(phones.referee, world.cookies.referee1)).status).toBe(200);
  const links = await api(t.url, `/api/teams/${world.teamA}/links`, {
    cookie: world.cookies.captainA,
    body: { playerIds: [world.playerA1] },
  });
  const token = String(links.body.links[world.playerA1]);
  expect((await subscribe(phones.player, null, { 'x-pitchside-link': token })).status).toBe(200);
  // Captain B reads Pitchside in Spanish.
  expect(
    (await api(t.url, '/api/locale', { cookie: world.cookies.captainB, body: { locale: 'es' } })).status,
  ).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

describe('a fixture moved or called off', () => {
  it('tells both captains, the referee and a player with a link when a match moves, each in their language', async () => {
    service.reset();
    const matchId = await newMatch(72);
    const later = new Date(Date.now() + 96 * HOUR).toISOString();
    expect(await saveByAdmin(matchId, { date: later, venue: 'Field 2' })).toBe(201);

    const [a] = await service.waitFor(phones.captainA, 1, 'captain A’s notice');
    expect(a!.payload).toMatchObject({
      title: `Match moved: ${MATCH}`,
      url: `/teams/${world.teamA}/dashboard`,
    });
    expect(a!.payload.body).toMatch(/^Now .+, Field 2\.$/);
    const [b] = await service.waitFor(phones.captainB, 1, 'captain B’s notice');
    expect(b!.payload.title).toBe(`Partido cambiado: ${MATCH}`);
    // The factory put the referee on without a word, so the admin's first save also assigns them.
    const toReferee = await service.waitFor(phones.referee, 2, 'the referee’s notices');
    const moved = toReferee.find((notice) => notice.payload.title === `Match moved: ${MATCH}`);
    expect(moved!.payload.url).toBe('/referee/matches');
    const [player] = await service.waitFor(phones.player, 1, 'the player’s notice');
    expect(player!.payload).toMatchObject({ title: `Match moved: ${MATCH}`, url: '/availability' });

    const mails = await changeMails(matchId);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['a@test.nyc', 'b@test.nyc', 'r1@test.nyc']);
    const toA = mails.find((mail) => mail.to === 'a@test.nyc')!;
    expect(toA.subject).toMatch(new RegExp(`^Match moved: ${MATCH}, now `));
    expect(toA.text).toContain('Hello Ana Lopez');
    expect(toA.text).toMatch(/Where: Field 2/);
    expect(toA.text).toMatch(/Before: .+, Field 1/);
    expect(mails.find((mail) => mail.to === 'b@test.nyc')!.subject).toMatch(/^Partido cambiado: /);
  });

  it('says nothing when a save moves nothing, and speaks again when the match moves back', async () => {
    const matchId = await newMatch(50);
    const original = (await t.storage.db(leagueDbName(world.leagueId)).get(docId('match', matchId))).date;
    expect(await saveByAdmin(matchId, { date: new Date(Date.now() + 60 * HOUR).toISOString() })).toBe(201);
    expect(await changeMails(matchId)).toHaveLength(3);
    // A save that changes neither the time nor the field (the same referee, a new updatedAt).
    expect(await saveByAdmin(matchId, { refereeId: world.referee1 })).toBe(201);
    expect(await changeMails(matchId)).toHaveLength(3);
    expect(await saveByAdmin(matchId, { date: original })).toBe(201);
    expect(await changeMails(matchId)).toHaveLength(6);
  });

  it('tells them a match is called off and put back on; a deleted or far-off fixture says nothing', async () => {
    service.reset();
    const matchId = await newMatch(30);
    expect(await saveByAdmin(matchId, { status: 'cancelled' })).toBe(201);
    const [a] = await service.waitFor(phones.captainA, 1, 'the cancellation');
    expect(a!.payload.title).toBe(`Match cancelled: ${MATCH}`);
    const mails = await changeMails(matchId);
    expect(mails).toHaveLength(3);
    expect(mails.find((mail) => mail.to === 'r1@test.nyc')!.text).toMatch(/has cancelled .+ Field 1\./s);
    // The rain stopped: put back on, it is news again, and so is a second cancellation.
    expect(await saveByAdmin(matchId, { status: 'scheduled' })).toBe(201);
    const [, back] = await service.waitFor(phones.captainA, 2, 'the match back on');
    expect(back!.payload.title).toBe(`Match back on: ${MATCH}`);
    expect(await saveByAdmin(matchId, { status: 'cancelled' })).toBe(201);
    await service.waitFor(phones.captainA, 3, 'the second cancellation');
    expect(await changeMails(matchId)).toHaveLength(9);

    const farOff = await newMatch(24 * 30);
    expect(await saveByAdmin(farOff, { date: new Date(Date.now() + 24 * 31 * HOUR).toISOString() })).toBe(
      201,
    );
    // A captain cannot move a fixture, so cannot make anyone hear of a move either.
    const byCaptain = await newMatch(40);
    const moved = { date: new Date(Date.now() + 41 * HOUR).toISOString() };
    expect(await saveByAdmin(byCaptain, moved, world.cookies.captainA)).toBe(403);
    const deleted = await newMatch(40);
    expect(await saveByAdmin(deleted, { _deleted: true })).toBe(201);
    await settled();
    expect(await changeMails(farOff)).toEqual([]);
    expect(await changeMails(deleted)).toEqual([]);
    expect(await changeMails(byCaptain)).toEqual([]);
    expect(service.to(phones.captainA)).toHaveLength(3);
  });

  it('a referee put on the match in the same save hears of the assignment, and the one taken off hears too', async () => {
    service.reset();
    const matchId = await newMatch(80);
    const later = new Date(Date.now() + 90 * HOUR).toISOString();
    expect(await saveByAdmin(matchId, { date: later, refereeId: world.referee2 })).toBe(201);
    const mails = await changeMails(matchId);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['a@test.nyc', 'b@test.nyc']);
    const assigned = await t.storage.db('admin').get(`mail:assigned-${matchId}-${world.referee2}`);
    expect(assigned).toMatchObject({ kind: 'assignment', to: 'r2@test.nyc' });
    // The referee taken off it hears so, and need not travel.
    const off = (await outbox(t.storage)).filter((mail) =>
      mail._id.startsWith(`mail:offfixture-${matchId}-`),
    );
    expect(off).toHaveLength(1);
    expect(off[0]).toMatchObject({
      kind: 'unassigned',
      to: 'r1@test.nyc',
      subject: `You no longer referee ${MATCH}`,
    });
    expect(off[0]!.text).toContain('You do not need to be there.');
    const [notice] = await service.waitFor(phones.referee, 1, 'the referee taken off');
    expect(notice!.payload).toMatchObject({ title: 'Match taken off your list', url: '/referee/matches' });
  });
});

// ADR 041: the request notes what it will tell before it writes; a crash in between is told later.
describe("an admin's write interrupted before its notices", () => {
  const notes = async () =>
    (await t.storage.internal.allDocs({ startkey: 'noticesPending:', endkey: 'noticesPending:\uffff' })).rows;

  /** What a crashed request left: its note, and (if `isWritten`) the write, but no notice. */
  async function interrupted(storage: TStorage, matchId: string, change: TBody, isWritten: boolean) {
    const league = storage.db(leagueDbName(world.leagueId));
    const was = await league.get(docId('match', matchId));
    const after = { ...was, ...change, updatedAt: new Date().toISOString() };
    const ref = parseDbName(leagueDbName(world.leagueId))!;
    await notePending(storage, ref, tellingWrites(ref, [after], new Map([[was._id, was]]), true));
    if (isWritten) await league.put(after);
  }

  it('tells at start-up what was written as noted, once; not what never landed or changed since', async () => {
    service.reset();
    const moved = await newMatch(40);
    const neverWritten = await newMatch(44);
    const changedSince = await newMatch(46);
    const later = new Date(Date.now() + 42 * HOUR).toISOString();
    await t.restart(async (storage) => {
      await interrupted(storage, moved, { date: later, venue: 'Field 3' }, true);
      await interrupted(storage, neverWritten, { status: 'cancelled' }, false);
      await interrupted(storage, changedSince, { venue: 'Field 4' }, true);
      // The next save put it back: its own request told (or found nothing to tell).
      const league = storage.db(leagueDbName(world.leagueId));
      const now = await league.get(docId('match', changedSince));
      await league.put({ ...now, venue: 'Field 1', updatedAt: new Date().toISOString() });
    });
    const mails = await changeMails(moved);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['a@test.nyc', 'b@test.nyc', 'r1@test.nyc']);
    expect(mails.find((mail) => mail.to === 'a@test.nyc')!.text).toMatch(/Where: Field 3/);
    // Matches within 48 hours also bring their reminders: only the move is counted here.
    const isMove = (notice: { payload: { title?: unknown } }) =>
      notice.payload.title === `Match moved: ${MATCH}`;
    await waitFor(async () => service.to(phones.captainA).some(isMove), 'the move told after the restart');
    expect(await changeMails(neverWritten)).toEqual([]);
    expect(await changeMails(changedSince)).toEqual([]);
    expect(await notes()).toEqual([]);
    // Started again, nothing is told twice.
    await t.restart();
    await settled();
    expect(await changeMails(moved)).toHaveLength(3);
    expect(service.to(phones.captainA).filter(isMove)).toHaveLength(1);
  });

  it('leaves no note once told, makes none for a refused write, and leaves a newer note to its request', async () => {
    const matchId = await newMatch(60);
    expect(await saveByAdmin(matchId, { venue: 'Field 2' })).toBe(201);
    expect(await changeMails(matchId)).toHaveLength(3);
    expect(await saveByAdmin(matchId, { venue: 'Field 5' }, world.cookies.captainA)).toBe(403);
    expect(await notes()).toEqual([]);
    // The minute's repair leaves a note younger than its cut-off: its request may still be telling.
    const young = await newMatch(62);
    await interrupted(t.storage, young, { venue: 'Field 6' }, true);
    expect(await finishPendingNotices(t.storage, new Date(Date.now() - 60_000).toISOString())).toBe(0);
    expect(await notes()).toHaveLength(1);
    expect(await finishPendingNotices(t.storage, new Date(Date.now() + 1000).toISOString())).toBe(1);
    expect(await notes()).toEqual([]);
    expect((await changeMails(young)).map((mail) => mail.to).sort()).toEqual([
      'a@test.nyc',
      'b@test.nyc',
      'r1@test.nyc',
    ]);
  });
  it('a note that cannot be finished holds no other back, and never stops the server starting', async () => {
    const broken = {
      _id: 'noticesPending:2000-01-01T00:00:00.000Z:broken00',
      type: 'noticesPending',
      db: leagueDbName(world.leagueId),
      writes: [{ before: null }],
      at: '2000-01-01T00:00:00.000Z',
    };
    await t.storage.internal.put(broken);
    const matchId = await newMatch(64);
    await interrupted(t.storage, matchId, { venue: 'Field 8' }, true);
    await expect(finishPendingNotices(t.storage, '\uffff')).rejects.toThrow();
    expect(await changeMails(matchId)).toHaveLength(3);
    expect((await notes()).map((row) => row.id)).toEqual([broken._id]);
    await t.restart();
    expect((await api(t.url, '/api/health/ready')).status).toBe(200);
    await t.storage.internal.remove(await t.storage.internal.get(broken._id));
  });
  it('finishes a backlog longer than a page in one run, past a note that stays', async () => {
    const note = (at: string, n: number, db: string) => ({
      _id: `noticesPending:${at}:${String(n).padStart(8, '0')}`,
      type: 'noticesPending',
      db,
      writes: n === 0 ? [{ before: null }] : [],
      at,
    });
    // The first fails every time; the next 150 name no database and are simply crossed out.
    const stuck = note('2001-01-01T00:00:00.000Z', 0, leagueDbName(world.leagueId));
    const backlog = Array.from({ length: 150 }, (_, i) =>
      note('2001-01-02T00:00:00.000Z', i + 1, 'nonsense'),
    );
    await t.storage.internal.bulkDocs([stuck, ...backlog]);
    const matchId = await newMatch(66);
    await interrupted(t.storage, matchId, { venue: 'Field 9' }, true);
    await expect(finishPendingNotices(t.storage, '\uffff')).rejects.toThrow();
    expect(await changeMails(matchId)).toHaveLength(3);
    expect((await notes()).map((row) => row.id)).toEqual([stuck._id]);
    await t.storage.internal.remove(await t.storage.internal.get(stuck._id));
  });
});
