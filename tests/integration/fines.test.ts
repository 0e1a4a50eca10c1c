import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { getOrNull } from '../../sync-server/storage/pouch.ts';
import { api, localDb, PouchDB, remoteDb } from '../support/clients.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import { useWorld } from '../support/world.ts';

// ADR 063: the league's card fines live on the league (public, the admin's); what a team paid is
// the admin's signed record in the team's database, which the captain reads and may not write.

describe.each(STORAGE_MODES)('card fines (%s)', (mode) => {
  const s = useWorld(() => startInMode(mode));
  const write = (db: string, docs: unknown[], cookie: string | null = s.world.cookies.admin) =>
    api(s.t.url, `/db/${db}/_bulk_docs`, { cookie, body: { docs } });
  const credit = (over: Record<string, unknown> = {}) => ({
    _id: docId('fineCredit', `credit${Math.random().toString(36).slice(2, 10)}`),
    type: 'fineCredit',
    teamId: s.world.teamA,
    leagueId: s.world.leagueId,
    amountCents: 3500,
    note: 'Cash at the field',
    author: s.world.adminId,
    recordedAt: new Date().toISOString(),
    ...over,
  });
  const reason = (answer: { body: unknown }) => (answer.body as { reason?: string }[])[0]?.reason;
  /** Refused: the whole request (a 4xx), or this document in CouchDB's per-document error shape. */
  const isRefused = (answer: { status: number; body: unknown }) =>
    answer.status >= 400 || !(answer.body as { ok?: boolean }[])[0]?.ok;

  it('the admin sets a league’s fines; a malformed amount is refused; an older desk’s save keeps them', async () => {
    const stored = await s.t.storage.db('leagues').get(docId('league', s.world.leagueId));
    const withFines = { ...stored, fines: { yellowCents: 1000, redCents: 2500 } };
    expect((await write('leagues', [withFines])).body[0]).toMatchObject({ ok: true });
    const saved = await s.t.storage.db('leagues').get(docId('league', s.world.leagueId));
    expect(saved.fines).toEqual({ yellowCents: 1000, redCents: 2500 });
    const bad = await write('leagues', [{ ...saved, fines: { yellowCents: -5, redCents: 2500 } }]);
    expect(isRefused(bad)).toBe(true);
    // A desk of last month rebuilds the league without the field: the fines stay.
    const { fines: _fines, ...older } = saved;
    expect((await write('leagues', [older])).body[0]).toMatchObject({ ok: true });
    expect((await s.t.storage.db('leagues').get(docId('league', s.world.leagueId))).fines).toEqual({
      yellowCents: 1000,
      redCents: 2500,
    });
    expect(isRefused(await write('leagues', [{ ...saved, fines: null }], s.world.cookies.captainA))).toBe(
      true,
    );
  });

  it('only an admin records a payment, signed, in that team’s database, for its own league', async () => {
    const db = teamDbName(s.world.teamA);
    for (const who of ['captainA', 'referee1', 'player'] as const) {
      expect(isRefused(await write(db, [credit()], s.world.cookies[who])), who).toBe(true);
    }
    expect((await write(db, [credit()], null)).status).toBe(401);
    expect(reason(await write(db, [credit({ author: s.world.referee1 })]))).toBe(
      'A payment of fines is signed by the admin who records it',
    );
    expect(reason(await write(db, [credit({ teamId: s.world.teamB })]))).toBeDefined();
    expect(reason(await write(db, [credit({ leagueId: 'anotherleague000000' })]))).toBeDefined();
    expect(isRefused(await write(db, [credit({ amountCents: 0 })]))).toBe(true);
    const good = credit();
    expect((await write(db, [good])).body[0]).toMatchObject({ ok: true });
    expect(await getOrNull(s.t.storage.db(db), good._id)).toMatchObject({
      amountCents: 3500,
      author: s.world.adminId,
    });
    // The captain reads it (a stock PouchDB client replicates the team's database) but may not remove it.
    const copy = localDb();
    await PouchDB.replicate(remoteDb(s.t.url, db, s.world.cookies.captainA), copy);
    const mine = await copy.get(good._id);
    expect(mine).toMatchObject({ note: 'Cash at the field' });
    const removal = await write(
      db,
      [{ _id: good._id, _rev: mine._rev, _deleted: true }],
      s.world.cookies.captainA,
    );
    expect(isRefused(removal)).toBe(true);
    // The other team's captain cannot read it at all.
    const other = await api(s.t.url, `/db/${db}/${encodeURIComponent(good._id)}`, {
      cookie: s.world.cookies.captainB,
    });
    expect(other.status).toBe(403);
    // The admin takes it back.
    expect((await write(db, [{ _id: good._id, _rev: mine._rev, _deleted: true }])).body[0]).toMatchObject({
      ok: true,
    });
  });
});
