import { beforeAll, describe, expect, it } from 'vitest';
import { docId, parseDbName, teamDbName } from '../../src/domain/databases.ts';
import { LINEUP_SHARES_PER_DAY } from '../../src/domain/limits.ts';
import { finishPendingNotices, notePending, tellingWrites } from '../../sync-server/notices/write-notes.ts';
import { addPlayers, createMatches, createTeam, matchDoc } from '../../sync-server/seed/factories.ts';
import { api } from '../support/clients.ts';
import { STORAGE_MODES } from '../support/modes.ts';
import { linkedPhone, type TPushService, type TTestDevice } from '../support/push-service.ts';
import { usePushWorld } from '../support/push-world.ts';
import type { TTestServer } from '../support/server.ts';
import type { TWorld } from '../support/world.ts';

// ADR 070: a captain's line-up for a match. Kept in the team's own database under the match's id;
// a shared one rings the phones of the players in it, each told their place, once; a player's
// page shows their own place and the counts, never a teammate's name. Every refusal leaves nothing
// stored.

type TDoc = Record<string, unknown>;
const DAY = 86_400_000;

describe.each(STORAGE_MODES)('line-ups (%s)', (mode) => {
  let t: TTestServer;
  let world: TWorld;
  let service: TPushService;
  let token: string;
  let phone: TTestDevice;
  let bench: string;
  const next = matchDoc({ leagueId: '', homeTeamId: '', awayTeamId: '', date: '' });
  const later = matchDoc({ leagueId: '', homeTeamId: '', awayTeamId: '', date: '' });
  const played = matchDoc({ leagueId: '', homeTeamId: '', awayTeamId: '', date: '' });
  const others = matchDoc({ leagueId: '', homeTeamId: '', awayTeamId: '', date: '' });
  const idOf = (m: { _id: string }) => m._id.slice('match:'.length);

  const s = usePushWorld(mode);
  beforeAll(async () => {
    ({ t, world, service } = s);
    [bench] = (await addPlayers(t.storage, world.teamA, [
      { firstName: 'Ana', lastName: 'Reyes', jerseyNumber: 4 },
    ])) as [string];
    const teamC = await createTeam(t.storage, { leagueId: world.leagueId, name: 'Corona Kings' });
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const base = { leagueId: world.leagueId, homeTeamId: world.teamA, awayTeamId: world.teamB };
    Object.assign(next, base, { date: at(3 * DAY) });
    Object.assign(later, base, { date: at(10 * DAY), homeTeamId: world.teamB, awayTeamId: world.teamA });
    Object.assign(played, base, { date: at(-3 * DAY) });
    Object.assign(others, base, { date: at(4 * DAY), homeTeamId: world.teamB, awayTeamId: teamC });
    await createMatches(t.storage, world.leagueId, [next, later, played, others]);
    ({ token, phone } = await linkedPhone(t.url, service, {
      teamId: world.teamA,
      playerId: world.playerA1,
      captain: world.cookies.captainA,
    }));
  });

  const lineup = (matchId: string, over: TDoc = {}): TDoc => {
    const now = new Date().toISOString();
    return {
      _id: docId('lineup', matchId),
      type: 'lineup',
      teamId: world.teamA,
      matchId,
      players: [
        { playerId: world.playerA1, role: 'starter', position: 'DF' },
        { playerId: bench, role: 'bench', position: null },
      ],
      note: 'White shirts',
      sharedAt: null,
      createdAt: now,
      updatedAt: now,
      ...over,
    };
  };
  const rows = async (teamId: string, cookie: string | null, docs: TDoc[]) =>
    (await api(t.url, `/db/${teamDbName(teamId)}/_bulk_docs`, { cookie, body: { docs } })).body as TDoc[];
  const stored = (teamId: string, id: unknown) =>
    t.storage
      .db(teamDbName(teamId))
      .get(String(id))
      .catch(() => null) as Promise<TDoc | null>;
  const playerPage = () => api(t.url, '/api/availability', { headers: { 'x-pitchside-link': token } });
  const pageMatch = async (m: { _id: string }) =>
    ((await playerPage()).body.matches as TDoc[]).find((row) => row.id === idOf(m));

  it('a draft is the captain’s; shared, it rings each player in it once with their place', async () => {
    const doc = lineup(idOf(next));
    expect(await rows(world.teamA, world.cookies.captainA, [doc])).toMatchObject([{ ok: true }]);
    expect((await pageMatch(next))!.lineup).toBeNull();
    const before = service.to(phone).length;
    const draft = (await stored(world.teamA, doc._id))!;
    const shared = { ...draft, sharedAt: new Date().toISOString() };
    expect(await rows(world.teamA, world.cookies.captainA, [shared])).toMatchObject([{ ok: true }]);
    const notices = await service.waitFor(phone, before + 1, 'the line-up');
    expect(notices.at(-1)!.payload).toMatchObject({
      title: 'Astoria Athletic vs Bushwick Blues: the line-up',
      url: '/availability',
    });
    expect(String(notices.at(-1)!.payload.body)).toMatch(
      /^You are starting in defence, .+\. Tap to see it\.$/,
    );
    // The player's page: their own place, the counts and the note; nobody else's name or id.
    const page = (await playerPage()).body;
    expect(page.matches.find((m: TDoc) => m.id === idOf(next)).lineup).toEqual({
      place: 'starter',
      position: 'DF',
      starters: 1,
      bench: 1,
      note: 'White shirts',
    });
    expect(JSON.stringify(page)).not.toContain(bench);
    expect(JSON.stringify(page)).not.toContain('Reyes');
    // Sent again (a retry), or changed without sharing again: nothing new rings.
    const current = (await stored(world.teamA, doc._id))!;
    await rows(world.teamA, world.cookies.captainA, [{ ...current }]);
    const quiet = { ...(await stored(world.teamA, doc._id))!, note: 'Blue shirts' };
    expect(await rows(world.teamA, world.cookies.captainA, [quiet])).toMatchObject([{ ok: true }]);
    await t.server.pushSender.drained();
    expect(service.to(phone)).toHaveLength(before + 1);
    expect((await pageMatch(next))!.lineup).toMatchObject({ note: 'Blue shirts' });
    // Taken back: refused, still shared.
    const [row] = await rows(world.teamA, world.cookies.captainA, [
      { ...(await stored(world.teamA, doc._id))!, sharedAt: null },
    ]);
    expect(row).toMatchObject({ error: 'forbidden' });
    expect(String(row!.reason)).toMatch(/stays shared/);
  });

  it('a player left out is told nothing and reads that they are not in it; a crashed share rings at the sweep', async () => {
    const before = service.to(phone).length;
    const doc = lineup(idOf(later), {
      players: [{ playerId: bench, role: 'starter', position: 'GK' }],
      sharedAt: new Date().toISOString(),
    });
    expect(await rows(world.teamA, world.cookies.captainA, [doc])).toMatchObject([{ ok: true }]);
    await t.server.pushSender.drained();
    expect(service.to(phone)).toHaveLength(before);
    expect((await pageMatch(later))!.lineup).toMatchObject({ place: 'out', starters: 1, bench: 0 });
    // The crash path (ADR 041): noted, written behind the request's back, told once at the sweep.
    const current = (await stored(world.teamA, doc._id))!;
    const again = {
      ...current,
      players: [{ playerId: world.playerA1, role: 'bench', position: null }],
      sharedAt: new Date(Date.now() + 1000).toISOString(),
    };
    const ref = parseDbName(teamDbName(world.teamA))!;
    await notePending(
      t.storage,
      ref,
      tellingWrites(ref, [again], new Map([[String(doc._id), current as never]]), false),
    );
    await t.storage.db(teamDbName(world.teamA)).put(again as unknown as TDoc & { _id: string });
    expect(await finishPendingNotices(t.storage, '\uffff')).toBe(1);
    const notices = await service.waitFor(phone, before + 1, 'the share told after the crash');
    expect(String(notices.at(-1)!.payload.body)).toMatch(/^You are on the bench, /);
    expect(await finishPendingNotices(t.storage, '\uffff')).toBe(0);
  });

  it('refuses strangers, other teams’ matches, played matches, bad keys and shapes; nothing is stored', async () => {
    for (const who of ['anonymous', 'captainB', 'player', 'referee1'] as const) {
      const doc = lineup(idOf(next), { _id: docId('lineup', 'x'), matchId: 'x' });
      const response = await api(t.url, `/db/${teamDbName(world.teamA)}/_bulk_docs`, {
        cookie: world.cookies[who],
        body: { docs: [doc] },
      });
      expect(response.status).toBe(who === 'anonymous' ? 401 : 403);
    }
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    const eleven = Array.from({ length: 12 }, (_, i) => ({
      playerId: i === 0 ? world.playerA1 : `p${i}`,
      role: 'starter',
      position: null,
    }));
    const refusals: [TDoc, RegExp][] = [
      [lineup(idOf(others)), /not your team’s/],
      [lineup(idOf(played)), /kicked off/],
      [lineup('no-such-match'), /not your team’s/],
      [{ ...lineup(idOf(next)), _id: docId('lineup', idOf(later)) }, /filed under its match/],
      [lineup(idOf(next), { teamId: world.teamB }), /filed in its own team/],
      [
        lineup(idOf(next), { players: [{ playerId: 'not-here', role: 'bench', position: null }] }),
        /no such player|not on the team/i,
      ],
      [lineup(idOf(next), { players: eleven }), /./],
      [lineup(idOf(next), { players: [{ playerId: world.playerA1, role: 'starter', position: 'ST' }] }), /./],
      [lineup(idOf(next), { updatedAt: ahead }), /dated when it is written/],
      [lineup(idOf(next), { note: 'x'.repeat(301) }), /./],
      [lineup(idOf(next), { secret: 'x' }), /./],
    ];
    for (const [bad, reason] of refusals) {
      const before = await stored(world.teamA, bad._id);
      const [row] = await rows(world.teamA, world.cookies.captainA, [bad]);
      expect(row!.error, JSON.stringify(bad)).toBe('forbidden');
      expect(String(row!.reason)).toMatch(reason);
      expect(await stored(world.teamA, bad._id)).toEqual(before);
    }
  });

  it(`a team shares at most ${LINEUP_SHARES_PER_DAY} line-ups a day, counted before they are stored`, async () => {
    const db = t.storage.db(teamDbName(world.teamA));
    let refused: TDoc | null = null;
    for (let i = 0; i <= LINEUP_SHARES_PER_DAY && !refused; i++) {
      const current = (await stored(world.teamA, docId('lineup', idOf(next))))!;
      const [row] = await rows(world.teamA, world.cookies.captainA, [
        { ...current, sharedAt: new Date(Date.now() + i).toISOString() },
      ]);
      if (row!.error) refused = row!;
    }
    expect(refused).toMatchObject({ error: 'forbidden' });
    expect(String(refused!.reason)).toBe(`A team shares at most ${LINEUP_SHARES_PER_DAY} line-ups a day`);
    expect((await db.get(docId('lineup', idOf(next)))).sharedAt).toBeTruthy();
  });
});
