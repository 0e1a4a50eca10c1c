import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docId, leagueDbName, refereeDbName, teamDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { MAX_LOCAL_DOCS_PER_DB, MAX_ROSTER } from '../../src/domain/limits.ts';
import { addPlayers } from '../../sync-server/seed/factories.ts';
import { api } from '../support/clients.ts';
import { useWorld } from '../support/world.ts';

const now = () => new Date().toISOString();
const player = (teamId: string, jerseyNumber: number, extra: Record<string, unknown> = {}) => ({
  _id: docId('player', newId()),
  type: 'player',
  teamId,
  firstName: 'Pat',
  lastName: `Number ${jerseyNumber}`,
  phone: null,
  jerseyNumber,
  createdAt: now(),
  updatedAt: now(),
  ...extra,
});

describe('what a client writes is normalised and checked as a class (issue #10, 2, 3, 7, 10, 14)', () => {
  const s = useWorld();

  const write = (db: string, cookie: string | null, docs: unknown[], newEdits = true) =>
    api(s.t.url, `/db/${db}/_bulk_docs`, { cookie, body: { docs, new_edits: newEdits } });
  // biome-ignore lint/suspicious/noExplicitAny: tests read stored documents loosely.
  const teamRecord = async (): Promise<any> =>
    s.t.storage.db(teamDbName(s.world.teamA)).get(docId('team', s.world.teamA));

  it('any truthy _deleted is a deletion to the rules: a captain cannot delete their team with 1 or "yes"', async () => {
    for (const flag of [1, 'yes', true, {}]) {
      const team = await teamRecord();
      const response = await write(teamDbName(s.world.teamA), s.world.cookies.captainA, [
        { ...team, _deleted: flag },
      ]);
      expect(response.body[0]).toMatchObject({
        error: 'forbidden',
        reason: 'Only an admin can delete a team',
      });
    }
    expect((await teamRecord()).name).toBe('Astoria Athletic');
  });

  it('a captain cannot delete an application with a truthy _deleted', async () => {
    const id = docId('application', newId());
    const application = {
      _id: id,
      type: 'application',
      teamId: s.world.teamA,
      freeAgentId: newId(),
      playerName: 'Jo Applicant',
      firstName: 'Jo',
      lastName: 'Applicant',
      email: null,
      phone: null,
      position: 'forward',
      level: 'Intermediate',
      bio: '',
      leagues: [s.world.leagueId],
      status: 'pending',
      createdAt: now(),
    };
    const made = await write(teamDbName(s.world.teamA), s.world.cookies.admin, [application]);
    if (made.body[0].error) throw new Error(`fixture: ${made.body[0].reason}`);
    const stored = await s.t.storage.db(teamDbName(s.world.teamA)).get(id);
    const response = await write(teamDbName(s.world.teamA), s.world.cookies.captainA, [
      { ...stored, _deleted: 1 },
    ]);
    expect(response.body[0]).toMatchObject({ error: 'forbidden' });
    expect((await s.t.storage.db(teamDbName(s.world.teamA)).get(id)).status).toBe('pending');
  });

  it('deleted players do not count toward the 7-player minimum', async () => {
    const teamId = s.world.teamB;
    const six = Array.from({ length: 6 }, (_, i) => player(teamId, 60 + i));
    const seventh = { ...player(teamId, 70), _deleted: 'yes' };
    const team = await s.t.storage.db(teamDbName(teamId)).get(docId('team', teamId));
    const complete = {
      ...team,
      onboarding: { status: 'complete', checklist: ['team_created', 'roster_added'] },
    };
    const response = await write(teamDbName(teamId), s.world.cookies.captainB, [...six, seventh, complete]);
    expect(response.body.at(-1)).toMatchObject({
      error: 'forbidden',
      reason: 'At least 7 players are required to complete onboarding',
    });
  });

  it('stores a deletion bare: fields sent with it are dropped', async () => {
    const [id] = await addPlayers(s.t.storage, s.world.teamA, [
      { firstName: 'Gone', lastName: 'Soon', jerseyNumber: 44 },
    ]);
    const db = s.t.storage.db(teamDbName(s.world.teamA));
    const stored = await db.get(docId('player', id!));
    const padding = 'x'.repeat(50_000);
    const response = await write(teamDbName(s.world.teamA), s.world.cookies.captainA, [
      { ...stored, _deleted: true, firstName: padding },
    ]);
    expect(response.body[0]).toMatchObject({ ok: true });
    const tombstone = await db.get(docId('player', id!), { rev: response.body[0].rev });
    expect(tombstone).toEqual({ _id: docId('player', id!), _rev: response.body[0].rev, _deleted: true });
  });

  it('a replicated deletion of a document never stored stores nothing: no database fills with made-up tombstones', async () => {
    const db = s.t.storage.db(teamDbName(s.world.teamA));
    const before = (await db.info()).update_seq;
    const madeUp = Array.from({ length: 50 }, () => ({
      _id: docId('player', newId()),
      _rev: '2-abc',
      _deleted: true,
      _revisions: { start: 2, ids: ['abc', 'def'] },
    }));
    const response = await write(teamDbName(s.world.teamA), s.world.cookies.captainA, madeUp, false);
    // As CouchDB answers new_edits=false: no row for a document taken.
    expect(response.status).toBe(201);
    expect(response.body).toEqual([]);
    expect((await db.info()).update_seq).toBe(before);
    // A player the server holds is still deleted by a replicated tombstone.
    const [id] = await addPlayers(s.t.storage, s.world.teamA, [
      { firstName: 'Left', lastName: 'Early', jerseyNumber: 45 },
    ]);
    const stored = await db.get(docId('player', id!));
    const [generation, hash] = String(stored._rev).split('-');
    const deleted = await write(
      teamDbName(s.world.teamA),
      s.world.cookies.captainA,
      [
        {
          _id: stored._id,
          _rev: `${Number(generation) + 1}-fff`,
          _deleted: true,
          _revisions: { start: Number(generation) + 1, ids: ['fff', hash] },
        },
      ],
      false,
    );
    expect(deleted.body).toEqual([]);
    await expect(db.get(stored._id)).rejects.toMatchObject({ status: 404 });
  });

  it('a captain cannot plant a sibling revision of the team record and revive it later', async () => {
    const team = await teamRecord();
    const sibling = {
      ...team,
      paid: false,
      _rev: '1-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      _revisions: { start: 1, ids: ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'] },
    };
    const response = await write(teamDbName(s.world.teamA), s.world.cookies.captainA, [sibling], false);
    expect(response.body[0]).toMatchObject({ error: 'forbidden' });
    const conflicts = await s.t.storage
      .db(teamDbName(s.world.teamA))
      .get(docId('team', s.world.teamA), { conflicts: true });
    expect(conflicts._conflicts).toBeUndefined();
    // A revision that extends the current one is how replication delivers an edit: accepted.
    const [generation, hash] = team._rev!.split('-');
    const next = {
      ...team,
      captain: { name: 'Ana Lopez', phone: '+12125550199' },
      _rev: `${Number(generation) + 1}-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb`,
      _revisions: { start: Number(generation) + 1, ids: ['bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', hash] },
    };
    expect((await write(teamDbName(s.world.teamA), s.world.cookies.captainA, [next], false)).status).toBe(
      201,
    );
    expect((await teamRecord()).captain.phone).toBe('+12125550199');
  });

  it('stores what the schema produced: trimmed strings, the e-mail lower-cased', async () => {
    const team = await teamRecord();
    const response = await write(teamDbName(s.world.teamA), s.world.cookies.admin, [
      {
        ...team,
        loginEmail: '  A@Test.NYC  ',
        captain: { name: '  Ana Lopez  ', phone: team.captain.phone },
      },
    ]);
    expect(response.body[0]).toMatchObject({ ok: true });
    const stored = await teamRecord();
    expect(stored.loginEmail).toBe('a@test.nyc');
    expect(stored.captain.name).toBe('Ana Lopez');
  });

  it('nothing a referee sends opens or creates a database: 250 requests with made-up leagues', async () => {
    const dbsBefore = readdirSync(join(s.t.dataDir, 'dbs')).length;
    const openBefore = s.t.storage.openCount();
    const requests = Array.from({ length: 250 }, () => {
      const matchId = newId();
      return {
        _id: docId('assignmentRequest', matchId),
        type: 'assignmentRequest',
        matchId,
        leagueId: newId(),
        refereeId: s.world.referee1,
        requestedAt: now(),
      };
    });
    const response = await write(refereeDbName(s.world.referee1), s.world.cookies.referee1, requests);
    expect(response.status).toBe(201);
    await s.t.server.resolver.settle();
    const report = {
      _id: docId('report', newId()),
      type: 'report',
      leagueId: newId(),
      status: 'draft',
    };
    await write(refereeDbName(s.world.referee1), s.world.cookies.referee1, [
      { ...report, matchId: report._id.slice(7) },
    ]);
    expect(readdirSync(join(s.t.dataDir, 'dbs')).length).toBe(dbsBefore);
    expect(s.t.storage.openCount()).toBeLessThanOrEqual(openBefore + 1);
    expect(existsSync(join(s.t.dataDir, 'dbs', leagueDbName(requests[0]!.leagueId)))).toBe(false);
  });

  it(`caps a roster at ${MAX_ROSTER} players`, async () => {
    const teamId = s.world.teamB;
    const { rows } = await s.t.storage
      .db(teamDbName(teamId))
      .allDocs({ startkey: 'player:', endkey: 'player:\uffff' });
    const room = MAX_ROSTER - rows.length;
    const batch = Array.from({ length: room + 3 }, (_, i) => player(teamId, 0, { lastName: `Extra ${i}` }));
    const response = await write(teamDbName(teamId), s.world.cookies.captainB, batch);
    const refused = response.body.filter((r: { error?: string }) => r.error);
    expect(refused).toHaveLength(3);
    expect(refused[0].reason).toBe(`A roster holds at most ${MAX_ROSTER} players`);
  });

  it(`keeps at most ${MAX_LOCAL_DOCS_PER_DB} checkpoints per database, forgetting the oldest, and refuses big ones`, async () => {
    const db = teamDbName(s.world.teamA);
    const cookie = s.world.cookies.captainA;
    for (let i = 0; i < MAX_LOCAL_DOCS_PER_DB + 5; i++) {
      const put = await api(s.t.url, `/db/${db}/_local/cp-${i}`, {
        method: 'PUT',
        cookie,
        body: { last_seq: i },
      });
      expect(put.status).toBe(201);
    }
    expect((await api(s.t.url, `/db/${db}/_local/cp-0`, { cookie })).status).toBe(404);
    expect((await api(s.t.url, `/db/${db}/_local/cp-${MAX_LOCAL_DOCS_PER_DB + 4}`, { cookie })).status).toBe(
      200,
    );
    const big = await api(s.t.url, `/db/${db}/_local/big`, {
      method: 'PUT',
      cookie,
      body: { blob: 'x'.repeat(20_000) },
    });
    expect(big.status).toBe(413);
  });

  it("a removed player's old public revision cannot be read back with ?rev= or _bulk_get", async () => {
    const [id] = await addPlayers(s.t.storage, s.world.teamA, [
      { firstName: 'Secret', lastName: 'Name', jerseyNumber: 77 },
    ]);
    const league = leagueDbName(s.world.leagueId);
    const mirrorId = docId('playerPublic', id!);
    const old = await s.t.storage.db(league).get(mirrorId);
    const own = await s.t.storage.db(teamDbName(s.world.teamA)).get(docId('player', id!));
    await write(teamDbName(s.world.teamA), s.world.cookies.captainA, [{ ...own, _deleted: true }]);
    const byRev = await api(s.t.url, `/db/${league}/${encodeURIComponent(mirrorId)}?rev=${old._rev}`);
    expect(byRev.status).toBe(404);
    const bulk = await api(s.t.url, `/db/${league}/_bulk_get`, {
      body: { docs: [{ id: mirrorId, rev: old._rev }] },
    });
    expect(JSON.stringify(bulk.body)).not.toContain('Secret');
    expect(bulk.body.results[0].docs[0].error).toMatchObject({ error: 'not_found' });
  });

  it('a team that hides its roster is mirrored by number and count, never by name', async () => {
    const team = await teamRecord();
    await write(teamDbName(s.world.teamA), s.world.cookies.captainA, [
      { ...team, settings: { emailNotifications: true, publicRoster: false } },
    ]);
    const { rows } = await s.t.storage.db(leagueDbName(s.world.leagueId)).allDocs({ include_docs: true });
    const mine = rows.map((r) => r.doc!).filter((d) => d.teamId === s.world.teamA);
    const lines = mine.filter((d) => d.type === 'playerPublic');
    expect(JSON.stringify(mine)).not.toContain('Silva');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((d) => d.isNameHidden === true && d.firstName === 'Player')).toBe(true);
    expect(mine.find((d) => d.type === 'teamPublic')).toMatchObject({
      publicRoster: false,
      rosterCount: lines.length,
    });
  });
});
