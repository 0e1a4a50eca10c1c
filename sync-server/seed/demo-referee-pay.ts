import { docId, leagueDbName, refereeDbName } from '../../src/domain/databases.ts';
import { isPayable } from '../../src/domain/referee-pay.ts';
import { ZRefereeFee, ZRefereePayment } from '../../src/domain/schemas/referee-pay.ts';
import type { TStorage } from '../storage/storage.ts';

const FEES_CENTS = [6000, 5000];

/**
 * ADR 058 on first start: the divisions pay their referee $60 and $50 a match, and the league has
 * paid her oldest match, so the desk's Referees tab shows what she is owed and her dashboard her pay.
 */
export async function stageRefereePay(storage: TStorage, leagueIds: string[], refereeId: string) {
  const now = new Date().toISOString();
  for (const [index, leagueId] of leagueIds.slice(0, FEES_CENTS.length).entries()) {
    const fee = ZRefereeFee.parse({
      type: 'refereeFee',
      leagueId,
      amountCents: FEES_CENTS[index],
      updatedAt: now,
    });
    await storage.db('admin').put({ _id: docId('refereeFee', leagueId), ...fee });
  }
  const leagueId = leagueIds[0];
  if (!leagueId) return;
  const { rows } = await storage
    .db(leagueDbName(leagueId))
    .allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
  type TRowMatch = { leagueId: string; refereeId: string | null; status: string; date: string };
  const oldest = rows
    .map((row) => ({ ...(row.doc as unknown as TRowMatch), id: row.id.slice('match:'.length) }))
    .filter((m) => isPayable(m, refereeId))
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  if (!oldest) return;
  const payment = ZRefereePayment.parse({
    type: 'refereePayment',
    refereeId,
    matchId: oldest.id,
    leagueId,
    matchDate: oldest.date,
    amountCents: FEES_CENTS[0],
    paidAt: now,
    note: 'Cash at the field',
  });
  await storage.db(refereeDbName(refereeId)).put({ _id: docId('refereePayment', oldest.id), ...payment });
}
