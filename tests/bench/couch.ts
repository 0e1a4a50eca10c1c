// Issue #12: the gateway in CouchDB mode against CouchDB itself. Figures only.
import { spawn } from 'node:child_process';
import { Agent } from 'node:http';
import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { HIGHLIGHTS_DB } from '../../sync-server/highlights/mirror.ts';
import { createLeague, createTeam } from '../../sync-server/seed/factories.ts';
import { openStorage } from '../../sync-server/storage/storage.ts';
import { localDb, login, PouchDB } from '../support/clients.ts';
import { couchCostsBenchmark } from './couch-costs.ts';
import { startCouchProcess } from './couch-process.ts';
import { startServerProcess } from './server-process.ts';

type TRecord = (name: string, value: string) => void;
const DOCS = 10_000;
const ROUNDS = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** What the gateway asked CouchDB for, per kind of request, per batch of 100 documents. */
function requestsPerBatch(requests: string[]): string {
  const asked = new Map<string, number>();
  for (const line of requests) {
    const kind = line
      .replace(/ \/[^/ ]+/, ' /<db>')
      .replace(/\/_local\/.+/, '/_local/<doc>')
      .replace(/\/(?![_<])[^/ ]+/g, '/<doc>');
    asked.set(kind, (asked.get(kind) ?? 0) + 1);
  }
  return [...asked]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${kind} ${(n / (DOCS / 100)).toFixed(1)}`)
    .join(', ');
}

/**
 * The pushing client keeps its connections open, as a browser and CouchDB's own replicator do.
 * PouchDB's Node fetch opens a new one per request unless given an agent, which charged each path
 * a TCP connection per request: the direct push one to CouchDB itself, the gateway's to the gateway.
 */
const agent = new Agent({ keepAlive: true });
function client(url: string, cookie?: string) {
  return new PouchDB(url, {
    skip_setup: Boolean(cookie),
    fetch: (target: string, options: { headers: Headers }) => {
      if (cookie) options.headers.set('Cookie', cookie);
      return PouchDB.fetch(target, { ...options, agent } as typeof options);
    },
  });
}

/** tests/bench/proxy-main.ts in its own process, forwarding to `target`. */
async function startProxyProcess(target: string) {
  const child = spawn(process.execPath, [new URL('./proxy-main.ts', import.meta.url).pathname, target], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const m = /running at (\S+)/.exec(output);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the proxy exited ${code}`)));
  });
  return { url, stop: () => child.kill() };
}

/**
 * Pushes 10,000 small documents as an admin through the gateway (every check, the audit trail)
 * and the same documents straight into the same CouchDB (COUCHDB_TEST_URL, else the stand-in).
 * As deployed, CouchDB, the gateway and the client are three processes: sharing one event loop
 * would charge the gateway for CouchDB's work and the client's.
 */
