import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { availabilityKey } from '../../src/domain/schemas/availability.ts';
import { sweepReminders } from '../../sync-server/mail/reminders.ts';
import { addPlayers, createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { api, waitFor } from '../support/clients.ts';
import { outbox } from '../support/mail.ts';
import { runServer } from '../support/process.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

// Issue #32 on a real server: a player's link answers for that player only, for their team's
// scheduled matches before kick-off; a wrong or revoked link learns nothing; tokens stay out of logs.

let t: TTestServer;
let world: TWorld;
const HOUR = 3600_000;
const matchIds: Record<'next' | 'started' | 'elsewhere', string> = { next: '', started: '', elsewhere: '' };
const asPlayer = (token: string, path: string, method = 'GET', body?: unknown) =>
  fetch(`${t.url}${path}`, {
    method,
    headers: { 'x-pitchside-link': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).then(async (r) => ({ status: r.status, body: await r.json() }));
const issue = (cookie: string | null, teamId: string, playerIds: string[]) =>
  api(t.url, `/api/teams/${teamId}/links`, { cookie, body: { playerIds } });
const stored = (matchId: string, playerId = world.playerA1) =>
  t.storage
    .db(teamDbName(world.teamA))
    .get(docId('availability', availabilityKey(matchId, playerId)))
    .catch(() => null);

beforeAll(async () => {
  t = await startTestServer();
  world = await buildWorld(t);
  const at = (hours: number, home: string, away: string) =>
    matchDoc({
      leagueId: world.leagueId,
      homeTeamId: home,
      awayTeamId: away,
      date: new Date(Date.now() + hours * HOUR).toISOString(),
    });
  const next = at(30, world.teamA, world.teamB);
  const started = at(-1, world.teamB, world.teamA);
  const [other] = await addPlayers(t.storage, world.teamB, [
    { firstName: 'Bo', lastName: 'B', jerseyNumber: 5 },
  ]);
  expect(other).toBeTruthy();
  await createMatches(t.storage, world.leagueId, [next, started]);
  matchIds.next = next._id.slice(6);
  matchIds.started = started._id.slice(6);
  matchIds.elsewhere = 'nosuchmatch000000000';
});
afterAll(async () => t?.close());

describe("a player's link", () => {
  let token = '';

  it('is handed out by the team’s own captain only, for a player on the roster', async () => {
    expect((await issue(null, world.teamA, [world.playerA1])).status).toBe(401);
    expect((await issue(world.cookies.captainB, world.teamA, [world.playerA1])).status).toBe(403);
    expect((await issue(world.cookies.captainA, world.teamA, ['nosuchplayer'])).status).toBe(404);
    const issued = await issue(world.cookies.captainA, world.teamA, [world.playerA1]);
    expect(issued.status).toBe(200);
    token = issued.body.links[world.playerA1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The team's database says a link exists; the token is nowhere but in the answer.
    expect(
      await t.storage.db(teamDbName(world.teamA)).get(docId('playerLink', world.playerA1)),
    ).toMatchObject({
      type: 'playerLink',
    });
    const internal = await t.storage.internal.allDocs({ include_docs: true });
    expect(JSON.stringify(internal.rows)).not.toContain(token);
  });

  it("shows the player's first name and the team's next matches, and nobody else's details", async () => {
    const view = await asPlayer(token, '/api/availability');
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ teamId: world.teamA, teamName: 'Astoria Athletic', firstName: 'Luis' });
    expect(view.body.matches.map((m: { id: string }) => m.id)).toEqual([matchIds.next]);
    expect(view.body.matches[0]).toMatchObject({ opponent: 'Bushwick Blues', isHome: true, answer: null });
    expect(JSON.stringify(view.body)).not.toMatch(/Silva|2125550101|@test\.nyc/);
  });

  it('answers In once, however often the phone sends it; changes it; refuses other and started matches', async () => {
    expect(
      (await asPlayer(token, `/api/availability/${matchIds.next}`, 'PUT', { answer: 'in' })).status,
    ).toBe(200);
    const first = await stored(matchIds.next);
    expect(first).toMatchObject({ answer: 'in', by: 'player' });
    await asPlayer(token, `/api/availability/${matchIds.next}`, 'PUT', { answer: 'in' });
    expect((await stored(matchIds.next))?._rev).toBe(first?._rev);
    await asPlayer(token, `/api/availability/${matchIds.next}`, 'PUT', { answer: 'maybe' });
    expect((await stored(matchIds.next))?.answer).toBe('maybe');
    const started = await asPlayer(token, `/api/availability/${matchIds.started}`, 'PUT', { answer: 'in' });
    expect(started).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/answers are closed/) },
    });
    const elsewhere = await asPlayer(token, `/api/availability/${matchIds.elsewhere}`, 'PUT', {
      answer: 'in',
    });
    expect(elsewhere).toMatchObject({ status: 409, body: { message: 'This match is not your team’s' } });
    const bad = await asPlayer(token, `/api/availability/${matchIds.next}`, 'PUT', { answer: 'yes' });
    expect(bad.status).toBe(400);
    expect(await stored(matchIds.started)).toBeNull();
  });

  it('a wrong, revoked or replaced link says only that it is no longer valid, and changes nothing', async () => {
    for (const wrong of ['', 'x', 'A'.repeat(43), `${token}x`]) {
      const answer = await asPlayer(wrong, '/api/availability');
      expect(answer).toMatchObject({ status: 404, body: { message: 'This link is no longer valid' } });
    }
    const replaced = await issue(world.cookies.captainA, world.teamA, [world.playerA1]);
    const fresh = replaced.body.links[world.playerA1] as string;
    expect((await asPlayer(token, '/api/availability')).status).toBe(404);
    expect((await asPlayer(fresh, '/api/availability')).status).toBe(200);
    const revoked = await api(t.url, `/api/teams/${world.teamA}/links/${world.playerA1}`, {
      cookie: world.cookies.captainA,
      method: 'DELETE',
    });
    expect(revoked.status).toBe(200);
    const after = await asPlayer(fresh, `/api/availability/${matchIds.next}`, 'PUT', { answer: 'out' });
    expect(after).toMatchObject({ status: 404, body: { message: 'This link is no longer valid' } });
    expect((await stored(matchIds.next))?.answer).toBe('maybe');
    token = (await issue(world.cookies.captainA, world.teamA, [world.playerA1])).body.links[world.playerA1];
  });

  it("the captain answers for a player through the team's database, within the same rules", async () => {
    const write = (doc: Record<string, unknown>) =>
      api(t.url, `/db/${teamDbName(world.teamA)}/_bulk_docs`, {
        cookie: world.cookies.captainA,
        body: { docs: [doc] },
      });
    const doc = (matchId: string, over: Record<string, unknown> = {}) => ({
      _id: docId('availability', availabilityKey(matchId, world.playerA1)),
      type: 'availability',
      teamId: world.teamA,
      matchId,
      playerId: world.playerA1,
      answer: 'out',
      by: 'captain',
      answeredAt: new Date().toISOString(),
      ...over,
    });
    const current = await stored(matchIds.next);
    expect((await write({ ...doc(matchIds.next), _rev: current?._rev })).body[0]).toMatchObject({ ok: true });
    const refusals: [Record<string, unknown>, string][] = [
      [doc(matchIds.started), 'answers are closed'],
      [
        { ...doc(matchIds.next), by: 'player', _rev: (await stored(matchIds.next))?._rev },
        'marked as the captain',
      ],
      [doc(matchIds.elsewhere), 'not your team'],
    ];
    for (const [bad, reason] of refusals) {
      const answer = await write(bad);
      expect(answer.body[0], reason).toMatchObject({ error: 'forbidden' });
      expect(answer.body[0].reason).toContain(reason);
    }
  });

  it('48 hours before kick-off a captain whose team asks its players hears that too few are in', async () => {
    await sweepReminders(t.storage);
    const short = (await outbox(t.storage)).filter((m) => m.kind === 'availability');
    // Astoria uses links and has nobody in; Bushwick asks nobody, so it is not told it has no one.
    expect(short.map((m) => [m.to, m.subject])).toEqual([
      ['a@test.nyc', expect.stringMatching(/^Only 0 players in for /)],
    ]);
    await sweepReminders(t.storage);
    expect((await outbox(t.storage)).filter((m) => m.kind === 'availability')).toHaveLength(1);
  });

  it('stops working when the player leaves the roster', async () => {
    const [extra] = await addPlayers(t.storage, world.teamA, [
      { firstName: 'Eli', lastName: 'E', jerseyNumber: 77 },
    ]);
    const link = (await issue(world.cookies.captainA, world.teamA, [extra!])).body.links[extra!] as string;
    expect((await asPlayer(link, '/api/availability')).status).toBe(200);
    const player = await t.storage.db(teamDbName(world.teamA)).get(docId('player', extra!));
    const removed = await api(t.url, `/db/${teamDbName(world.teamA)}/_bulk_docs`, {
      cookie: world.cookies.captainA,
      body: { docs: [{ _id: player._id, _rev: player._rev, _deleted: true }] },
    });
    expect(removed.body[0]).toMatchObject({ ok: true });
    expect((await asPlayer(link, '/api/availability')).status).toBe(404);
  });

  it('is limited per link: a flood gets 429 with a wait, not an answer', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await asPlayer(token, '/api/availability')).status;
    expect(last).toBe(429);
    expect((await asPlayer(token, '/api/availability')).body.message).toMatch(/wait a few minutes/);
    // The league's public data is untouched by any of it.
    expect((await t.storage.db(leagueDbName(world.leagueId)).get(docId('match', matchIds.next))).status).toBe(
      'scheduled',
    );
  });
});

describe('tokens never reach the logs', () => {
  it('a debug-level server prints requests without the link', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-links-'));
    const run = runServer(dataDir, { DEMO_PASSWORD: 'demo-secret', LOG_LEVEL: 'debug' });
    try {
      const url = (await run.ready).replace('localhost', '127.0.0.1');
      const accounts = JSON.parse(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8')) as {
        link?: string;
      }[];
      const link = accounts.find((a) => a.link)!.link!;
      const token = link.split('#')[1]!;
      expect(run.output()).not.toContain(token);
      const view = await fetch(`${url}/api/availability`, { headers: { 'x-pitchside-link': token } });
      expect(view.status).toBe(200);
      await waitFor(async () => run.output().includes('/api/availability'), 'the request in the log');
      expect(run.output()).not.toContain(token);
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
