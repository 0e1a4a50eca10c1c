import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { MAX_ROSTER } from '../../src/domain/limits.ts';
import { api, localDb, PouchDB, remoteDb } from '../support/clients.ts';
import { useWorld } from '../support/world.ts';

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
  const s = useWorld();

  it('the same jersey number on two phones: the first to sync keeps it, the other is told why, nothing vanishes', async () => {
    const remote = () => remoteDb(s.t.url, teamDbName(s.world.teamA), s.world.cookies.captainA);
    const phoneA = localDb();
    const phoneB = localDb();
    await PouchDB.replicate(remote(), phoneA);
    await PouchDB.replicate(remote(), phoneB);
    // Both offline, both give number 21 to a new player.
    await phoneA.put(player(s.world.teamA, 'alphaphone000000001', 'Alpha', 21));
    await phoneB.put(player(s.world.teamA, 'bravophone000000001', 'Bravo', 21));

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
    const server = s.t.storage.db(teamDbName(s.world.teamA));
    expect((await server.get(docId('player', 'alphaphone000000001'))).jerseyNumber).toBe(21);
    await expect(server.get(docId('player', 'bravophone000000001'))).rejects.toMatchObject({ status: 404 });

    // Renumbered on phone B, it goes through.
    const bravo = await phoneB.get(docId('player', 'bravophone000000001'));
    await phoneB.put({ ...bravo, jerseyNumber: 22 });
    const retry = await PouchDB.replicate(phoneB, remote());
    expect(retry.doc_write_failures).toBe(0);
    expect((await server.get(docId('player', 'bravophone000000001'))).jerseyNumber).toBe(22);
  });

  it("eight phones pushing #42 at once: one keeps it, seven are refused with the holder's name", async () => {
    const remote = () => remoteDb(s.t.url, teamDbName(s.world.teamA), s.world.cookies.captainA);
    const phones = Array.from({ length: 8 }, (_, i) => ({ db: localDb(), name: `Racer${i}` }));
    for (const [i, phone] of phones.entries())
      await phone.db.put(player(s.world.teamA, `racerphone00000000${i}`, phone.name, 42));
    // Each phone's push is its batch of writes, all eight sent at the same moment.
    const pushes = await Promise.all(
      phones.map(async (phone, i) =>
        api(s.t.url, `/db/${teamDbName(s.world.teamA)}/_bulk_docs`, {
          cookie: s.world.cookies.captainA,
          body: { docs: [await phone.db.get(docId('player', `racerphone00000000${i}`))], new_edits: false },
        }),
      ),
    );
    const denied = pushes.flatMap((push) => (push.body as { reason?: string }[]).filter((row) => row.reason));
    expect(denied).toHaveLength(7);
    const server = s.t.storage.db(teamDbName(s.world.teamA));
    const { rows } = await server.allDocs({
      startkey: 'player:',
      endkey: 'player:\uffff',
      include_docs: true,
    });
    const wearing = rows.filter((row) => row.doc?.jerseyNumber === 42).map((row) => row.doc!);
    expect(wearing).toHaveLength(1);
    const holder = `${wearing[0]!.firstName} Phone`;
    expect(denied.map((d) => d.reason)).toEqual(
      Array(7).fill(`Jersey number 42 is already taken by ${holder}`),
    );

    // Renumbered on its phone, the holder frees 42 for the next one at once; deleted, it frees 43.
    const winner = phones.find((phone) => phone.name === wearing[0]!.firstName)!.db;
    const stored = await winner.get(wearing[0]!._id);
    await winner.put({ ...stored, jerseyNumber: 43 });
    expect((await PouchDB.replicate(winner, remote())).docs_written).toBe(1);
    const next = localDb();
    await next.put(player(s.world.teamA, 'nextphone0000000001', 'Next', 42));
    await next.put(player(s.world.teamA, 'nextphone0000000002', 'Later', 43));
    expect((await PouchDB.replicate(next, remote())).doc_write_failures).toBe(1);
    await winner.remove(await winner.get(wearing[0]!._id));
    await PouchDB.replicate(winner, remote());
    // The captain saves the refused player again (replication does not resend an unchanged one).
    const later = await next.get(docId('player', 'nextphone0000000002'));
    await next.put({ ...later, updatedAt: now() });
    expect((await PouchDB.replicate(next, remote())).docs_written).toBe(1);
    expect((await server.get(docId('player', 'nextphone0000000002'))).jerseyNumber).toBe(43);
  });

  it('twelve phones adding a player to a team of 38 at once: two join, ten are told the roster is full', async () => {
    const server = s.t.storage.db(teamDbName(s.world.teamA));
    const { rows } = await server.allDocs({ startkey: 'player:', endkey: 'player:\uffff' });
    const fillers = Array.from({ length: MAX_ROSTER - 2 - rows.length }, (_, i) =>
      player(s.world.teamA, `fillerphone${String(i).padStart(8, '0')}`, `Filler${i}`, 0),
    );
    await server.bulkDocs(fillers);
    const racers = Array.from({ length: 12 }, (_, i) =>
      player(s.world.teamA, `seatphone${String(i).padStart(10, '0')}`, `Seat${i}`, 0),
    );
    // Each phone's push is its batch of one new player, all twelve sent at the same moment.
    const pushes = await Promise.all(
      racers.map((racer) =>
        api(s.t.url, `/db/${teamDbName(s.world.teamA)}/_bulk_docs`, {
          cookie: s.world.cookies.captainA,
          body: { docs: [{ ...racer, _rev: '1-a' }], new_edits: false },
        }),
      ),
    );
    // With new_edits false, CouchDB answers only the refused documents.
    const reasons = pushes.map((push) => (push.body as { reason?: string }[])[0]?.reason);
    expect(reasons.filter((reason) => reason === undefined)).toHaveLength(2);
    expect(reasons.filter(Boolean)).toEqual(Array(10).fill(`A roster holds at most ${MAX_ROSTER} players`));
    const roster = async () =>
      (await server.allDocs({ startkey: 'player:', endkey: 'player:\uffff' })).rows.length;
    expect(await roster()).toBe(MAX_ROSTER);

    // A player taken off the roster makes room for exactly one more.
    const gone = await server.get(docId('player', 'fillerphone00000000'));
    const removal = await api(s.t.url, `/db/${teamDbName(s.world.teamA)}/_bulk_docs`, {
      cookie: s.world.cookies.captainA,
      body: { docs: [{ ...gone, _deleted: true }] },
    });
    expect(removal.status).toBe(201);
    const late = racers.filter((racer) => reasons[racers.indexOf(racer)] !== undefined).slice(0, 2);
    const retries = await Promise.all(
      late.map((racer) =>
        api(s.t.url, `/db/${teamDbName(s.world.teamA)}/_bulk_docs`, {
          cookie: s.world.cookies.captainA,
          body: { docs: [{ ...racer, _rev: '1-b' }], new_edits: false },
        }),
      ),
    );
    const retried = retries.map((push) => (push.body as { reason?: string }[])[0]?.reason);
    expect(retried.filter((reason) => reason === undefined)).toHaveLength(1);
    expect(await roster()).toBe(MAX_ROSTER);
  });

  it('the same player edited on two phones: one deterministic winner everywhere, the other revision kept as a conflict', async () => {
    const remote = () => remoteDb(s.t.url, teamDbName(s.world.teamA), s.world.cookies.captainA);
    const phoneA = localDb();
    const phoneB = localDb();
    await PouchDB.replicate(remote(), phoneA);
    await PouchDB.replicate(remote(), phoneB);
    const id = docId('player', s.world.playerA1);
    const onA = await phoneA.get(id);
    const onB = await phoneB.get(id);
    await phoneA.put({ ...onA, lastName: 'Silva-A' });
    await phoneB.put({ ...onB, lastName: 'Silva-B' });
    await PouchDB.replicate(phoneA, remote());
    await PouchDB.replicate(phoneB, remote());
    await PouchDB.replicate(remote(), phoneA);
    await PouchDB.replicate(remote(), phoneB);
    const server = await s.t.storage.db(teamDbName(s.world.teamA)).get(id, { conflicts: true });
    const a = await phoneA.get(id, { conflicts: true });
    const b = await phoneB.get(id, { conflicts: true });
    // The same winner on the server and both phones, and the loser is not lost: it is a conflict.
    expect(a.lastName).toBe(server.lastName);
    expect(b.lastName).toBe(server.lastName);
    expect(server._conflicts).toHaveLength(1);
    expect(b._conflicts).toEqual(server._conflicts);
  });
});
