import { describe, expect, it } from 'vitest';
import { inRequestPlace, REQUEST_PLACES } from '../../src/data/request-places.ts';

// ADR 036, amended: the replication requests of all a browser's tabs take turns in two places.
// Node has the Web Locks API, one lock manager per process as a browser has one per origin, so
// calls here stand for requests from different tabs.

/** Requests that stay open until finished, counting how many are open at once. */
function counter() {
  const open = { now: 0, most: 0 };
  const finishers: (() => void)[] = [];
  const watchers: (() => void)[] = [];
  const request = (label: string) => async () => {
    open.now += 1;
    open.most = Math.max(open.most, open.now);
    const finished = new Promise<void>((resolve) => finishers.push(resolve));
    for (const watcher of watchers.splice(0)) watcher();
    await finished;
    open.now -= 1;
    return label;
  };
  /** Resolves once `count` requests have begun. */
  const begun = async (count: number) => {
    while (finishers.length < count) await new Promise<void>((resolve) => watchers.push(resolve));
  };
  return { open, finishers, request, begun };
}

describe("the browser's request places", () => {
  it('six requests from three tabs never hold more than two places, and each one runs', async () => {
    const { open, finishers, request, begun } = counter();
    const answers = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'].map((label) => inRequestPlace(request(label)));
    await begun(REQUEST_PLACES);
    expect(open.now).toBe(REQUEST_PLACES);
    // Each finished request lets exactly one waiting request in.
    for (let done = 0; done < 6; done++) {
      await begun(Math.min(6, done + REQUEST_PLACES));
      finishers[done]!();
    }
    expect(await Promise.all(answers)).toEqual(['a1', 'a2', 'b1', 'b2', 'c1', 'c2']);
    expect(open.most).toBe(REQUEST_PLACES);
  });

  it('a failed request gives its place back and its error reaches its caller', async () => {
    const failed = inRequestPlace(async () => {
      throw new Error('offline');
    });
    await expect(failed).rejects.toThrow('offline');
    const [first, second] = [inRequestPlace(async () => 1), inRequestPlace(async () => 2)];
    expect([await first, await second]).toEqual([1, 2]);
  });

  it('a request waits only so long for places held by a frozen tab, then goes without one', async () => {
    const { finishers, request, begun } = counter();
    const frozen = [inRequestPlace(request('frozen 1')), inRequestPlace(request('frozen 2'))];
    await begun(2);
    expect(await inRequestPlace(async () => 'went anyway', 50)).toBe('went anyway');
    for (const finish of finishers) finish();
    expect(await Promise.all(frozen)).toEqual(['frozen 1', 'frozen 2']);
  });
});
