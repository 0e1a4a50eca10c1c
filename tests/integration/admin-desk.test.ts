import { describe, expect, it } from 'vitest';
import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { createLeague, matchDoc } from '../../sync-server/seed/factories.ts';
import { getOrNull } from '../../sync-server/storage/pouch.ts';
import { AUDIT_DB } from '../../sync-server/storage/storage.ts';
import { readTeamIndex } from '../../sync-server/teams/team-index.ts';
import { api, login } from '../support/clients.ts';
import { PASSWORD, useWorld } from '../support/world.ts';

const now = () => new Date().toISOString();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe("the admin's desk: every admin write is checked, audited, and refused to anyone else", () => {
  const s = useWorld();

  const write = (db: string, cookie: string | null, docs: unknown[]) =>
    api(s.t.url, `/db/${db}/_bulk_docs`, { cookie, body: { docs } });
  const dbExists = async (name: string) => {
    try {
      await s.t.storage.db(name).info();
      return true;
    } catch {
      return false;
    }
  };
  const nonAdmins = () =>
    Object.entries(s.world.cookies).filter(([who]) => who !== 'admin') as [string, string | null][];
  const audits = async () => {
    const { rows } = await s.t.storage
      .db(AUDIT_DB)
      .allDocs({ startkey: 'audit:', endkey: 'audit:\uffff', include_docs: true });
    return rows.map((row) => row.doc as Record<string, unknown>);
  };
  const leagueDoc = (id: string, overrides: Record<string, unknown> = {}) => ({
    _id: docId('league', id),
    type: 'league',
    name: `League ${id.slice(0, 4)}`,
    season: '2026-2027',
    city: 'New York',
    startDate: '2026-09-01',
    endDate: '2027-05-31',
    price: 950.5,
    createdAt: now(),
    ...overrides,
  });

  it('an admin creates a league: its database exists and the change is audited with before and after', async () => {
    const id = newId();
    const created = await write('leagues', s.world.cookies.admin, [leagueDoc(id)]);
    expect(created.body[0]).toMatchObject({ ok: true });
    expect(await dbExists(leagueDbName(id))).toBe(true);
    const entry = (await audits()).find((a) => a.target === `leagues/league:${id}`);
    expect(entry).toMatchObject({
      action: 'league.created',
      actor: s.world.adminId,
      actorEmail: 'admin@test.nyc',
      before: null,
      after: expect.objectContaining({ name: `League ${id.slice(0, 4)}`, price: 950.5 }),
    });
    const stored = await s.t.storage.db('leagues').get(docId('league', id));
    const renamed = await write('leagues', s.world.cookies.admin, [{ ...stored, name: 'Renamed' }]);
    expect(renamed.body[0]).toMatchObject({ ok: true });
    const update = (await audits()).find(
      (a) => a.action === 'league.updated' && a.target === `leagues/league:${id}`,
    );
    expect(update?.before).toMatchObject({ name: `League ${id.slice(0, 4)}` });
    expect(update?.after).toMatchObject({ name: 'Renamed' });
  });

  it('a request that writes several documents is one audit entry listing each change, refused ones left out', async () => {
    const ids = [newId(), newId(), newId()];
    const answer = await write('leagues', s.world.cookies.admin, [
      leagueDoc(ids[0]!),
      leagueDoc(ids[1]!),
      leagueDoc(ids[2]!, { price: -5 }),
    ]);
    expect(answer.body.map((row: { ok?: boolean; error?: string }) => row.ok ?? row.error)).toEqual([
      true,
      true,
      'forbidden',
    ]);
    const entry = (await audits()).find((a) => String(a.detail).startsWith('2 leagues created'));
    expect(entry).toMatchObject({
      action: 'league.created',
      target: 'leagues',
      detail: '2 leagues created in leagues',
      actor: s.world.adminId,
      before: null,
      after: null,
    });
    const changes = entry!.changes as { target: string; before: unknown; after: { name: string } }[];
    expect(changes.map((c) => c.target)).toEqual(ids.slice(0, 2).map((id) => `leagues/league:${id}`));
    expect(changes.every((c) => c.before === null && c.after.name.startsWith('League '))).toBe(true);
  });

  it('nobody but an admin may write a league, a match or a video, or touch the audit trail', async () => {
    const id = newId();
    const match = matchDoc({
      leagueId: s.world.leagueId,
      homeTeamId: s.world.teamA,
      awayTeamId: s.world.teamB,
      date: inDays(3),
    });
    const video = {
      _id: docId('video', newId()),
      type: 'video',
      leagueId: s.world.leagueId,
      matchId: newId(),
      teamId: s.world.teamA,
      url: 'https://youtu.be/dQw4w9WgXcQ',
      title: 'Goal of the week',
      createdAt: now(),
    };
    for (const [who, cookie] of nonAdmins()) {
      const answers = [
        await write('leagues', cookie, [leagueDoc(id)]),
        await write(leagueDbName(s.world.leagueId), cookie, [match]),
        await write(leagueDbName(s.world.leagueId), cookie, [video]),
      ];
      for (const answer of answers) {
        if (cookie === null) expect(answer.status, who).toBe(401);
        else expect(answer.status === 403 || answer.body[0]?.error === 'forbidden', who).toBe(true);
      }
    }
    expect(await getOrNull(s.t.storage.db(leagueDbName(s.world.leagueId)), video._id)).toBeNull();
    expect(await getOrNull(s.t.storage.db(leagueDbName(s.world.leagueId)), match._id)).toBeNull();
    expect(await getOrNull(s.t.storage.db('leagues'), docId('league', id))).toBeNull();
    const forged = await write('admin', s.world.cookies.admin, [
      {
        _id: 'audit:2026-01-01T00:00:00.000Z:x',
        type: 'audit',
        action: 'x',
        actor: 'x',
        target: 'x',
        detail: 'x',
        at: now(),
      },
    ]);
    expect(forged.body[0]).toMatchObject({
      error: 'forbidden',
      reason: 'Only the server writes audit documents',
    });
  });

  it('the admin routes refuse everyone but an admin, and never act on an admin account', async () => {
    const captain = (await readTeamIndex(s.t.storage, s.world.teamA))!.accountId!;
    const routes = [
      `/api/admin/accounts/${s.world.referee1}/deactivate`,
      `/api/admin/accounts/${s.world.referee1}/reactivate`,
      `/api/admin/accounts/${captain}/one-time-password`,
      `/api/admin/teams/${s.world.teamA}/withdraw`,
    ];
    for (const [who, cookie] of nonAdmins()) {
      for (const route of routes) {
        const answer = await api(s.t.url, route, { cookie, body: { reason: 'attack' } });
        expect(answer.status, `${who} ${route}`).toBe(cookie === null ? 401 : 403);
      }
    }
    expect((await api(s.t.url, '/api/me', { cookie: s.world.cookies.referee1 })).status).toBe(200);
    expect((await readTeamIndex(s.t.storage, s.world.teamA))!.status).toBe('active');
    const unknown = await api(s.t.url, '/api/admin/accounts/nobody/deactivate', {
      cookie: s.world.cookies.admin,
      body: {},
    });
    expect(unknown.status).toBe(404);
    const malformed = await api(s.t.url, '/api/admin/accounts/%00/deactivate', {
      cookie: s.world.cookies.admin,
      body: {},
    });
    expect(malformed.status).toBe(404);
  });

  it('a league with teams or results is not deleted, and says why; an empty one is', async () => {
    const stored = await s.t.storage.db('leagues').get(docId('league', s.world.leagueId));
    const refused = await write('leagues', s.world.cookies.admin, [{ ...stored, _deleted: true }]);
    expect(refused.body[0]).toMatchObject({
      error: 'forbidden',
      reason: expect.stringMatching(/^This league cannot be deleted: it has 2 teams and 0 results/),
    });
    const shrunk = await write('leagues', s.world.cookies.admin, [{ ...stored, maxTeams: 1 }]);
    expect(shrunk.body[0]).toMatchObject({
      reason: 'Max teams cannot be below the 2 teams already in this league',
    });
    const empty = await createLeague(s.t.storage, { name: 'Empty Division' });
    const emptyDoc = await s.t.storage.db('leagues').get(docId('league', empty));
    const deleted = await write('leagues', s.world.cookies.admin, [{ ...emptyDoc, _deleted: 1 }]);
    expect(deleted.body[0]).toMatchObject({ ok: true });
    expect((await audits()).some((a) => a.action === 'league.deleted' && a.after === null)).toBe(true);
  });

  it('a result recorded by hand needs both scores and a reason; the referee must be an active referee', async () => {
    const db = leagueDbName(s.world.leagueId);
    const base = matchDoc({
      leagueId: s.world.leagueId,
      homeTeamId: s.world.teamA,
      awayTeamId: s.world.teamB,
      date: inDays(-1),
    });
    const noReason = await write(db, s.world.cookies.admin, [
      { ...base, status: 'completed', score: { home: 3, away: 0 } },
    ]);
    expect(noReason.body[0]).toMatchObject({
      reason: 'Give a reason for recording this result (for example a forfeit)',
    });
    const noScore = await write(db, s.world.cookies.admin, [
      { ...base, status: 'completed', resultNote: 'Forfeit' },
    ]);
    expect(noScore.body[0]).toMatchObject({ reason: 'A completed match needs both scores' });
    const forfeit = await write(db, s.world.cookies.admin, [
      { ...base, status: 'completed', score: { home: 3, away: 0 }, resultNote: '  Bushwick forfeited  ' },
    ]);
    expect(forfeit.body[0]).toMatchObject({ ok: true });
    expect((await s.t.storage.db(db).get(base._id)).resultNote).toBe('Bushwick forfeited');
    const unknownRef = await write(db, s.world.cookies.admin, [
      { ...base, _id: docId('match', newId()), refereeId: s.world.teamA },
    ]);
    expect(unknownRef.body[0]).toMatchObject({ reason: 'No referee has this account' });
  });

  it('a deactivated referee cannot sign in or be assigned, and their reports stay', async () => {
    const deactivate = (cookie: string | null) =>
      api(s.t.url, `/api/admin/accounts/${s.world.referee2}/deactivate`, { cookie, body: {} });
    for (const [who, cookie] of nonAdmins()) {
      expect((await deactivate(cookie)).status, who).toBe(cookie === null ? 401 : 403);
    }
    // Issue #35: two matches not kicked off lose the referee; the played and the overdue keep them.
    const league = s.t.storage.db(leagueDbName(s.world.leagueId));
    const fixture = (days: number, status = 'scheduled') =>
      matchDoc({
        leagueId: s.world.leagueId,
        homeTeamId: s.world.teamA,
        awayTeamId: s.world.teamB,
        date: inDays(days),
        refereeId: s.world.referee2,
        ...(status === 'completed' ? { status: 'completed', score: { home: 1, away: 0 } } : {}),
      });
    const [soon, later, played, overdue] = [fixture(2), fixture(20), fixture(-7, 'completed'), fixture(-1)];
    await league.bulkDocs([soon, later, played, overdue]);
    const answer = await deactivate(s.world.cookies.admin);
    expect(answer).toMatchObject({ status: 200, body: { ok: true, unassigned: 2 } });
    const refereeOf = async (id: string) => (await league.get(id)).refereeId;
    expect(await refereeOf(soon._id)).toBeNull();
    expect(await refereeOf(later._id)).toBeNull();
    expect(await refereeOf(played._id)).toBe(s.world.referee2);
    expect(await refereeOf(overdue._id)).toBe(s.world.referee2);
    const notes = await s.t.storage.db('admin').allDocs({
      keys: [soon._id, later._id].map((id) => `unassignment:${id.slice(6)}`),
      include_docs: true,
    });
    expect(notes.rows.map((row) => (row as { doc?: Record<string, unknown> }).doc)).toEqual([
      expect.objectContaining({
        type: 'unassignment',
        refereeId: s.world.referee2,
        leagueId: s.world.leagueId,
      }),
      expect.objectContaining({
        type: 'unassignment',
        refereeId: s.world.referee2,
        leagueId: s.world.leagueId,
      }),
    ]);
    const trail = await audits();
    expect(
      trail
        .filter((a) => a.action === 'match.unassigned')
        .map((a) => a.target)
        .sort(),
    ).toEqual([soon._id, later._id].map((id) => `${leagueDbName(s.world.leagueId)}/${id}`).sort());
    const mails = await s.t.storage
      .db('admin')
      .allDocs({ startkey: 'mail:unassigned-', endkey: 'mail:unassigned-\uffff', include_docs: true });
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]!.doc).toMatchObject({
      kind: 'unassigned',
      to: 'r2@test.nyc',
      subject: '2 matches are no longer assigned to you',
    });
    // Asked again, nothing is left to take.
    expect((await deactivate(s.world.cookies.admin)).body).toMatchObject({ unassigned: 0 });
    const me = await api(s.t.url, '/api/me', { cookie: s.world.cookies.referee2 });
    expect(me.status).toBe(401);
    const again = await api(s.t.url, '/api/login', { body: { email: 'r2@test.nyc', password: PASSWORD } });
    expect(again.body).toMatchObject({
      error: 'deactivated',
      message: 'This account has been deactivated. Contact your league.',
    });
    const match = matchDoc({
      leagueId: s.world.leagueId,
      homeTeamId: s.world.teamA,
      awayTeamId: s.world.teamB,
      date: inDays(2),
      refereeId: s.world.referee2,
    });
    const assigned = await write(leagueDbName(s.world.leagueId), s.world.cookies.admin, [match]);
    expect(assigned.body[0]).toMatchObject({ reason: 'This referee account is deactivated' });
    expect((await s.t.storage.db('admin').get(docId('user', s.world.referee2))).deactivatedAt).toEqual(
      expect.any(String),
    );
    expect(await dbExists(`referee-${s.world.referee2}`)).toBe(true);
  });

  it('an imported season arrives in one request, and the server refuses each bad row on its own', async () => {
    const db = leagueDbName(s.world.leagueId);
    const other = await createLeague(s.t.storage, { name: 'Other Division' });
    const row = (home: string, away: string, day: number) =>
      matchDoc({ leagueId: s.world.leagueId, homeTeamId: home, awayTeamId: away, date: inDays(day) });
    const rows = [
      row(s.world.teamA, s.world.teamB, 10),
      row(s.world.teamB, s.world.teamA, 17),
      row(s.world.teamA, s.world.teamA, 24),
      row(s.world.teamA, newId(), 31),
      { ...row(s.world.teamB, s.world.teamA, 38), leagueId: other },
    ];
    const answer = await write(db, s.world.cookies.admin, rows);
    expect(answer.status).toBe(201);
    const byId = new Map(
      (answer.body as { id: string; ok?: boolean; reason?: string }[]).map((r) => [r.id, r]),
    );
    expect(byId.get(rows[0]!._id)).toMatchObject({ ok: true });
    expect(byId.get(rows[1]!._id)).toMatchObject({ ok: true });
    expect(byId.get(rows[2]!._id)).toMatchObject({
      error: 'forbidden',
      reason: 'Home and away must differ',
    });
    expect(byId.get(rows[3]!._id)).toMatchObject({
      reason: 'The away team does not play in this league',
    });
    expect(byId.get(rows[4]!._id)).toMatchObject({ reason: 'This belongs to another league' });
    for (const refused of rows.slice(2)) expect(await getOrNull(s.t.storage.db(db), refused._id)).toBeNull();
  });

  it('a one-time password works once issued, signs the captain out everywhere, and is never audited', async () => {
    const url = (id: string) => `/api/admin/accounts/${id}/one-time-password`;
    expect(
      (await api(s.t.url, url(s.world.teamA), { cookie: s.world.cookies.captainA, body: {} })).status,
    ).toBe(403);
    const captain = (await readTeamIndex(s.t.storage, s.world.teamA))!.accountId!;
    expect(
      (await api(s.t.url, url(s.world.adminId), { cookie: s.world.cookies.admin, body: {} })).status,
    ).toBe(403);
    const issued = await api(s.t.url, url(captain), { cookie: s.world.cookies.admin, body: {} });
    expect(issued.body.password).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect((await api(s.t.url, '/api/me', { cookie: s.world.cookies.captainA })).status).toBe(401);
    s.world.cookies.captainA = await login(s.t.url, 'a@test.nyc', issued.body.password);
    const trail = JSON.stringify(await audits());
    expect(trail).toContain('account.password_issued');
    expect(trail).not.toContain(issued.body.password);
  });

  it('withdrawing a team frees its place, removes it from the public league and cancels its fixtures', async () => {
    const leagueDb = s.t.storage.db(leagueDbName(s.world.leagueId));
    const fixture = matchDoc({
      leagueId: s.world.leagueId,
      homeTeamId: s.world.teamB,
      awayTeamId: s.world.teamA,
      date: inDays(5),
    });
    await leagueDb.put(fixture);
    const url = `/api/admin/teams/${s.world.teamB}/withdraw`;
    expect(
      (await api(s.t.url, url, { cookie: s.world.cookies.captainB, body: { reason: 'x' } })).status,
    ).toBe(403);
    expect((await api(s.t.url, url, { cookie: s.world.cookies.admin, body: {} })).status).toBe(400);
    const scheduled = async () =>
      (
        await leagueDb.allDocs({ include_docs: true, startkey: 'match:', endkey: 'match:\uffff' })
      ).rows.filter(
        (r) => r.doc?.status === 'scheduled' && [r.doc.homeTeamId, r.doc.awayTeamId].includes(s.world.teamB),
      ).length;
    const before = await scheduled();
    // Its captain reads the league's free agents until the moment it leaves (#35, item 4).
    await s.t.storage.create(`pool-${s.world.leagueId}`);
    const pool = `/db/pool-${s.world.leagueId}/`;
    expect((await api(s.t.url, pool, { cookie: s.world.cookies.captainB })).status).toBe(200);
    const withdrawn = await api(s.t.url, url, {
      cookie: s.world.cookies.admin,
      body: { reason: 'Folded mid-season' },
    });
    expect(withdrawn.body).toEqual({ name: 'Bushwick Blues', cancelled: before });
    expect(await scheduled()).toBe(0);
    expect((await leagueDb.get(fixture._id)).status).toBe('cancelled');
    expect(await getOrNull(leagueDb, docId('teamPublic', s.world.teamB))).toBeNull();
    expect(
      (await s.t.storage.db(teamDbName(s.world.teamB)).get(docId('team', s.world.teamB))).withdrawnAt,
    ).toEqual(expect.any(String));
    // At once, not when a cached session runs out; the session says why, so the phone stops asking.
    expect((await api(s.t.url, pool, { cookie: s.world.cookies.captainB })).status).toBe(403);
    const me = await api(s.t.url, '/api/me', { cookie: s.world.cookies.captainB });
    expect(me.body.user.team).toMatchObject({ name: 'Bushwick Blues', withdrawn: true });
    const again = await api(s.t.url, url, { cookie: s.world.cookies.admin, body: { reason: 'again' } });
    expect(again.status).toBe(409);
    // It can no longer be scheduled.
    const rescheduled = await write(leagueDbName(s.world.leagueId), s.world.cookies.admin, [
      matchDoc({
        leagueId: s.world.leagueId,
        homeTeamId: s.world.teamA,
        awayTeamId: s.world.teamB,
        date: inDays(9),
      }),
    ]);
    expect(rescheduled.body[0]).toMatchObject({
      reason: 'The away team does not play in this league',
    });
  });
});
