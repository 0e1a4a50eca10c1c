import { startServerProcess } from './server-process.ts';

type TRecord = (name: string, value: string) => void;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Issue #10, 1: 300 parallel logins for unknown e-mails, with the per-address limit out of the way
 * (as from many addresses), while a reader keeps asking storage for changes. Storage must keep
 * answering: hashing is bounded, so it never takes all of libuv's threads.
 */
export async function loginBurstBenchmark(record: TRecord) {
  console.log('\n300 parallel logins beside a reader of _changes');
  const server = await startServerProcess({ LOGIN_MAX_FAILURES_PER_IP: '100000', SEED: 'none' });
  try {
    const burstStarted = performance.now();
    let done = 0;
    const statuses = new Map<number, number>();
    const burst = Array.from({ length: 300 }, (_, i) =>
      fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `ghost${i}@bench.nyc`, password: 'not the password' }),
      }).then((r) => {
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        done += 1;
      }),
    );
    const latencies: number[] = [];
    while (done < 300) {
      const started = performance.now();
      await fetch(`${server.url}/db/leagues/_changes?since=0&limit=10`).then((r) => r.text());
      latencies.push(performance.now() - started);
    }
    await Promise.all(burst);
    const burstMs = performance.now() - burstStarted;
    record(
      'login burst duration',
      `${(burstMs / 1000).toFixed(1)} s (${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')})`,
    );
    record(
      '_changes latency during the burst',
      `median ${median(latencies).toFixed(1)} ms, worst ${Math.max(...latencies).toFixed(1)} ms over ${latencies.length} requests`,
    );
  } finally {
    await server.stop();
  }
}
