import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { JOIN_PENDING_MAX } from '../../src/domain/limits.ts';
import { JOIN_LINK_HEADER } from '../../sync-server/teams/join-routes.ts';
import { api, waitFor } from '../support/clients.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import { useWorld } from '../support/world.ts';

// ADR 075: a team's join link. The captain turns it on and has the same link on any device; a
// player opens it with no account and asks to join; the request waits in the team's database for
// the captain, who may only remove it. A stopped link stops every copy.

type TDoc = Record<string, unknown>;

describe.each(STORAGE_MODES)('the team’s join link (%s)', (mode) => {
  const s = useWorld(() => startInMode(mode));
  const link = (teamId: string, cookie: string | null, method = 'GET') =>
    api(s.t.url, `/api/teams/${teamId}/join-link`, {
      method,
      cookie,
      ...(method === 'POST' ? { body: {} } : {}),
    });
  const join = (token: string, body?: unknown) =>
    api(s.t.url, '/api/join', {
      method: body === undefined ? 'GET' : 'POST',
      headers: { [JOIN_LINK_HEADER]: token },
      ...(body === undefined ? {} : { body }),
    });
  const requests = async () =>
    (
      await s.t.storage
        .db(teamDbName(s.world.teamA))
        .allDocs({ startkey: 'joinRequest:', endkey: 'joinRequest:\uffff', include_docs: true })
    ).rows.map((row) => row.doc as TDoc);
  const asking = { firstName: '  Kofi ', lastName: 'Mensah', phone: '(917) 555-0100', jersey: '10' };

  it('is the captain’s to turn on, have again and stop; nobody else’s', async () => {
    const { teamA, cookies } = s.world;
    expect((await link(teamA, cookies.captainA)).body).toEqual({ token: null });
    const on = await link(teamA, cookies.captainA, 'POST');
    expect(on.status).toBe(200);
    const token = String(on.body.token);
    // The same link again, on any device, while it is on.
    expect((await link(teamA, cookies.captainA)).body).toEqual({ token });
    expect((await link(teamA, cookies.captainA, 'POST')).body).toEqual({ token });
    for (const [cookie, status] of [
      [cookies.captainB, 403],
      [cookies.player, 403],
      [cookies.referee1, 403],
      [null, 401],
    ] as const) {
      for (const method of ['GET', 'POST', 'DELETE'])
        expect((await link(teamA, cookie, method)).status).toBe(status);
    }
    expect((await link('not a team', cookies.captainA)).status).toBe(400);
    expect((await join(token)).body).toEqual({ teamName: 'Astoria Athletic', leagueName: 'Test Division' });
    // Stopped: every copy stops; turned on again, it is a new link.
    expect((await link(teamA, cookies.captainA, 'DELETE')).status).toBe(200);
    expect((await join(token)).status).toBe(404);
    const again = String((await link(teamA, cookies.captainA, 'POST')).body.token);
    expect(again).not.toBe(token);
    expect((await join(token)).status).toBe(404);
    expect((await join(again)).status).toBe(200);
  });

  it('refuses forged, malformed and other teams’ tokens, and counts the tries', async () => {
    const token = String((await link(s.world.teamA, s.world.cookies.captainA, 'POST')).body.token);
    const [teamId, generation, mac] = token.split('.') as [string, string, string];
    const forged = [
      `${teamId}.${generation}.${'A'.repeat(22)}`,
      `${s.world.teamB}.${generation}.${mac}`,
      `${teamId}.${Number(generation) + 1}.${mac}`,
      `${token}x`,
      '',
      '../../etc/passwd',
    ];
    for (const bad of forged) {
      const answer = await join(bad);
      expect(answer.status, bad).toBe(404);
      expect(answer.body).toMatchObject({ error: 'link_not_valid' });
      expect((await join(bad, asking)).status).toBe(404);
    }
    expect(await requests()).toEqual([]);
    // A token guessed again and again is throttled before it is checked.
    let status = 0;
    for (let i = 0; i < 70 && status !== 429; i++)
      status = (await join(`${teamId}.${generation}.${'B'.repeat(22)}`)).status;
    expect(status).toBe(429);
  });

  it('files a player’s request as the schema made it, and refuses what the roster would', async () => {
    const token = String((await link(s.world.teamA, s.world.cookies.captainA, 'POST')).body.token);
    const sent = await join(token, asking);
    expect(sent.status).toBe(200);
    const [request] = await requests();
    // The captain hears of it once, by e-mail (and on their phones), keyed by the request.
    const mailId = `mail:join-${s.world.teamA}-${String(request!._id).slice('joinRequest:'.length)}`;
    const mail = await waitFor(
      () =>
        s.t.storage
          .db('admin')
          .get(mailId)
          .catch(() => null) as Promise<TDoc | null>,
      'the captain’s e-mail',
    );
    expect(mail).toMatchObject({ to: 'a@test.nyc', subject: 'Kofi Mensah asked to join Astoria Athletic' });
    expect(request).toMatchObject({
      type: 'joinRequest',
      teamId: s.world.teamA,
      firstName: 'Kofi',
      lastName: 'Mensah',
      phone: '+19175550100',
      jerseyNumber: 10,
    });
    const refusals: [unknown, number, RegExp][] = [
      [{ ...asking, firstName: 'Ama', lastName: '' }, 400, /last name are required/],
      [{ ...asking, firstName: 'Ama', jersey: 'ab' }, 400, /./],
      [{ ...asking, firstName: 'Ama', phone: '12' }, 400, /phone/i],
      [{ ...asking, firstName: 'Ama', admin: true }, 400, /./],
      [{ ...asking, firstName: 'Ama', lastName: 'x'.repeat(101) }, 400, /./],
      ['Kofi Mensah', 400, /./],
      [asking, 409, /already asked/],
      [{ firstName: 'luis', lastName: 'SILVA', phone: '', jersey: '' }, 409, /already on this team’s roster/],
      // Luis Silva wears 9: said without his name (a join link may be forwarded).
      [{ ...asking, firstName: 'Ama', jersey: '9' }, 409, /^Number 9 is already worn on this team/],
    ];
    for (const [body, status, reason] of refusals) {
      const answer = await join(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(String(answer.body.reason ?? answer.body.message)).toMatch(reason);
      expect(JSON.stringify(answer.body)).not.toContain('Luis');
    }
    expect(await requests()).toHaveLength(1);
  });

  it('is the server’s to file: the team may only remove a request', async () => {
    const { teamA, cookies } = s.world;
    const db = teamDbName(teamA);
    const [request] = await requests();
    const write = (cookie: string | null, docs: unknown[]) =>
      api(s.t.url, `/db/${db}/_bulk_docs`, { cookie, body: { docs } });
    const made = { ...request, _id: docId('joinRequest', newId()), _rev: undefined, firstName: 'Forged' };
    const changed = { ...request, jerseyNumber: 11 };
    for (const doc of [made, changed]) {
      const [row] = (await write(cookies.captainA, [doc])).body as TDoc[];
      expect(row).toMatchObject({ error: 'forbidden' });
    }
    // Another team's captain does not reach this database at all.
    const foreign = await write(cookies.captainB, [{ ...request, _deleted: true }]);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ error: 'forbidden' });
    const [removed] = (
      await write(cookies.captainA, [{ _id: request!._id, _rev: request!._rev, _deleted: true }])
    ).body as TDoc[];
    expect(removed).toMatchObject({ ok: true });
    expect(await requests()).toEqual([]);
  });

  it(`keeps at most ${JOIN_PENDING_MAX} requests waiting`, async () => {
    const token = String((await link(s.world.teamA, s.world.cookies.captainA, 'POST')).body.token);
    const teamDb = s.t.storage.db(teamDbName(s.world.teamA));
    await teamDb.bulkDocs(
      Array.from({ length: JOIN_PENDING_MAX }, (_, i) => ({
        _id: docId('joinRequest', newId()),
        type: 'joinRequest',
        teamId: s.world.teamA,
        firstName: `Waiting${i}`,
        lastName: 'Player',
        phone: null,
        jerseyNumber: 0,
        createdAt: new Date().toISOString(),
      })),
    );
    const answer = await join(token, { ...asking, firstName: 'One', lastName: 'Toomany' });
    expect(answer.status).toBe(409);
    expect(String(answer.body.message)).toMatch(/many players waiting/);
    expect(await requests()).toHaveLength(JOIN_PENDING_MAX);
  });
});
