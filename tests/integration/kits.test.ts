import { describe, expect, it } from 'vitest';
import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { issueLink } from '../../sync-server/availability/links.ts';
import { createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { api, localDb, PouchDB, remoteDb, waitFor } from '../support/clients.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import { useWorld } from '../support/world.ts';

// ADR 073: a captain says the team's colours on its own record; the server mirrors them to the
// league's public database, where opponents, referees and visitors read them, and the player's
// link says what to wear. Only the team's captain (or an admin) changes them, to known colours.

type TDoc = Record<string, unknown>;

describe.each(STORAGE_MODES)('team colours (%s)', (mode) => {
  const s = useWorld(() => startInMode(mode));

  const write = (teamId: string, cookie: string | null, docs: unknown[]) =>
    api(s.t.url, `/db/${teamDbName(teamId)}/_bulk_docs`, { cookie, body: { docs } });
  const record = (teamId: string) =>
    s.t.storage.db(teamDbName(teamId)).get(docId('team', teamId)) as Promise<TDoc>;
  const mirror = (teamId: string) =>
    s.t.storage
      .db(leagueDbName(s.world.leagueId))
      .get(docId('teamPublic', teamId))
      .catch(() => null) as Promise<TDoc | null>;

  it('a captain saves the colours; a visitor’s stock PouchDB reads them from the league', async () => {
    const { teamA, cookies } = s.world;
    const [row] = (
      await write(teamA, cookies.captainA, [
        { ...(await record(teamA)), kit: { shirt: 'blue', second: 'white' } },
      ])
    ).body as TDoc[];
    expect(row).toMatchObject({ ok: true });
    expect((await record(teamA)).kit).toEqual({ shirt: 'blue', second: 'white' });
    await waitFor(async () => ((await mirror(teamA))?.kit ? true : undefined), 'the public mirror’s colours');
    // A visitor: no account, a stock PouchDB client replicating the league's public database.
    const visitor = localDb();
    await PouchDB.replicate(remoteDb(s.t.url, leagueDbName(s.world.leagueId)), visitor);
    const seen = (await visitor.get(docId('teamPublic', teamA))) as TDoc;
    expect(seen.kit).toEqual({ shirt: 'blue', second: 'white' });
    await visitor.destroy();
  });

  it('refuses unknown colours, a second set like the first, extra fields, and anyone but the captain', async () => {
    const { teamA, cookies } = s.world;
    const before = await record(teamA);
    const attempts: [string | null, TDoc, RegExp][] = [
      [cookies.captainA, { shirt: 'gold', second: null }, /./],
      [cookies.captainA, { shirt: '<b>red</b>', second: null }, /./],
      [cookies.captainA, { shirt: 'red', second: 'red' }, /another colour than the first/],
      [cookies.captainA, { shirt: 'red', second: null, hex: '#ff0000' }, /./],
      [cookies.captainA, 'red' as unknown as TDoc, /./],
      [cookies.captainB, { shirt: 'red', second: null }, /./],
      [cookies.referee1, { shirt: 'red', second: null }, /./],
      [cookies.player, { shirt: 'red', second: null }, /./],
      [null, { shirt: 'red', second: null }, /./],
    ];
    for (const [cookie, kit, reason] of attempts) {
      const response = await write(teamA, cookie, [{ ...before, kit }]);
      const row = Array.isArray(response.body) ? (response.body[0] as TDoc) : (response.body as TDoc);
      expect(row.error, JSON.stringify(kit)).toMatch(/forbidden|unauthorized/);
      expect(String(row.reason)).toMatch(reason);
    }
    expect((await record(teamA))._rev).toBe(before._rev);
    expect((await mirror(teamA))?.kit).toEqual({ shirt: 'blue', second: 'white' });
  });

  it('an older app that saves the record without colours keeps them', async () => {
    const { teamA, cookies } = s.world;
    const { kit: _kit, ...older } = await record(teamA);
    const [row] = (
      await write(teamA, cookies.captainA, [
        { ...older, captain: { name: 'Ana Lopez', phone: '+12125550199' } },
      ])
    ).body as TDoc[];
    expect(row).toMatchObject({ ok: true });
    const stored = await record(teamA);
    expect(stored.captain).toMatchObject({ phone: '+12125550199' });
    expect(stored.kit).toEqual({ shirt: 'blue', second: 'white' });
  });

  it('the player’s link says who changes when the shirts clash', async () => {
    const { teamA, teamB, cookies, leagueId, playerA1 } = s.world;
    // The away team plays in navy too: it changes to its second shirts.
    await write(teamB, cookies.captainB, [
      { ...(await record(teamB)), kit: { shirt: 'navy', second: 'yellow' } },
    ]);
    const home = matchDoc({
      leagueId,
      homeTeamId: teamA,
      awayTeamId: teamB,
      date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    const away = matchDoc({
      leagueId,
      homeTeamId: teamB,
      awayTeamId: teamA,
      date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    });
    await createMatches(s.t.storage, leagueId, [home, away]);
    const token = await issueLink(s.t.storage, teamA, playerA1);
    const view = await waitFor(async () => {
      const answer = await api(s.t.url, '/api/availability', { headers: { 'x-pitchside-link': token } });
      const matches = answer.body.matches as TDoc[];
      return matches.every((m) => m.kits) && matches.length === 2 ? matches : undefined;
    }, 'both teams’ colours on the player’s page');
    expect(view.map((m) => m.kits)).toEqual([
      // At home in blue: navy is too close, so the visitors wear yellow.
      { home: 'blue', away: 'yellow', awayWears: 'second' },
      // Away at the navy team's field: blue changes to white.
      { home: 'navy', away: 'white', awayWears: 'second' },
    ]);
  });
});
