import { describe, expect, it } from 'vitest';
import { docId, leagueDbName, refereeDbName, teamDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { addPlayers } from '../../sync-server/seed/factories.ts';
import { getOrNull } from '../../sync-server/storage/pouch.ts';
import { api } from '../support/clients.ts';
import { useWorld } from '../support/world.ts';

const now = () => new Date().toISOString();

describe("documents are checked against their author's rights", () => {
  const s = useWorld();

  const write = (db: string, cookie: string | null, docs: unknown[]) =>
    api(s.t.url, `/db/${db}/_bulk_docs`, { cookie, body: { docs } });
  const teamRecord = async (teamId: string) => s.t.storage.db(teamDbName(teamId)).get(docId('team', teamId));

  it('a captain cannot change what only an admin may: paid, league, name', async () => {
    const team = await teamRecord(s.world.teamA);
    for (const change of [{ paid: true }, { leagueId: 'elsewhere' }, { name: 'Renamed FC' }]) {
      const response = await write(teamDbName(s.world.teamA), s.world.cookies.captainA, [
        { ...team, ...change },
      ]);
      expect(response.body[0]).toMatchObject({
        error: 'forbidden',
        reason: expect.stringMatching(/^Only an admin can change/),
      });
    }
    expect((await teamRecord(s.world.teamA))._rev).toBe(team._rev);
    const admin = await write(teamDbName(s.world.teamA), s.world.cookies.admin, [{ ...team, paid: true }]);
    expect(admin.body[0]).toMatchObject({ ok: true });
  });

  it('a captain may change recruitment and captain details', async () => {
    const team = await teamRecord(s.world.teamA);
    const response = await write(teamDbName(s.world.teamA), s.world.cookies.captainA, [
      { ...team, captain: { name: 'Ana L. Lopez', phone: '+12125550111' } },
    ]);
    expect(response.body[0]).toMatchObject({ ok: true });
  });

  it('the server refuses to complete onboarding with 6 players, and accepts at 7', async () => {
    const teamId = s.world.teamB;
    await addPlayers(
      s.t.storage,
      teamId,
      Array.from({ length: 6 }, (_, i) => ({ firstName: `P${i}`, lastName: 'B', jerseyNumber: i + 1 })),
    );
    const team = await teamRecord(teamId);
    const complete = {
      ...team,
      onboarding: { status: 'complete', checklist: ['team_created', 'roster_added'] },
    };
    const refused = await write(teamDbName(teamId), s.world.cookies.captainB, [complete]);
    expect(refused.body[0]).toMatchObject({
      error: 'forbidden',
      reason: 'At least 7 players are required to complete onboarding',
    });
    // The seventh player and the completion in one request: the batch counts, in whatever order
    // it comes (PouchDB sends a batch in the order of the server's unordered _revs_diff answer).
    const seventh = {
      _id: docId('player', newId()),
      type: 'player',
      teamId,
      firstName: 'Seven',
      lastName: 'B',
      phone: null,
      jerseyNumber: 7,
      createdAt: now(),
      updatedAt: now(),
    };
    const accepted = await write(teamDbName(teamId), s.world.cookies.captainB, [complete, seventh]);
    // Answered in the request's order, as CouchDB does.
    expect(accepted.body).toEqual([
      expect.objectContaining({ id: complete._id, ok: true }),
      expect.objectContaining({ id: seventh._id, ok: true }),
    ]);
    const mirror = await s.t.storage.db(leagueDbName(s.world.leagueId)).get(docId('teamPublic', teamId));
    expect(mirror.onboardingStatus).toBe('complete');
  });

  it('a jersey number already worn is refused, naming its holder', async () => {
    const response = await write(teamDbName(s.world.teamA), s.world.cookies.captainA, [
      {
        _id: docId('player', newId()),
        type: 'player',
        teamId: s.world.teamA,
        firstName: 'Dup',
        lastName: 'Nine',
        phone: null,
        jerseyNumber: 9,
        createdAt: now(),
        updatedAt: now(),
      },
    ]);
    expect(response.body[0]).toMatchObject({
      error: 'forbidden',
      reason: 'Jersey number 9 is already taken by Luis Silva',
    });
  });

  it('nobody, not even an admin, writes the mirror or the verdicts', async () => {
    const mirror = { _id: docId('teamPublic', s.world.teamA), type: 'teamPublic' };
    const response = await write(leagueDbName(s.world.leagueId), s.world.cookies.admin, [mirror]);
    expect(response.body[0]).toMatchObject({
      error: 'forbidden',
      reason: 'Only the server writes teamPublic documents',
    });
    const verdict = {
      _id: docId('resolution', 'm1'),
      type: 'resolution',
      matchId: 'm1',
      reportRev: '1-a',
      status: 'accepted',
      reasons: [],
      resolvedAt: now(),
    };
    const refused = await write(refereeDbName(s.world.referee1), s.world.cookies.referee1, [verdict]);
    expect(refused.body[0]).toMatchObject({
      error: 'forbidden',
      reason: 'Only the server writes resolution documents',
    });
  });

  it('a referee cannot write a match, nor a report signed by another referee', async () => {
    const match = {
      _id: docId('match', newId()),
      type: 'match',
      leagueId: s.world.leagueId,
      homeTeamId: s.world.teamA,
      awayTeamId: s.world.teamB,
      date: now(),
      venue: 'X',
      status: 'completed',
      score: { home: 9, away: 0 },
      createdAt: now(),
      updatedAt: now(),
    };
    expect((await write(leagueDbName(s.world.leagueId), s.world.cookies.referee1, [match])).status).toBe(403);
    const inOwnDb = await write(refereeDbName(s.world.referee1), s.world.cookies.referee1, [match]);
    expect(inOwnDb.body[0]).toMatchObject({ error: 'forbidden' });
    const request = {
      _id: docId('assignmentRequest', 'm2'),
      type: 'assignmentRequest',
      matchId: 'm2',
      leagueId: s.world.leagueId,
      refereeId: s.world.referee2,
      requestedAt: now(),
    };
    const forged = await write(refereeDbName(s.world.referee1), s.world.cookies.referee1, [request]);
    expect(forged.body[0]).toMatchObject({
      error: 'forbidden',
      reason: 'An assignment request is made by its own referee',
    });
  });

  it('an admin cannot schedule a team that plays in another league', async () => {
    const match = {
      _id: docId('match', newId()),
      type: 'match',
      leagueId: s.world.leagueId,
      homeTeamId: s.world.teamA,
      awayTeamId: 'nosuchteam',
      date: now(),
      venue: 'X',
      status: 'scheduled',
      createdAt: now(),
      updatedAt: now(),
    };
    const response = await write(leagueDbName(s.world.leagueId), s.world.cookies.admin, [match]);
    expect(response.body[0]).toMatchObject({
      error: 'forbidden',
      reason: 'The away team does not play in this league',
    });
  });

  it('a captain cannot delete the team record', async () => {
    const team = await teamRecord(s.world.teamA);
    const response = await write(teamDbName(s.world.teamA), s.world.cookies.captainA, [
      { _id: team._id, _rev: team._rev, _deleted: true },
    ]);
    expect(response.body[0]).toMatchObject({ error: 'forbidden', reason: 'Only an admin can delete a team' });
    expect(await getOrNull(s.t.storage.db(teamDbName(s.world.teamA)), team._id)).not.toBeNull();
  });

  it('in a mixed batch, stores the valid documents and refuses the others', async () => {
    const good = {
      _id: docId('player', newId()),
      type: 'player',
      teamId: s.world.teamA,
      firstName: 'Good',
      lastName: 'One',
      phone: null,
      jerseyNumber: 0,
      createdAt: now(),
      updatedAt: now(),
    };
    const bad = { ...good, _id: docId('player', newId()), firstName: '' };
    const response = await write(teamDbName(s.world.teamA), s.world.cookies.captainA, [good, bad]);
    expect(response.body).toEqual([
      expect.objectContaining({ ok: true, id: good._id }),
      expect.objectContaining({
        error: 'forbidden',
        id: bad._id,
        reason: 'First name is required',
      }),
    ]);
    expect(await getOrNull(s.t.storage.db(teamDbName(s.world.teamA)), bad._id)).toBeNull();
  });

  it.each([
    ['GET', '/db/_all_dbs'],
    ['GET', '/db/_users/'],
    ['GET', '/db/pitchside-internal/'],
    ['POST', '/db/leagues/_find'],
    ['GET', '/db/leagues/_design/x'],
    ['PUT', '/db/leagues/_design/x'],
    ['GET', '/db/leagues/_security'],
    ['PUT', '/db/leagues/_security'],
    ['POST', '/db/leagues/_purge'],
    ['GET', '/db/leagues/_all_docs'],
    ['GET', '/db/leagues/some-doc/attachment.png'],
    ['DELETE', '/db/leagues/'],
    ['POST', '/db/leagues/_compact'],
  ])('%s %s is not served, even to an admin', async (method, path) => {
    const response = await api(s.t.url, path, {
      method,
      cookie: s.world.cookies.admin,
      body: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect([403, 404, 405]).toContain(response.status);
  });
});
