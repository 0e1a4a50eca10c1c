import { describe, expect, it, vi } from 'vitest';
import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { MAX_READER_LOCAL_DOCS_PER_DB } from '../../src/domain/limits.ts';
import { ensureFirstAdmin } from '../../sync-server/bootstrap/first-admin.ts';
import { flushCheckpoints } from '../../sync-server/replication/checkpoint-cache.ts';
import { createLeague, createTeam } from '../../sync-server/seed/factories.ts';
import { couchRequest } from '../../sync-server/storage/couch-request.ts';
import { getOrNull } from '../../sync-server/storage/pouch.ts';
import { api, localDb, login, PouchDB, remoteDb, waitFor } from '../support/clients.ts';
import { startCouchDb } from '../support/couchdb.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { useWorld } from '../support/world.ts';

const now = () => new Date().toISOString();
const videoDoc = (leagueId: string, teamId: string) => ({
  _id: docId('video', newId()),
  type: 'video',
  leagueId,
  matchId: newId(),
  teamId,
  url: 'https://youtu.be/dQw4w9WgXcQ',
  title: 'Goal of the week',
  createdAt: now(),
});

/** Reads a continuous `_changes` feed line by line until `until` holds for the lines so far. */
async function readFeed(
  url: string,
  until: (lines: Record<string, unknown>[]) => boolean,
  onOpen?: () => Promise<void>,
) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const lines: Record<string, unknown>[] = [];
  let buffer = '';
  let opened = false;
  while (!until(lines)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) lines.push(JSON.parse(line));
      newline = buffer.indexOf('\n');
    }
    if (!opened && onOpen && lines.length > 0) {
      opened = true;
      await onOpen();
    }
  }
  controller.abort();
  return { status: response.status, lines };
}

