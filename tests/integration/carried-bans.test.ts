import { describe, expect, it } from 'vitest';
import { carriedBanKey } from '../../src/domain/carried-bans.ts';
import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { findAccountByEmail } from '../../sync-server/auth/accounts.ts';
import { createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { readLeagueFacts } from '../../sync-server/storage/league-facts.ts';
import { getOrNull } from '../../sync-server/storage/pouch.ts';
import { reconcileMirrors } from '../../sync-server/teams/reconcile.ts';
import { api, localDb, PouchDB, remoteDb, settleRequests } from '../support/clients.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import { useWorld } from '../support/world.ts';

// ADR 056: a ban the last season left unserved is served in the next one, mirrored into the next
// season's public database by the server and recomputed whenever the last season's discipline moves.

const DAY = 86_400_000;

describe.each(STORAGE_MODES)('bans carried into the next season (%s)', (mode) => {
  const s = useWorld(() => startInMode(mode));
  const write = (db: string, docs: unknown[], cookie: string | null = s.world.cookies.admin) =>
    api(s.t.url, `/db/${db}/_bulk_docs`, { cookie, body: { docs } });
  const state: { next: string; newTeam: string; matchId: string; banId: string } = {
    next: '',
    newTeam: '',
    matchId: '',
    banId: '',
  };
  const carried = () =>
    getOrNull(s.t.storage.db(leagueDbName(state.next)), docId('carriedBan', carriedBanKey(state.banId)));
  const lastMatch = () => s.t.storage.db(leagueDbName(s.world.leagueId)).get(docId('match', state.matchId));
  const red = () => ({
    playerId: s.world.playerA1,
    playerName: 'Luis Silva',
    teamId: s.world.teamA,
    minute: 88,
    reason: 'Violent conduct',
  });

  it('a red card in the last match of the season is served in the next one, by the new team', async () => {
    const match = matchDoc({
      leagueId: s.world.leagueId,
      homeTeamId: s.world.teamA,
      awayTeamId: s.world.teamB,
      date: new Date(Date.now() - 2 * DAY).toISOString(),
      status: 'completed',
      score: { home: 1, away: 1 },
      events: { goals: [], yellowCards: [], redCards: [red()], attendance: null },
    });
    await createMatches(s.t.storage, s.world.leagueId, [match]);
    state.matchId = match._id.slice('match:'.length);
    state.banId = `red:${state.matchId}:${s.world.playerA1}`;
    const started = await api(s.t.url, `/api/admin/leagues/${s.world.leagueId}/next-season`, {
      cookie: s.world.cookies.admin,
      body: { season: '2027-2028', startDate: '2027-09-05', endDate: '2028-05-28', teamIds: [s.world.teamA] },
    });
    expect(started.status).toBe(200);
    state.next = started.body.leagueId;
    state.newTeam = (await findAccountByEmail(s.t.storage.internal, 'a@test.nyc'))!.teamId!;
    expect(await carried()).toMatchObject({
      type: 'carriedBan',
      leagueId: state.next,
      fromLeagueId: s.world.leagueId,
      banId: state.banId,
      kind: 'red',
      playerId: s.world.playerA1,
      teamId: state.newTeam,
      season: '2026-2027',
      remaining: 1,
    });
    // The server's own derivation of the new season (suspension notices, the embedded table) has it.
    const facts = await readLeagueFacts(s.t.storage, state.next);
    expect(facts.discipline.suspended.get(s.world.playerA1)).toEqual([
      expect.objectContaining({ id: state.banId, teamId: state.newTeam, season: '2026-2027', remaining: 1 }),
    ]);
  });

  it('a stock PouchDB client replicates it with the public league; no client may write one', async () => {
    const phone = localDb();
    const remote = remoteDb(s.t.url, leagueDbName(state.next));
    await PouchDB.replicate(remote, phone);
    await settleRequests(remote);
    const copy = await getOrNull(phone, docId('carriedBan', carriedBanKey(state.banId)));
    expect(copy).toMatchObject({ banId: state.banId, teamId: state.newTeam });
    const forged = {
      ...(copy as object),
      _id: docId('carriedBan', carriedBanKey('red:forged:someone')),
      _rev: undefined,
      banId: 'red:forged:someone',
      playerId: 'someone',
    };
    for (const who of ['admin', 'captainA', 'anonymous'] as const) {
      const answer = await write(leagueDbName(state.next), [forged], s.world.cookies[who]);
      expect(
        answer.status === 401 || answer.status === 403 || answer.body[0]?.error === 'forbidden',
        who,
      ).toBe(true);
    }
    expect(await getOrNull(s.t.storage.db(leagueDbName(state.next)), forged._id)).toBeNull();
  });

  it('a correction of the last season, or a ruling there, moves what the next one serves', async () => {
    const old = leagueDbName(s.world.leagueId);
    const stored = await lastMatch();
    const cleared = { ...stored, events: { ...(stored.events as object), redCards: [] } };
    expect((await write(old, [cleared])).body[0]).toMatchObject({ ok: true });
    expect(await carried()).toBeNull();
    const again = { ...(await lastMatch()), events: { ...(stored.events as object), redCards: [red()] } };
    expect((await write(old, [again])).body[0]).toMatchObject({ ok: true });
    expect(await carried()).toMatchObject({ remaining: 1 });
    const extend = {
      _id: docId('ruling', 'extend-luis'),
      type: 'ruling',
      leagueId: s.world.leagueId,
      action: { kind: 'extend', banId: state.banId, playerId: s.world.playerA1, matches: 2 },
      reason: 'Threatened the referee',
      author: s.world.adminId,
      createdAt: new Date().toISOString(),
    };
    expect((await write(old, [extend])).body[0]).toMatchObject({ ok: true });
    expect(await carried()).toMatchObject({ remaining: 3 });
  });

  it("the next season's setting turns it off and on; start-up repair heals a lost mirror", async () => {
    const leagues = s.t.storage.db('leagues');
    const league = await leagues.get(docId('league', state.next));
    expect((await write('leagues', [{ ...league, carryBans: false }])).body[0]).toMatchObject({ ok: true });
    expect(await carried()).toBeNull();
    const off = await leagues.get(docId('league', state.next));
    expect((await write('leagues', [{ ...off, carryBans: true }])).body[0]).toMatchObject({ ok: true });
    const doc = await carried();
    expect(doc).toMatchObject({ remaining: 3 });
    await s.t.storage.db(leagueDbName(state.next)).remove(doc as never);
    await reconcileMirrors(s.t.storage);
    expect(await carried()).toMatchObject({ remaining: 3, teamId: state.newTeam });
  });
});
