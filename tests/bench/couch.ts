// Issue #12: the gateway in CouchDB mode against CouchDB itself. Figures only.
import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { ensureFirstAdmin } from '../../sync-server/bootstrap/first-admin.ts';
import { createLeague, createTeam } from '../../sync-server/seed/factories.ts';
import { localDb, login, PouchDB, remoteDb } from '../support/clients.ts';
import { startCouchDb } from '../support/couchdb.ts';
import { startTestServer } from '../support/server.ts';

type TRecord = (name: string, value: string) => void;
const DOCS = 10_000;

/**
 * Pushes 10,000 small documents as an admin through the gateway (every check, the audit trail)
 * and the same documents straight into the same CouchDB (COUCHDB_TEST_URL, else the stand-in).
 */
export async function gatewayVersusCouchBenchmark(record: TRecord) {
  const couch = await startCouchDb();
  const t = await startTestServer(couch.env);
  try {
    await ensureFirstAdmin(t.storage, { adminEmail: 'admin@bench.nyc', adminPassword: 'bench-password' });
    const cookie = await login(t.url, 'admin@bench.nyc', 'bench-password');
    const leagueId = await createLeague(t.storage, { name: 'Bench League' });
    const teamId = await createTeam(t.storage, { leagueId, name: 'Bench FC' });
    const source = localDb();
    const now = new Date().toISOString();
    const docs = Array.from({ length: DOCS }, () => ({
      _id: docId('video', newId()),
      type: 'video',
      leagueId,
      matchId: newId(),
      teamId,
      playerId: null,
      url: 'https://youtu.be/dQw4w9WgXcQ',
      title: 'Goal of the week',
      thumbUrl: null,
      createdAt: now,
    }));
    for (let i = 0; i < docs.length; i += 1000) await source.bulkDocs(docs.slice(i, i + 1000));

    const started = performance.now();
    const through = await PouchDB.replicate(source, remoteDb(t.url, leagueDbName(leagueId), cookie), {
      batch_size: 100,
    });
    const gatewayMs = performance.now() - started;
    if (through.docs_written !== DOCS)
      throw new Error(`the gateway wrote ${through.docs_written} of ${DOCS}`);

    const direct = new PouchDB(`${couch.url}/${couch.env.COUCHDB_PREFIX}bench-direct-${newId(6)}`);
    const begun = performance.now();
    const straight = await PouchDB.replicate(source, direct, { batch_size: 100 });
    const directMs = performance.now() - begun;
    if (straight.docs_written !== DOCS) throw new Error(`CouchDB wrote ${straight.docs_written} of ${DOCS}`);
    await direct.destroy();

    const where = process.env.COUCHDB_TEST_URL ? 'Apache CouchDB' : 'the CouchDB stand-in';
    record(
      `push ${DOCS} docs as admin through the gateway (CouchDB mode, ${where})`,
      `${(gatewayMs / 1000).toFixed(1)} s`,
    );
    record(`push ${DOCS} docs straight into ${where}`, `${(directMs / 1000).toFixed(1)} s`);
    record('gateway / direct (goal ≤ 1.0)', (gatewayMs / directMs).toFixed(2));
  } finally {
    await t.close();
    await couch.close();
  }
}
