import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import type { TPaymentReport } from '../../src/domain/schemas/payment.ts';
import type { TStorage } from '../storage/storage.ts';

/** Issue #35 on first start: where to pay each division's fee. */
export const demoPayment = (price: number) => ({
  link: 'https://pay.example.org/pitchside-demo',
  instructions: `Pay $${price} per team before the first matchday, by card at the link or by Zelle to fees@pitchside.nyc with your team's name as the memo.`,
});

/**
 * One team of the league (not the demo captain's) has reported its fee paid, so the admin's
 * needs-attention list has a payment to confirm; the captain's own team still has to pay.
 */
export async function stagePayment(storage: TStorage, leagueId: string, captainTeamId: string) {
  const { rows } = await storage
    .db(leagueDbName(leagueId))
    .allDocs({ startkey: 'teamPublic:', endkey: 'teamPublic:\uffff', include_docs: true });
  const other = rows
    .map((row) => row.doc!)
    .filter((team) => team.teamId !== captainTeamId)
    .sort((a, b) => String(a.name).localeCompare(String(b.name)))[0];
  if (!other) return;
  const teamId = String(other.teamId);
  const report: TPaymentReport & { _id: string } = {
    _id: docId('paymentReport', teamId),
    type: 'paymentReport',
    teamId,
    leagueId,
    reference: 'ZELLE-20481',
    status: 'reported',
    reportedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    decidedAt: null,
    decisionNote: '',
  };
  await storage.db(teamDbName(teamId)).put(report);
}
