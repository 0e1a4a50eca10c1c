import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, poolDbName, teamDbName } from '../../src/domain/databases.ts';
import { createLeague, openRecruitment } from '../../sync-server/seed/factories.ts';
import { api, remoteDb } from '../support/clients.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

// Issue #15: recruiting, both ways. Captains browse their league's pool (no contact details) and
// invite; the free agent answers from the private link, and only then does the team learn how to
// reach them.
const KEY = 'x-free-agent-key';
let t: TTestServer;
let world: TWorld;
let address = 1;

async function apply(
  email: string,
  over: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await api(t.url, '/api/free-agents', {
    headers: { 'x-forwarded-for': `198.51.100.${address++}`, ...headers },
    body: {
      firstName: 'Ines',
      lastName: 'Okafor',
      phone: '',
      email,
      position: 'defender',
      level: 'Advanced',
      bio: 'Centre back.',
      leagues: [world.leagueId],
      teams: [],
      ...over,
    },
  });
  expect(response.status).toBe(201);
  return response.body as { id: string; key: string };
}

const inviteAs = (cookie: string | null, teamId: string, freeAgentId: string) =>
  api(t.url, `/api/teams/${teamId}/invitations`, { cookie, body: { freeAgentId } });

beforeAll(async () => {
  t = await startTestServer({ TRUST_PROXY: '1' });
  world = await buildWorld(t);
  await openRecruitment(t.storage, world.teamA, {
    positions: ['defender'],
    levels: [],
    note: 'Saturdays in Astoria.',
  });
});
afterAll(async () => t?.close());

describe("a league's pool of free agents", () => {
  it('holds a card without contact details, follows the profile, and leaves with it', async () => {
    const ines = await apply('ines@example.com');
    const captainA = remoteDb(t.url, poolDbName(world.leagueId), world.cookies.captainA);
    const card = await captainA.get(docId('freeAgentCard', ines.id));
    expect(card).toMatchObject({
      name: 'Ines O.',
      position: 'defender',
      level: 'Advanced',
      bio: 'Centre back.',
    });
    expect(JSON.stringify(card)).not.toMatch(/ines@|Okafor/);

    // A new league: the card moves with the profile.
    const other = await createLeague(t.storage, { name: 'Other Division' });
    const moved = await api(t.url, `/api/free-agents/${ines.id}`, {
      method: 'PUT',
      headers: { [KEY]: ines.key },
      body: {
        firstName: 'Ines',
        lastName: 'Okafor',
        phone: '',
        email: 'ines@example.com',
        position: 'defender',
        level: 'Advanced',
        bio: 'Centre back.',
        leagues: [other],
      },
    });
    expect(moved.status).toBe(200);
    expect(
      await t.storage
        .db(poolDbName(world.leagueId))
        .get(docId('freeAgentCard', ines.id))
        .catch((e) => e.status),
    ).toBe(404);
    expect((await t.storage.db(poolDbName(other)).get(docId('freeAgentCard', ines.id))).name).toBe('Ines O.');

    // Withdrawn: in no pool.
    await api(t.url, `/api/free-agents/${ines.id}/withdraw`, {
      method: 'POST',
      headers: { [KEY]: ines.key },
      body: {},
    });
    expect(
      await t.storage
        .db(poolDbName(other))
        .get(docId('freeAgentCard', ines.id))
        .catch((e) => e.status),
    ).toBe(404);
  });

  it('a captain of another league cannot read it', async () => {
    const response = await api(t.url, `/db/${poolDbName(world.leagueId)}/_all_docs`, {
      cookie: world.cookies.player,
    });
    expect(response.status).toBe(403);
  });
});

