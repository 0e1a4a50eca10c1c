import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, leagueDbName, refereeDbName, teamDbName } from '../../src/domain/databases.ts';
import { sweepReminders } from '../../sync-server/mail/reminders.ts';
import { dispatch } from '../../sync-server/notices/dispatch.ts';
import { accountOwner, addDevice, deviceIdOf } from '../../sync-server/push/devices.ts';
import { addPlayers, createMatches, matchDoc, openRecruitment } from '../../sync-server/seed/factories.ts';
import { PUSH_DB } from '../../sync-server/storage/storage.ts';
import { api, waitFor } from '../support/clients.ts';
import { startCouchDb } from '../support/couchdb.ts';
import { freeAgentForm } from '../support/free-agent.ts';
import { writeSettings } from '../support/mail.ts';
import {
  pushServerEnv,
  startPushService,
  type TPushService,
  type TTestDevice,
} from '../support/push-service.ts';
import { matchSides, validReport } from '../support/reports.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

// Issue #33 on a real server and a real push protocol: a local push service checks each request's
// VAPID signature and decrypts it with the keys only the "phone" holds.

let t: TTestServer;
let world: TWorld;
let service: TPushService;
const HOUR = 3600_000;
const phones = {} as Record<'captainA' | 'captainB' | 'referee' | 'admin', TTestDevice>;

const subscribe = (cookie: string | null, device: TTestDevice, headers: Record<string, string> = {}) =>
  api(t.url, '/api/push/devices', { cookie, headers, body: { subscription: device.subscription } });

const setToggles = (toggles: { pushNotifications?: boolean; statsUpdates?: boolean }) =>
  writeSettings(t.storage, toggles);

async function newMatch(hoursFromNow: number, refereeId: string | null = world.referee1) {
  const match = matchDoc({
    leagueId: world.leagueId,
    homeTeamId: world.teamA,
    awayTeamId: world.teamB,
    date: new Date(Date.now() + hoursFromNow * HOUR).toISOString(),
    refereeId,
  });
  await createMatches(t.storage, world.leagueId, [match]);
  return match._id.slice('match:'.length);
}

async function fileReport(
  matchId: string,
  score: { home: number; away: number },
  redTo: string | null = null,
) {
  const sides = await matchSides(t.storage, world.leagueId, matchId);
  const report = validReport(sides, world.referee1, score);
  const missing = sides.home.filter((id) => id !== world.playerA1).slice(-1);
  const redCards = redTo
    ? [
        {
          playerId: redTo,
          playerName: 'Luis Silva',
          teamId: world.teamA,
          minute: 34,
          reason: 'Violent conduct',
        },
      ]
    : [];
  const attendance = { ...report.homeTeamAttendance, missingPlayers: missing };
  await t.storage
    .db(refereeDbName(world.referee1))
    .put({ ...report, homeTeamAttendance: attendance, redCards });
}

/** The admin puts referee one on a match, through the gateway as the desk does; the status. */
async function assignByAdmin(matchId: string) {
  const path = `/db/${leagueDbName(world.leagueId)}/${docId('match', matchId)}`;
  const match = await t.storage.db(leagueDbName(world.leagueId)).get(docId('match', matchId));
  const put = await api(t.url, path, {
    method: 'PUT',
    cookie: world.cookies.admin,
    body: { ...match, refereeId: world.referee1 },
  });
  return put.status;
}

/** Every notice queued so far has been tried. */
async function settled() {
  await t.server.resolver.settle();
  await t.server.pushSender.drained();
}

