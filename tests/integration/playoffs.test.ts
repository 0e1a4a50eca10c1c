import { describe, expect, it } from 'vitest';
import { docId, leagueDbName, refereeDbName } from '../../src/domain/databases.ts';
import { playoffMatchId } from '../../src/domain/playoffs.ts';
import { createLeague } from '../../sync-server/seed/factories.ts';
import { getOrNull } from '../../sync-server/storage/pouch.ts';
import { AUDIT_DB } from '../../sync-server/storage/storage.ts';
import { reconcileMirrors } from '../../sync-server/teams/reconcile.ts';
import { signUpTeam } from '../../sync-server/teams/sign-up-team.ts';
import { api, localDb, PouchDB, remoteDb, waitFor } from '../support/clients.ts';
import { outbox, waitForOutbox } from '../support/mail.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import { kickedOff, matchSides, validReport } from '../support/reports.ts';
import { PASSWORD, signUpThirdTeam, useWorld } from '../support/world.ts';

// ADR 062: the admin draws a league's playoffs; the server makes the bracket's matches, sends each
// winner on (a report or the admin's result, penalties when level), and tells the captains.

const DAY = 86_400_000;
type TDoc = Record<string, unknown> & { _id: string; _rev: string };

describe.each(STORAGE_MODES)('playoffs (%s)', (mode) => {
  const s = useWorld(() => startInMode(mode));
  const teams = { c: '', d: '' };
  const league = () => s.t.storage.db(leagueDbName(s.world.leagueId));
  const path = () => `/api/admin/leagues/${s.world.leagueId}/playoffs`;
  const draw = (body: unknown, cookie: string | null = s.world.cookies.admin) =>
    api(s.t.url, path(), { cookie, body });
  const remove = (cookie: string | null = s.world.cookies.admin) =>
    api(s.t.url, path(), { cookie, method: 'DELETE' });
  const write = (db: string, docs: unknown[], cookie: string | null = s.world.cookies.admin) =>
    api(s.t.url, `/db/${db}/_bulk_docs`, { cookie, body: { docs } });
  const rounds = () => [
    { date: new Date(Date.now() + 5 * DAY).toISOString(), venue: 'Randalls Island Field 12' },
    { date: new Date(Date.now() + 12 * DAY).toISOString(), venue: 'Flushing Meadows Field 3' },
  ];
  const four = () => ({ size: 4, seeds: [s.world.teamA, s.world.teamB, teams.c, teams.d], rounds: rounds() });
  const match = (matchId: string) => league().get(docId('match', matchId)) as Promise<TDoc>;
  const playoff = async () => (await league().get(docId('playoff', s.world.leagueId))) as TDoc;
  const tie = async (round: number, slot: number) => playoffMatchId(await playoffDoc(), round, slot);
  const playoffDoc = async () => {
    const { leagueId, createdAt } = await playoff();
    return { leagueId: String(leagueId), createdAt: String(createdAt) };
  };

  it('sets up a league of four teams', async () => {
    teams.c = (await signUpThirdTeam(s.t, s.world.leagueId)).teamId;
    teams.d = (
      await signUpTeam(s.t.storage, {
        teamName: 'Dyker Dynamos',
        leagueId: s.world.leagueId,
        captainName: 'Di',
        captainPhone: '2125550142',
        email: 'd@test.nyc',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      })
    ).teamId;
    expect(teams.d).not.toBe('');
  });

  it('only an admin draws or removes them; a malformed draw says why and changes nothing', async () => {
    expect((await draw(four(), null)).status).toBe(401);
    for (const who of ['captainA', 'referee1', 'player'] as const) {
      expect((await draw(four(), s.world.cookies[who])).status, who).toBe(403);
      expect((await remove(s.world.cookies[who])).status, who).toBe(403);
    }
    const bad: [unknown, string][] = [
      [{ ...four(), size: 3 }, ''],
      [
        { ...four(), seeds: [s.world.teamA, s.world.teamB, teams.c] },
        'Choose a team for each of the 4 places',
      ],
      [
        { ...four(), seeds: [s.world.teamA, s.world.teamA, teams.c, teams.d] },
        'A team can take one place only',
      ],
      [{ ...four(), rounds: rounds().reverse() }, 'Each round must come after the one before'],
      [
        { ...four(), seeds: [s.world.teamA, s.world.teamB, teams.c, 'nosuchteam'] },
        'Every seed must be a team that plays in this league',
      ],
      [{ ...four(), extra: true }, ''],
    ];
    for (const [body, message] of bad) {
      const answer = await draw(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      if (message) expect(answer.body.message).toBe(message);
    }
    const nowhere = await api(s.t.url, '/api/admin/leagues/nosuchleague/playoffs', {
      cookie: s.world.cookies.admin,
      body: four(),
    });
    expect([nowhere.status, nowhere.body.message]).toEqual([404, 'There is no such league']);
    expect(await getOrNull(league(), docId('playoff', s.world.leagueId))).toBeNull();
    expect((await remove()).status).toBe(404);
    // The league's website shows that there are none yet.
    const page = await api(s.t.url, `/embed/leagues/${s.world.leagueId}/playoffs?lang=en`);
    expect([page.status, String(page.body).includes('No playoffs drawn yet.')]).toEqual([200, true]);
  });

  it('a draw makes the semi-finals (1 v 4, 2 v 3) and tells the four captains; a second draw is refused', async () => {
    const answer = await draw(four());
    expect([answer.status, answer.body]).toEqual([201, { matches: 2 }]);
    const [semi1, semi2] = [await match(await tie(1, 1)), await match(await tie(1, 2))];
    expect(semi1).toMatchObject({
      homeTeamId: s.world.teamA,
      awayTeamId: teams.d,
      status: 'scheduled',
      playoff: { round: 1, slot: 1 },
    });
    expect(semi2).toMatchObject({
      homeTeamId: s.world.teamB,
      awayTeamId: teams.c,
      venue: 'Randalls Island Field 12',
    });
    const told = (await outbox(s.t.storage)).filter((m) => m.kind === 'playoff');
    expect(told.map((m) => m.to).sort()).toEqual(['a@test.nyc', 'b@test.nyc', 'c@test.nyc', 'd@test.nyc']);
    expect(told.find((m) => m.to === 'a@test.nyc')?.subject).toBe(
      'Playoffs: Astoria Athletic v Dyker Dynamos, Semi-finals',
    );
    // A player answering from their link sees the semi-final as one.
    const issued = await api(s.t.url, `/api/teams/${s.world.teamA}/links`, {
      cookie: s.world.cookies.captainA,
      body: { playerIds: [s.world.playerA1] },
    });
    const view = await fetch(`${s.t.url}/api/availability`, {
      headers: { 'x-pitchside-link': issued.body.links[s.world.playerA1] },
    }).then((r) => r.json());
    expect(view.matches.find((m: { id: string }) => m.id === semi1._id.slice('match:'.length))).toMatchObject(
      {
        opponent: 'Dyker Dynamos',
        playoff: { round: 1, rounds: 2 },
      },
    );
    const again = await draw(four());
    expect(again.status).toBe(409);
    const audit = await s.t.storage.db(AUDIT_DB).allDocs({ include_docs: true });
    expect(audit.rows.some((row) => row.doc?.action === 'playoff.created')).toBe(true);
  });

  it('removes unplayed playoffs with their matches, and draws them again with new matches', async () => {
    const before = await tie(1, 1);
    const answer = await remove();
    expect([answer.status, answer.body]).toEqual([200, { ok: true, matches: 2 }]);
    expect(await getOrNull(league(), docId('match', before))).toBeNull();
    expect((await draw(four())).status).toBe(201);
    expect(await tie(1, 1)).not.toBe(before);
  });

  it('refuses what only the server or the bracket decides, even to an admin', async () => {
    const db = leagueDbName(s.world.leagueId);
    const semi1 = await match(await tie(1, 1));
    const forged = {
      ...semi1,
      _id: 'match:forgedplayoffmatch1',
      _rev: undefined,
      createdAt: semi1.createdAt,
    };
    const checks: [unknown, string, string | null][] = [
      [forged, 'admin', 'Only the playoffs place a match in the bracket'],
      [
        { ...semi1, playoff: { round: 2, slot: 1 } },
        'admin',
        'Only the playoffs place a match in the bracket',
      ],
      [{ ...semi1, awayTeamId: teams.c }, 'admin', 'The bracket decides who plays a playoff match'],
      [
        { _id: semi1._id, _rev: semi1._rev, _deleted: 1 },
        'admin',
        'A playoff match goes with its playoffs: remove the playoffs instead',
      ],
      [
        { ...semi1, status: 'completed', score: { home: 1, away: 1 }, resultNote: 'Played on the day' },
        'admin',
        'A playoff match needs a winner: enter the penalty shoot-out',
      ],
      [
        {
          ...semi1,
          status: 'completed',
          score: { home: 1, away: 1 },
          penalties: { home: 2, away: 2 },
          resultNote: 'x',
        },
        'admin',
        'The penalty shoot-out cannot end level',
      ],
      [{ ...(await playoff()), seeds: [teams.d, teams.c, s.world.teamB, s.world.teamA] }, 'admin', null],
      [{ ...semi1, status: 'completed', score: { home: 3, away: 0 }, resultNote: 'x' }, 'captainA', null],
    ];
    for (const [doc, who, message] of checks) {
      const answer = await write(db, [doc], s.world.cookies[who as 'admin']);
      const row = Array.isArray(answer.body) ? answer.body[0] : answer.body;
      expect(row.ok, JSON.stringify(doc)).toBeUndefined();
      if (message) expect(row.reason).toBe(message);
    }
    expect(await match(semi1._id.slice(6))).toMatchObject({ _rev: semi1._rev });
    // A regular-season match has no shoot-out.
    const regular = {
      _id: 'match:regularseasonmatch01',
      type: 'match',
      leagueId: s.world.leagueId,
      homeTeamId: s.world.teamA,
      awayTeamId: s.world.teamB,
      date: new Date(Date.now() - DAY).toISOString(),
      venue: '',
      status: 'completed',
      score: { home: 1, away: 1 },
      penalties: { home: 4, away: 3 },
      resultNote: 'Entered from the paper sheet',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    const answer = await write(db, [regular]);
    expect(answer.body[0].reason).toBe('Penalties are only for a playoff match level at full time');
  });

  it('the admin’s result and the referee’s report (level, on penalties) send the winners to the final', async () => {
    const db = leagueDbName(s.world.leagueId);
    const [id1, id2] = [await tie(1, 1), await tie(1, 2)];
    await kickedOff(s.t.storage, s.world.leagueId, [id1, id2]);
    const semi1 = await match(id1);
    const result = {
      ...semi1,
      status: 'completed',
      score: { home: 2, away: 0 },
      resultNote: 'From the paper sheet',
    };
    expect((await write(db, [result])).body[0]).toMatchObject({ ok: true });
    expect(await getOrNull(league(), docId('match', await tie(2, 1)))).toBeNull();
    // The referee files the other semi-final: 0-0, 4-3 on penalties.
    const semi2 = await match(id2);
    expect((await write(db, [{ ...semi2, refereeId: s.world.referee1 }])).body[0]).toMatchObject({
      ok: true,
    });
    const sides = await matchSides(s.t.storage, s.world.leagueId, id2);
    const report = {
      ...validReport(sides, s.world.referee1, { home: 0, away: 0 }),
      penalties: { home: 4, away: 3 },
    };
    const filed = await write(refereeDbName(s.world.referee1), [report], s.world.cookies.referee1);
    expect(filed.body[0]).toMatchObject({ ok: true });
    const finalId = await tie(2, 1);
    const final = await waitFor(() => getOrNull(league(), docId('match', finalId)), 'the final');
    expect(await match(id2)).toMatchObject({ status: 'completed', penalties: { home: 4, away: 3 } });
    // Seed 1 (Astoria) and seed 2 (Bushwick): the better seed at home, on the final's day.
    expect(final).toMatchObject({
      homeTeamId: s.world.teamA,
      awayTeamId: s.world.teamB,
      playoff: { round: 2, slot: 1 },
    });
    expect(final?.venue).toBe('Flushing Meadows Field 3');
    const told = await waitForOutbox(
      () => s.t.storage,
      (m) => m.kind === 'playoff' && m.subject.includes('Final'),
      2,
      'both finalists told',
    );
    expect(told.map((m) => m.to).sort()).toEqual(['a@test.nyc', 'b@test.nyc']);
    // The league's website: the bracket with the shoot-out, and the fixtures with the round.
    const bracketPage = String(
      (await api(s.t.url, `/embed/leagues/${s.world.leagueId}/playoffs?lang=en`)).body,
    );
    const [, semis, finalRound] = bracketPage.split('<h2>');
    expect(semis).toMatch(/^Semi-finals<\/h2>/);
    expect(semis).toContain('#2 Bushwick Blues<span class="sr"> (through)</span></span><span>0 (4)</span>');
    expect(semis).toContain('#3 Corona Comets</span><span>0 (3)</span>');
    expect(finalRound).toContain('#1 Astoria Athletic');
    expect(finalRound).not.toContain('Winner of semi-final');
    // The team's calendar feed names the playoffs and the shoot-out.
    const feed = await (await fetch(`${s.t.url}/api/teams/${s.world.teamB}/calendar.ics`)).text();
    expect(feed).toContain('SUMMARY:Playoffs: Bushwick Blues vs Corona Comets');
    expect(feed.replace(/\r\n /g, '')).toContain('(4–3 on penalties)');
    const fixtures = String((await api(s.t.url, `/embed/leagues/${s.world.leagueId}/matches?lang=en`)).body);
    expect(fixtures).toContain('Bushwick Blues 0 – 0 Corona Comets (4–3 on penalties)');
    expect(fixtures).toContain('<span class="state">Final</span>');
  });

  it('a corrected semi-final puts the other team in the final; the playoffs can no longer be removed', async () => {
    const db = leagueDbName(s.world.leagueId);
    const semi1 = await match(await tie(1, 1));
    const corrected = {
      ...semi1,
      score: { home: 0, away: 1 },
      resultNote: 'Corrected: the sheet was misread',
    };
    expect((await write(db, [corrected])).body[0]).toMatchObject({ ok: true });
    const final = await waitFor(async () => {
      const found = await match(await tie(2, 1));
      return found.awayTeamId === teams.d ? found : null;
    }, 'the final with Dyker Dynamos');
    expect(final.homeTeamId).toBe(s.world.teamB);
    const removal = await remove();
    expect([removal.status, removal.body.message]).toEqual([
      409,
      'A playoff match has been played or reported: the playoffs can no longer be removed',
    ]);
  });

  it('a stock PouchDB client replicates the bracket; a match lost in a crash is made again at start-up', async () => {
    const copy = localDb();
    await PouchDB.replicate(remoteDb(s.t.url, leagueDbName(s.world.leagueId)), copy);
    const got = await copy.get(docId('playoff', s.world.leagueId));
    expect(got).toMatchObject({ size: 4, seeds: [s.world.teamA, s.world.teamB, teams.c, teams.d] });
    expect(await copy.get(docId('match', await tie(1, 1)))).toMatchObject({ playoff: { round: 1, slot: 1 } });
    expect(await copy.get(docId('match', await tie(2, 1)))).toMatchObject({ playoff: { round: 2, slot: 1 } });
    const finalId = await tie(2, 1);
    const final = await match(finalId);
    await league().put({ _id: final._id, _rev: final._rev, _deleted: true });
    // Another league's draw no longer reads as one (written behind the server's back): start-up
    // repair goes past it rather than stopping the server.
    const other = await createLeague(s.t.storage, { name: 'Second Division' });
    await s.t.storage.db(leagueDbName(other)).put({ _id: docId('playoff', other), type: 'playoff', size: 3 });
    await reconcileMirrors(s.t.storage);
    expect(await match(finalId)).toMatchObject({ homeTeamId: s.world.teamB, awayTeamId: teams.d });
  });
});
