import { describe, expect, it } from 'vitest';
import { docId, leagueDbName, refereeDbName, teamDbName } from '../../src/domain/databases.ts';
import { findAccountByEmail } from '../../sync-server/auth/accounts.ts';
import { issueLink, linkOf } from '../../sync-server/availability/links.ts';
import { PLAYER_LINK_HEADER } from '../../sync-server/availability/routes.ts';
import { createLeague, createMatches, createTeam, matchDoc } from '../../sync-server/seed/factories.ts';
import { getOrNull } from '../../sync-server/storage/pouch.ts';
import { AUDIT_DB } from '../../sync-server/storage/storage.ts';
import { readTeamIndex } from '../../sync-server/teams/team-index.ts';
import { api, login, waitFor } from '../support/clients.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import { PASSWORD, signUpThirdTeam, useWorld } from '../support/world.ts';

// ADR 055: a league's next season, its returning teams carried over with captain and roster.

const DAY = 86_400_000;
const body = (teamIds: string[], overrides: Record<string, unknown> = {}) => ({
  season: '2027-2028',
  startDate: '2027-09-05',
  endDate: '2028-05-28',
  teamIds,
  ...overrides,
});

describe.each(STORAGE_MODES)("a league's next season (%s)", (mode) => {
  const s = useWorld(() => startInMode(mode));
  const url = () => `/api/admin/leagues/${s.world.leagueId}/next-season`;
  const ask = (cookie: string | null, payload: unknown, path = url()) =>
    api(s.t.url, path, { cookie, body: payload });
  const plan = () => getOrNull(s.t.storage.internal, `nextSeason:${s.world.leagueId}`);
  const listedLeagues = async () => {
    const { rows } = await s.t.storage
      .db('leagues')
      .allDocs({ startkey: 'league:', endkey: 'league:\uffff', include_docs: true });
    return rows.map((row) => row.doc as Record<string, unknown>);
  };

  it('is refused to anyone but an admin, with nothing written', async () => {
    for (const who of ['anonymous', 'player', 'captainA', 'referee1'] as const) {
      const answer = await ask(s.world.cookies[who], body([s.world.teamA]));
      expect(answer.status, who).toBe(who === 'anonymous' ? 401 : 403);
    }
    expect(await plan()).toBeNull();
  });

  it('refuses a malformed request with a clear message, and an unknown league', async () => {
    const admin = s.world.cookies.admin;
    const bad = [
      body([], { season: '' }),
      body([], { season: 'x'.repeat(21) }),
      body([], { endDate: '2027-01-01' }),
      body([], { startDate: 'next fall' }),
      body([s.world.teamA, s.world.teamA]),
      body([], { extra: true }),
      { ...body([]), teamIds: 'all' },
      JSON.parse('{"__proto__": {"season": "x"}}'),
    ];
    for (const payload of bad) {
      const answer = await ask(admin, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await ask(admin, body([]), '/api/admin/leagues/nope/next-season')).status).toBe(404);
    expect((await ask(admin, body([]), '/api/admin/leagues/..%2F_all_dbs/next-season')).status).toBe(404);
    expect(await plan()).toBeNull();
  });

  it("refuses another league's team, and a season with matches still to play", async () => {
    const admin = s.world.cookies.admin;
    const elsewhere = await createLeague(s.t.storage, { name: 'Elsewhere' });
    const stranger = await createTeam(s.t.storage, { leagueId: elsewhere, name: 'Strangers' });
    const refused = await ask(admin, body([s.world.teamA, stranger]));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Only teams that play in this league now can carry over.');
    const match = matchDoc({
      leagueId: s.world.leagueId,
      homeTeamId: s.world.teamA,
      awayTeamId: s.world.teamB,
      date: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    await createMatches(s.t.storage, s.world.leagueId, [match]);
    const early = await ask(admin, body([s.world.teamA]));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('1 match of this season is still to play. Record or cancel it first.');
    expect(await plan()).toBeNull();
    // The league records it: the season is over.
    const leagueDb = s.t.storage.db(leagueDbName(s.world.leagueId));
    const stored = await leagueDb.get(match._id);
    await leagueDb.put({ ...stored, status: 'completed', score: { home: 2, away: 1 } });
  });

  it('starts the season: same rules, returning teams with captain and roster, the old season kept', async () => {
    const { storage } = s.t;
    const admin = s.world.cookies.admin;
    const token = await issueLink(storage, s.world.teamA, s.world.playerA1);
    // The team's colours (ADR 073) come with it.
    const teamDb = storage.db(teamDbName(s.world.teamA));
    await teamDb.put({
      ...(await teamDb.get(docId('team', s.world.teamA))),
      kit: { shirt: 'green', second: null },
    });
    const oldTable = await storage
      .db(leagueDbName(s.world.leagueId))
      .allDocs({ startkey: 'teamPublic:', endkey: 'teamPublic:\uffff' });
    const started = await ask(admin, body([s.world.teamA]));
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ season: '2027-2028', teams: 1 });
    const next = started.body.leagueId as string;
    const old = (await listedLeagues()).find((l) => l._id === docId('league', s.world.leagueId))!;
    const league = (await listedLeagues()).find((l) => l._id === docId('league', next))!;
    expect(league).toMatchObject({
      name: old.name,
      points: old.points,
      discipline: old.discipline,
      season: '2027-2028',
      startDate: '2027-09-05',
      endDate: '2028-05-28',
      previousLeagueId: s.world.leagueId,
      rosterDeadline: null,
    });
    expect(await getOrNull(storage.db('leagues'), docId('leagueStats', next))).toMatchObject({
      teamCount: 1,
    });

    // Captain A's account now runs the new team: its name, roster (same player ids) and link.
    const account = (await findAccountByEmail(storage.internal, 'a@test.nyc'))!;
    expect(account.teamId).not.toBe(s.world.teamA);
    const newTeam = account.teamId!;
    expect(await readTeamIndex(storage, newTeam)).toMatchObject({
      leagueId: next,
      status: 'active',
      accountId: account.id,
    });
    const record = await storage.db(teamDbName(newTeam)).get(docId('team', newTeam));
    expect(record).toMatchObject({
      name: 'Astoria Athletic',
      leagueId: next,
      paid: false,
      kit: { shirt: 'green', second: null },
    });
    const player = await storage.db(teamDbName(newTeam)).get(docId('player', s.world.playerA1));
    expect(player).toMatchObject({ teamId: newTeam, firstName: 'Luis', jerseyNumber: 9 });
    expect(await linkOf(storage, token)).toEqual({ teamId: newTeam, playerId: s.world.playerA1 });
    const view = await api(s.t.url, '/api/availability', { headers: { [PLAYER_LINK_HEADER]: token } });
    expect(view.status).toBe(200);
    expect(JSON.stringify(view.body)).toContain('Astoria Athletic');
    const publicRow = await getOrNull(storage.db(leagueDbName(next)), docId('teamPublic', newTeam));
    expect(publicRow).toMatchObject({
      name: 'Astoria Athletic',
      rosterCount: 1,
      kit: { shirt: 'green', second: null },
    });

    // The old season is the record: its teams and table stay as they were.
    const oldAfter = await storage
      .db(leagueDbName(s.world.leagueId))
      .allDocs({ startkey: 'teamPublic:', endkey: 'teamPublic:\uffff' });
    expect(oldAfter.rows.map((r) => r.id)).toEqual(oldTable.rows.map((r) => r.id));

    // A fresh sign-in reaches the new team's database and no longer the old one's.
    const cookie = await login(s.t.url, 'a@test.nyc', PASSWORD);
    const me = await api(s.t.url, '/api/me', { cookie });
    expect(me.body.user).toMatchObject({ teamId: newTeam, team: { leagueId: next } });
    expect((await api(s.t.url, `/db/${teamDbName(newTeam)}`, { cookie })).status).toBe(200);
    expect((await api(s.t.url, `/db/${teamDbName(s.world.teamA)}`, { cookie })).status).toBe(403);
    // The captain's earlier session follows at once too.
    expect(
      (await api(s.t.url, `/db/${teamDbName(s.world.teamA)}`, { cookie: s.world.cookies.captainA })).status,
    ).toBe(403);

    // The season's referees work the next one: their own database says so (the profile follower).
    for (const referee of [s.world.referee1, s.world.referee2]) {
      await waitFor(async () => {
        const profile = await getOrNull(storage.db(refereeDbName(referee)), docId('refereeProfile', referee));
        return (profile?.assignedLeagues as string[] | undefined)?.includes(next) ? profile : null;
      }, "the referee's profile naming the new season");
    }

    // The captain hears of it, in the language they signed up in (once: see the next test).
    const mail = await getOrNull(storage.db('admin'), `mail:next-season-${newTeam}`);
    expect(mail).toMatchObject({
      kind: 'nextSeason',
      to: 'a@test.nyc',
      subject: 'Astoria Athletic is in Test Division, 2027-2028',
      teamId: newTeam,
    });
    expect(mail?.text).toContain('Your roster came with it');

    const { rows } = await storage
      .db(AUDIT_DB)
      .allDocs({ startkey: 'audit:', endkey: 'audit:\uffff', include_docs: true });
    expect(rows.map((r) => r.doc)).toContainEqual(
      expect.objectContaining({ action: 'league.next_season', target: `league-${next}` }),
    );
  });

  it('starts it once when asked three times at once, each request answered', async () => {
    const { storage } = s.t;
    const other = await createLeague(storage, { name: 'Twice League' });
    const path = `/api/admin/leagues/${other}/next-season`;
    const answers = await Promise.all([1, 2, 3].map(() => ask(s.world.cookies.admin, body([]), path)));
    // Whether they overlap is the machine's affair: none fails, and one league is made.
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused).toMatchObject({
        status: 409,
        body: { message: expect.stringContaining('another request') },
      });
    }
    const { rows } = await storage.db('leagues').allDocs({ include_docs: true });
    expect(rows.filter((row) => row.doc?.previousLeagueId === other)).toHaveLength(1);
  });

  it('finishes a request cut short, and carries over a team that confirms late if there is room', async () => {
    const { storage } = s.t;
    const admin = s.world.cookies.admin;
    // As if the server stopped before its last step: the plan is still running.
    const stored = (await plan())!;
    const nextId = String(stored.newLeagueId);
    const running = { ...stored, status: 'running', leaseUntil: new Date(Date.now() + 60_000).toISOString() };
    const { rev } = await storage.internal.put(running);
    // While its request is at work on it, another one waits.
    const busy = await ask(admin, body([]));
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(
      'The next season is being started by another request: try again in a moment.',
    );
    // Cut short: its lease has run out.
    await storage.internal.put({
      ...running,
      _rev: rev,
      leaseUntil: new Date(Date.now() - 1000).toISOString(),
    });
    const before = await listedLeagues();
    const finished = await ask(admin, body([]));
    expect(finished.status).toBe(200);
    expect(finished.body.leagueId).toBe(nextId);
    expect((await listedLeagues()).length).toBe(before.length);
    const publicTeams = () =>
      storage.db(leagueDbName(nextId)).allDocs({ startkey: 'teamPublic:', endkey: 'teamPublic:\uffff' });
    expect((await publicTeams()).rows).toHaveLength(1);
    // Asked again for a team already there: nothing new.
    const again = await ask(admin, body([s.world.teamA]));
    expect(again.body).toMatchObject({ leagueId: nextId, teams: 0 });

    // Two more teams confirm, but the new season has one place left: refused, nothing taken.
    const late = await signUpThirdTeam(s.t, s.world.leagueId);
    const leagues = storage.db('leagues');
    const nextLeague = await leagues.get(docId('league', nextId));
    await leagues.put({ ...nextLeague, maxTeams: 2 });
    const full = await ask(admin, body([s.world.teamB, late.teamId]));
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('This league is full');
    expect(await plan()).toMatchObject({ status: 'done', teams: [expect.anything()] });
    const { rows: seats } = await storage.internal.allDocs({
      startkey: `seat:${nextId}:`,
      endkey: `seat:${nextId}:\uffff`,
    });
    expect(seats).toHaveLength(1);
    expect((await findAccountByEmail(storage.internal, 'b@test.nyc'))!.teamId).toBe(s.world.teamB);

    // The admin takes a referee off the new season: a later carry-over leaves them off.
    const adminDb = storage.db('admin');
    const ref2 = await adminDb.get(docId('user', s.world.referee2));
    const data = ref2.refereeData as { assignedLeagues: string[] };
    const kept = data.assignedLeagues.filter((id) => id !== nextId);
    await adminDb.put({ ...ref2, refereeData: { ...data, assignedLeagues: kept } });
    const one = await ask(admin, body([s.world.teamB]));
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ leagueId: nextId, teams: 1 });
    const after = await adminDb.get(docId('user', s.world.referee2));
    expect((after.refereeData as { assignedLeagues: string[] }).assignedLeagues).toEqual(kept);
    const { rows: audits } = await storage
      .db(AUDIT_DB)
      .allDocs({ startkey: 'audit:', endkey: 'audit:\uffff', include_docs: true });
    const carried = audits.map((r) => r.doc).filter((d) => d?.target === `league-${nextId}`);
    // The season's start and this carry-over; asking for a carried team again left no entry.
    expect(carried.map((d) => d?.action)).toEqual(['league.next_season', 'league.teams_carried_over']);
    expect((await publicTeams()).rows).toHaveLength(2);
    const account = (await findAccountByEmail(storage.internal, 'b@test.nyc'))!;
    expect(await readTeamIndex(storage, account.teamId!)).toMatchObject({
      leagueId: nextId,
      status: 'active',
    });
    const { rows: mails } = await storage
      .db('admin')
      .allDocs({ startkey: 'mail:next-season-', endkey: 'mail:next-season-\uffff' });
    expect(mails).toHaveLength(2);
  });

  it('takes no team into a season that is over, and nothing is written', async () => {
    const { storage } = s.t;
    const past = await createLeague(storage, {
      name: 'Spring League',
      season: 'Spring 2026',
      startDate: '2026-03-01',
      endDate: '2026-06-14',
    });
    const answer = await api(s.t.url, '/api/signup', {
      body: {
        kind: 'team',
        teamName: 'Latecomers',
        leagueId: past,
        captainName: 'Lee',
        captainPhone: '(212) 555-0142',
        email: 'late@test.nyc',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('This league’s season is over: choose another league');
    expect(await findAccountByEmail(storage.internal, 'late@test.nyc')).toBeNull();
  });
});
