import { beforeAll, describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { devicesOf, playerOwner } from '../../sync-server/push/devices.ts';
import { addPlayers } from '../../sync-server/seed/factories.ts';
import { api, waitFor } from '../support/clients.ts';
import { STORAGE_MODES } from '../support/modes.ts';
import { linkedPhone, type TPushService } from '../support/push-service.ts';
import { usePushWorld } from '../support/push-world.ts';
import type { TTestServer } from '../support/server.ts';
import type { TWorld } from '../support/world.ts';

// ADR 072: the captain sees whose phone hears from their link. The server keeps the count in the
// team's database as phones turn notices on and off, and when a push service forgets one.

type TDoc = Record<string, unknown>;

describe.each(STORAGE_MODES)("phones that hear from a player's link (%s)", (mode) => {
  let t: TTestServer;
  let world: TWorld;
  let service: TPushService;

  const s = usePushWorld(mode);
  beforeAll(() => {
    ({ t, world, service } = s);
  });

  const count = () =>
    t.storage
      .db(teamDbName(world.teamA))
      .get(docId('playerNotices', world.playerA1))
      .then((doc) => doc.phones as number)
      .catch(() => 0);

  it('counts phones on and off, and a phone its push service forgot', async () => {
    const link = { teamId: world.teamA, playerId: world.playerA1, captain: world.cookies.captainA };
    const { token, phone } = await linkedPhone(t.url, service, link);
    expect(await count()).toBe(1);
    // A second phone with the same link.
    const second = service.device();
    const added = await api(t.url, '/api/push/devices', {
      headers: { 'x-pitchside-link': token },
      body: { subscription: second.subscription },
    });
    expect(added.status).toBe(200);
    expect(await count()).toBe(2);
    // Turned off on the second.
    const off = await api(t.url, '/api/push/devices', {
      method: 'DELETE',
      headers: { 'x-pitchside-link': token },
      body: { endpoint: second.subscription.endpoint },
    });
    expect(off.status).toBe(200);
    expect(await count()).toBe(1);
    // The first phone's push service says it is gone when the captain's message goes out.
    service.answer(phone, 410);
    const message = {
      _id: docId('teamMessage', newId()),
      type: 'teamMessage',
      teamId: world.teamA,
      text: 'Training moved to Thursday',
      createdAt: new Date().toISOString(),
    };
    const sent = await api(t.url, `/db/${teamDbName(world.teamA)}/_bulk_docs`, {
      cookie: world.cookies.captainA,
      body: { docs: [message] },
    });
    expect((sent.body as TDoc[])[0]).toMatchObject({ ok: true });
    await waitFor(async () => ((await count()) === 0 ? true : null), 'the forgotten phone uncounted');
    expect(
      await t.storage
        .db(teamDbName(world.teamA))
        .get(docId('playerNotices', world.playerA1))
        .catch(() => null),
    ).toBeNull();
  });

  it('is the server’s to write: a captain cannot claim a player’s phones', async () => {
    const forged = {
      _id: docId('playerNotices', world.playerA1),
      type: 'playerNotices',
      playerId: world.playerA1,
      phones: 3,
      updatedAt: new Date().toISOString(),
    };
    const written = await api(t.url, `/db/${teamDbName(world.teamA)}/_bulk_docs`, {
      cookie: world.cookies.captainA,
      body: { docs: [forged] },
    });
    expect((written.body as TDoc[])[0]).toMatchObject({ error: 'forbidden' });
    expect(await count()).toBe(0);
  });

  it('forgets the phones when the captain stops the link, or takes the player off the roster', async () => {
    const captain = world.cookies.captainA;
    const { phone } = await linkedPhone(t.url, service, {
      teamId: world.teamA,
      playerId: world.playerA1,
      captain,
    });
    expect(await count()).toBe(1);
    // Another captain cannot stop it: the phone still counts.
    const foreign = await api(t.url, `/api/teams/${world.teamA}/links/${world.playerA1}`, {
      method: 'DELETE',
      cookie: world.cookies.captainB,
    });
    expect(foreign.status).toBe(403);
    expect(await count()).toBe(1);
    const stopped = await api(t.url, `/api/teams/${world.teamA}/links/${world.playerA1}`, {
      method: 'DELETE',
      cookie: captain,
    });
    expect(stopped.status).toBe(200);
    expect(await count()).toBe(0);
    expect(await devicesOf(t.storage, playerOwner(world.teamA, world.playerA1))).toEqual([]);
    // Nothing of the team reaches that phone any more; a teammate's phone still hears.
    const [stays] = (await addPlayers(t.storage, world.teamA, [
      { firstName: 'Ben', lastName: 'Stays', jerseyNumber: 45 },
    ])) as [string];
    const teammate = await linkedPhone(t.url, service, { teamId: world.teamA, playerId: stays, captain });
    const message = {
      _id: docId('teamMessage', newId()),
      type: 'teamMessage',
      teamId: world.teamA,
      text: 'Kit collection on Saturday',
      createdAt: new Date().toISOString(),
    };
    await api(t.url, `/db/${teamDbName(world.teamA)}/_bulk_docs`, {
      cookie: captain,
      body: { docs: [message] },
    });
    await service.waitFor(teammate.phone, 1, 'the message on the teammate’s phone');
    await t.server.pushSender.drained();
    expect(service.to(phone)).toEqual([]);

    // A player who leaves the roster: their phones go with them.
    const [leaver] = (await addPlayers(t.storage, world.teamA, [
      { firstName: 'Ana', lastName: 'Leaves', jerseyNumber: 44 },
    ])) as [string];
    await linkedPhone(t.url, service, { teamId: world.teamA, playerId: leaver, captain });
    const db = t.storage.db(teamDbName(world.teamA));
    expect((await db.get(docId('playerNotices', leaver))).phones).toBe(1);
    const player = await db.get(docId('player', leaver));
    const removed = await api(t.url, `/db/${teamDbName(world.teamA)}/_bulk_docs`, {
      cookie: captain,
      body: { docs: [{ _id: player._id, _rev: player._rev, _deleted: true }] },
    });
    expect((removed.body as TDoc[])[0]).toMatchObject({ ok: true });
    await waitFor(
      async () => ((await db.get(docId('playerNotices', leaver)).catch(() => null)) ? null : true),
      'the leaver’s phones forgotten',
    );
    expect(await devicesOf(t.storage, playerOwner(world.teamA, leaver))).toEqual([]);
  });
});
