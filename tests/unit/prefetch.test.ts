import { describe, expect, it } from 'vitest';
import { createPrefetch } from '../../sync-server/replication/prefetch.ts';
import type { TPouchDoc } from '../../sync-server/storage/pouch.ts';

/** A prefetch on a hand-driven clock, with `write(db)` standing for a write through the instance. */
function setup(options: { ttlMs?: number; maxDocs?: number } = {}) {
  let clock = 1_000;
  const listeners = new Set<(db: string) => void>();
  const prefetch = createPrefetch(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    { ...options, now: () => clock },
  );
  return {
    prefetch,
    write: (db: string) => {
      for (const listener of listeners) listener(db);
    },
    wait: (ms: number) => {
      clock += ms;
    },
    listeners,
  };
}
const doc = (id: string): TPouchDoc => ({ _id: id, _rev: '1-a' });
const read =
  (...ids: string[]) =>
  async () => ({ current: new Map(ids.map((id) => [id, doc(id)])) });

describe('the versions read for a _revs_diff, kept for the _bulk_docs after it', () => {
  it('hands each kept version out once, to the database it was read from', async () => {
    const { prefetch } = setup();
    await prefetch.reading('team-a', read('p:1', 'p:2'));
    expect(prefetch.take('team-b', ['p:1'])).toEqual(new Map());
    expect(prefetch.take('team-a', ['p:1', 'p:3'])).toEqual(new Map([['p:1', doc('p:1')]]));
    expect(prefetch.take('team-a', ['p:1'])).toEqual(new Map());
    expect(prefetch.take('team-a', ['p:2'])).toEqual(new Map([['p:2', doc('p:2')]]));
    expect(prefetch.size()).toBe(0);
  });

  it('keeps a missing document as null: known to be missing, not unknown', async () => {
    const { prefetch } = setup();
    await prefetch.reading('team-a', async () => ({ current: new Map([['p:new', null]]) }));
    expect(prefetch.take('team-a', ['p:new'])).toEqual(new Map([['p:new', null]]));
  });

  it('never hands out a version read longer ago than its time to live', async () => {
    const { prefetch, wait } = setup({ ttlMs: 1000 });
    await prefetch.reading('team-a', read('p:1', 'p:2'));
    wait(1000);
    expect(prefetch.take('team-a', ['p:1']).size).toBe(1);
    wait(1);
    expect(prefetch.take('team-a', ['p:2'])).toEqual(new Map());
    expect(prefetch.size()).toBe(0);
  });

  it('a write to the database voids what was read from it, and nothing of another', async () => {
    const { prefetch, write } = setup();
    await prefetch.reading('team-a', read('p:1'));
    await prefetch.reading('team-b', read('p:1'));
    write('team-a');
    expect(prefetch.take('team-a', ['p:1'])).toEqual(new Map());
    expect(prefetch.take('team-b', ['p:1']).size).toBe(1);
  });

  it('a write that lands while the read is on its way voids that read too', async () => {
    const { prefetch, write } = setup();
    type TRead = { current: Map<string, TPouchDoc | null> };
    let answer: (value: TRead) => void = () => {};
    const reading = prefetch.reading('team-a', () => new Promise<TRead>((resolve) => (answer = resolve)));
    write('team-a');
    answer({ current: new Map([['p:1', doc('p:1')]]) });
    // The caller still gets its answer; only the keeping is refused.
    expect((await reading).current.size).toBe(1);
    expect(prefetch.take('team-a', ['p:1'])).toEqual(new Map());
    expect(prefetch.size()).toBe(0);
  });

  it('holds at most maxDocs versions, letting the least recently read database go first', async () => {
    const { prefetch } = setup({ maxDocs: 3 });
    await prefetch.reading('team-a', read('p:1', 'p:2'));
    await prefetch.reading('team-b', read('p:1'));
    await prefetch.reading('team-c', read('p:1'));
    expect(prefetch.size()).toBeLessThanOrEqual(3);
    expect(prefetch.take('team-a', ['p:1', 'p:2'])).toEqual(new Map());
    expect(prefetch.take('team-c', ['p:1']).size).toBe(1);
  });

  it('lets go of what is too old to serve at the next read, of any database', async () => {
    const { prefetch, wait } = setup({ ttlMs: 1000 });
    await prefetch.reading('team-a', read('p:1', 'p:2'));
    wait(600);
    await prefetch.reading('team-b', read('p:1'));
    expect(prefetch.size()).toBe(3);
    wait(600);
    await prefetch.reading('team-c', read('p:1'));
    // team-a's read is 1,200 ms old and gone; team-b's (600 ms) is still kept.
    expect(prefetch.size()).toBe(2);
    expect(prefetch.take('team-b', ['p:1']).size).toBe(1);
  });

  it('stops listening for writes when closed', () => {
    const { prefetch, listeners } = setup();
    expect(listeners.size).toBe(1);
    prefetch.close();
    expect(listeners.size).toBe(0);
  });
});