beforeAll(async () => {
  service = await startPushService();
  t = await startTestServer(pushServerEnv(service));
  world = await buildWorld(t);
  await addPlayers(t.storage, world.teamB, [
    { firstName: 'Kai', lastName: 'Park', jerseyNumber: 4 },
    { firstName: 'Ola', lastName: 'Ade', jerseyNumber: 7 },
  ]);
  const leagues = t.storage.db('leagues');
  await leagues.put({ ...(await leagues.get(docId('league', world.leagueId))), confirmationHours: 0 });
  await setToggles({});
  for (const who of ['captainA', 'captainB', 'referee', 'admin'] as const) phones[who] = service.device();
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

describe('turning notifications on for a device', () => {
  it('hands out one public key, the same after a restart, and never the private one', async () => {
    const first = await api(t.url, '/api/push/key');
    expect(first.status).toBe(200);
    expect(Buffer.from(String(first.body.publicKey), 'base64url')).toHaveLength(65);
    expect(JSON.stringify(first.body)).not.toMatch(/private/i);
    await t.restart();
    expect((await api(t.url, '/api/push/key')).body.publicKey).toBe(first.body.publicKey);
  });

  it('keeps a signed-in person’s device, and refuses strangers, other push services and bad keys', async () => {
    expect((await subscribe(world.cookies.captainA, phones.captainA)).status).toBe(200);
    expect((await subscribe(world.cookies.captainB, phones.captainB)).status).toBe(200);
    expect((await subscribe(world.cookies.referee1, phones.referee)).status).toBe(200);
    expect((await subscribe(world.cookies.admin, phones.admin)).status).toBe(200);

    const stranger = await subscribe(null, service.device());
    expect(stranger.status).toBe(401);
    const elsewhere = service.device();
    elsewhere.subscription.endpoint = 'http://169.254.169.254/latest/meta-data';
    const internal = await subscribe(world.cookies.captainA, elsewhere);
    expect(internal, JSON.stringify(internal.body)).toMatchObject({
      status: 400,
      body: { error: 'push_service' },
    });
    const badKeys = service.device();
    badKeys.subscription.keys.p256dh = 'not-a-key';
    expect((await subscribe(world.cookies.captainA, badKeys)).status).toBe(400);
    const { rows } = await t.storage.db(PUSH_DB).allDocs({ startkey: 'device:', endkey: 'device:\uffff' });
    expect(rows).toHaveLength(4);
  });

  it('lets a player turn notices on from their link, and nobody without one', async () => {
    const links = await api(t.url, `/api/teams/${world.teamA}/links`, {
      cookie: world.cookies.captainA,
      body: { playerIds: [world.playerA1] },
    });
    const token = String(links.body.links[world.playerA1]);
    const player = service.device();
    expect((await subscribe(null, player, { 'x-pitchside-link': token })).status).toBe(200);
    expect((await subscribe(null, service.device(), { 'x-pitchside-link': 'made-up' })).status).toBe(404);

    // Two days before kick-off a player who has not answered hears of it, once.
    const matchId = await newMatch(40, null);
    await sweepReminders(t.storage);
    await sweepReminders(t.storage);
    const [notice] = await service.waitFor(player, 1, 'the player’s question');
    expect(notice!.payload).toMatchObject({ title: 'Are you coming?', url: '/availability' });
    expect(notice!.payload.body).toContain('Astoria Athletic vs Bushwick Blues');
    await settled();
    expect(service.to(player)).toHaveLength(1);
    await t.storage.db(leagueDbName(world.leagueId)).get(docId('match', matchId));
  });
});

describe('notices of a season', () => {
  it('tells both captains of a posted result, encrypted for each phone and signed with the VAPID key', async () => {
    const key = (await api(t.url, '/api/push/key')).body.publicKey;
    service.reset();
    const matchId = await newMatch(-3);
    await fileReport(matchId, { home: 2, away: 1 });
    await settled();
    const [a] = await service.waitFor(phones.captainA, 1, 'captain A’s result');
    const [b] = await service.waitFor(phones.captainB, 1, 'captain B’s result');
    expect(a!.payload).toEqual({
      title: 'Result posted',
      body: 'Astoria Athletic 2-1 Bushwick Blues',
      url: `/teams/${world.teamA}/dashboard`,
      tag: `result-${matchId}-2-1-${world.teamA}`,
    });
    expect(b!.payload.url).toBe(`/teams/${world.teamB}/dashboard`);
    expect(a!.vapid).toMatchObject({ aud: service.url, sub: 'mailto:ops@pitchside.test' });
    expect(a!.vapid.exp * 1000).toBeGreaterThan(Date.now());
    expect([...service.publicKeys()]).toEqual([key]);
    expect(Number(a!.headers.ttl)).toBeGreaterThan(0);
    expect(service.refused).toEqual([]);
  });

  it('speaks each captain’s language', async () => {
    const spanish = await api(t.url, '/api/locale', {
      cookie: world.cookies.captainB,
      body: { locale: 'es' },
    });
    expect(spanish.status).toBe(200);
    service.reset();
    const matchId = await newMatch(-4);
    await fileReport(matchId, { home: 0, away: 3 });
    const [b] = await service.waitFor(phones.captainB, 1, 'the Spanish result');
    expect(b!.payload.title).toBe('Resultado publicado');
    const [a] = await service.waitFor(phones.captainA, 1, 'the English result');
    expect(a!.payload.title).toBe('Result posted');
  });

  it('tells the referee of a match an admin gives them and of a report due after the final whistle', async () => {
    service.reset();
    const later = await newMatch(72, null);
    expect(await assignByAdmin(later)).toBe(201);
    const [assigned] = await service.waitFor(phones.referee, 1, 'the assignment');
    expect(assigned!.payload).toMatchObject({ title: 'New match to referee', url: '/referee/matches' });
    // The same notice by e-mail, through the one dispatcher.
    const mail = await t.storage.db('admin').get(`mail:assigned-${later}-${world.referee1}`);
    expect(mail).toMatchObject({ kind: 'assignment', to: 'r1@test.nyc' });
    expect(String(mail.subject)).toBe('You referee Astoria Athletic vs Bushwick Blues');

    const played = await newMatch(-2);
    await sweepReminders(t.storage);
    const [due] = await service.waitFor(phones.referee, 2, 'report due').then((all) => all.slice(1));
    expect(due!.payload).toMatchObject({ title: 'Report due', url: `/referee/match/${played}/report` });
    await sweepReminders(t.storage);
    await settled();
    expect(service.to(phones.referee)).toHaveLength(2);
  });

  it('tells a captain of an application and of a suspended player', async () => {
    service.reset();
    await openRecruitment(t.storage, world.teamA, { positions: ['midfielder'], levels: [], note: '' });
    const sent = await api(t.url, '/api/free-agents', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
      body: freeAgentForm(world.leagueId, world.teamA, { bio: '' }),
    });
    expect(sent.status).toBe(201);
    const [applied] = await service.waitFor(phones.captainA, 1, 'the application');
    expect(applied!.payload).toMatchObject({
      title: 'Application received',
      body: 'Maria Gonzalez wants to join Astoria Athletic (Midfielder)',
      url: `/teams/${world.teamA}/applications`,
    });
    // The latest match played: the two still to come are the ones the ban is served in.
    const matchId = await newMatch(-1);
    await fileReport(matchId, { home: 1, away: 0 }, world.playerA1);
    const suspended = await service.waitFor(phones.captainA, 3, 'the suspension');
    const ban = suspended.find((n) => n.payload.title === 'Player suspended');
    expect(ban?.payload).toMatchObject({ body: 'Luis Silva misses the next match' });
  });
});

describe('choices, failures and restarts', () => {
  it('sends nothing to a team that turned push off, and only the captain may turn it off', async () => {
    const choice = { type: 'noticeChoice', channel: 'push', on: false, updatedAt: new Date().toISOString() };
    const path = `/db/${teamDbName(world.teamB)}/noticeChoice:push`;
    expect(
      (await api(t.url, path, { method: 'PUT', cookie: world.cookies.admin, body: choice })).status,
    ).toBe(403);
    expect(
      (await api(t.url, path, { method: 'PUT', cookie: world.cookies.captainB, body: choice })).status,
    ).toBe(201);
    service.reset();
    const matchId = await newMatch(-6);
    await fileReport(matchId, { home: 1, away: 1 });
    await service.waitFor(phones.captainA, 1, 'captain A’s result');
    await settled();
    expect(service.to(phones.captainB)).toHaveLength(0);
  });

  it('a referee who turned e-mail off still hears on the phone, and nobody else may choose for them', async () => {
    const choice = { type: 'noticeChoice', channel: 'email', on: false, updatedAt: new Date().toISOString() };
    const path = `/db/${refereeDbName(world.referee1)}/noticeChoice:email`;
    expect(
      (await api(t.url, path, { method: 'PUT', cookie: world.cookies.referee2, body: choice })).status,
    ).toBe(403);
    const misfiled = { ...choice, channel: 'push' };
    expect(
      (await api(t.url, path, { method: 'PUT', cookie: world.cookies.referee1, body: misfiled })).status,
    ).toBe(403);
    expect(
      (await api(t.url, path, { method: 'PUT', cookie: world.cookies.referee1, body: choice })).status,
    ).toBe(201);
    service.reset();
    const later = await newMatch(96, null);
    expect(await assignByAdmin(later)).toBe(201);
    await service.waitFor(phones.referee, 1, 'the assignment on the phone');
    const mail = await t.storage
      .db('admin')
      .get(`mail:assigned-${later}-${world.referee1}`)
      .catch(() => null);
    expect(mail).toBeNull();
  });

  it('sends nothing at all when push is off in Settings', async () => {
    await setToggles({ pushNotifications: false });
    service.reset();
    const matchId = await newMatch(-7);
    await fileReport(matchId, { home: 4, away: 0 });
    await settled();
    expect(service.received).toHaveLength(0);
    await setToggles({});
  });

  it('forgets a device whose push service answers 410, and shows the admin what happened', async () => {
    service.reset();
    service.answer(phones.captainA, 410);
    const matchId = await newMatch(-8);
    await fileReport(matchId, { home: 2, away: 2 });
    await service.waitFor(phones.captainB, 0, 'nothing');
    await settled();
    const { rows } = await t.storage.db(PUSH_DB).allDocs({ startkey: 'device:', endkey: 'device:\uffff' });
    expect(rows.map((r) => r.id)).not.toContain(`device:${phones.captainA.subscription.endpoint}`);
    const log = await api(t.url, '/api/admin/push', { cookie: world.cookies.admin });
    expect(log.status).toBe(200);
    const gone = log.body.deliveries.find((d: { about: string }) => d.about.includes('2-2'));
    expect(gone).toMatchObject({ state: 'failed', status: 410, to: expect.stringContaining('a@test.nyc') });
    expect(log.body.counts.sent).toBeGreaterThan(0);
    expect((await api(t.url, '/api/admin/push', { cookie: world.cookies.captainA })).status).toBe(403);
    // Gone for good: the next result does not try that device again.
    const next = await newMatch(-9);
    await fileReport(next, { home: 3, away: 2 });
    await settled();
    const tried = (await api(t.url, '/api/admin/push', { cookie: world.cookies.admin })).body.deliveries;
    expect(tried.filter((d: { about: string }) => d.about.includes('3-2'))).toHaveLength(0);
  });

  it('keeps a notice through a push service outage and a restart, and sends it once', async () => {
    const phone = service.device();
    expect((await subscribe(world.cookies.captainA, phone)).status).toBe(200);
    service.answer(phone, 503);
    const matchId = await newMatch(-10);
    await fileReport(matchId, { home: 5, away: 0 });
    await t.server.resolver.settle();
    await t.restart();
    service.answer(phone, 201);
    const [notice] = await service.waitFor(phone, 1, 'the notice after the restart');
    expect(notice!.payload.body).toBe('Astoria Athletic 5-0 Bushwick Blues');
    // Every report replayed from the start queues nothing new.
    await t.restart(async (storage) => {
      const { rows } = await storage.internal.allDocs({
        startkey: 'checkpoint:resolver:',
        endkey: 'checkpoint:resolver:\uffff',
      });
      await storage.internal.bulkDocs(rows.map((r) => ({ _id: r.id, _rev: r.value.rev, _deleted: true })));
    });
    await settled();
    expect(service.to(phone).map((n) => n.payload.tag)).toEqual([notice!.payload.tag]);
  });
});

describe('two instances on one CouchDB', () => {
  it('queue one notice per device when both handle the same event, and it arrives once', async () => {
    const couch = await startCouchDb();
    const env = { ...couch.env, PUSH_SERVICE_ORIGINS: service.url, PUSH_RETRY_MS: '300' };
    const one = await startTestServer(env);
    const two = await startTestServer(env);
    try {
      const phonesOfOne = [service.device(), service.device(), service.device()];
      for (const phone of phonesOfOne)
        await addDevice(one.storage, accountOwner('shared-person'), phone.subscription, 'fr');
      const settings = await writeSettings(one.storage);
      const notice = {
        key: 'result-two-instances',
        kind: 'result' as const,
        to: {
          email: null,
          locale: 'fr' as const,
          owner: accountOwner('shared-person'),
          teamId: null,
          choicesDb: null,
          wantsMail: false,
        },
        expiresAt: new Date(Date.now() + HOUR).toISOString(),
        url: '/leagues',
        mail: null,
        push: () => ({ title: 'Résultat publié', body: 'A 1-0 B', about: 'A 1-0 B' }),
      };
      const queued = await Promise.all([
        dispatch(one.storage, settings as never, notice),
        dispatch(two.storage, settings as never, notice),
      ]);
      expect(queued[0] + queued[1]).toBe(3);
      for (const phone of phonesOfOne) await service.waitFor(phone, 1, 'the notice');
      await Promise.all([one.server.pushSender.drained(), two.server.pushSender.drained()]);
      for (const phone of phonesOfOne) expect(service.to(phone)).toHaveLength(1);

      // Instance one queues a notice while the push service is down, then stops for good:
      // instance two, which followed its deliveries, sends it when the service is back.
      const late = service.device();
      service.answer(late, 503);
      await addDevice(one.storage, accountOwner('late-person'), late.subscription, 'en');
      await dispatch(one.storage, settings as never, {
        ...notice,
        key: 'result-left-behind',
        to: { ...notice.to, owner: accountOwner('late-person') },
      });
      const id = `push:result-left-behind:${deviceIdOf(late.subscription.endpoint)}`;
      await waitFor(
        async () => (await one.storage.db(PUSH_DB).get(id)).state === 'retrying',
        'a failed attempt',
      );
      await one.close();
      service.answer(late, 201);
      await service.waitFor(late, 1, 'the notice, sent by instance two');
      await waitFor(async () => (await two.storage.db(PUSH_DB).get(id)).state === 'sent', 'recorded as sent');
      expect(service.to(late)).toHaveLength(1);
    } finally {
      await one.close();
      await two.close();
      await couch.close();
    }
  });
});
