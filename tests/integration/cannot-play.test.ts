import { describe, expect, it } from 'vitest';
import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { repairMatchOffs } from '../../sync-server/notices/cannot-play.ts';
import { createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { getOrNull } from '../../sync-server/storage/pouch.ts';
import { api, localDb, PouchDB, remoteDb, settleRequests } from '../support/clients.ts';
import { outbox } from '../support/mail.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import { useWorld } from '../support/world.ts';

// ADR 059: a captain tells the league, the other team and the referee that the team cannot play a
// coming match. The notice is the team's; its public copy (no reason) the server's.

const DAY = 86_400_000;

describe.each(STORAGE_MODES)('a team that cannot play (%s)', (mode) => {
  const s = useWorld(() => startInMode(mode));
  const ids = { coming: '', played: '', date: '' };
  const write = (db: string, docs: unknown[], cookie: string | null) =>
    api(s.t.url, `/db/${db}/_bulk_docs`, { cookie, body: { docs } });
  const teamA = () => teamDbName(s.world.teamA);
  const notice = (over: Record<string, unknown> = {}) => ({
    _id: docId('cannotPlay', ids.coming),
    type: 'cannotPlay',
    matchId: ids.coming,
    teamId: s.world.teamA,
    leagueId: s.world.leagueId,
    date: ids.date,
    reason: 'Half the team is at a wedding',
    toldAt: new Date().toISOString(),
    ...over,
  });
  const refused = (answer: { status: number; body: { error?: string; reason?: string }[] }) =>
    answer.status === 401 || answer.status === 403 || answer.body[0]?.error === 'forbidden';
  const matchOff = () =>
    getOrNull(s.t.storage.db(leagueDbName(s.world.leagueId)), docId('matchOff', ids.coming));
  const mails = async (kind: string) => (await outbox(s.t.storage)).filter((m) => m.kind === kind);

  it('sets up: a match in five days with Ref One, and one played', async () => {
    const coming = matchDoc({
      leagueId: s.world.leagueId,
      homeTeamId: s.world.teamA,
      awayTeamId: s.world.teamB,
      date: new Date(Date.now() + 5 * DAY).toISOString(),
      refereeId: s.world.referee1,
    });
    const played = matchDoc({
      leagueId: s.world.leagueId,
      homeTeamId: s.world.teamB,
      awayTeamId: s.world.teamA,
      date: new Date(Date.now() - 5 * DAY).toISOString(),
      status: 'completed',
      score: { home: 1, away: 0 },
    });
    await createMatches(s.t.storage, s.world.leagueId, [coming, played]);
    Object.assign(ids, {
      coming: coming._id.slice('match:'.length),
      played: played._id.slice('match:'.length),
      date: coming.date,
    });
    expect(ids.coming).not.toBe('');
  });

  it('refuses what does not stand, each with its reason, and nothing is stored or told', async () => {
    const captain = s.world.cookies.captainA;
    const cases: [Record<string, unknown>, string][] = [
      [{ teamId: s.world.teamB }, 'A notice that a team cannot play is filed under its match'],
      [
        { _id: docId('cannotPlay', ids.played), matchId: ids.played },
        'This match has kicked off or is no longer scheduled',
      ],
      [{ date: new Date(Date.now() + 6 * DAY).toISOString() }, 'The match has changed since you looked'],
      [{ leagueId: 'another-league' }, 'This match is not your team’s'],
      [{ reason: 'no' }, ''],
    ];
    for (const [over, reason] of cases) {
      const answer = await write(teamA(), [notice(over)], captain);
      expect(answer.body[0]?.error, JSON.stringify(over)).toBe('forbidden');
      expect(answer.body[0]?.reason).toContain(reason);
    }
    // Another team's captain, a referee and a visitor cannot write in this team's database at all.
    for (const who of ['captainB', 'referee1', 'anonymous'] as const)
      expect(refused(await write(teamA(), [notice()], s.world.cookies[who])), who).toBe(true);
    expect(await getOrNull(s.t.storage.db(teamA()), docId('cannotPlay', ids.coming))).toBeNull();
    expect(await matchOff()).toBeNull();
    expect(await mails('cannotPlay')).toEqual([]);
  });

  it('told: a public copy without the reason, the other captain, the referee and the admin hear', async () => {
    const answer = await write(teamA(), [notice()], s.world.cookies.captainA);
    expect(answer.body[0]).toMatchObject({ ok: true });
    expect(await matchOff()).toMatchObject({
      type: 'matchOff',
      matchId: ids.coming,
      teamIds: [s.world.teamA],
      date: ids.date,
    });
    const phone = localDb();
    const remote = remoteDb(s.t.url, leagueDbName(s.world.leagueId));
    await PouchDB.replicate(remote, phone);
    await settleRequests(remote);
    const copy = await getOrNull(phone, docId('matchOff', ids.coming));
    expect(copy).toMatchObject({ teamIds: [s.world.teamA] });
    expect(JSON.stringify(copy)).not.toContain('wedding');
    const sent = await mails('cannotPlay');
    expect(sent.map((m) => m.to).sort()).toEqual(['admin@test.nyc', 'b@test.nyc', 'r1@test.nyc']);
    expect(sent[0]!.subject).toBe('Astoria Athletic cannot play Astoria Athletic vs Bushwick Blues');
    const toAdmin = sent.find((m) => m.to === 'admin@test.nyc')!;
    expect(toAdmin.text).toContain('Their reason: Half the team is at a wedding');
    expect(sent.find((m) => m.to === 'b@test.nyc')!.text).not.toContain('wedding');
    // Only the server writes the copy; the notice is told once.
    for (const who of ['admin', 'captainA'] as const) {
      const forged = {
        ...(copy as object),
        _rev: undefined,
        _id: docId('matchOff', ids.played),
        matchId: ids.played,
      };
      expect(refused(await write(leagueDbName(s.world.leagueId), [forged], s.world.cookies[who])), who).toBe(
        true,
      );
    }
    const stored = await s.t.storage.db(teamA()).get(docId('cannotPlay', ids.coming));
    const again = await write(teamA(), [{ ...stored, reason: 'Another reason' }], s.world.cookies.captainA);
    expect(again.body[0]).toMatchObject({
      error: 'forbidden',
      reason: expect.stringContaining('already knows'),
    });
  });

  it('taken back before kick-off: the copy goes, and the same people hear the match is on', async () => {
    const stored = await s.t.storage.db(teamA()).get(docId('cannotPlay', ids.coming));
    const answer = await write(teamA(), [{ ...stored, _deleted: 1 }], s.world.cookies.captainA);
    expect(answer.body[0]).toMatchObject({ ok: true });
    expect(await matchOff()).toBeNull();
    const on = await mails('cannotPlay');
    expect(on.filter((m) => m.subject === 'Astoria Athletic vs Bushwick Blues is on again')).toHaveLength(3);
  });

  it('a match moved since is on again; the team may tell again for the new kick-off', async () => {
    expect((await write(teamA(), [notice()], s.world.cookies.captainA)).body[0]).toMatchObject({ ok: true });
    const league = s.t.storage.db(leagueDbName(s.world.leagueId));
    const match = await league.get(docId('match', ids.coming));
    const moved = { ...match, date: new Date(Date.parse(ids.date) + 7 * DAY).toISOString() };
    expect(
      (await write(leagueDbName(s.world.leagueId), [moved], s.world.cookies.admin)).body[0],
    ).toMatchObject({
      ok: true,
    });
    const told = (await mails('cannotPlay')).length;
    const stored = await s.t.storage.db(teamA()).get(docId('cannotPlay', ids.coming));
    const stale = await write(teamA(), [{ ...stored, reason: 'Still a wedding' }], s.world.cookies.captainA);
    expect(stale.body[0]).toMatchObject({
      error: 'forbidden',
      reason: expect.stringContaining('has changed'),
    });
    const again = {
      ...stored,
      date: moved.date,
      reason: 'The new day is no better',
      toldAt: new Date().toISOString(),
    };
    expect((await write(teamA(), [again], s.world.cookies.captainA)).body[0]).toMatchObject({ ok: true });
    expect(await matchOff()).toMatchObject({ date: moved.date });
    expect((await mails('cannotPlay')).length).toBe(told + 3);
    ids.date = moved.date;
  });

  it('after the league records the forfeit, only an admin takes the notice away; start-up repairs the copy', async () => {
    const league = s.t.storage.db(leagueDbName(s.world.leagueId));
    const match = await league.get(docId('match', ids.coming));
    const forfeit = {
      ...match,
      status: 'completed',
      score: { home: 0, away: 3 },
      refereeId: null,
      resultNote: 'Forfeit: Astoria Athletic could not play',
    };
    expect(
      (await write(leagueDbName(s.world.leagueId), [forfeit], s.world.cookies.admin)).body[0],
    ).toMatchObject({
      ok: true,
    });
    // A crash lost the copy: start-up makes it again from the team's notice.
    const lost = await matchOff();
    await league.remove(lost!);
    await repairMatchOffs(s.t.storage, [s.world.teamA, s.world.teamB], [s.world.leagueId]);
    expect(await matchOff()).toMatchObject({ teamIds: [s.world.teamA] });
    const stored = await s.t.storage.db(teamA()).get(docId('cannotPlay', ids.coming));
    const late = await write(teamA(), [{ ...stored, _deleted: true }], s.world.cookies.captainA);
    expect(late.body[0]).toMatchObject({ error: 'forbidden', reason: expect.stringContaining('kicked off') });
    const before = (await mails('cannotPlay')).length;
    expect(
      (await write(teamA(), [{ ...stored, _deleted: true }], s.world.cookies.admin)).body[0],
    ).toMatchObject({
      ok: true,
    });
    expect(await matchOff()).toBeNull();
    // The match was played (as a forfeit): nobody is told it is on.
    expect((await mails('cannotPlay')).length).toBe(before);
  });
});