describe('an invitation', () => {
  it('is e-mailed in the language the free agent signed up in', async () => {
    const lucia = await apply(
      'lucia@example.com',
      { firstName: 'Lucía', lastName: 'Reyes' },
      { 'x-pitchside-locale': 'es' },
    );
    expect((await inviteAs(world.cookies.captainA, world.teamA, lucia.id)).status).toBe(201);
    const mail = await t.storage.db('admin').get(`mail:invite-${world.teamA}-${lucia.id}`);
    expect(mail.subject).toBe('Astoria Athletic te invita a unirte al equipo');
    expect(String(mail.text)).toContain('Hola, Lucía:');
  });

  it('reaches the free agent, who accepts: only then does the team see how to reach them', async () => {
    const noor = await apply('noor@example.com', { firstName: 'Noor', lastName: 'Haddad' });
    const sent = await inviteAs(world.cookies.captainA, world.teamA, noor.id);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'sent', name: 'Noor H.' });
    const teamDb = t.storage.db(teamDbName(world.teamA));
    expect(JSON.stringify(await teamDb.allDocs({ include_docs: true }))).not.toContain('noor@example.com');
    // Asking twice is one invitation, and one e-mail to the free agent (issue #33).
    expect((await inviteAs(world.cookies.captainA, world.teamA, noor.id)).status).toBe(201);
    const mail = await t.storage.db('admin').get(`mail:invite-${world.teamA}-${noor.id}`);
    expect(mail).toMatchObject({ kind: 'invitation', to: 'noor@example.com' });
    expect(mail.subject).toBe('Astoria Athletic invites you to join them');
    const invitations = await t.storage
      .db('admin')
      .allDocs({ startkey: 'mail:invite-', endkey: 'mail:invite-\uffff' });
    expect(invitations.rows.filter((row) => row.id.endsWith(noor.id))).toHaveLength(1);

    const page = await api(t.url, `/api/free-agents/${noor.id}`, { headers: { [KEY]: noor.key } });
    expect(page.body.invitations).toEqual([
      expect.objectContaining({
        teamId: world.teamA,
        teamName: 'Astoria Athletic',
        note: 'Saturdays in Astoria.',
        status: 'sent',
      }),
    ]);
    const accepted = await api(t.url, `/api/free-agents/${noor.id}/invitations/${world.teamA}`, {
      headers: { [KEY]: noor.key },
      body: { answer: 'accept' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.invitations[0].status).toBe('accepted');
    expect(accepted.body.applications).toEqual([
      expect.objectContaining({ teamId: world.teamA, status: 'pending' }),
    ]);
    expect(await teamDb.get(docId('application', noor.id))).toMatchObject({
      email: 'noor@example.com',
      status: 'pending',
    });
    // Answered once.
    const again = await api(t.url, `/api/free-agents/${noor.id}/invitations/${world.teamA}`, {
      headers: { [KEY]: noor.key },
      body: { answer: 'decline' },
    });
    expect(again.status).toBe(409);
  });

  it('declined, it cannot be sent again', async () => {
    const omar = await apply('omar@example.com', { firstName: 'Omar' });
    await inviteAs(world.cookies.captainA, world.teamA, omar.id);
    const declined = await api(t.url, `/api/free-agents/${omar.id}/invitations/${world.teamA}`, {
      headers: { [KEY]: omar.key },
      body: { answer: 'decline' },
    });
    expect(declined.body.invitations[0].status).toBe('declined');
    expect(
      await t.storage
        .db(teamDbName(world.teamA))
        .get(docId('application', omar.id))
        .catch((e) => e.status),
    ).toBe(404);
    const resend = await inviteAs(world.cookies.captainA, world.teamA, omar.id);
    expect({ status: resend.status, message: resend.body.message }).toEqual({
      status: 409,
      message: 'This player declined your invitation',
    });
  });

  it('only the team’s own captain, recruiting, may invite someone in its league’s pool; the answer needs the key', async () => {
    const pia = await apply('pia@example.com', { firstName: 'Pia' });
    const cases: [string | null, string, string, number, string][] = [
      [null, world.teamA, pia.id, 401, 'Not authenticated'],
      [world.cookies.captainB, world.teamA, pia.id, 403, 'Only the team’s captain can invite players'],
      [world.cookies.referee1, world.teamA, pia.id, 403, 'Only the team’s captain can invite players'],
      [world.cookies.captainB, world.teamB, pia.id, 409, 'Open recruitment before inviting players'],
      [
        world.cookies.captainA,
        world.teamA,
        'no-such-agent',
        404,
        'This player is no longer looking for a team',
      ],
    ];
    for (const [cookie, teamId, freeAgentId, status, message] of cases) {
      const response = await inviteAs(cookie, teamId, freeAgentId);
      expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    }
    for (const body of ['', '{}', '{"freeAgentId":7}']) {
      const response = await api(t.url, `/api/teams/${world.teamA}/invitations`, {
        cookie: world.cookies.captainA,
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
    }
    await inviteAs(world.cookies.captainA, world.teamA, pia.id);
    const stolen = await api(t.url, `/api/free-agents/${pia.id}/invitations/${world.teamA}`, {
      headers: { [KEY]: 'not-the-key' },
      body: { answer: 'accept' },
    });
    expect(stolen.status).toBe(404);
    expect(
      await t.storage
        .db(teamDbName(world.teamA))
        .get(docId('application', pia.id))
        .catch((e) => e.status),
    ).toBe(404);
    // A captain cannot write an invitation, or answer one, over replication.
    const invitation = await t.storage.db(teamDbName(world.teamA)).get(docId('invitation', pia.id));
    const forged = await api(t.url, `/db/${teamDbName(world.teamA)}/_bulk_docs`, {
      cookie: world.cookies.captainA,
      body: { docs: [{ ...invitation, status: 'accepted' }] },
    });
    expect(forged.body[0]).toMatchObject({
      error: 'forbidden',
      reason: 'Only the server writes invitation documents',
    });
  });
});
