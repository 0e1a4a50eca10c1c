import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { localDb, PouchDB, remoteDb } from '../support/clients.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

const now = () => new Date().toISOString();
const player = (teamId: string, key: string, firstName: string, jerseyNumber: number) => ({
  _id: docId('player', key),
  type: 'player',
  teamId,
  firstName,
  lastName: 'Phone',
  phone: null,
  jerseyNumber,
  createdAt: now(),
  updatedAt: now(),
});

describe('two phones editing one roster offline', () => {
  let t: TTestServer;
  let world: TWorld;
  beforeAll(async () => {
    t = await startTestServer();
    world = await buildWorld(t);
  });
  afterAll(async () => t?.close());

  it('the same jersey number on two phones: the first to sync keeps it, the other is told why, nothing vanishes', async () => {
    const remote = () => remoteDb(t.url, teamDbName(world.teamA), world.cookies.captainA);
    const phoneA = localDb();
    const phoneB = localDb();
    await PouchDB.replicate(remote(), phoneA);
    await PouchDB.replicate(remote(), phoneB);
    // Both offline, both give number 21 to a new player.
    await phoneA.put(player(world.teamA, 'alphaphone000000001', 'Alpha', 21));
    await phoneB.put(player(world.teamA, 'bravophone000000001', 'Bravo', 21));

    const first = await PouchDB.replicate(phoneA, remote());
    expect(first.docs_written).toBe(1);
    const denied: { id?: string; reason?: string }[] = [];
    const second = await PouchDB.replicate(phoneB, remote()).on('denied', (e) => denied.push(e as never));
    expect(second.doc_write_failures).toBe(1);
    expect(denied).toEqual([
      expect.objectContaining({
        id: docId('player', 'bravophone000000001'),
        reason: 'Jersey number 21 is already taken by Alpha Phone',
      }),
    ]);

    // Phone B still holds its player, so the captain can renumber it; the server kept Alpha's.
    expect((await phoneB.get(docId('player', 'bravophone000000001'))).jerseyNumber).toBe(21);
    const server = t.storage.db(teamDbName(world.teamA));
    expect((await server.get(docId('player', 'alphaphone000000001'))).jerseyNumber).toBe(21);
    await expect(server.get(docId('player', 'bravophone000000001'))).rejects.toMatchObject({ status: 404 });

    // Renumbered on phone B, it goes through.
    const bravo = await phoneB.get(docId('player', 'bravophone000000001'));
    await phoneB.put({ ...bravo, jerseyNumber: 22 });
    const retry = await PouchDB.replicate(phoneB, remote());
    expect(retry.doc_write_failures).toBe(0);
    expect((await server.get(docId('player', 'bravophone000000001'))).jerseyNumber).toBe(22);
  });

  it('the same player edited on two phones: one deterministic winner everywhere, the other revision kept as a conflict', async () => {
    const remote = () => remoteDb(t.url, teamDbName(world.teamA), world.cookies.captainA);
    const phoneA = localDb();
    const phoneB = localDb();
    await PouchDB.replicate(remote(), phoneA);
    await PouchDB.replicate(remote(), phoneB);
    const id = docId('player', world.playerA1);
    const onA = await phoneA.get(id);
    const onB = await phoneB.get(id);
    await phoneA.put({ ...onA, lastName: 'Silva-A' });
    await phoneB.put({ ...onB, lastName: 'Silva-B' });
    await PouchDB.replicate(phoneA, remote());
    await PouchDB.replicate(phoneB, remote());
    await PouchDB.replicate(remote(), phoneA);
    await PouchDB.replicate(remote(), phoneB);
    const server = await t.storage.db(teamDbName(world.teamA)).get(id, { conflicts: true });
    const a = await phoneA.get(id, { conflicts: true });
    const b = await phoneB.get(id, { conflicts: true });
    // The same winner on the server and both phones, and the loser is not lost: it is a conflict.
    expect(a.lastName).toBe(server.lastName);
    expect(b.lastName).toBe(server.lastName);
    expect(server._conflicts).toHaveLength(1);
    expect(b._conflicts).toEqual(server._conflicts);
  });
});
