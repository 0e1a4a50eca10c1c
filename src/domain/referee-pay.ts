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
