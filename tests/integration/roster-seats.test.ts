import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ROSTER } from '../../src/domain/limits.ts';
import { readConfig } from '../../sync-server/config.ts';
import { openStorage, type TStorage } from '../../sync-server/storage/storage.ts';
import { claimRosterSeat } from '../../sync-server/teams/roster-seats.ts';
import { startCouchDb } from '../support/couchdb.ts';
import { STORAGE_MODES } from '../support/modes.ts';

/** Player ids `player:p<i>` for i below n: a roster as a request read it. */
const rosterOf = (n: number, ...more: string[]) =>
  new Set([...Array.from({ length: n }, (_, i) => `player:p${i}`), ...more]);
const seat = (teamId: string, n: number) => `rosterSeat:${teamId}:${String(n).padStart(3, '0')}`;

// The places a new player claims (roster-seats.ts): which claims hold a place and which are taken
// over. The racing pushes themselves are in roster-conflicts.test.ts.
describe.each(STORAGE_MODES)('roster seats (%s)', (mode) => {
  let storage: TStorage;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-seats-'));
    const couch = mode === 'couchdb' ? await startCouchDb() : null;
    storage = openStorage(readConfig({ DATA_DIR: dataDir, ...couch?.env }));
    cleanup = async () => {
      await storage.close();
      await couch?.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => cleanup?.());

  it('a player whose write is still landing keeps the last place; the same player asking again keeps it', async () => {
    const full = rosterOf(MAX_ROSTER - 1);
    expect(await claimRosterSeat(storage, 'ta', 'player:late1', full)).toBe(true);
    expect(await claimRosterSeat(storage, 'ta', 'player:late2', full)).toBe(false);
    expect(await claimRosterSeat(storage, 'ta', 'player:late1', full)).toBe(true);
  });

  it('a place whose holder the roster already counts is taken by the next new player', async () => {
    expect(await claimRosterSeat(storage, 'tb', 'player:first', rosterOf(10))).toBe(true);
    // The first one's write landed and someone left: the roster is 10 again, counting them.
    expect(await claimRosterSeat(storage, 'tb', 'player:second', rosterOf(9, 'player:first'))).toBe(true);
    const held = await storage.internal.get(seat('tb', 10));
    expect(held.owner).toBe('player:second');
  });

  it('a place held a minute by a write that never landed is free again', async () => {
    const old = new Date(Date.now() - 61_000).toISOString();
    await storage.internal.put({ _id: seat('tc', MAX_ROSTER - 1), owner: 'player:refused', at: old });
    expect(await claimRosterSeat(storage, 'tc', 'player:next', rosterOf(MAX_ROSTER - 1))).toBe(true);
  });
});
