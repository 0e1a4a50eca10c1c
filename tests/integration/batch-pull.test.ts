import { describe, expect, it } from 'vitest';
import { docId, leagueDbName, refereeDbName, teamDbName } from '../../src/domain/databases.ts';
import { readSince } from '../../sync-server/replication/batch-pull.ts';
import { api, localDb, PouchDB, remoteDb } from '../support/clients.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import { useWorld } from '../support/world.ts';

// Issue #34, item 5: an admin's first copy of hundreds of databases in a few requests
// (`POST /api/pull`), written as a replication writes, then replicated as usual from there.

describe.each(STORAGE_MODES)('POST /api/pull (%s storage)', (mode) => {
  const s = useWorld(() => startInMode(mode));

  const pull = (since: Record<string, number | string>, cookie: string | null) =>
    api(s.t.url, '/api/pull', { body: { since }, cookie });

  it("gives an admin many databases' winning documents, which a stock PouchDB stores and replicates on from", async () => {
    const dbs = [leagueDbName(s.world.leagueId), teamDbName(s.world.teamA), teamDbName(s.world.teamB)];
    const response = await pull(Object.fromEntries(dbs.map((db) => [db, 0])), s.world.cookies.admin);
    expect(response.status).toBe(200);
    for (const db of dbs) {
      const result = response.body.results[db];
      const stored = await s.t.storage.db(db).allDocs();
      expect(result.complete).toBe(true);
      expect(result.docs.map((doc: { _id: string }) => doc._id).sort()).toEqual(
        stored.rows.map((row) => row.id).sort(),
      );
      const revs = Object.fromEntries(stored.rows.map((row) => [row.id, row.value.rev]));
      for (const doc of result.docs) expect(doc._rev).toBe(revs[doc._id]);
    }

    // A device's copy: the documents as they are, then the ordinary replication from the position.
    const team = teamDbName(s.world.teamA);
    const local = localDb();
    await local.bulkDocs(response.body.results[team].docs, { new_edits: false });
    const player = await s.t.storage.db(team).get(docId('player', s.world.playerA1));
    await s.t.storage.db(team).put({ ...player, lastName: 'Afterwards' });
    const remote = remoteDb(s.t.url, team, s.world.cookies.admin);
    const fetched: string[] = [];
    const replication = PouchDB.replicate(remote, local, { since: response.body.results[team].last_seq });
    replication.on('change', (info) => {
      fetched.push(...(info as { docs: { _id: string }[] }).docs.map((d) => d._id));
    });
    await replication;
    expect(fetched).toEqual([docId('player', s.world.playerA1)]);
    const [mine, theirs] = await Promise.all([local.allDocs(), s.t.storage.db(team).allDocs()]);
    expect(mine.rows.map((r) => [r.id, r.value.rev])).toEqual(theirs.rows.map((r) => [r.id, r.value.rev]));
  });

  it('names the other live leaves of a conflicted document, and sends a deleted one as deleted', async () => {
    const db = s.t.storage.db(teamDbName(s.world.teamA));
    const id = docId('player', s.world.playerA1);
    const player = await db.get(id);
    // Two phones' edits of the same revision, both stored: a conflict, as replication makes one.
    const [gen, hash] = String(player._rev).split('-') as [string, string];
    const edit = (suffix: string, lastName: string) => ({
      ...player,
      lastName,
      _rev: `${Number(gen) + 1}-${suffix}`,
      _revisions: { start: Number(gen) + 1, ids: [suffix, hash] },
    });
    await db.bulkDocs([edit('aaa', 'One'), edit('bbb', 'Two')], { new_edits: false });
    const gone = docId('player', 'gone00000000000000000');
    const { rev } = await db.put({ _id: gone, firstName: 'Gone' });
    await db.put({ _id: gone, _rev: rev, _deleted: true });
    const response = await pull({ [teamDbName(s.world.teamA)]: 0 }, s.world.cookies.admin);
    const docs = response.body.results[teamDbName(s.world.teamA)].docs;
    expect(docs.find((d: { _id: string }) => d._id === id)).toMatchObject({
      _rev: `${Number(gen) + 1}-bbb`,
      lastName: 'Two',
      _conflicts: [`${Number(gen) + 1}-aaa`],
    });
    expect(docs.find((d: { _id: string }) => d._id === gone)).toMatchObject({ _deleted: true });
  });

  it('checks each database on its own: a captain gets their team, not another team or a referee', async () => {
    const response = await pull(
      {
        [teamDbName(s.world.teamA)]: 0,
        [teamDbName(s.world.teamB)]: 0,
        [refereeDbName(s.world.referee1)]: 0,
        'team-nosuchteam00000000': 0,
      },
      s.world.cookies.captainA,
    );
    expect(response.status).toBe(200);
    const { results } = response.body;
    expect(results[teamDbName(s.world.teamA)].docs.length).toBeGreaterThan(0);
    expect(results[teamDbName(s.world.teamB)]).toEqual({ error: 'forbidden', reason: expect.any(String) });
    expect(results[refereeDbName(s.world.referee1)]).toMatchObject({ error: 'forbidden' });
    expect(results['team-nosuchteam00000000'].error).toMatch(/not_found|forbidden/);
    // A visitor: public databases only, and nothing of a team's.
    const visitor = await pull({ leagues: 0, [teamDbName(s.world.teamA)]: 0 }, null);
    expect(visitor.body.results.leagues.docs.length).toBeGreaterThan(0);
    expect(visitor.body.results[teamDbName(s.world.teamA)]).toMatchObject({
      error: expect.stringMatching(/unauthorized|forbidden/),
    });
    expect(JSON.stringify(visitor.body)).not.toContain('Luis');
  });

  it('answers for the other databases when one listed league has no database of its own', async () => {
    // A league whose database was never made (a crash between the two writes, until start-up
    // repairs it): the whole request answered 404, and a phone following it synced nothing.
    const leagues = s.t.storage.db('leagues');
    const league = await leagues.get(docId('league', s.world.leagueId));
    await leagues.put({ ...league, _id: docId('league', 'nodatabase0000000000'), _rev: undefined });
    const response = await pull(
      { leagues: 0, [leagueDbName('nodatabase0000000000')]: 0, [leagueDbName(s.world.leagueId)]: 0 },
      null,
    );
    expect(response.status).toBe(200);
    expect(response.body.results.leagues.docs.length).toBeGreaterThan(0);
    expect(response.body.results[leagueDbName(s.world.leagueId)].docs.length).toBeGreaterThan(0);
    expect(response.body.results[leagueDbName('nodatabase0000000000')]).toMatchObject({ error: 'not_found' });
  });

  it('refuses a malformed or oversized request with a clear 400', async () => {
    const tooMany = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`team-${i}`, 0]));
    for (const body of [
      { since: tooMany },
      { since: { leagues: -1 } },
      { since: 'leagues' },
      { dbs: ['leagues'] },
      [],
    ]) {
      const response = await api(s.t.url, '/api/pull', { body, cookie: s.world.cookies.admin });
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
  });

  it('cuts a long database short and goes on from where it stopped', async () => {
    const db = localDb();
    await db.bulkDocs(Array.from({ length: 7 }, (_, i) => ({ _id: `doc-${i}`, n: i })));
    const first = await readSince(db, 0, 3);
    expect(first).toMatchObject({ complete: false });
    if (!('docs' in first)) throw new Error('no documents');
    expect(first.docs).toHaveLength(3);
    const rest = await readSince(db, first.last_seq, 10);
    if (!('docs' in rest)) throw new Error('no documents');
    expect(rest.complete).toBe(true);
    expect([...first.docs, ...rest.docs].map((doc) => doc._id).sort()).toEqual(
      Array.from({ length: 7 }, (_, i) => `doc-${i}`),
    );
  });
});