describe('a stock CouchDB replicator can pull a public league database from Pitchside', () => {
  const s = useWorld({ READER_CHECKPOINTS_PER_MINUTE: '1000' });
  const db = () => leagueDbName(s.world.leagueId);

  it('answers every request of a one-shot and a continuous replication, as anonymous, with checkpoints', async () => {
    const couch = process.env.COUCHDB_TEST_URL;
    if (couch) {
      // A real CouchDB: its own replicator, one-shot then continuous.
      const target = `pitchside-peer-${newId(8)}`;
      // Fetch refuses a URL with credentials: they go in a header (issue #34).
      const replicate = couchRequest(couch, '/_replicate');
      const oneShot = await fetch(replicate.url, {
        method: 'POST',
        headers: { ...replicate.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ source: `${s.t.url}/db/${db()}`, target, create_target: true }),
      });
      const answer = (await oneShot.json()) as { ok?: boolean; history?: { docs_written: number }[] };
      expect(answer.ok).toBe(true);
      expect(answer.history?.[0]?.docs_written).toBeGreaterThan(0);
      const drop = couchRequest(couch, `/${target}`);
      await fetch(drop.url, { method: 'DELETE', headers: drop.headers });
      return;
    }
    // The protocol as CouchDB 3's replicator speaks it, replayed against the gateway.
    expect((await api(s.t.url, `/db/${db()}/`)).status).toBe(200);
    const checkpoint = `_local/${newId()}`;
    expect((await api(s.t.url, `/db/${db()}/${checkpoint}`)).status).toBe(404);
    const base = `${s.t.url}/db/${db()}/_changes?feed=continuous&style=all_docs&since=0&heartbeat=10000`;
    const known = (await api(s.t.url, `/db/${db()}/_changes`)).body.results.length as number;
    const added = videoDoc(s.world.leagueId, s.world.teamA);
    const feed = await readFeed(
      base,
      (lines) => lines.some((line) => line.id === added._id),
      async () => {
        const written = await api(s.t.url, `/db/${db()}/_bulk_docs`, {
          cookie: s.world.cookies.admin,
          body: { docs: [added] },
        });
        expect(written.body[0]).toMatchObject({ ok: true });
      },
    );
    expect(feed.status).toBe(200);
    expect(feed.lines.length).toBe(known + 1);
    const flush = await api(s.t.url, `/db/${db()}/_ensure_full_commit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expect(flush.status).toBe(201);
    expect(flush.body).toEqual({ ok: true, instance_start_time: '0' });
    const lastSeq = feed.lines.at(-1)!.seq;
    const saved = await api(s.t.url, `/db/${db()}/${checkpoint}`, {
      method: 'PUT',
      body: { session_id: 'x', source_last_seq: lastSeq, history: [] },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ ok: true, id: checkpoint });
    expect((await api(s.t.url, `/db/${db()}/${checkpoint}`)).body).toMatchObject({
      _id: checkpoint,
      source_last_seq: lastSeq,
    });
  });

  it('a continuous feed with nothing new holds with heartbeats, and ends at its timeout with last_seq', async () => {
    const started = Date.now();
    const response = await fetch(
      `${s.t.url}/db/${db()}/_changes?feed=continuous&since=now&heartbeat=1000&timeout=1500`,
    );
    const text = await response.text();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    const lines = text.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toHaveProperty('last_seq');
  });

  it("readers' checkpoints are bounded on their own, never evict a writer's, and cannot be large", async () => {
    const admin = await api(s.t.url, `/db/${db()}/_local/admin-cp`, {
      method: 'PUT',
      cookie: s.world.cookies.admin,
      body: { last_seq: 1 },
    });
    expect(admin.status).toBe(201);
    for (let i = 0; i < MAX_READER_LOCAL_DOCS_PER_DB + 5; i++) {
      const put = await api(s.t.url, `/db/${db()}/_local/stranger-${i}`, {
        method: 'PUT',
        body: { last_seq: i },
      });
      expect(put.status).toBe(201);
    }
    expect((await api(s.t.url, `/db/${db()}/_local/stranger-0`)).status).toBe(404);
    expect(
      (await api(s.t.url, `/db/${db()}/_local/stranger-${MAX_READER_LOCAL_DOCS_PER_DB + 4}`)).status,
    ).toBe(200);
    expect(
      (await api(s.t.url, `/db/${db()}/_local/admin-cp`, { cookie: s.world.cookies.admin })).status,
    ).toBe(200);
    // A reader cannot read or overwrite a writer's checkpoint under the same name.
    expect((await api(s.t.url, `/db/${db()}/_local/admin-cp`)).status).toBe(404);
    const big = await api(s.t.url, `/db/${db()}/_local/big`, {
      method: 'PUT',
      body: { blob: 'x'.repeat(20_000) },
    });
    expect(big.status).toBe(413);
    // Nobody may keep checkpoints where they may not read.
    const team = await api(s.t.url, `/db/team-${s.world.teamA}/_local/x`, {
      method: 'PUT',
      body: { last_seq: 1 },
    });
    expect(team.status).toBe(401);
  });
});

describe("readers' checkpoint writes are rate-limited per address", () => {
  const s = useWorld({ READER_CHECKPOINTS_PER_MINUTE: '5' });

  it('refuses the sixth in a minute with 429 and Retry-After, before storing anything', async () => {
    const db = leagueDbName(s.world.leagueId);
    const put = (i: number) =>
      api(s.t.url, `/db/${db}/_local/flood-${i}`, { method: 'PUT', body: { last_seq: i } });
    for (let i = 0; i < 5; i++) expect((await put(i)).status).toBe(201);
    const refused = await put(5);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api(s.t.url, `/db/${db}/_local/flood-5`)).status).toBe(404);
    // A writer is not counted against it.
    const admin = await api(s.t.url, `/db/${db}/_local/admin-flood`, {
      method: 'PUT',
      cookie: s.world.cookies.admin,
      body: { n: 1 },
    });
    expect(admin.status).toBe(201);
    await waitFor(
      async () =>
        (await api(s.t.url, `/db/${db}/_local/admin-flood`, { cookie: s.world.cookies.admin })).status ===
        200,
      'the writer checkpoint',
    );
  });
});

/**
 * Two instances on one CouchDB, as behind a load balancer, with an admin, a league and one
 * replicator's checkpoint in it.
 */
async function twoInstances(leagueName: string, checkpointId: string) {
  const couch = await startCouchDb();
  const a = await startTestServer(couch.env);
  const b = await startTestServer(couch.env);
  await ensureFirstAdmin(a.storage, { adminEmail: 'admin@peer.nyc', adminPassword: 'peer-password' });
  const leagueId = await createLeague(a.storage, { name: leagueName });
  const cookie = await login(a.url, 'admin@peer.nyc', 'peer-password');
  const path = `/db/${leagueDbName(leagueId)}/_local/${checkpointId}`;
  return {
    a,
    b,
    leagueId,
    /** The checkpoint read or written on `server`, as the admin (one session serves both). */
    on: (server: TTestServer, method: 'GET' | 'PUT', body?: object) =>
      api(server.url, path, { method, cookie, body }),
    async close() {
      await a.close();
      await b.close();
      await couch.close();
    },
  };
}

describe('checkpoints remembered by one instance while another moves them on', () => {
  it('a stale checkpoint never overwrites a newer one: its write is dropped, and the next read is fresh', async () => {
    const peers = await twoInstances('Peer League', 'replicator-1');
    const { a, leagueId } = peers;
    try {
      // Behind a load balancer, one replicator's requests reach either instance.
      const viaA = (method: 'GET' | 'PUT', body?: object) => peers.on(a, method, body);
      const viaB = (method: 'GET' | 'PUT', body?: object) => peers.on(peers.b, method, body);
      const first = await viaA('PUT', { last_seq: 1 });
      expect(first.status).toBe(201);
      const rev1 = ((await viaA('GET')).body as { _rev: string })._rev;
      const moved = await viaB('PUT', { _rev: rev1, last_seq: 2 });
      expect(moved.status).toBe(201);
      // a still takes rev1 for the latest and answers from memory; its write to storage then
      // meets b's newer checkpoint (a conflict), so storage keeps b's...
      expect((await viaA('PUT', { _rev: rev1, last_seq: 3 })).status).toBe(201);
      await flushCheckpoints(a.storage);
      // ...and a's next read, the one PouchDB and CouchDB's replicator make before writing, is fresh.
      const fresh = (await viaA('GET')).body as { _rev: string; last_seq: number };
      expect(fresh.last_seq).toBe(2);
      // A write on top of a version a is still holding back is refused at once, as CouchDB would.
      expect((await viaA('PUT', { _rev: fresh._rev, last_seq: 3 })).status).toBe(201);
      expect((await viaA('PUT', { _rev: fresh._rev, last_seq: 4 })).status).toBe(409);
      await flushCheckpoints(a.storage);
      const stored = await getOrNull(a.storage.db(leagueDbName(leagueId)), '_local/replicator-1');
      expect(stored).toMatchObject({ last_seq: 3 });
    } finally {
      await peers.close();
    }
  });
});

describe('a checkpoint another instance moved on', () => {
  it('is read afresh within seconds, so a replicator whose requests alternate instances converges', async () => {
    const { a, b, on, close } = await twoInstances('Alternating League', 'replicator-3');
    try {
      const rev1 = (await on(a, 'PUT', { last_seq: 1 })).body.rev as string;
      expect((await on(a, 'GET')).body).toMatchObject({ last_seq: 1 });
      expect((await on(b, 'PUT', { _rev: rev1, last_seq: 2 })).status).toBe(201);
      // a trusts what it saw for a few seconds (a replicator at work writes every few ms)...
      expect((await on(a, 'GET')).body).toMatchObject({ last_seq: 1 });
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 3_100);
      // ...then reads storage again, so a write based on it is not refused for ever.
      const fresh = (await on(a, 'GET')).body as { _rev: string; last_seq: number };
      expect(fresh.last_seq).toBe(2);
      expect((await on(b, 'PUT', { _rev: fresh._rev, last_seq: 3 })).status).toBe(201);
    } finally {
      vi.useRealTimers();
      await close();
    }
  });
});

describe('checkpoints are written behind', () => {
  it('a push of many batches writes its checkpoint a few times, not per batch; a restart resumes from it', async () => {
    const couch = await startCouchDb();
    let server = await startTestServer(couch.env);
    try {
      await ensureFirstAdmin(server.storage, {
        adminEmail: 'admin@peer.nyc',
        adminPassword: 'peer-password',
      });
      const leagueId = await createLeague(server.storage, { name: 'Checkpoint League' });
      const teamId = await createTeam(server.storage, { leagueId, name: 'Checkpoint FC' });
      const source = localDb();
      await source.bulkDocs(Array.from({ length: 1000 }, () => videoDoc(leagueId, teamId)));
      const push = async () => {
        const cookie = await login(server.url, 'admin@peer.nyc', 'peer-password');
        return PouchDB.replicate(source, remoteDb(server.url, leagueDbName(leagueId), cookie), {
          batch_size: 50,
        });
      };
      const from = couch.requests.length;
      const started = Date.now();
      const first = await push();
      const pushMs = Date.now() - started;
      expect(first.docs_written).toBe(1000);
      // The stopping server writes what it held back before its storage closes.
      await server.close();
      const checkpointWrites = couch.requests
        .slice(from)
        .filter((line) => /^PUT \/[^/]+\/_local\//.test(line));
      expect(checkpointWrites.length).toBeGreaterThan(0);
      // Written at most once per FLUSH_AFTER_MS (500 ms) however many batches came (20 here: on a
      // quiet machine 2-4 writes), and once more on close. A slow CouchDB (a loaded 3-node
      // cluster, 500 ms a batch) takes longer, never more writes per second.
      expect(checkpointWrites.length).toBeLessThanOrEqual(Math.ceil(pushMs / 500) + 1);
      server = await startTestServer(couch.env);
      const again = await push();
      expect(again.docs_read).toBe(0);
      expect(again.docs_written).toBe(0);
    } finally {
      await server.close();
      await couch.close();
    }
  });

  it('a checkpoint deleted while its last version waits is gone from memory and storage', async () => {
    const server = await startTestServer();
    try {
      await ensureFirstAdmin(server.storage, {
        adminEmail: 'admin@peer.nyc',
        adminPassword: 'peer-password',
      });
      const leagueId = await createLeague(server.storage, { name: 'Deleting League' });
      const cookie = await login(server.url, 'admin@peer.nyc', 'peer-password');
      const path = `/db/${leagueDbName(leagueId)}/_local/replicator-2`;
      const put = (body: object) => api(server.url, path, { method: 'PUT', cookie, body });
      const first = await put({ last_seq: 1 });
      const behind = await put({ _rev: first.body.rev, last_seq: 2 });
      expect(behind.status).toBe(201);
      expect(behind.body.rev).toBe('0-2');
      const deleted = await put({ _rev: behind.body.rev, _deleted: true });
      expect(deleted.status).toBe(201);
      await flushCheckpoints(server.storage);
      expect((await api(server.url, path, { cookie })).status).toBe(404);
      expect(await getOrNull(server.storage.db(leagueDbName(leagueId)), '_local/replicator-2')).toBeNull();
    } finally {
      await server.close();
    }
  });
});
