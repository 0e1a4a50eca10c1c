import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, leagueDbName, refereeDbName } from '../../src/domain/databases.ts';
import { HAND_BACKS_PER_DAY } from '../../src/domain/schemas/hand-back.ts';
import { handBackMatch } from '../../sync-server/resolver/hand-back.ts';
import { createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { api, waitFor } from '../support/clients.ts';
import { startCouchDb, type TTestCouch } from '../support/couchdb.ts';
import { outbox, writeSettings } from '../support/mail.ts';
import { STORAGE_MODES } from '../support/modes.ts';
import {
  pushServerEnv,
  startPushService,
  type TPushService,
  type TTestDevice,
} from '../support/push-service.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

// ADR 050: a referee hands back a match they cannot make. Only their own, only one still to be
// played; the server takes them off it, the desk's note keeps their reason, the league's other
// referees and the admins hear of it once, and the referee may ask for it again. Every refusal
// leaves nothing stored.

const HOUR = 3600_000;
const MATCH = 'Astoria Athletic vs Bushwick Blues';
type TDoc = Record<string, unknown> & { _id: string; _rev?: string };

describe.each(STORAGE_MODES)('a referee hands back a match (%s)', (mode) => {
  let t: TTestServer;
  let world: TWorld;
  let couch: TTestCouch | null = null;
  let service: TPushService;
  let otherReferee: TTestDevice;

  beforeAll(async () => {
    couch = mode === 'couchdb' ? await startCouchDb() : null;
    service = await startPushService();
    t = await startTestServer({ ...couch?.env, ...pushServerEnv(service) });
    world = await buildWorld(t);
    await writeSettings(t.storage, {});
    otherReferee = service.device();
    const subscribed = await api(t.url, '/api/push/devices', {
      cookie: world.cookies.referee2,
      body: { subscription: otherReferee.subscription },
    });
    expect(subscribed.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
    await couch?.close();
  });

  const league = () => t.storage.db(leagueDbName(world.leagueId));
  async function newMatch(hoursFromNow: number, refereeId: string | null) {
    const match = matchDoc({
      leagueId: world.leagueId,
      homeTeamId: world.teamA,
      awayTeamId: world.teamB,
      date: new Date(Date.now() + hoursFromNow * HOUR).toISOString(),
      venue: 'Field 1',
      refereeId,
    });
    await createMatches(t.storage, world.leagueId, [match]);
    return match._id.slice('match:'.length);
  }
  const handBack = (matchId: string, refereeId: string, over: Record<string, unknown> = {}): TDoc => ({
    _id: docId('handBack', matchId),
    type: 'handBack',
    matchId,
    leagueId: world.leagueId,
    refereeId,
    reason: 'My daughter’s recital moved to Sunday',
    at: new Date().toISOString(),
    ...over,
  });
  const write = (refereeId: string, cookie: string | null, docs: TDoc[]) =>
    api(t.url, `/db/${refereeDbName(refereeId)}/_bulk_docs`, { cookie, body: { docs } });
  const stored = (refereeId: string, id: string) =>
    t.storage
      .db(refereeDbName(refereeId))
      .get(id)
      .catch(() => null);
  const refereeOf = async (matchId: string) => (await league().get(docId('match', matchId))).refereeId;
  const mailsAbout = async (matchId: string) =>
    (await outbox(t.storage)).filter((m) => m.kind === 'refereeNeeded' && m._id.includes(matchId));

  it('refuses what is not the referee’s to hand back, storing nothing', async () => {
    const theirs = await newMatch(48, world.referee1);
    const played = await newMatch(-2, world.referee1);
    const refused = async (refereeId: string, cookie: string | null, doc: TDoc) => {
      const response = await write(refereeId, cookie, [doc]);
      expect(await stored(refereeId, doc._id)).toBeNull();
      return response;
    };
    // Another referee, in their own database: the match is not theirs.
    let r = await refused(world.referee2, world.cookies.referee2, handBack(theirs, world.referee2));
    expect(r.body[0].reason).toBe('This match is not assigned to you');
    // In the assigned referee's database: not theirs to open; nor a captain's, nor anyone's.
    for (const cookie of [world.cookies.referee2, world.cookies.captainA, null]) {
      r = await write(world.referee1, cookie, [handBack(theirs, world.referee1)]);
      expect([401, 403]).toContain(r.status);
      expect(await stored(world.referee1, docId('handBack', theirs))).toBeNull();
    }
    const own = (over: Record<string, unknown>, matchId = theirs) =>
      refused(world.referee1, world.cookies.referee1, handBack(matchId, world.referee1, over));
    r = await own({ refereeId: world.referee2 });
    expect(r.body[0].reason).toBe('Only the match’s referee can hand it back');
    r = await own({ matchId: played });
    expect(r.body[0].reason).toBe('A hand-back is filed under its match');
    r = await own({}, played);
    expect(r.body[0].reason).toBe('Only a match still to be played can be handed back');
    r = await own({ at: new Date(Date.now() + 2 * HOUR).toISOString() });
    expect(r.body[0].reason).toBe('A hand-back is dated when it is made, not later');
    r = await own({ reason: '   ' });
    expect(r.body[0].error).toBe('forbidden');
    r = await own({ reason: 'x'.repeat(301) });
    expect(r.body[0].error).toBe('forbidden');
    r = await own({ leagueId: 'nowhere' });
    expect(r.body[0].reason).toBe('Match not found');
    // The server's answer is the server's to write.
    const forged = {
      _id: docId('handBackDecision', theirs),
      type: 'handBackDecision',
      matchId: theirs,
      at: new Date().toISOString(),
      status: 'done',
      reason: null,
      decidedAt: new Date().toISOString(),
    };
    r = await refused(world.referee1, world.cookies.referee1, forged);
    expect(r.body[0].error).toBe('forbidden');
    expect(await refereeOf(theirs)).toBe(world.referee1);
    expect(await mailsAbout(theirs)).toEqual([]);
  });

  it('takes the referee off, keeps their reason for the desk and tells the others once', async () => {
    const matchId = await newMatch(48, world.referee1);
    const doc = handBack(matchId, world.referee1);
    const response = await write(world.referee1, world.cookies.referee1, [doc]);
    expect(response.body[0].ok).toBe(true);
    const decision = await waitFor(
      () => stored(world.referee1, docId('handBackDecision', matchId)),
      'decision',
    );
    expect(decision).toMatchObject({ status: 'done', reason: null, at: doc.at });
    expect(await refereeOf(matchId)).toBeNull();
    const note = await t.storage.db('admin').get(docId('unassignment', matchId));
    expect(note).toMatchObject({ refereeId: world.referee1, refereeName: 'Ref One', reason: doc.reason });
    // The other referee's phone rings; the admin and the other referee get an e-mail; not the one
    // who handed it back.
    const [ring] = await service.waitFor(otherReferee, 1, 'the other referee’s notice');
    expect(ring!.payload.title).toBe(`Referee needed: ${MATCH}`);
    expect(ring!.payload.url).toBe('/referee/matches?filter=available');
    const mails = await waitFor(async () => {
      const found = await mailsAbout(matchId);
      return found.length >= 2 ? found : null;
    }, 'both e-mails');
    expect(mails.map((m) => m.to).sort()).toEqual(['admin@test.nyc', 'r2@test.nyc']);
    const toAdmin = mails.find((m) => m.to === 'admin@test.nyc')!;
    expect(toAdmin.subject).toContain('Ref One cannot referee Astoria Athletic vs Bushwick Blues');
    expect(toAdmin.text).toContain(String(doc.reason));
    // The referees' e-mail keeps the reason between the referee and the league.
    expect(mails.find((m) => m.to === 'r2@test.nyc')!.text).not.toContain(String(doc.reason));
    // The same change again (a replayed feed): nothing more.
    expect(await handBackMatch(t.storage, world.referee1, (await stored(world.referee1, doc._id))!)).toBe(
      'skipped',
    );
    expect(await mailsAbout(matchId)).toHaveLength(2);
    expect(service.to(otherReferee).filter((r) => r.payload.title === ring!.payload.title)).toHaveLength(1);
    // A hand-back cannot be undone by deleting it.
    const current = (await stored(world.referee1, doc._id))!;
    const undo = await write(world.referee1, world.cookies.referee1, [
      { _id: current._id, _rev: current._rev, _deleted: true },
    ]);
    expect(undo.body[0].reason).toBe(
      'A match handed back cannot be taken back: ask the league to give it to you again',
    );
  });

  it('lets the referee ask for it again, and hand it back again later', async () => {
    const matchId = await newMatch(72, null);
    const request = {
      _id: docId('assignmentRequest', matchId),
      type: 'assignmentRequest',
      matchId,
      leagueId: world.leagueId,
      refereeId: world.referee1,
      requestedAt: new Date().toISOString(),
    };
    await write(world.referee1, world.cookies.referee1, [request]);
    await waitFor(async () => (await refereeOf(matchId)) === world.referee1, 'first assignment');
    await write(world.referee1, world.cookies.referee1, [handBack(matchId, world.referee1)]);
    await waitFor(async () => (await refereeOf(matchId)) === null, 'handed back');
    // The request and its decision are gone with it: asking again is a new request.
    await waitFor(async () => (await stored(world.referee1, request._id)) === null, 'request forgotten');
    await write(world.referee1, world.cookies.referee1, [
      { ...request, requestedAt: new Date().toISOString() },
    ]);
    await waitFor(async () => (await refereeOf(matchId)) === world.referee1, 'assigned again');
    const first = (await stored(world.referee1, docId('handBack', matchId)))!;
    const again: TDoc = { ...handBack(matchId, world.referee1, { reason: 'Injured' }), _rev: first._rev };
    expect((await write(world.referee1, world.cookies.referee1, [again])).body[0].ok).toBe(true);
    const decision = await waitFor(async () => {
      const found = await stored(world.referee1, docId('handBackDecision', matchId));
      return found?.at === again.at ? found : null;
    }, 'second decision');
    expect(decision.status).toBe('done');
    expect((await t.storage.db('admin').get(docId('unassignment', matchId))).reason).toBe('Injured');
  });

  it('finishes a hand-back that a crash left with only the desk’s note', async () => {
    const matchId = await newMatch(30, world.referee1);
    await t.server.resolver.stop();
    const doc = handBack(matchId, world.referee1);
    expect((await write(world.referee1, world.cookies.referee1, [doc])).body[0].ok).toBe(true);
    // As the first step would have left it: the note, naming this hand-back, and nothing else.
    await t.storage.db('admin').put({
      _id: docId('unassignment', matchId),
      type: 'unassignment',
      matchId,
      leagueId: world.leagueId,
      refereeId: world.referee1,
      refereeName: 'Ref One',
      at: new Date().toISOString(),
      reason: doc.reason,
      handBackAt: doc.at,
    });
    await t.restart();
    await waitFor(() => stored(world.referee1, docId('handBackDecision', matchId)), 'decision');
    expect(await refereeOf(matchId)).toBeNull();
    expect((await mailsAbout(matchId)).map((m) => m.to).sort()).toEqual(['admin@test.nyc', 'r2@test.nyc']);
  });

  it('tells only the admins of a match more than two weeks away', async () => {
    const matchId = await newMatch(20 * 24, world.referee1);
    await write(world.referee1, world.cookies.referee1, [handBack(matchId, world.referee1)]);
    await waitFor(() => stored(world.referee1, docId('handBackDecision', matchId)), 'decision');
    expect((await mailsAbout(matchId)).map((m) => m.to)).toEqual(['admin@test.nyc']);
  });

  it(`refuses a referee's hand-back after ${HAND_BACKS_PER_DAY} in a day`, async () => {
    const ids: string[] = [];
    for (let i = 0; i <= HAND_BACKS_PER_DAY; i++) ids.push(await newMatch(24 * 30 + i, world.referee2));
    for (const id of ids.slice(0, HAND_BACKS_PER_DAY)) {
      const r = await write(world.referee2, world.cookies.referee2, [handBack(id, world.referee2)]);
      expect(r.body[0].ok).toBe(true);
    }
    const last = ids.at(-1)!;
    const r = await write(world.referee2, world.cookies.referee2, [handBack(last, world.referee2)]);
    expect(r.body[0].reason).toMatch(
      /^A referee hands back at most 5 matches a day: try again in \d+ hours?/,
    );
    expect(await stored(world.referee2, docId('handBack', last))).toBeNull();
    expect(await refereeOf(last)).toBe(world.referee2);
  });
});
