import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { createProfile, profileBody } from '../../sync-server/free-agents/profiles.ts';
import { createLeague, openRecruitment } from '../../sync-server/seed/factories.ts';
import { signUpTeam } from '../../sync-server/teams/sign-up-team.ts';
import { api, remoteDb } from '../support/clients.ts';
import { freeAgentForm } from '../support/free-agent.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

const KEY = 'x-free-agent-key';
let t: TTestServer;
let world: TWorld;
let otherLeague: string;
let otherTeam: string;
let closedTeam: string;
/** Each submission comes from its own address unless a test says otherwise (the cooldown is per address). */
let nextAddress = 1;
const from = () => ({ 'x-forwarded-for': `203.0.113.${nextAddress++}` });

const maria = (over: Record<string, unknown> = {}) =>
  freeAgentForm(world.leagueId, world.teamA, { email: ' Maria.G@Example.com ', ...over });

beforeAll(async () => {
  t = await startTestServer({ TRUST_PROXY: '1' });
  world = await buildWorld(t);
  await openRecruitment(t.storage, world.teamA, { positions: ['midfielder'], levels: [], note: '' });
  closedTeam = world.teamB;
  otherLeague = await createLeague(t.storage, { name: 'Other Division' });
  ({ teamId: otherTeam } = await signUpTeam(t.storage, {
    teamName: 'Elsewhere FC',
    leagueId: otherLeague,
    captainName: 'Cy Other',
    captainPhone: '2125550199',
    email: 'o@test.nyc',
    password: 'secret1',
    confirmPassword: 'secret1',
  }));
  await openRecruitment(t.storage, otherTeam);
});
afterAll(async () => t?.close());

