import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { api, localDb, login, PouchDB, remoteDb, stopLive, waitFor } from '../support/clients.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import type { TTestServer } from '../support/server.ts';
import { buildWorld, PASSWORD, type TWorld } from '../support/world.ts';

const now = () => new Date().toISOString();
const player = (teamId: string, key: string, first: string, jerseyNumber: number) => ({
  _id: docId('player', key),
  type: 'player',
  teamId,
  firstName: first,
  lastName: 'Test',
  phone: '+12125550199',
  jerseyNumber,
  createdAt: now(),
  updatedAt: now(),
});

describe.each(STORAGE_MODES)('replication with real PouchDB clients (%s storage)', (mode) => {
  let t: TTestServer;
  let world: TWorld;
  const requests: { method: string; route: string; status: number }[] = [];

  beforeAll(async () => {
    t = await startInMode(mode, (r) => requests.push(r));
    world = await buildWorld(t);
  });
  afterAll(async () => t?.close());

  it('pulls the public directory and a league one-shot, signed out, with no private data', async () => {
    const leagues = localDb();
    const pulled = await PouchDB.replicate(remoteDb(t.url, 'leagues'), leagues);
    expect(pulled.docs_written).toBe(2);
    expect((await leagues.get(docId('league', world.leagueId))).name).toBe('Test Division');
    expect((await leagues.get(docId('leagueStats', world.leagueId))).teamCount).toBe(2);

    const league = localDb();
    await PouchDB.replicate(remoteDb(t.url, leagueDbName(world.leagueId)), league);
    const { rows } = await league.allDocs({ include_docs: true });
    const types = rows.map((r) => `${r.doc!.type}:${r.doc!.teamId}`).sort();
    expect(types).toEqual(
      [`playerPublic:${world.teamA}`, `teamPublic:${world.teamA}`, `teamPublic:${world.teamB}`].sort(),
    );
    expect(JSON.stringify(rows)).not.toContain('+1212555');
  });

  it("carries a captain's offline roster edit to the server, the public mirror and a second phone", async () => {
    const phone1 = localDb();
    const remote = remoteDb(t.url, teamDbName(world.teamA), world.cookies.captainA);
    await PouchDB.replicate(remote, phone1);
    await phone1.put(player(world.teamA, 'newplayer0000000001', 'Nia', 23));
    const pushed = await PouchDB.replicate(phone1, remote);
    expect(pushed.docs_written).toBe(1);
    expect(pushed.doc_write_failures).toBe(0);

    const phone2 = localDb();
    await PouchDB.replicate(remote, phone2);
    expect((await phone2.get(docId('player', 'newplayer0000000001'))).firstName).toBe('Nia');
    const mirror = await remoteDb(t.url, leagueDbName(world.leagueId)).get(
      docId('playerPublic', 'newplayer0000000001'),
    );
    expect(mirror).toMatchObject({ firstName: 'Nia', jerseyNumber: 23, teamId: world.teamA });
    expect(mirror).not.toHaveProperty('phone');
  });

  it('reports a refused document as denied, with the reason, and stores nothing of it', async () => {
    const phone = localDb();
    await phone.put(player(world.teamB, 'movedplayer00000001', 'Moved', 44));
    const denied: { reason?: string; id?: string }[] = [];
    const result = await PouchDB.replicate(
      phone,
      remoteDb(t.url, teamDbName(world.teamA), world.cookies.captainA),
    ).on('denied', (info) => denied.push(info as never));
    expect(result.doc_write_failures).toBe(1);
    expect(denied).toHaveLength(1);
    expect(denied[0]).toMatchObject({ id: docId('player', 'movedplayer00000001') });
    expect(denied[0]!.reason).toBe('A player belongs to this team and cannot be moved to another');
    const stored = await api(
      t.url,
      `/db/${teamDbName(world.teamA)}/${docId('player', 'movedplayer00000001')}`,
      {
        cookie: world.cookies.admin,
      },
    );
    expect(stored.status).toBe(404);
  });

  it('carries a write from one live client to another', async () => {
    const remote = () => remoteDb(t.url, teamDbName(world.teamA), world.cookies.captainA);
    const phone1 = localDb();
    const phone2 = localDb();
    const sync1 = PouchDB.sync(phone1, remote(), { live: true, retry: true });
    const sync2 = PouchDB.sync(phone2, remote(), { live: true, retry: true });
    try {
      await waitFor(async () => (await phone2.info()).doc_count > 0, 'the first pull');
      await phone1.put(player(world.teamA, 'liveplayer000000001', 'Live', 31));
      const arrived = await waitFor(
        () => phone2.get(docId('player', 'liveplayer000000001')),
        'the live change',
      );
      expect(arrived.firstName).toBe('Live');
    } finally {
      await stopLive(sync1);
      await stopLive(sync2);
    }
  });

  it('serves what was written before a restart to a new session', async () => {
    const phone = localDb();
    await phone.put({
      _id: docId('league', 'spring-cup'),
      type: 'league',
      name: 'Spring Cup',
      season: '2027',
      city: 'New York',
      startDate: '2027-03-07',
      endDate: '2027-05-30',
      price: 600,
      level: 'Second Division',
      maxTeams: 8,
      createdAt: now(),
    });
    await PouchDB.replicate(phone, remoteDb(t.url, 'leagues', world.cookies.admin));
    await t.restart();
    const cookie = await login(t.url, 'admin@test.nyc', PASSWORD);
    const fresh = localDb();
    await PouchDB.replicate(remoteDb(t.url, 'leagues', cookie), fresh);
    expect((await fresh.get(docId('league', 'spring-cup'))).name).toBe('Spring Cup');
    world.cookies.admin = cookie;
  });

  it('was only ever asked for the endpoints it implements, and answered them', () => {
    const used = new Set(
      requests.filter((r) => r.route.startsWith('/db/')).map((r) => `${r.method} ${r.route}`),
    );
    const implemented = [
      'GET /db/',
      'GET /db/:db/',
      'GET /db/:db/_changes',
      'GET /db/:db/_local/:localid',
      'PUT /db/:db/_local/:localid',
      'POST /db/:db/_revs_diff',
      'POST /db/:db/_bulk_docs',
      'POST /db/:db/_bulk_get',
      'GET /db/:db/:docid',
    ];
    for (const endpoint of used) expect(implemented).toContain(endpoint);
    for (const core of [
      'GET /db/:db/_changes',
      'POST /db/:db/_bulk_docs',
      'POST /db/:db/_revs_diff',
      'POST /db/:db/_bulk_get',
    ]) {
      expect(used).toContain(core);
    }
    const failures = requests.filter((r) => r.status >= 500);
    expect(failures).toEqual([]);
  });
});
