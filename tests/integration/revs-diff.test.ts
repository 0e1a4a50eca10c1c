import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { t } from '../../src/i18n/core.ts';
import { diffAndRead } from '../../sync-server/replication/revs-diff.ts';
import { readDocs } from '../../sync-server/storage/pouch.ts';
import { api, localDb, PouchDB, remoteDb } from '../support/clients.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import { useWorld } from '../support/world.ts';

type TDiff = Record<string, { missing: string[]; possible_ancestors?: string[] }>;
/** A revision hash; Apache CouchDB accepts 32 characters only as hexadecimal. */
const hash = (digit: string) => digit.repeat(32);
/** Each document's missing revisions, sorted, leaving out those with none (both forms mean it). */
const missingOf = (diff: TDiff) =>
  Object.fromEntries(
    Object.entries(diff)
      .filter(([, entry]) => entry.missing.length > 0)
      .map(([id, entry]) => [id, [...entry.missing].sort()]),
  );

/**
 * Replication asks `_revs_diff`, then sends `_bulk_docs`. The gateway answers the first from one
 * read that also serves the checks of the second (ADR 031): the answers must stay the database's,
 * and nothing written in between may be checked against what was read before it.
 */
describe.each(STORAGE_MODES)("a writer's _revs_diff and the _bulk_docs after it (%s)", (mode) => {
  let couchRequests: string[] = [];
  const s = useWorld(async () => {
    // What is counted below is requests, not time: on a loaded machine a batch's `_bulk_docs` may
    // come later than the 500 ms its read serves for, and would then rightly be read again.
    const server = await startInMode(mode, undefined, { READ_AHEAD_MS: '600000' });
    couchRequests = server.couchRequests;
    return server;
  });

  it('answers _revs_diff as Apache CouchDB does, for every shape of revision tree', async () => {
    const name = teamDbName(s.world.teamA);
    const db = s.t.storage.db(name);
    const id = (label: string) => docId('player', `rd-${label}-${newId(6)}`);
    const [linear, deleted, conflicted, absent] = [
      id('linear'),
      id('deleted'),
      id('conflicted'),
      id('absent'),
    ];
    await db.bulkDocs(
      [
        {
          _id: linear,
          _rev: `3-${hash('c')}`,
          _revisions: { start: 3, ids: [hash('c'), hash('b'), hash('a')] },
        },
        {
          _id: deleted,
          _rev: `2-${hash('e')}`,
          _deleted: true,
          _revisions: { start: 2, ids: [hash('e'), hash('d')] },
        },
        { _id: conflicted, _rev: `1-${hash('f')}` },
        { _id: conflicted, _rev: `1-${hash('1')}` },
      ],
      { new_edits: false },
    );
    const asked = {
      [absent]: [`1-${hash('a')}`, `2-${hash('b')}`],
      // The leaf, an ancestor, and a newer revision not stored (its possible ancestor is the leaf).
      [linear]: [`3-${hash('c')}`, `1-${hash('a')}`, `4-${hash('2')}`],
      [deleted]: [`2-${hash('e')}`, `3-${hash('3')}`],
      // Both branches of a conflict (PouchDB reads the winner alone), and a third.
      [conflicted]: [`1-${hash('f')}`, `1-${hash('1')}`, `2-${hash('4')}`],
    };
    const answer = await api(s.t.url, `/db/${name}/_revs_diff`, {
      cookie: s.world.cookies.captainA,
      body: asked,
    });
    expect(answer.status).toBe(200);
    // Apache CouchDB's answer: a revision anywhere in the tree is present, a stored ancestor too
    // (PouchDB's own revsDiff calls an ancestor without a body missing; CouchDB does not).
    expect(missingOf(answer.body)).toEqual({
      [absent]: [`1-${hash('a')}`, `2-${hash('b')}`],
      [linear]: [`4-${hash('2')}`],
      [deleted]: [`3-${hash('3')}`],
      [conflicted]: [`2-${hash('4')}`],
    });
    // What the same read keeps for the checks is what `readDocs` gives: each winner, as stored.
    const { current } = await diffAndRead(db, asked);
    expect(current).toEqual(await readDocs(db, Object.keys(asked)));
    expect(current.get(linear)).toEqual({ _id: linear, _rev: `3-${hash('c')}` });
  });

  it('checks a write against the stored version, even when the document changed after _revs_diff', async () => {
    const name = teamDbName(s.world.teamA);
    const db = s.t.storage.db(name);
    const team = await db.get(docId('team', s.world.teamA));
    const [generation, parent] = team._rev!.split('-') as [string, string];
    // The captain's phone edits the record it holds, as replication would deliver it.
    const edit = {
      ...team,
      captain: { name: 'Ana Lopez', phone: '+12125550177' },
      _rev: `${Number(generation) + 1}-${hash('5')}`,
      _revisions: { start: Number(generation) + 1, ids: [hash('5'), parent] },
    };
    const diff = await api(s.t.url, `/db/${name}/_revs_diff`, {
      cookie: s.world.cookies.captainA,
      body: { [edit._id]: [edit._rev] },
    });
    expect(diff.body[edit._id].missing).toEqual([edit._rev]);
    // Meanwhile the server changes the record (the version the captain's edit extends is gone).
    await db.put({ ...team, name: 'Astoria Athletic FC' });
    const response = await api(s.t.url, `/db/${name}/_bulk_docs`, {
      cookie: s.world.cookies.captainA,
      body: { docs: [edit], new_edits: false },
    });
    expect(response.body).toEqual([
      { id: edit._id, error: 'forbidden', reason: t('server.thisChangeWasMadeTo') },
    ]);
    const stored = await db.get(edit._id, { conflicts: true });
    expect(stored).toMatchObject({ name: 'Astoria Athletic FC', captain: team.captain });
    expect(stored._conflicts).toBeUndefined();
  });

  it('a stock PouchDB push of new documents is read once per batch, not diffed and then read', async () => {
    const name = teamDbName(s.world.teamB);
    const source = localDb();
    const now = new Date().toISOString();
    await source.bulkDocs(
      Array.from({ length: 25 }, (_, i) => ({
        _id: docId('player', newId()),
        type: 'player',
        teamId: s.world.teamB,
        firstName: 'Sam',
        lastName: `Number ${50 + i}`,
        phone: null,
        jerseyNumber: 50 + i,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const before = couchRequests.length;
    const pushed = await PouchDB.replicate(source, remoteDb(s.t.url, name, s.world.cookies.captainB), {
      batch_size: 10,
    });
    expect(pushed).toMatchObject({ ok: true, docs_written: 25, doc_write_failures: 0 });
    const players = await s.t.storage.db(name).allDocs({ startkey: 'player:', endkey: 'player:\uffff' });
    expect(players.rows).toHaveLength(25);
    if (mode === 'couchdb') {
      // A real CouchDB's database names carry the run's prefix.
      const asked = couchRequests
        .slice(before)
        .filter((r) => r.startsWith('POST /') && r.includes(`${name}/`));
      expect(asked.filter((r) => r.endsWith('/_revs_diff'))).toEqual([]);
      expect(
        asked.filter((r) => r.endsWith('/_bulk_get')),
        asked.join(' '),
      ).toHaveLength(3);
      expect(
        asked.filter((r) => r.endsWith('/_bulk_docs')),
        asked.join(' '),
      ).toHaveLength(3);
    }
    await source.destroy();
  });
});
