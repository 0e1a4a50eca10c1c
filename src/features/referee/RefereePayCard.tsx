import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import type { TMatchView } from '../../data/referee.ts';
import { formatLeagueDay } from '../../domain/dates.ts';
import { formatCents } from '../../domain/money.ts';
import { refereeLedger } from '../../domain/referee-pay.ts';
import { t } from '../../i18n/core.ts';
import { Section } from '../../ui/Section.tsx';

const SHOWN = 5;

/**
 * ADR 058: what the league has paid this referee, and how many of their matches it has not paid
 * yet. Shown once the league has recorded a payment: a league that pays its referees elsewhere (or
 * not at all) would otherwise read as owing every match.
 */
export function RefereePayCard({ refereeId, matches }: { refereeId: string; matches: TMatchView[] }) {
  const payments = useLiveQuery(
    () => store.refereePayments.where('refereeId').equals(refereeId).toArray(),
    [refereeId],
  );
  if (!payments?.length) return null;
  // The fees are the admin's: the referee sees the matches still to pay, not their amount.
  const ledger = refereeLedger(refereeId, matches, payments, []);
  const byId = new Map(matches.map((m) => [m.id, m]));
  return (
    <Section
      id="pay"
      plain
      className="mt-8"
      titleClassName="mb-3 text-lg font-semibold"
      title={t('referee.pay.title')}
    >
      <p className="font-semibold">
        {t('referee.pay.paid', { amount: formatCents(ledger.paidCents), count: ledger.paid.length })}
      </p>
      <p className="text-stone-700">{t('referee.pay.notYet', { count: ledger.owed.length })}</p>
      <ul className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {ledger.paid.slice(0, SHOWN).map((payment) => {
          const match = byId.get(payment.matchId);
          return (
            <li key={payment.id} className="px-4 py-3 text-sm">
              <p className="font-medium">
                {t('referee.pay.line', {
                  date: formatLeagueDay(payment.matchDate),
                  match: match ? `${match.homeName} – ${match.awayName}` : t('referee.pay.aMatch'),
                  amount: formatCents(payment.amountCents),
                })}
              </p>
              <p className="text-stone-600">
                {t('referee.pay.paidOn', { date: formatLeagueDay(payment.paidAt) })}
                {payment.note ? ` · ${payment.note}` : ''}
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
