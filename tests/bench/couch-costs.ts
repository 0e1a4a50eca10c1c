// What each kind of request costs CouchDB itself, for a batch of 100 new documents: the floor of
// the gateway's ratio, whatever the gateway does with its own time (ADR 018).
import { newId } from '../../src/domain/ids.ts';
import { PouchDB } from '../support/clients.ts';

type TRecord = (name: string, value: string) => void;
const REPEATS = 30;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median time of `run`, after a few runs to warm up; each run gets its own number. */
async function timed(run: (n: number) => Promise<unknown>): Promise<number> {
  for (let n = 0; n < 5; n++) await run(-1 - n);
  const times: number[] = [];
  for (let n = 0; n < REPEATS; n++) {
    const started = performance.now();
    await run(n);
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function couchCostsBenchmark(record: TRecord, couchUrl: string, prefix: string, where: string) {
  const db = new PouchDB(`${couchUrl}/${prefix}bench-costs-${newId(6)}`);
  try {
    // A league's worth of documents already there, as in the push.
    const existing = Array.from({ length: 10_000 }, (_, i) => ({ _id: `video:${i}`, title: 'Goal' }));
    for (let i = 0; i < existing.length; i += 1000) await db.bulkDocs(existing.slice(i, i + 1000));
    const batch = (n: number) => Array.from({ length: 100 }, (_, i) => `video:new-${n}-${i}`);
    let checkpointRev: string | undefined;
    const ms = {
      checkpointRead: await timed(() => db.get('_local/bench').catch(() => null)),
      revsDiff: await timed((n) => db.revsDiff(Object.fromEntries(batch(n).map((id) => [id, ['1-a']])))),
      // The gateway's one read per batch, with revision paths: it answers _revs_diff too.
      bulkGet: await timed((n) => db.bulkGet({ docs: batch(n).map((id) => ({ id })), revs: true })),
      bulkDocs: await timed((n) =>
        db.bulkDocs(
          batch(n).map((_id) => ({ _id, _rev: '1-a', title: 'Goal' })),
          { new_edits: false },
        ),
      ),
      checkpointWrite: await timed(async () => {
        checkpointRev = (await db.put({ _id: '_local/bench', _rev: checkpointRev, last_seq: 1 })).rev;
      }),
      oneDoc: await timed((n) => db.put({ _id: `audit:${n}:${newId(6)}`, entries: [] })),
    };
    const f = (x: number) => x.toFixed(1);
    record(
      `${where}'s time per request of 100 new documents, median of ${REPEATS}`,
      `checkpoint read ${f(ms.checkpointRead)}, _revs_diff ${f(ms.revsDiff)}, _bulk_get ${f(ms.bulkGet)}, ` +
        `_bulk_docs ${f(ms.bulkDocs)}, checkpoint write ${f(ms.checkpointWrite)}, one document ${f(ms.oneDoc)} ms`,
    );
    const straight = ms.checkpointRead + ms.revsDiff + ms.bulkDocs + ms.checkpointWrite;
    const gateway = ms.bulkGet + ms.bulkDocs + ms.oneDoc;
    record(
      `${where}'s work per batch: straight (checkpoint read and write, _revs_diff, _bulk_docs) / ` +
        'through the gateway (_bulk_get, _bulk_docs, audit entry; checkpoints from memory)',
      `${f(straight)} / ${f(gateway)} ms: the gateway asks ${(gateway / straight).toFixed(2)}× the work of it`,
    );
  } finally {
    await db.destroy();
  }
}