export async function gatewayVersusCouchBenchmark(record: TRecord) {
  const couch = await startCouchProcess();
  const server = await startServerProcess({
    ...couch.env,
    SEED: 'none',
    ADMIN_EMAIL: 'admin@bench.nyc',
    ADMIN_PASSWORD: 'bench-password',
  });
  // The bench's own instance on the same CouchDB makes the league, as a second server would.
  const storage = openStorage({
    dataDir: '',
    couchUrl: couch.env.COUCHDB_URL,
    couchPrefix: couch.env.COUCHDB_PREFIX,
  });
  const highlights = storage.db(HIGHLIGHTS_DB);
  const proxy = await startProxyProcess(couch.url);
  try {
    const cookie = await login(server.url, 'admin@bench.nyc', 'bench-password');
    const couchUrl = couch.url;
    /** 10,000 new small documents in a fresh local database, for a league's database. */
    const freshSource = async (leagueId: string, teamId: string) => {
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
      return source;
    };

    // Alternated, so both meet the same machine: the median of ROUNDS each, new documents each time.
    const gatewayTimes: number[] = [];
    const derivedTimes: number[] = [];
    const directTimes: number[] = [];
    const proxyTimes: number[] = [];
    let perBatch = '';
    let directPerBatch = '';
    for (let round = 0; round < ROUNDS; round += 1) {
      // A new league each round, as the direct push gets a new database: pushing into one that
      // holds the earlier rounds' documents charged the gateway for a bigger database (ADR 031).
      const leagueId = await createLeague(storage, { name: `Bench League ${round + 1}` });
      const teamId = await createTeam(storage, { leagueId, name: 'Bench FC' });
      const source = await freshSource(leagueId, teamId);
      const requestsBefore = (await couch.requests()).total;
      const started = performance.now();
      const remote = client(`${server.url}/db/${leagueDbName(leagueId)}`, cookie);
      const through = await PouchDB.replicate(source, remote, { batch_size: 100 });
      gatewayTimes.push(performance.now() - started);
      if (through.docs_written !== DOCS)
        throw new Error(`the gateway wrote ${through.docs_written} of ${DOCS}`);
      perBatch = requestsPerBatch((await couch.requests(requestsBefore)).requests);
      // The videos' highlights are derived after (or between) the batches; a bench may poll.
      while ((await highlights.info()).doc_count < (round + 1) * DOCS) await sleep(50);
      derivedTimes.push(performance.now() - started);

      const proxied = client(`${proxy.url}/${couch.env.COUCHDB_PREFIX}bench-proxy-${newId(6)}`);
      const proxyStarted = performance.now();
      const passed = await PouchDB.replicate(source, proxied, { batch_size: 100 });
      proxyTimes.push(performance.now() - proxyStarted);
      if (passed.docs_written !== DOCS) throw new Error(`the proxy wrote ${passed.docs_written} of ${DOCS}`);
      await proxied.destroy();

      const direct = client(`${couchUrl}/${couch.env.COUCHDB_PREFIX}bench-direct-${newId(6)}`);
      const directBefore = (await couch.requests()).total;
      const begun = performance.now();
      const straight = await PouchDB.replicate(source, direct, { batch_size: 100 });
      directTimes.push(performance.now() - begun);
      directPerBatch = requestsPerBatch((await couch.requests(directBefore)).requests);
      if (straight.docs_written !== DOCS)
        throw new Error(`CouchDB wrote ${straight.docs_written} of ${DOCS}`);
      await direct.destroy();
      await source.destroy();
    }
    const gatewayMs = median(gatewayTimes);
    const directMs = median(directTimes);
    const proxyMs = median(proxyTimes);

    const where = process.env.COUCHDB_TEST_URL ? 'Apache CouchDB' : 'the CouchDB stand-in';
    record(
      `push ${DOCS} docs as admin through the gateway (CouchDB mode, ${where}), median of ${ROUNDS}`,
      `${(gatewayMs / 1000).toFixed(1)} s`,
    );
    record(
      `push ${DOCS} docs straight into ${where}, median of ${ROUNDS}`,
      `${(directMs / 1000).toFixed(1)} s`,
    );
    // Each round's own ratio too: on two shared cores it moves by 0.3 or more between runs.
    const rounds = gatewayTimes.map((ms, i) => ms / directTimes[i]!).sort((a, b) => a - b);
    record(
      'gateway / direct (goal ≤ 1.3, issue #34)',
      `${(gatewayMs / directMs).toFixed(2)} (rounds ${rounds[0]!.toFixed(2)}–${rounds.at(-1)!.toFixed(2)})`,
    );
    record(
      `push ${DOCS} docs through the gateway until their highlights are derived, median of ${ROUNDS}`,
      `${(median(derivedTimes) / 1000).toFixed(1)} s`,
    );
    record(
      `push ${DOCS} docs through a bare forwarding proxy (no checks) / direct: the floor for any gateway`,
      `${(proxyMs / directMs).toFixed(2)} (${(proxyMs / 1000).toFixed(1)} s)`,
    );
    record('CouchDB requests per batch of 100 through the gateway', perBatch);
    record('CouchDB requests per batch of 100 straight', directPerBatch);
    await couchCostsBenchmark(record, couchUrl, couch.env.COUCHDB_PREFIX, where);
  } finally {
    await storage.close();
    proxy.stop();
    await server.stop();
    await couch.close();
  }
}