describe('a free agent applies', () => {
  it('creates a private profile, an application in each chosen team, and a key shown once', async () => {
    const sent = await api(t.url, '/api/free-agents', { body: maria(), headers: from() });
    expect(sent.status).toBe(201);
    expect(sent.body.teams).toEqual([{ teamId: world.teamA, name: 'Astoria Athletic' }]);
    expect(sent.body.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await t.storage.db('admin').get(docId('freeAgent', sent.body.id));
    // What the schema produced: e-mail lower-cased and trimmed, phone as digits.
    expect(profile).toMatchObject({ email: 'maria.g@example.com', phone: '7185550142', status: 'active' });
    expect(profile.appliedTo).toEqual([world.teamA]);
    // The captain applied to reads it, contact details included, over replication.
    const captainA = remoteDb(t.url, teamDbName(world.teamA), world.cookies.captainA);
    const application = await captainA.get(docId('application', sent.body.id));
    expect(application).toMatchObject({
      status: 'pending',
      email: 'maria.g@example.com',
      position: 'midfielder',
    });
    // Nothing of the key is stored where it could be read back.
    const internal = await t.storage.internal.allDocs({ include_docs: true });
    expect(JSON.stringify(internal.rows)).not.toContain(sent.body.key);
  });

  it('no captain who was not applied to, and no visitor, reads the applicant', async () => {
    const sent = await api(t.url, '/api/free-agents', {
      body: maria({ email: 'zoe@example.com', phone: '', firstName: 'Zoe' }),
      headers: from(),
    });
    expect(sent.status).toBe(201);
    for (const cookie of [world.cookies.captainB, world.cookies.player, world.cookies.referee1, null]) {
      const teamA = await api(t.url, `/db/${teamDbName(world.teamA)}/${docId('application', sent.body.id)}`, {
        cookie,
      });
      expect(teamA.status).toBeGreaterThanOrEqual(401);
      expect(JSON.stringify(teamA.body)).not.toContain('zoe@');
      const admin = await api(t.url, `/db/admin/${docId('freeAgent', sent.body.id)}`, { cookie });
      expect(admin.status).toBeGreaterThanOrEqual(401);
    }
    // Not in the databases everyone reads, nor in the other team's.
    for (const db of [leagueDbName(world.leagueId), 'leagues', teamDbName(closedTeam)]) {
      const rows = await t.storage.db(db).allDocs({ include_docs: true });
      expect(JSON.stringify(rows)).not.toContain('zoe@example.com');
    }
  });

  it('refuses what the spec refuses, in its words, and writes nothing', async () => {
    const before = (await t.storage.db('admin').allDocs()).rows.length;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ firstName: '  ' }, 400, 'First name is required'],
      [{ phone: '12345' }, 400, 'Phone number must be a valid US number'],
      [{ email: 'nobody' }, 400, 'Email must be valid'],
      [{ position: 'striker' }, 400, 'Position is required'],
      [{ leagues: [] }, 400, 'At least one league must be selected'],
      [{ leagues: ['no-such-league'] }, 400, 'One of the chosen leagues no longer exists. Choose again.'],
      [{ teams: [closedTeam] }, 409, 'Bushwick Blues is not recruiting any more. Choose again.'],
      [{ teams: [otherTeam] }, 409, 'One of the chosen teams is not in your leagues any more. Choose again.'],
    ];
    for (const [over, status, message] of cases) {
      const response = await api(t.url, '/api/free-agents', { body: maria(over), headers: from() });
      expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    }
    for (const body of ['', '[]', '{"firstName":1}', 'not json']) {
      const response = await api(t.url, '/api/free-agents', {
        body,
        headers: { ...from(), 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
    }
    expect((await t.storage.db('admin').allDocs()).rows.length).toBe(before);
  });

  it('"Create Profile Anyway": a profile with no teams when none recruits', async () => {
    const sent = await api(t.url, '/api/free-agents', {
      body: maria({ email: 'nobody-recruits@example.com', phone: '', teams: [] }),
      headers: from(),
    });
    expect(sent.status).toBe(201);
    expect(sent.body.teams).toEqual([]);
  });
});

describe('the cooldown, on the server', () => {
  it('refuses a second submission within 60 seconds from the same contact, whatever the address', async () => {
    const body = maria({ email: 'again@example.com', phone: '' });
    expect((await api(t.url, '/api/free-agents', { body, headers: from() })).status).toBe(201);
    const again = await api(t.url, '/api/free-agents', { body, headers: from() });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait (60|59|58) seconds before submitting again$/);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(50);
  });

  it('lets a shared address sign up 20 people an hour (a college, a church hall), then asks the 21st to wait', async () => {
    const headers = from();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const body = maria({ email: `hall${i}@example.com`, phone: '' });
      statuses.push((await api(t.url, '/api/free-agents', { body, headers })).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    const last = await api(t.url, '/api/free-agents', {
      body: maria({ email: 'hall-late@example.com', phone: '' }),
      headers,
    });
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(
      /^Many people have signed up from this network in the last hour\. Try again in \d+ minutes\.$/,
    );
    // A person refused for their own e-mail does not use up the address's allowance.
    const other = from();
    await api(t.url, '/api/free-agents', {
      body: maria({ email: 'twice@example.com', phone: '' }),
      headers: other,
    });
    for (let i = 0; i < 3; i++)
      await api(t.url, '/api/free-agents', {
        body: maria({ email: 'twice@example.com', phone: '' }),
        headers: other,
      });
    const counter = await t.storage.internal.get(`throttle:free-agent-ip-hour:${other['x-forwarded-for']}`);
    expect(counter.failures).toBe(1);
  });

  it('racing identical submissions make one profile', async () => {
    const body = maria({ email: 'racer@example.com', phone: '2125550333' });
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => api(t.url, '/api/free-agents', { body, headers: from() })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 429, 429, 429, 429, 429]);
    const profiles = await t.storage
      .db('admin')
      .allDocs({ include_docs: true, startkey: 'freeAgent:', endkey: 'freeAgent:\uffff' });
    expect(profiles.rows.filter((row) => row.doc?.email === 'racer@example.com')).toHaveLength(1);
  });
});

