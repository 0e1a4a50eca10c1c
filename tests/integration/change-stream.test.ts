import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueDbName, refereeDbName, teamDbName } from '../../src/domain/databases.ts';
import { revokeAllSessions } from '../../sync-server/auth/sessions.ts';
import { createLeague } from '../../sync-server/seed/factories.ts';
import { INTERNAL_DB } from '../../sync-server/storage/storage.ts';
import { api, login, waitFor } from '../support/clients.ts';
import { startCouchDb } from '../support/couchdb.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { openStream, type TStreamClient } from '../support/stream.ts';
import { buildWorld, PASSWORD, type TWorld } from '../support/world.ts';

const touch = async (t: TTestServer, db: string, key: string) => {
  await t.storage.db(db).put({ _id: `probe:${key}` });
};
const named = (stream: TStreamClient) =>
  new Set(stream.events.filter((e) => e.event === 'change').map((e) => String(e.data.db)));
const ready = (stream: TStreamClient) => stream.next((e) => e.event === 'ready', 'ready');

describe.each(STORAGE_MODES)('the device change stream (%s)', (mode) => {
  let t: TTestServer;
  let world: TWorld;
  beforeAll(async () => {
    t = await startInMode(mode);
    world = await buildWorld(t);
  });
  afterAll(async () => t?.close());

  it('names only the databases each role may read, every kind, and never internal storage', async () => {
    const roles = ['anonymous', 'player', 'captainA', 'captainB', 'referee1', 'referee2', 'admin'] as const;
    const streams = new Map<string, TStreamClient>();
    for (const role of roles) {
      const stream = await openStream(t.url, { cookie: world.cookies[role] });
      await ready(stream);
      streams.set(role, stream);
    }
    const league = leagueDbName(world.leagueId);
    const every = [
      teamDbName(world.teamA),
      teamDbName(world.teamB),
      refereeDbName(world.referee1),
      refereeDbName(world.referee2),
      'admin',
      INTERNAL_DB,
      league,
    ];
    // In CouchDB mode each database is read on its own schedule, so the order of announcements
    // need not follow the order of writes: wait until the log holds every write, then write a
    // marker. A stream sends the log in order, so once it names the marker it has been told (or
    // not) of everything before it.
    const logged = new Set<string>();
    const onUpdate = (db: string) => logged.add(db);
    t.server.updates.events.on('update', onUpdate);
    for (const db of [...every, 'leagues']) await touch(t, db, `${mode}-filter`);
    await waitFor(async () => [...every, 'leagues'].every((db) => logged.has(db)), 'every write logged');
    t.server.updates.events.off('update', onUpdate);
    const marker = new Promise<string>((resolve) => {
      const onMarker = (db: string, position: string) => {
        if (db !== 'leagues') return;
        t.server.updates.events.off('update', onMarker);
        resolve(position);
      };
      t.server.updates.events.on('update', onMarker);
    });
    await touch(t, 'leagues', `${mode}-marker`);
    const markedAt = await marker;
    const pub = [league, 'leagues'];
    const expected: Record<(typeof roles)[number], string[]> = {
      anonymous: pub,
      player: pub,
      captainA: [teamDbName(world.teamA), ...pub],
      captainB: [teamDbName(world.teamB), ...pub],
      referee1: [refereeDbName(world.referee1), ...pub],
      referee2: [refereeDbName(world.referee2), ...pub],
      admin: every.filter((db) => db !== INTERNAL_DB).concat('leagues'),
    };
    for (const role of roles) {
      const stream = streams.get(role)!;
      await stream.next((e) => e.id === markedAt, `${role} told about the marker`);
      expect([...named(stream)].sort(), role).toEqual([...expected[role]].sort());
      stream.close();
    }
  });

  it("does not announce a replication checkpoint: a _local write changes nobody's data", async () => {
    const stream = await openStream(t.url, { cookie: world.cookies.admin });
    await ready(stream);
    const league = leagueDbName(world.leagueId);
    const checkpoint = await api(t.url, `/db/${league}/_local/${mode}-checkpoint`, {
      method: 'PUT',
      body: { last_seq: 1 },
      cookie: world.cookies.admin,
    });
    expect(checkpoint.status).toBe(201);
    await touch(t, 'leagues', `${mode}-after-checkpoint`);
    // The leagues write came after the checkpoint: by the time it is told, the checkpoint was too.
    await stream.next((e) => e.data.db === 'leagues', 'told about leagues');
    expect(named(stream).has(league)).toBe(false);
    stream.close();
  });

  it('resumes after a cut with every change it missed, and says when it cannot', async () => {
    const first = await openStream(t.url);
    const position = (await ready(first)).id!;
    first.close();
    const league = leagueDbName(world.leagueId);
    await touch(t, league, `${mode}-missed`);
    await touch(t, 'leagues', `${mode}-missed`);
    // In CouchDB mode a write is logged once its new update_seq has been read.
    await waitFor(async () => t.server.updates.since(position)?.includes('leagues'), 'the writes logged');

    const resumed = await openStream(t.url, { lastEventId: position });
    const hello = await ready(resumed);
    expect(hello.data.resumed).toBe(true);
    // The missed changes come before `ready` (with what changed just before the position: the
    // allowance for instances' clocks).
    const before = resumed.events.slice(0, resumed.events.indexOf(hello));
    expect([...new Set(before.map((e) => e.data.db))]).toEqual(expect.arrayContaining([league, 'leagues']));
    resumed.close();

    for (const stale of ['zzz.5', 'nonsense', `${position.split('.')[0]}.999999999`]) {
      const stream = await openStream(t.url, { lastEventId: stale });
      expect((await ready(stream)).data.resumed, stale).toBe(false);
      stream.close();
    }
  });

  it('answers 401 and drops the cookie when the session has ended, and ends a stream at logout', async () => {
    const cookie = await login(t.url, 'a@test.nyc', PASSWORD);
    const stream = await openStream(t.url, { cookie });
    await ready(stream);
    // Just used, so the principal is fresh in the server's short cache: logout must still end it.
    const team = `/db/${teamDbName(world.teamA)}/`;
    expect((await api(t.url, team, { cookie })).status).toBe(200);
    await api(t.url, '/api/logout', { method: 'POST', cookie });
    expect((await api(t.url, team, { cookie })).status).toBe(401);
    await stream.ended;
    const again = await openStream(t.url, { cookie });
    expect(again.status).toBe(401);
    expect(again.headers.get('set-cookie')).toMatch(/ps_session=;.*Max-Age=0/);
  });

  it('ends a stream whose session was revoked while the stream was being opened', async () => {
    const cookie = await login(t.url, 'a@test.nyc', PASSWORD);
    const accountId = decodeURIComponent(/ps_session=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;
    // The stream's session lookup has read a live session; the revocation lands before it is served.
    const internal = t.storage.internal;
    const realGet = internal.get.bind(internal);
    let isRevoked = false;
    internal.get = (async (...args: Parameters<typeof realGet>) => {
      const doc = await realGet(...args);
      if (!isRevoked && String(args[0]).startsWith(`session:${accountId}:`)) {
        isRevoked = true;
        await revokeAllSessions(internal, accountId);
      }
      return doc;
    }) as typeof internal.get;
    try {
      const stream = await openStream(t.url, { cookie });
      expect(stream.status).toBe(200);
      expect(isRevoked).toBe(true);
      await stream.ended;
    } finally {
      internal.get = realGet as typeof internal.get;
    }
    expect((await openStream(t.url, { cookie })).status).toBe(401);
  });
});

describe('the change stream across restarts and limits', () => {
  it('after a restart a device resumes with only what changed; a write the log missed counts too', async () => {
    // One instance: no clock skew to allow for, so "only what changed" can be checked exactly.
    const t = await startTestServer({ CLOCK_SKEW_MS: '0' });
    try {
      const world = await buildWorld(t);
      const written = leagueDbName(world.leagueId);
      const quiet = leagueDbName(await createLeague(t.storage, { name: 'Quiet Division' }));
      const stream = await openStream(t.url);
      const position = (await ready(stream)).id!;
      stream.close();
      // Written through the server, then a clean restart: the log was kept.
      await touch(t, written, 'before-restart');
      await t.restart();
      const after = await openStream(t.url, { lastEventId: position });
      const hello = await ready(after);
      expect(hello.data.resumed).toBe(true);
      const told = new Set(after.events.slice(0, after.events.indexOf(hello)).map((e) => e.data.db));
      expect(told.has(written)).toBe(true);
      expect(told.has(quiet)).toBe(false);
      const next = hello.id!;
      after.close();

      // A write the log never saw (as if the server died before writing it down): on the next
      // start its database's update_seq gives it away.
      await t.restart(async (storage) => {
        await storage.db(quiet).put({ _id: 'video:missed', at: Date.now() });
      });
      const again = await openStream(t.url, { lastEventId: next });
      const second = await ready(again);
      expect(second.data.resumed).toBe(true);
      const missed = new Set(again.events.slice(0, again.events.indexOf(second)).map((e) => e.data.db));
      expect(missed.has(quiet)).toBe(true);
      again.close();
    } finally {
      await t.close();
    }
  });

  it('refuses streams past MAX_STREAMS with 503, and takes them again once one closes', async () => {
    const t = await startTestServer({ MAX_STREAMS: '2' });
    try {
      const one = await openStream(t.url);
      const two = await openStream(t.url);
      await Promise.all([ready(one), ready(two)]);
      const three = await openStream(t.url);
      expect(three.status).toBe(503);
      one.close();
      await waitForCount(t, 1);
      const four = await openStream(t.url);
      expect(four.status).toBe(200);
      two.close();
      four.close();
    } finally {
      await t.close();
    }
  });
});

async function waitForCount(t: TTestServer, n: number) {
  await waitFor(async () => t.server.streamCount() === n, `${n} open streams`);
}

describe('two sync-servers in front of one CouchDB', () => {
  it('a device on one instance is told of a write made through the other, with no feed per database', async () => {
    const couch = await startCouchDb();
    const one = await startTestServer(couch.env);
    const two = await startTestServer(couch.env);
    try {
      const world = await buildWorld(one);
      const onTwo = await openStream(two.url, { cookie: world.cookies.captainA });
      await ready(onTwo);
      await touch(one, teamDbName(world.teamA), 'across');
      await touch(one, leagueDbName(world.leagueId), 'across');
      await onTwo.next((e) => e.data.db === teamDbName(world.teamA), 'the team write from instance one');
      await onTwo.next((e) => e.data.db === leagueDbName(world.leagueId), 'the league write');
      onTwo.close();
      // Each instance follows _db_updates once; no database has a feed held open upstream.
      const held = couch.requests.filter((r) => /feed=(longpoll|continuous)/.test(r));
      expect(held.length).toBeGreaterThan(0);
      expect(held.every((r) => r.startsWith('GET /_db_updates'))).toBe(true);
    } finally {
      await one.close();
      await two.close();
      await couch.close();
    }
  });
});

describe("an import's burst of writes in CouchDB mode", () => {
  it("reads the database's state at most four times a second, and again after the last write", async () => {
    const couch = await startCouchDb();
    const t = await startTestServer(couch.env);
    try {
      const world = await buildWorld(t);
      const league = leagueDbName(world.leagueId);
      const stream = await openStream(t.url, { cookie: world.cookies.captainA });
      await ready(stream);
      const isStateRead = (line: string) => new RegExp(`^GET /[^/]*${league}/?$`).test(line);
      const from = couch.requests.length;
      const started = Date.now();
      for (let batch = 0; batch < 120; batch++) {
        await t.storage
          .db(league)
          .bulkDocs(Array.from({ length: 50 }, (_, i) => ({ _id: `probe:burst-${batch}-${i}` })));
      }
      const burstMs = Date.now() - started;
      const afterLast = couch.requests.length;
      // The final state is read, so devices are told of it...
      await waitFor(
        async () => couch.requests.slice(afterLast).some(isStateRead),
        'a read of the league after its last write',
      );
      await stream.next((e) => e.data.db === league, 'the league announced');
      // ...and the burst cost one read per 250 ms, one at its start and one after its end.
      const reads = couch.requests.slice(from).filter(isStateRead).length;
      expect(reads).toBeLessThanOrEqual(Math.ceil(burstMs / 250) + 2);
      stream.close();
    } finally {
      await t.close();
      await couch.close();
    }
  });
});
