// Issue #34: devices reconnecting after a restart. Figures only.
import { leagueDbName } from '../../src/domain/databases.ts';
import { seedDemo } from '../../sync-server/seed/demo.ts';
import { startTestServer } from '../support/server.ts';
import { openStream } from '../support/stream.ts';

type TRecord = (name: string, value: string) => void;
const DEVICES = 1000;

/**
 * 1,000 visitors, each following the league directory and one league (as a visitor's phone does),
 * up to date before a clean restart; after it, one result lands in one league. Each device then
 * reconnects with its position and pulls what it is told changed (a pull: its checkpoint and the
 * changes since). Beside it, a full catch-up: every device pulling every database it follows.
 */
export async function restartBenchmark(record: TRecord) {
  const t = await startTestServer();
  try {
    await seedDemo(t.storage, { password: 'bench-password' });
    const { rows } = await t.storage.db('leagues').allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
    const leagues = rows.map((row) => leagueDbName(row.id.slice('league:'.length)));
    const follows = (i: number) => ['leagues', 'highlights', leagues[i % leagues.length]!];
    // Settled: the demo's derived writes are done before the devices are up to date.
    await t.server.highlights.settle();
    await t.server.resolver.settle();
    // Past the clock-skew allowance (CLOCK_SKEW_MS): the devices were up to date well before.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const positions: string[] = [];
    const seqs = new Map<string, string>();
    for (const db of ['leagues', 'highlights', ...leagues])
      seqs.set(db, String((await t.storage.db(db).info()).update_seq));
    for (let i = 0; i < DEVICES; i++) {
      const stream = await openStream(t.url);
      positions.push((await stream.next((e) => e.event === 'ready', 'ready')).id!);
      stream.close();
    }
    await t.restart();

    const pull = async (db: string) => {
      const local = await fetch(`${t.url}/db/${db}/_local/bench-device`);
      const changes = await fetch(`${t.url}/db/${db}/_changes?since=${encodeURIComponent(seqs.get(db)!)}`);
      return (await local.arrayBuffer()).byteLength + (await changes.arrayBuffer()).byteLength;
    };
    /** Every device reconnects with its position and pulls what it is told changed. */
    const reconnect = async () => {
      let requests = 0;
      let bytes = 0;
      for (let i = 0; i < DEVICES; i++) {
        const stream = await openStream(t.url, { lastEventId: positions[i]! });
        const ready = await stream.next((e) => e.event === 'ready', 'ready');
        const told = stream.events.slice(0, stream.events.indexOf(ready)).map((e) => String(e.data.db));
        stream.close();
        requests += 1;
        for (const db of follows(i).filter((d) => told.includes(d))) {
          requests += 2;
          bytes += await pull(db);
        }
      }
      return { requests, bytes };
    };
    // A full catch-up, measured on a sample and scaled: every followed database pulled.
    const SAMPLE = 100;
    let sampled = 0;
    for (let i = 0; i < SAMPLE; i++) for (const db of follows(i)) sampled += await pull(db);
    const full = { requests: DEVICES * (1 + 2 * follows(0).length), bytes: (sampled / SAMPLE) * DEVICES };
    const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;
    const report = (what: string, got: { requests: number; bytes: number }) => {
      record(
        `${DEVICES} devices reconnecting ${what}, requests`,
        `${got.requests} (${DEVICES} of them the stream itself) against ${full.requests} for a full catch-up: ${pct(got.requests, full.requests)}, pulls ${pct(got.requests - DEVICES, full.requests - DEVICES)} (goal under 2 %)`,
      );
      record(
        `${DEVICES} devices reconnecting ${what}, bytes pulled`,
        `${(got.bytes / 1024).toFixed(0)} KB against ${(full.bytes / 1024).toFixed(0)} KB: ${pct(got.bytes, full.bytes)}`,
      );
    };
    report('after a restart', await reconnect());
    // Then one result in one league: only that league's followers pull it.
    await t.storage.db(leagues[0]!).put({ _id: `video:bench${Date.now()}`, type: 'video' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    report('after a restart and one write in one league', await reconnect());
  } finally {
    await t.close();
  }
}