describe('the duplicate check', () => {
  it('names an active profile with the same e-mail or phone digits, without its contact details', async () => {
    await api(t.url, '/api/free-agents', {
      body: maria({
        email: 'dup@example.com',
        phone: '+1 917 555 0100',
        firstName: 'Dana',
        lastName: 'Perez',
      }),
      headers: from(),
    });
    for (const probe of [
      { email: 'DUP@example.com ', phone: '' },
      { email: '', phone: '9175550100' },
    ]) {
      const found = await api(t.url, '/api/free-agents/check', { body: probe, headers: from() });
      expect(found.status).toBe(200);
      expect(found.body.match).toMatchObject({ name: 'Dana P.', position: 'midfielder', status: 'active' });
      expect(JSON.stringify(found.body)).not.toMatch(/dup@|9175550100|Perez/);
    }
    const none = await api(t.url, '/api/free-agents/check', {
      body: { email: 'new@example.com', phone: '' },
      headers: from(),
    });
    expect(none.body).toEqual({ match: null });
  });

  it('is throttled per address, so names cannot be harvested', async () => {
    const headers = from();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push(
        (
          await api(t.url, '/api/free-agents/check', {
            body: { email: `x${i}@example.com`, phone: '' },
            headers,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('the private link', () => {
  it('shows the profile and each application as the team answered it, and nothing without the key', async () => {
    const sent = await api(t.url, '/api/free-agents', {
      body: maria({ email: 'link@example.com', phone: '' }),
      headers: from(),
    });
    const { id, key } = sent.body;
    for (const wrong of [undefined, 'x', `${key}x`]) {
      const refused = await api(t.url, `/api/free-agents/${id}`, { headers: wrong ? { [KEY]: wrong } : {} });
      expect(refused.status).toBe(404);
      expect(JSON.stringify(refused.body)).not.toContain('link@');
    }
    // The captain answers, as any roster edit: a status change written over replication.
    const captainA = remoteDb(t.url, teamDbName(world.teamA), world.cookies.captainA);
    const application = await captainA.get(docId('application', id));
    await captainA.put({ ...application, status: 'contacted' });
    const own = await api(t.url, `/api/free-agents/${id}`, { headers: { [KEY]: key } });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ email: 'link@example.com', status: 'active' });
    expect(own.body.applications).toEqual([
      expect.objectContaining({ teamId: world.teamA, teamName: 'Astoria Athletic', status: 'contacted' }),
    ]);

    // An update reaches the open application.
    const updated = await api(t.url, `/api/free-agents/${id}`, {
      method: 'PUT',
      headers: { [KEY]: key },
      body: {
        ...maria({ email: 'link@example.com', phone: '' }),
        teams: undefined,
        bio: 'Now also a keeper.',
      },
    });
    expect(updated.status).toBe(200);
    expect((await captainA.get(docId('application', id))).bio).toBe('Now also a keeper.');

    // Withdrawing closes it; the captain cannot reopen it.
    const withdrawn = await api(t.url, `/api/free-agents/${id}/withdraw`, {
      method: 'POST',
      headers: { [KEY]: key },
      body: {},
    });
    expect(withdrawn.body).toMatchObject({
      status: 'inactive',
      applications: [expect.objectContaining({ status: 'withdrawn' })],
    });
    const closed = await captainA.get(docId('application', id));
    const reopen = await api(t.url, `/db/${teamDbName(world.teamA)}/_bulk_docs`, {
      cookie: world.cookies.captainA,
      body: { docs: [{ ...closed, status: 'pending' }] },
    });
    expect(reopen.body[0]).toMatchObject({
      error: 'forbidden',
      reason: 'This player has withdrawn the application',
    });
    // A withdrawn profile is no duplicate any more.
    const check = await api(t.url, '/api/free-agents/check', {
      body: { email: 'link@example.com', phone: '' },
      headers: from(),
    });
    expect(check.body.match).toBeNull();
  });

  it('applying as an existing profile needs its key', async () => {
    const { profile, key } = await createProfile(
      t.storage,
      profileBody({ ...maria({ email: 'kept@example.com', phone: '' }), teams: undefined } as never, {
        email: 'kept@example.com',
        phone: null,
      }),
    );
    const id = profile._id.slice('freeAgent:'.length);
    const body = maria({ email: 'kept@example.com', phone: '', profileId: id });
    const stolen = await api(t.url, '/api/free-agents', { body, headers: { ...from(), [KEY]: 'guess' } });
    expect(stolen.status).toBe(403);
    const own = await api(t.url, '/api/free-agents', { body, headers: { ...from(), [KEY]: key } });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ id, key: null });
    expect((await t.storage.db('admin').get(docId('freeAgent', id))).appliedTo).toEqual([world.teamA]);
  });

  it('a captain answers an application but cannot write one, or change what it says', async () => {
    const sent = await api(t.url, '/api/free-agents', {
      body: maria({ email: 'answer@example.com', phone: '' }),
      headers: from(),
    });
    const captainA = remoteDb(t.url, teamDbName(world.teamA), world.cookies.captainA);
    const application = await captainA.get(docId('application', sent.body.id));
    const attempts = [
      { ...application, email: 'captain-made-this-up@example.com' },
      { ...application, status: 'withdrawn' },
      { ...application, _id: docId('application', 'made-up'), _rev: undefined },
    ];
    const response = await api(t.url, `/db/${teamDbName(world.teamA)}/_bulk_docs`, {
      cookie: world.cookies.captainA,
      body: { docs: attempts },
    });
    expect(response.body.map((row: { reason?: string }) => row.reason)).toEqual([
      'Only the status of an application can change',
      'Only the player can withdraw an application',
      'Applications come from free agents; a team can only answer them',
    ]);
    await captainA.put({ ...application, status: 'accepted' });
    expect((await captainA.get(docId('application', sent.body.id))).status).toBe('accepted');
  });
});
