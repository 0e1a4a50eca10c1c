import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { waiverVersion } from '../../src/domain/waiver.ts';
import { api } from '../support/clients.ts';
import { startCouchDb, type TTestCouch } from '../support/couchdb.ts';
import { STORAGE_MODES } from '../support/modes.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

// ADR 053: a league's waiver, signed by each player from their link by typing a name. The server
// writes the signature (the captain sees it) for the version the player read; a changed waiver
// asks again. Only the link signs, and only for its own player.

const WAIVER = 'I take part at my own risk.\nI release the league from claims, to the extent the law allows.';

describe.each(STORAGE_MODES)("a league's waiver (%s)", (mode) => {
  let t: TTestServer;
  let world: TWorld;
  let couch: TTestCouch | null = null;
  let token: string;

  beforeAll(async () => {
    couch = mode === 'couchdb' ? await startCouchDb() : null;
    t = await startTestServer({ ...couch?.env });
    world = await buildWorld(t);
    const links = await api(t.url, `/api/teams/${world.teamA}/links`, {
      cookie: world.cookies.captainA,
      body: { playerIds: [world.playerA1] },
    });
    token = String(links.body.links[world.playerA1]);
  });
  afterAll(async () => {
    await t?.close();
    await couch?.close();
  });

  const link = (value = token) => ({ 'x-pitchside-link': value });
  const view = async () => (await api(t.url, '/api/availability', { headers: link() })).body;
  const sign = (body: unknown, headers: Record<string, string> = link()) =>
    api(t.url, '/api/availability/waiver', { headers, body });
  const signature = () =>
    t.storage
      .db(teamDbName(world.teamA))
      .get(docId('waiverSignature', world.playerA1))
      .catch(() => null);
  async function setWaiver(text: string | null) {
    const leagues = t.storage.db('leagues');
    await leagues.put({ ...(await leagues.get(docId('league', world.leagueId))), waiver: text });
  }

  it('has nothing to sign while the league has no waiver', async () => {
    expect((await view()).waiver).toBeNull();
    const r = await sign({ name: 'Luis Silva', version: '00000000' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('This league has no waiver to sign');
    expect(await signature()).toBeNull();
  });

  it('refuses a signature without the link, with no name, or for another version, storing nothing', async () => {
    await setWaiver(WAIVER);
    const version = waiverVersion(WAIVER);
    expect((await view()).waiver).toEqual({ text: WAIVER, version, signedVersion: null, signedAt: null });
    for (const headers of [{}, link('x'.repeat(43))]) {
      const r = await sign({ name: 'Luis Silva', version }, headers);
      expect(r.status).toBe(404);
    }
    for (const name of ['', '   ', 'x'.repeat(101), 'Luis\u0000Silva']) {
      const r = await sign({ name, version });
      expect(r.status, JSON.stringify(name)).toBe(400);
    }
    expect((await sign({ name: 'Luis Silva', version, extra: true })).status).toBe(400);
    const stale = await sign({ name: 'Luis Silva', version: waiverVersion('an older text') });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The league changed its waiver: read it again, then sign');
    expect(await signature()).toBeNull();
    // Nobody writes a signature by replication, not even the team's captain.
    const forged = await api(t.url, `/db/${teamDbName(world.teamA)}/_bulk_docs`, {
      cookie: world.cookies.captainA,
      body: {
        docs: [
          {
            _id: docId('waiverSignature', world.playerA1),
            type: 'waiverSignature',
            teamId: world.teamA,
            playerId: world.playerA1,
            name: 'Luis Silva',
            version,
            signedAt: new Date().toISOString(),
          },
        ],
      },
    });
    expect(forged.body[0].error).toBe('forbidden');
    expect(await signature()).toBeNull();
  });

  it("keeps the player's signature for the text they read, and asks again when it changes", async () => {
    const version = waiverVersion(WAIVER);
    const r = await sign({ name: '  Luis   Silva ', version });
    expect(r.status).toBe(200);
    expect(await signature()).toMatchObject({
      teamId: world.teamA,
      playerId: world.playerA1,
      name: 'Luis   Silva',
      version,
    });
    expect((await view()).waiver).toMatchObject({ version, signedVersion: version });
    await setWaiver(`${WAIVER}\nPhotos may be taken at matches.`);
    const changed = (await view()).waiver;
    expect(changed.version).not.toBe(version);
    expect(changed.signedVersion).toBe(version);
    expect((await sign({ name: 'Luis Silva', version: changed.version })).status).toBe(200);
    expect((await signature())!.version).toBe(changed.version);
  });
});
