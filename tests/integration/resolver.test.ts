import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, leagueDbName, refereeDbName, stripMeta } from '../../src/domain/databases.ts';
import { MSG } from '../../src/domain/messages.ts';
import { deriveStandings } from '../../src/domain/standings.ts';
import { tIn } from '../../src/i18n/core.ts';
import { findAccountByEmail } from '../../sync-server/auth/accounts.ts';
import { createUpdates } from '../../sync-server/live/updates.ts';
import { mirrorRefereeProfile } from '../../sync-server/resolver/referee-profile.ts';
import { createResolver } from '../../sync-server/resolver/resolver.ts';
import { seedDemo } from '../../sync-server/seed/demo.ts';
import { createReferee, matchDoc } from '../../sync-server/seed/factories.ts';
import { api, localDb, login, PouchDB, remoteDb, stopLive, waitFor } from '../support/clients.ts';
import { kickedOff, matchSides, removeResolverCheckpoint, validReport } from '../support/reports.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';

const PASSWORD = 'demo-password';
const silent = { info() {}, error() {}, warn() {} };

describe('the resolver turns referee reports into results', () => {
  let t: TTestServer;
  let leagueId: string;
  let refereeId: string;
  let refereeCookie: string;
  let scheduled: string[];

  beforeAll(async () => {
    t = await startTestServer();
    await seedDemo(t.storage, { password: PASSWORD });
    refereeId = (await findAccountByEmail(t.storage.internal, 'referee@pitchside.demo'))!.id;
    refereeCookie = await login(t.url, 'referee@pitchside.demo', PASSWORD);
    const { rows } = await t.storage
      .db('leagues')
      .allDocs({ startkey: 'league:', endkey: 'league:\uffff', include_docs: true });
    leagueId = rows.find((r) => r.doc!.name === 'First Division')!.id.slice('league:'.length);
    const matches = await t.storage
      .db(leagueDbName(leagueId))
      .allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
    scheduled = matches.rows
      .map((r) => r.doc!)
      .filter((m) => m.status === 'scheduled' && m.refereeId === refereeId)
      .sort((a, b) => String(a.date).localeCompare(String(b.date)))
      .map((m) => m._id.slice('match:'.length));
    await kickedOff(t.storage, leagueId, scheduled);
  });
  afterAll(async () => t?.close());

  const standingsOnServer = async () => {
    const docs = (await t.storage.db(leagueDbName(leagueId)).allDocs({ include_docs: true })).rows.map(
      (r) => r.doc!,
    );
    const teams = docs
      .filter((d) => d.type === 'teamPublic')
      .map((d) => ({ id: String(d.teamId), name: String(d.name) }));
    const results = docs
      .filter((d) => d.type === 'match' && d.status === 'completed')
      .map((m) => ({
        homeTeamId: String(m.homeTeamId),
        awayTeamId: String(m.awayTeamId),
        homeGoals: (m.score as { home: number }).home,
        awayGoals: (m.score as { away: number }).away,
        date: String(m.date),
      }));
    return deriveStandings({ teams, results });
  };

  it('a report filed offline reaches the server, and a second, public client sees the match completed', async () => {
    const matchId = scheduled[0]!;
    const sides = await matchSides(t.storage, leagueId, matchId);
    const fan = localDb();
    const live = PouchDB.replicate(remoteDb(t.url, leagueDbName(leagueId)), fan, { live: true, retry: true });
    try {
      await waitFor(async () => (await fan.info()).doc_count > 50, 'the fan pull');
      const before = await standingsOnServer();
      // The referee's phone has no signal: the report sits in its local database.
      const phone = localDb();
      await phone.put(validReport(sides, refereeId, { home: 2, away: 1 }));
      expect((await t.storage.db(leagueDbName(leagueId)).get(docId('match', matchId))).status).toBe(
        'scheduled',
      );
      // Signal again.
      await PouchDB.replicate(phone, remoteDb(t.url, refereeDbName(refereeId), refereeCookie));
      const seen = await waitFor(async () => {
        const m = await fan.get(docId('match', matchId));
        return m.status === 'completed' ? m : null;
      }, 'the completed match on the fan');
      expect(seen).toMatchObject({ score: { home: 2, away: 1 }, refereeReportId: docId('report', matchId) });
      expect((seen.events as { attendance: { home: string[] } }).attendance.home).toEqual(
        sides.home.slice(0, -1),
      );
      const after = await standingsOnServer();
      const home = (rows: typeof before) => rows.find((r) => r.teamId === sides.homeTeamId)!;
      expect(home(after).points).toBe(home(before).points + 3);
      expect(home(after).matchesPlayed).toBe(home(before).matchesPlayed + 1);
      await PouchDB.replicate(remoteDb(t.url, refereeDbName(refereeId), refereeCookie), phone);
      expect(await phone.get(docId('resolution', matchId))).toMatchObject({
        status: 'accepted',
        reasons: [],
      });
    } finally {
      await stopLive(live);
    }
  });

  it('processing the same report again writes nothing; a correction replaces the result', async () => {
    const matchId = scheduled[0]!;
    const league = t.storage.db(leagueDbName(leagueId));
    const revBefore = (await league.get(docId('match', matchId)))._rev;
    // A replay from the start (a restart with no checkpoint) changes nothing.
    await removeResolverCheckpoint(t.storage, refereeDbName(refereeId));
    const replay = createResolver(t.storage, createUpdates(t.storage, silent), silent);
    await replay.start();
    await replay.settle();
    await replay.stop();
    expect((await league.get(docId('match', matchId)))._rev).toBe(revBefore);

    const sides = await matchSides(t.storage, leagueId, matchId);
    const referee = t.storage.db(refereeDbName(refereeId));
    const current = await referee.get(docId('report', matchId));
    await referee.put({ ...validReport(sides, refereeId, { home: 0, away: 0 }), _rev: current._rev });
    const corrected = await waitFor(async () => {
      const m = await league.get(docId('match', matchId));
      return (m.score as { home: number }).home === 0 ? m : null;
    }, 'the corrected result');
    expect(corrected.score).toEqual({ home: 0, away: 0 });
    expect((corrected.events as { goals: unknown[] }).goals).toEqual([]);
  });

  it('rejects a report whose goals do not add up, with the reason, and leaves the match alone', async () => {
    const matchId = scheduled[1]!;
    const sides = await matchSides(t.storage, leagueId, matchId);
    const report = { ...validReport(sides, refereeId, { home: 1, away: 0 }), homeScore: 3 };
    const response = await api(t.url, `/db/${refereeDbName(refereeId)}/_bulk_docs`, {
      cookie: refereeCookie,
      body: { docs: [report] },
    });
    expect(response.body[0]).toMatchObject({ ok: true });
    const verdict = await waitFor(
      () => t.storage.db(refereeDbName(refereeId)).get(docId('resolution', matchId)),
      'the verdict',
    );
    expect(verdict).toMatchObject({
      status: 'rejected',
      reasons: ['The home score is 3 but 1 home goal is listed'],
    });
    expect((await t.storage.db(leagueDbName(leagueId)).get(docId('match', matchId))).status).toBe(
      'scheduled',
    );
  });

  it('words the reasons in the referee’s own language, as their e-mail is', async () => {
    const chosen = await api(t.url, '/api/locale', { cookie: refereeCookie, body: { locale: 'es' } });
    expect(chosen.status).toBe(200);
    try {
      const matchId = scheduled[1]!;
      const sides = await matchSides(t.storage, leagueId, matchId);
      const referee = t.storage.db(refereeDbName(refereeId));
      const current = await referee.get(docId('report', matchId));
      const report = { ...validReport(sides, refereeId, { home: 1, away: 0 }), homeScore: 2 };
      await referee.put({ ...report, _rev: current._rev });
      const spanish = tIn('es', 'app.theHomeScoreIsBut', { homeScore: 2, homeGoals: 1 });
      const verdict = await waitFor(async () => {
        const found = await referee.get(docId('resolution', matchId));
        return (found.reasons as string[])[0] === spanish ? found : null;
      }, 'the verdict in Spanish');
      expect(verdict.status).toBe('rejected');
    } finally {
      await api(t.url, '/api/locale', { cookie: refereeCookie, body: { locale: 'en' } });
    }
  });

  it("refuses a report for another referee's match, and any match document, at the door", async () => {
    const other = await createReferee(t.storage, {
      email: 'other@test.nyc',
      password: PASSWORD,
      displayName: 'Other Ref',
      assignedLeagues: [leagueId],
    });
    const otherCookie = await login(t.url, 'other@test.nyc', PASSWORD);
    const sides = await matchSides(t.storage, leagueId, scheduled[2]!);
    const report = validReport(sides, other.id, { home: 1, away: 1 });
    const refused = await api(t.url, `/db/${refereeDbName(other.id)}/_bulk_docs`, {
      cookie: otherCookie,
      body: { docs: [report] },
    });
    expect(refused.body[0]).toMatchObject({
      error: 'forbidden',
      reason: 'This match is not assigned to you',
    });
    const match = await t.storage.db(leagueDbName(leagueId)).get(docId('match', scheduled[2]!));
    const asMatch = await api(t.url, `/db/${leagueDbName(leagueId)}/_bulk_docs`, {
      cookie: otherCookie,
      body: { docs: [{ ...match, score: { home: 9, away: 0 } }] },
    });
    expect(asMatch.status).toBe(403);
  });

  it('grants a match to the first of two referees who ask, and tells the second why not', async () => {
    const league = t.storage.db(leagueDbName(leagueId));
    const open = (
      await league.allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true })
    ).rows
      .map((r) => r.doc!)
      .find((m) => m.status === 'scheduled' && !m.refereeId)!;
    const matchId = open._id.slice('match:'.length);
    const second = await createReferee(t.storage, {
      email: 'second@test.nyc',
      password: PASSWORD,
      displayName: 'Second Ref',
      assignedLeagues: [leagueId],
    });
    const third = await createReferee(t.storage, {
      email: 'third@test.nyc',
      password: PASSWORD,
      displayName: 'Third Ref',
      assignedLeagues: [leagueId],
    });
    const request = (id: string) => ({
      _id: docId('assignmentRequest', matchId),
      type: 'assignmentRequest',
      matchId,
      leagueId,
      refereeId: id,
      requestedAt: new Date().toISOString(),
    });
    await Promise.all([
      api(t.url, `/db/${refereeDbName(second.id)}/_bulk_docs`, {
        cookie: await login(t.url, 'second@test.nyc', PASSWORD),
        body: { docs: [request(second.id)] },
      }),
      api(t.url, `/db/${refereeDbName(third.id)}/_bulk_docs`, {
        cookie: await login(t.url, 'third@test.nyc', PASSWORD),
        body: { docs: [request(third.id)] },
      }),
    ]);
    const decisions = await waitFor(async () => {
      const found = await Promise.all(
        [second.id, third.id].map((id) =>
          t.storage
            .db(refereeDbName(id))
            .get(docId('assignmentDecision', matchId))
            .catch(() => null),
        ),
      );
      return found.every(Boolean) ? found : null;
    }, 'both decisions');
    const statuses = decisions.map((d) => d!.status).sort();
    expect(statuses).toEqual(['granted', 'refused']);
    expect(decisions.find((d) => d!.status === 'refused')!.reason).toBe(
      'Another referee already has this match',
    );
    const winner = decisions[0]!.status === 'granted' ? second.id : third.id;
    expect((await league.get(docId('match', matchId))).refereeId).toBe(winner);
  });

  it('converges after a crash between the match write and the verdict', async () => {
    const matchId = scheduled[3]!;
    const sides = await matchSides(t.storage, leagueId, matchId);
    const league = t.storage.db(leagueDbName(leagueId));
    await t.server.resolver.stop();
    // The crashed run had stored the report and written the match, but not the verdict.
    const referee = t.storage.db(refereeDbName(refereeId));
    const { rev } = await referee.put(validReport(sides, refereeId, { home: 1, away: 2 }));
    const { resolveReport } = await import('../../sync-server/resolver/resolve-report.ts');
    await resolveReport(t.storage, refereeId, {
      ...(await referee.get(docId('report', matchId))),
      _rev: rev,
    });
    const verdict = await referee.get(docId('resolution', matchId));
    await referee.remove(verdict);
    const matchRev = (await league.get(docId('match', matchId)))._rev;
    await t.restart();
    const refereeAfter = t.storage.db(refereeDbName(refereeId));
    const leagueAfter = t.storage.db(leagueDbName(leagueId));
    const finished = await waitFor(
      () => refereeAfter.get(docId('resolution', matchId)).catch(() => null),
      'the verdict after restart',
    );
    expect(finished).toMatchObject({ status: 'accepted', reportRev: rev });
    expect((await leagueAfter.get(docId('match', matchId)))._rev).toBe(matchRev);
    expect(stripMeta(await leagueAfter.get(docId('match', matchId)))).toMatchObject({
      status: 'completed',
      score: { home: 1, away: 2 },
    });
  });

  it('refuses a final report before kick-off, with a plain reason, and keeps a draft', async () => {
    const league = t.storage.db(leagueDbName(leagueId));
    const future = matchDoc({
      leagueId,
      homeTeamId: (await matchSides(t.storage, leagueId, scheduled[0]!)).homeTeamId,
      awayTeamId: (await matchSides(t.storage, leagueId, scheduled[0]!)).awayTeamId,
      date: new Date(Date.now() + 34 * 60_000).toISOString(),
    });
    await league.put({ ...future, refereeId });
    const sides = await matchSides(t.storage, leagueId, future._id.slice('match:'.length));
    const path = `/db/${refereeDbName(refereeId)}/_bulk_docs`;
    const early = await api(t.url, path, {
      cookie: refereeCookie,
      body: { docs: [validReport(sides, refereeId, { home: 0, away: 0 })] },
    });
    expect(early.body).toEqual([
      expect.objectContaining({ error: 'forbidden', reason: MSG.reportBeforeKickOff }),
    ]);
    const draft = {
      ...validReport(sides, refereeId, { home: 0, away: 0 }),
      status: 'draft',
      submittedAt: null,
    };
    const saved = await api(t.url, path, { cookie: refereeCookie, body: { docs: [draft] } });
    expect(saved.body).toEqual([expect.objectContaining({ ok: true })]);
    expect((await league.get(future._id)).status).toBe('scheduled');
  });

  it("keeps the referee's profile in step with the users directory, whenever the entry is written", async () => {
    const admin = t.storage.db('admin');
    const user = await admin.get(docId('user', refereeId));
    const refereeData = user.refereeData as { assignedLeagues: string[] };
    await admin.put({ ...user, refereeData: { ...refereeData, licenseNumber: 'NY-REF-9999' } });
    const profile = await waitFor(async () => {
      const doc = await t.storage.db(refereeDbName(refereeId)).get(docId('refereeProfile', refereeId));
      return doc.licenseNumber === 'NY-REF-9999' ? doc : null;
    }, 'the profile following the directory');
    expect(profile.assignedLeagues).toEqual(refereeData.assignedLeagues);
  });

  it('two instances mirroring the same change at once both finish, with one copy and no error', async () => {
    const admin = t.storage.db('admin');
    const user = await admin.get(docId('user', refereeId));
    const refereeData = user.refereeData as { assignedLeagues: string[] };
    await admin.put({ ...user, refereeData: { ...refereeData, licenseNumber: 'NY-REF-4242' } });
    // Eight at once, as several instances hearing of the same write would: each reads the same
    // revision, one wins, the others see its copy says the same and stop.
    await Promise.all(Array.from({ length: 8 }, () => mirrorRefereeProfile(t.storage, refereeId)));
    const profiles = t.storage.db(refereeDbName(refereeId));
    const profile = await profiles.get(docId('refereeProfile', refereeId), { conflicts: true });
    expect(profile.licenseNumber).toBe('NY-REF-4242');
    expect(profile._conflicts ?? []).toEqual([]);
  });
});
