import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { leagueDbName } from '../../src/domain/db-names.ts';
import { readConfig } from '../../sync-server/config.ts';
import { sweepReminders } from '../../sync-server/mail/reminders.ts';
import { matchDoc } from '../../sync-server/seed/factories.ts';
import { openStorage } from '../../sync-server/storage/storage.ts';

// Issue #35: the 48-hour reminder sweep, run every 15 minutes by each instance, read a changed
// league's whole season again. It now reads only the matches written since its last sweep.
describe('the reminder sweep', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-sweep-'));
  const storage = openStorage(readConfig({ DATA_DIR: dataDir }));
  afterAll(async () => {
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads a season once, then only what changed', async () => {
    const leagueId = 'sweep-league';
    await (await storage.create('leagues')).put({ _id: `league:${leagueId}`, type: 'league' });
    const league = await storage.create(leagueDbName(leagueId));
    // A season far enough ahead that no reminder is due: the sweep only reads.
    const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const season = Array.from({ length: 120 }, (_, i) =>
      matchDoc({ leagueId, homeTeamId: 'a', awayTeamId: 'b', date: later(10 + i), refereeId: null }),
    );
    await league.bulkDocs(season);

    expect(await sweepReminders(storage)).toEqual({ read: 120 });
    expect(await sweepReminders(storage)).toEqual({ read: 0 });

    const moved = await league.get(season[7]!._id);
    await league.put({ ...moved, date: later(30) });
    await league.put({ _id: 'ruling:x', type: 'ruling' });
    expect(await sweepReminders(storage)).toEqual({ read: 1 });
  });
});
