import { daysFrom } from '../domain/days-away.ts';
import { docId, refereeDbName } from '../domain/db-names.ts';
import { useLiveQuery } from './live-query.ts';
import { store } from './local-store.ts';
import { writeDoc } from './outbox.ts';

// ADR 051: the days a referee cannot referee, kept in their own database (one document).

/** Each referee's days away by referee id: the referee's own on their phone, all on the desk. */
export function useDaysAway(): Map<string, string[]> | undefined {
  return useLiveQuery(async () => {
    const rows = await store.daysAway.toArray();
    return new Map(rows.map((row) => [row.refereeId, daysFrom(row.days, Date.now())]));
  }, []);
}

/** Saved on the phone, sent when there is signal; the days given replace the ones kept. */
export async function saveDaysAway(refereeId: string, days: string[]): Promise<void> {
  const current = await store.daysAway.get(refereeId);
  await writeDoc(refereeDbName(refereeId), {
    _id: docId('daysAway', refereeId),
    ...(current?._rev ? { _rev: current._rev } : {}),
    type: 'daysAway',
    refereeId,
    days,
    updatedAt: new Date().toISOString(),
  });
}
