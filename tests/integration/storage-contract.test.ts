import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claim } from '../../sync-server/auth/claims.ts';
import { readConfig } from '../../sync-server/config.ts';
import { createUpdates } from '../../sync-server/live/updates.ts';
import { getOrNull, readDocs } from '../../sync-server/storage/pouch.ts';
import { openStorage, type TStorage } from '../../sync-server/storage/storage.ts';
import { createWatcher } from '../../sync-server/storage/watch.ts';
import { waitFor } from '../support/clients.ts';
import { startCouchDb } from '../support/couchdb.ts';
import { STORAGE_MODES } from '../support/modes.ts';

/** What the server relies on from its storage, checked the same way in both modes. */
describe.each(STORAGE_MODES)('storage contract (%s)', (mode) => {
  let storage: TStorage;
  let reopen: () => TStorage;
  let cleanup: () => Promise<void>;
  let couchRequests: string[] = [];
  let dataDir = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pitchside-contract-'));
    const couch = mode === 'couchdb' ? await startCouchDb() : null;
    couchRequests = couch?.requests ?? [];
    const config = readConfig({ DATA_DIR: dataDir, ...couch?.env });
    reopen = () => openStorage(config);
    storage = reopen();
    for (const name of ['league-contract', 'league-changes', 'league-watch', 'league-durable']) {
      await storage.create(name);
    }
    cleanup = async () => {
      await storage.close();
      await couch?.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => cleanup?.());

  it('reports its mode', () => {
    expect(storage.mode).toBe(mode);
  });

  it('reads many documents in one request: a present one, a deleted one and a missing one', async () => {
    const db = storage.db('league-contract');
    await db.put({ _id: 'read:present', n: 1 });
    const gone = await db.put({ _id: 'read:deleted', n: 2 });
    await db.remove({ _id: 'read:deleted', _rev: gone.rev });
    const found = await readDocs(db, ['read:present', 'read:deleted', 'read:missing']);
    expect(found.get('read:present')).toMatchObject({ _id: 'read:present', n: 1 });
    expect(found.get('read:deleted')).toBeNull();
    expect(found.get('read:missing')).toBeNull();
    expect(found.size).toBe(3);
  });

  it('reads the winning revision of a conflicted document, never another leaf', async () => {
    const db = storage.db('league-contract');
    // Apache CouchDB answers `_bulk_get` without a revision with every leaf, newest revision first:
    // here a deleted 2-ccc before the winner 1-aaa, and a losing 1-aaa after the winner 1-bbb.
    await db.bulkDocs(
      [
        { _id: 'read:tree', _rev: '2-ccc', _deleted: true, _revisions: { start: 2, ids: ['ccc', 'zzz'] } },
        { _id: 'read:tree', _rev: '1-aaa', n: 'live' },
        { _id: 'read:pair', _rev: '1-bbb', n: 'winner' },
        { _id: 'read:pair', _rev: '1-aaa', n: 'loser' },
      ],
      { new_edits: false },
    );
    const found = await readDocs(db, ['read:tree', 'read:pair']);
    expect(found.get('read:tree')).toMatchObject({ _rev: '1-aaa', n: 'live' });
    expect(found.get('read:pair')).toMatchObject({ _rev: '1-bbb', n: 'winner' });
    // The same winners as a plain read of each.
    expect((await db.get('read:tree'))._rev).toBe('1-aaa');
    expect((await db.get('read:pair'))._rev).toBe('1-bbb');
  });

  it('never creates a database by opening it: a missing one is a 404, until created on purpose', async () => {
    const openMissing = async () => storage.db('team-never-made').get('team:x');
    if (mode === 'embedded') {
      await expect(openMissing()).rejects.toMatchObject({ status: 404 });
      expect(existsSync(join(dataDir, 'dbs', 'team-never-made'))).toBe(false);
    } else {
      // The stand-in makes databases on any request (Apache CouchDB answers 404); what matters
      // is that the server never asks for one to be made.
      await openMissing().catch(() => null);
      expect(couchRequests.filter((r) => r.startsWith('PUT /team-never-made'))).toEqual([]);
    }
    await storage.create('league-made-now');
    expect((await storage.db('league-made-now').info()).doc_count).toBe(0);
  });

  it('closes the least recently used idle databases beyond its bound, never a pinned one', async () => {
    const bounded = openStorage({
      dataDir: mkdtempSync(join(tmpdir(), 'pitchside-bound-')),
      maxOpenDatabases: 3,
    });
    const names = ['team-b1', 'team-b2', 'team-b3', 'team-b4', 'team-b5'];
    for (const name of names.slice(0, 2)) await bounded.create(name);
    const unpin = bounded.pin('team-b1');
    // Make the first two look idle for long enough to be closed.
    const realNow = Date.now;
    Date.now = () => realNow() + 60_000;
    try {
      for (const name of names.slice(2)) await bounded.create(name);
    } finally {
      Date.now = realNow;
    }
    // internal, leagues (fixed) + pinned team-b1 + the newest ones; team-b2 was idle and unpinned.
    expect(bounded.openCount()).toBeLessThanOrEqual(6);
    expect((await bounded.db('team-b1').info()).db_name).toContain('team-b1');
    expect((await bounded.db('team-b2').info()).doc_count).toBe(0); // reopened on demand
    unpin();
    await bounded.close();
  });

  it('stores, reads and detects conflicting writes', async () => {
    const db = storage.db('league-contract');
    const { rev } = await db.put({ _id: 'match:a', score: 1 });
    await expect(db.put({ _id: 'match:a', score: 2 })).rejects.toMatchObject({ status: 409 });
    await db.put({ _id: 'match:a', _rev: rev, score: 3 });
    expect((await db.get('match:a')).score).toBe(3);
    expect(await getOrNull(db, 'match:missing')).toBeNull();
  });

  it('accepts replicated revisions as they are (new_edits false) and keeps both branches of a conflict', async () => {
    const db = storage.db('league-contract');
    await db.bulkDocs(
      [
        { _id: 'match:b', _rev: '1-aaa', v: 'a', _revisions: { start: 1, ids: ['aaa'] } },
        { _id: 'match:b', _rev: '1-bbb', v: 'b', _revisions: { start: 1, ids: ['bbb'] } },
      ],
      { new_edits: false },
    );
    const doc = await db.get('match:b', { conflicts: true });
    expect(doc._rev).toBe('1-bbb');
    expect(doc._conflicts).toEqual(['1-aaa']);
    expect(await db.revsDiff({ 'match:b': ['1-aaa', '1-ccc'] })).toEqual({
      'match:b': { missing: ['1-ccc'] },
    });
    const bulk = await db.bulkGet({ docs: [{ id: 'match:b', rev: '1-aaa' }], revs: true });
    expect(JSON.stringify(bulk.results)).toContain('"v":"a"');
  });

  it('lists changes since a sequence', async () => {
    const db = storage.db('league-changes');
    const start = await db.changes({ since: 0 });
    await db.put({ _id: 'match:c' });
    const after = await db.changes({ since: start.last_seq });
    expect(after.results.map((r) => r.id)).toEqual(['match:c']);
  });

  it('keeps internal records apart from every named database', async () => {
    await storage.internal.put({ _id: 'probe:internal' });
    expect(await getOrNull(storage.db('admin'), 'probe:internal')).toBeNull();
  });

  it('lets exactly one of many racing claims win', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claim(storage.internal, 'email:race@test.nyc', `owner${i}`)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('wakes a watcher on a write through this instance, and not before', async () => {
    const updates = createUpdates(storage, { warn() {} });
    const watcher = createWatcher(updates);
    let woke = 0;
    watcher.once('league-watch', () => {
      woke += 1;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(woke).toBe(0);
    await storage.db('league-watch').put({ _id: 'match:w' });
    // Embedded: at once. CouchDB: once the instance has read the new update_seq.
    await waitFor(async () => woke === 1, 'the watcher woken');
    expect(watcher.watchedCount()).toBe(0);
    watcher.closeAll();
    await updates.close();
  });

  it('keeps everything after closing and opening again', async () => {
    await storage.db('league-durable').put({ _id: 'match:d', kept: true });
    await storage.close();
    storage = reopen();
    expect((await storage.db('league-durable').get('match:d')).kept).toBe(true);
    expect(await getOrNull(storage.internal, 'probe:internal')).not.toBeNull();
  });
});

describe('reading many documents from a server that does not say why one is missing', () => {
  it('reads those again the slower way, never taking them for missing unseen', async () => {
    // PouchDB Server (express-pouchdb) answers `_bulk_get` with `{}` for a missing document.
    const couch = await startCouchDb({ asPouchDbServer: true });
    const folder = mkdtempSync(join(tmpdir(), 'pitchside-bulkget-'));
    const storage = openStorage(readConfig({ DATA_DIR: folder, ...couch.env }));
    try {
      await storage.create('league-bulkget');
      const db = storage.db('league-bulkget');
      await db.put({ _id: 'read:present', n: 1 });
      const gone = await db.put({ _id: 'read:deleted', n: 2 });
      await db.remove({ _id: 'read:deleted', _rev: gone.rev });
      const found = await readDocs(db, ['read:present', 'read:deleted', 'read:missing']);
      expect(found.get('read:present')).toMatchObject({ n: 1 });
      expect(found.get('read:deleted')).toBeNull();
      expect(found.get('read:missing')).toBeNull();
      if (!process.env.COUCHDB_TEST_URL) {
        expect(couch.requests.filter((line) => line.endsWith('/_all_docs')).length).toBeGreaterThan(0);
      }
    } finally {
      await storage.close();
      await couch.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
