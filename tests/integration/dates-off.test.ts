import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { DATES_OFF_MAX } from '../../src/domain/dates-off.ts';
import { remoteDb } from '../support/clients.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import { useWorld } from '../support/world.ts';

// ADR 077: a team's days off live on its record: the captain writes them like any edit of it, the
// gateway checks them with the same schema, and an older app's save keeps them.

type TDoc = Record<string, unknown> & { _id: string; _rev: string };

describe.each(STORAGE_MODES)('a team’s days off (%s)', (mode) => {
  const s = useWorld(() => startInMode(mode));
  const record = (cookie: string | null) => {
    const db = remoteDb(s.t.url, teamDbName(s.world.teamA), cookie);
    return { db, read: () => db.get(docId('team', s.world.teamA)) as Promise<TDoc> };
  };
  const refusal = (error: unknown) => error as { status: number; message?: string; reason?: string };

  it('the captain writes them; what is not a list of real days, each once, within the limit, is refused', async () => {
    const { db, read } = record(s.world.cookies.captainA);
    const team = await read();
    expect(team.datesOff ?? []).toEqual([]);
    await db.put({ ...team, datesOff: ['2027-03-06', '2027-04-10'] });
    expect((await read()).datesOff).toEqual(['2027-03-06', '2027-04-10']);
    const many = Array.from(
      { length: DATES_OFF_MAX + 1 },
      (_, i) => `2027-05-${String(i + 1).padStart(2, '0')}`,
    );
    for (const datesOff of [
      ['2027-02-30'],
      ['2027-03-06', '2027-03-06'],
      many,
      ['<b>soon</b>'],
      '2027-03-06',
      [20270306],
    ]) {
      const current = await read();
      const error = await db.put({ ...current, datesOff }).catch(refusal);
      expect((error as { status: number }).status, JSON.stringify(datesOff)).toBe(403);
    }
    const unreal = await db.put({ ...(await read()), datesOff: ['2027-02-30'] }).catch(refusal);
    expect(String((unreal as { message?: string }).message)).toContain(
      'Choose a day that exists, like 2027-04-10',
    );
    expect((await read()).datesOff).toEqual(['2027-03-06', '2027-04-10']);
  });

  it('another team’s captain cannot open them, and an older app’s save keeps them', async () => {
    const other = record(s.world.cookies.captainB);
    expect((await other.read().catch(refusal)).status).toBe(403);
    const { db, read } = record(s.world.cookies.captainA);
    const { datesOff: _kept, ...older } = await read();
    // A phone on last month's app saves the record without the field it does not know.
    await db.put({ ...older, name: 'Astoria Athletic' });
    expect((await read()).datesOff).toEqual(['2027-03-06', '2027-04-10']);
  });
});
