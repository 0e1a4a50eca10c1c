import { t } from '../i18n/core.ts';
import { toCsv } from './csv.ts';
import { instantToLeagueLocalInput } from './dates.ts';

// ADR 058: what a league owes each referee, from the matches they officiated, the league's fee per
// match and the payments recorded. A pure function of those: nothing is counted up or down, so a
// correction (a result undone, a referee changed, a payment undone) is reflected as it is.

type TOfficiated = {
  id: string;
  leagueId: string;
  refereeId: string | null;
  status: string;
  date: string;
};
type TFee = { leagueId: string; amountCents: number };
type TPaid = { matchId: string; refereeId: string; amountCents: number; paidAt: string };

export type TOwedMatch<M> = { match: M; amountCents: number | null };

export type TRefereeLedger<M, P> = {
  /** Completed matches of the referee's with no payment, oldest first; no fee: amount null. */
  owed: TOwedMatch<M>[];
  /** What the owed matches come to, at the leagues' fees (matches without a fee left out). */
  owedCents: number;
  /** Payments recorded for the referee, newest first. */
  paid: P[];
  paidCents: number;
};

/** A match the league pays its referee for: played to a result, with this referee on it. */
export const isPayable = (match: TOfficiated, refereeId: string) =>
  match.status === 'completed' && match.refereeId === refereeId;

export function refereeLedger<M extends TOfficiated, P extends TPaid>(
  refereeId: string,
  matches: readonly M[],
  payments: readonly P[],
  fees: readonly TFee[],
): TRefereeLedger<M, P> {
  const paid = payments
    .filter((p) => p.refereeId === refereeId)
    .sort((a, b) => b.paidAt.localeCompare(a.paidAt) || a.matchId.localeCompare(b.matchId));
  const paidIds = new Set(paid.map((p) => p.matchId));
  const feeOf = new Map(fees.map((f) => [f.leagueId, f.amountCents]));
  const owed = matches
    .filter((m) => isPayable(m, refereeId) && !paidIds.has(m.id))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
    .map((match) => ({ match, amountCents: feeOf.get(match.leagueId) ?? null }));
  return {
    owed,
    owedCents: owed.reduce((sum, o) => sum + (o.amountCents ?? 0), 0),
    paid,
    paidCents: paid.reduce((sum, p) => sum + p.amountCents, 0),
  };
}

export type TPaymentLine = {
  paidAt: string;
  referee: string;
  email: string;
  matchDate: string;
  match: string;
  league: string;
  amountCents: number;
  note: string;
};

/**
 * Every payment recorded, for the league's books (a referee's yearly total, a tax form): oldest
 * first, dates as New York days in ISO form and amounts in dollars, so a spreadsheet sorts and sums
 * them.
 */
export function refereePaymentsCsv(lines: TPaymentLine[]): string {
  const day = (instant: string) => instantToLeagueLocalInput(instant).slice(0, 10);
  const sorted = [...lines].sort(
    (a, b) => a.paidAt.localeCompare(b.paidAt) || a.matchDate.localeCompare(b.matchDate),
  );
  return toCsv(
    [
      t('admin.pay.csv.paidOn'),
      t('admin.pay.csv.referee'),
      t('admin.pay.csv.email'),
      t('admin.pay.csv.matchDay'),
      t('admin.pay.csv.match'),
      t('admin.pay.csv.league'),
      t('admin.pay.csv.amount'),
      t('admin.pay.csv.note'),
    ],
    sorted.map((p) => [
      day(p.paidAt),
      p.referee,
      p.email,
      day(p.matchDate),
      p.match,
      p.league,
      (p.amountCents / 100).toFixed(2),
      p.note,
    ]),
  );
}
