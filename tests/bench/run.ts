// npm run bench: prints figures, never passes or fails. Each budget lives here, not in a test.
import { buildAppIfStale } from '../../scripts/build-app.ts';
import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { localDb, login, PouchDB, remoteDb, waitFor } from '../support/clients.ts';
import { appBenchmarks, firstVisitScripts } from './app.ts';
import { gatewayVersusCouchBenchmark } from './couch.ts';
import { disciplineBenchmark } from './discipline.ts';
import { premierLeagueBenchmark } from './league.ts';
import { lighthouseScores, startThumbnailHost } from './lighthouse.ts';
import { fanOutBenchmark, fiftyLeaguesBenchmark, idleDevicesBenchmark } from './live.ts';
import { loginBurstBenchmark } from './logins.ts';
import { pushBurstBenchmark } from './push.ts';
import {
  resolverBenchmark,
  seasonGeneratorBenchmark,
  standingsBenchmark,
  submitToCompletedBenchmark,
} from './resolver.ts';
import { restartBenchmark } from './restart.ts';
import { screenBreakdownBenchmark } from './screens.ts';
import { processCpuMs, processRssMb, startServerProcess } from './server-process.ts';

const figures: [string, string][] = [];
const record = (name: string, value: string) => {
  figures.push([name, value]);
  console.log(`  ${name}: ${value}`);
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

// `npm run bench -- couch` prints only the gateway against CouchDB, for tuning the write path.
// `npm run bench -- discipline`: only the suspensions derivation (issue #30), in a second.
if (process.argv[2] === 'discipline') {
  disciplineBenchmark(record);
  process.exit(0);
}
// `npm run bench -- restart`: 1,000 devices reconnecting after a restart (issue #34).
if (process.argv[2] === 'restart') {
  await restartBenchmark(record);
  await pushBurstBenchmark(record);
  process.exit(0);
}
// `npm run bench -- push`: a burst of push notices through a slow push service (issue #33).
if (process.argv[2] === 'push') {
  await pushBurstBenchmark(record);
  process.exit(0);
}
if (process.argv[2] === 'couch') {
  await gatewayVersusCouchBenchmark(record);
  process.exit(0);
}

buildAppIfStale();
// `npm run bench -- fifty` prints only the 50-league figures (a visitor, an admin's first sync).
if (process.argv[2] === 'fifty') {
  await fiftyLeaguesBenchmark(record);
  process.exit(0);
}
// Highlights' thumbnails come through the server (issue #35), from a local stand-in for YouTube.
const thumbnails = await startThumbnailHost();
const server = await startServerProcess({ THUMBNAIL_ORIGIN: thumbnails.origin });
// `npm run bench -- lighthouse` prints only the Lighthouse scores and metrics, for tuning them.
if (process.argv[2] === 'lighthouse') {
  await lighthouseScores(server.url, record);
  await server.stop();
  thumbnails.close();
  process.exit(0);
}
// `npm run bench -- size` prints only the first visit's JavaScript, in English and Spanish.
if (process.argv[2] === 'size') {
  await firstVisitScripts(server.url, record);
  await server.stop();
  process.exit(0);
}
// `npm run bench -- screens` prints only each screen's marks, for tuning them.
if (process.argv[2] === 'screens') {
  await screenBreakdownBenchmark(server.url, server.accounts, record);
  await premierLeagueBenchmark(record);
  await server.stop();
  process.exit(0);
}
await loginBurstBenchmark(record);
console.log(`Pitchside benchmarks (server pid ${server.pid}, ${server.url})\n`);
try {
  const leagues = localDb();
  await PouchDB.replicate(remoteDb(server.url, 'leagues'), leagues);
  const { rows } = await leagues.allDocs();
  const leagueId = rows[0]!.id.slice('league:'.length);

  console.log('Initial replication of one demo league to a fresh client');
  const times: number[] = [];
  let docs = 0;
  for (let i = 0; i < 5; i++) {
    const fresh = localDb();
    const started = performance.now();
    const result = await PouchDB.replicate(remoteDb(server.url, leagueDbName(leagueId)), fresh);
    times.push(performance.now() - started);
    docs = result.docs_written;
  }
  record('initial league replication, median of 5', `${ms(median(times))} for ${docs} docs`);

  console.log('\nWrite on one live client to arrival on a second live client');
  const admin = server.accounts.find((a) => a.role === 'admin');
  const cookie = admin ? await login(server.url, admin.email, admin.password) : null;
  const writer = localDb();
  const reader = localDb();
  const push = PouchDB.replicate(writer, remoteDb(server.url, 'leagues', cookie), {
    live: true,
    retry: true,
  });
  const pull = PouchDB.replicate(remoteDb(server.url, 'leagues'), reader, { live: true, retry: true });
  await waitFor(async () => (await reader.info()).doc_count >= 2, 'the first pull');
  const latencies: number[] = [];
  const arrivals = new Map<string, () => void>();
  const feed = reader
    .changes({ live: true, since: 'now' })
    .on('change', (change) => arrivals.get(change.id)?.());
  for (let i = 0; i < 20; i++) {
    const id = docId('league', `bench-${i}`);
    const arrived = new Promise<void>((resolve) => arrivals.set(id, resolve));
    const started = performance.now();
    await writer.put({
      _id: id,
      type: 'league',
      name: `Bench ${i}`,
      season: '2027',
      city: 'New York',
      startDate: '2027-03-07',
      endDate: '2027-05-30',
      price: 1,
      level: 'First Division',
      maxTeams: 8,
      createdAt: new Date().toISOString(),
    });
    await arrived;
    latencies.push(performance.now() - started);
  }
  feed.cancel();
  push.cancel();
  pull.cancel();
  record('write to arrival, median of 20', ms(median(latencies)));
  record('write to arrival, p95 of 20', ms(p95(latencies)));

  console.log('\nThe gateway against CouchDB itself');
  await gatewayVersusCouchBenchmark(record);

  console.log('\nOne change stream per device');
  await fanOutBenchmark(server.url, server.accounts, record);
  await idleDevicesBenchmark(record);
  await restartBenchmark(record);

  console.log('\n100 idle stock PouchDB live clients (long-poll, as any CouchDB client replicates)');
  const rssBefore = processRssMb(server.pid);
  const clients = Array.from({ length: 100 }, () =>
    PouchDB.replicate(remoteDb(server.url, 'leagues'), localDb(), { live: true, retry: true }),
  );
  await new Promise((r) => setTimeout(r, 5000));
  const cpuStart = processCpuMs(server.pid);
  const idleSeconds = 15;
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  const cpuUsed = processCpuMs(server.pid) - cpuStart;
  record(
    'server CPU while 100 clients idle',
    `${((cpuUsed / (idleSeconds * 1000)) * 100).toFixed(2)} % of one core (${cpuUsed.toFixed(0)} ms in ${idleSeconds} s)`,
  );
  record(
    'server memory with 100 live clients',
    `${processRssMb(server.pid).toFixed(0)} MB RSS (${rssBefore.toFixed(0)} MB before)`,
  );
  for (const client of clients) client.cancel();

  console.log('\nResults and standings');
  standingsBenchmark(record);
  disciplineBenchmark(record);
  seasonGeneratorBenchmark(record);
  await resolverBenchmark(record);
  await submitToCompletedBenchmark(server.url, server.accounts, record);

  console.log('\nThe app in Chromium');
  await appBenchmarks(server.url, record);
  await screenBreakdownBenchmark(server.url, server.accounts, record);
  await premierLeagueBenchmark(record);
  await fiftyLeaguesBenchmark(record);
} finally {
  await server.stop();
}
console.log('\nDone.');
process.exit(0);
