import { beforeEach, describe, expect, it } from 'vitest';
import { lastRunStart, onceAcrossTabs } from '../../src/data/across-tabs.ts';

// ADR 036. Node has the Web Locks API (one lock manager per process, as a browser has one per
// origin), so calls here stand for tabs. It has no localStorage: a Map stands in for it.

const stored = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  },
});

/** A run that does not end until `finish` is called, and says how often it ran. */
function gatedRun() {
  let finish = () => {};
  const ran = { count: 0 };
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const run = async () => {
    ran.count += 1;
    await done;
  };
  return { ran, run, finish: () => finish() };
}

describe('one run per need across tabs', () => {
  beforeEach(() => stored.clear());

  it('a tab that needed it before another tab began its run waits for that run and asks nothing', async () => {
    const neededAt = Date.now();
    const first = gatedRun();
    const second = gatedRun();
    const firstRun = onceAcrossTabs('league-a|pull', () => neededAt, first.run);
    const secondRun = onceAcrossTabs('league-a|pull', () => neededAt, second.run);
    first.finish();
    second.finish();
    expect(await firstRun).toBe(true);
    expect(await secondRun).toBe(false);
    expect(first.ran.count + second.ran.count).toBe(1);
  });

  it('a need that arose after the other run began runs again', async () => {
    await onceAcrossTabs(
      'league-b|pull',
      () => 0,
      async () => {},
    );
    const later = lastRunStart('league-b|pull') + 1;
    const again = gatedRun();
    again.finish();
    expect(await onceAcrossTabs('league-b|pull', () => later, again.run)).toBe(true);
    expect(again.ran.count).toBe(1);
  });

  it('a run that failed serves no other tab, and its error reaches its caller', async () => {
    const neededAt = Date.now();
    const failing = onceAcrossTabs(
      'league-c|pull',
      () => neededAt,
      async () => {
        throw new Error('offline');
      },
    );
    const next = gatedRun();
    const nextRun = onceAcrossTabs('league-c|pull', () => neededAt, next.run);
    next.finish();
    await expect(failing).rejects.toThrow('offline');
    expect(await nextRun).toBe(true);
    expect(next.ran.count).toBe(1);
  });

  it('a tab frozen while it holds the lock keeps the others waiting only so long', async () => {
    let thaw = () => {};
    const frozen = new Promise<void>((resolve) => {
      thaw = resolve;
    });
    let isHeld = () => {};
    const held = new Promise<void>((resolve) => {
      isHeld = resolve;
    });
    void navigator.locks.request('pitchside-sync:league-f|pull', () => {
      isHeld();
      return frozen;
    });
    await held;
    const waiting = gatedRun();
    waiting.finish();
    expect(await onceAcrossTabs('league-f|pull', () => Date.now(), waiting.run, 50)).toBe(true);
    expect(waiting.ran.count).toBe(1);
    thaw();
  });

  it('different databases do not wait for each other', async () => {
    const slow = gatedRun();
    const slowRun = onceAcrossTabs('league-d|pull', () => 0, slow.run);
    // Resolves while the other database's run still holds its lock.
    expect(
      await onceAcrossTabs(
        'league-e|pull',
        () => 0,
        async () => {},
      ),
    ).toBe(true);
    slow.finish();
    expect(await slowRun).toBe(true);
  });
});
