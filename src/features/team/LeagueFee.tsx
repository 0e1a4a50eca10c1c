import { lazy, Suspense, useState } from 'react';
import { formatPrice } from '../../data/leagues.ts';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { writeDoc } from '../../data/outbox.ts';
import { useRefusals } from '../../data/refusals.ts';
import { formatLeagueDate } from '../../domain/dates.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { DEFAULT_LEAGUE_PAYMENT } from '../../domain/payment-defaults.ts';
import type { TLeague } from '../../domain/schemas/league.ts';
import type { TTeam } from '../../domain/schemas/team.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { RefusedNote } from '../../ui/Refusal.tsx';
import { Section } from '../../ui/Section.tsx';
import { toast } from '../../ui/toasts.tsx';

// The form, its schema and react-hook-form load when it opens, not with the dashboard (issue #36).
const ReportForm = lazy(() => import('./PaymentReportForm.tsx'));

/**
 * The league's fee on the captain's dashboard (issue #35): what it costs, where and how to pay, and
 * "we paid" with a reference, which the league confirms (the paid flag) or sends back with a reason.
 */
export function LeagueFee({ team, league }: { team: TTeam & { id: string }; league: TLeague }) {
  const db = teamDbName(team.id);
  const report = useLiveQuery(() => store.paymentReports.get(team.id), [team.id]);
  const refusal = useRefusals(db).get(docId('paymentReport', team.id));
  const [isReporting, setReporting] = useState(false);
  const payment = league.payment ?? DEFAULT_LEAGUE_PAYMENT;
  const isPaid = team.paid || report?.status === 'confirmed';
  const canReport = !isPaid && report?.status !== 'reported';
  return (
    <Section
      id="league-fee"
      testId="league-fee"
      title={t('team.leagueFee')}
      aside={
        <span
          className={`rounded-full px-2 py-0.5 text-sm font-semibold ${isPaid ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
        >
          {isPaid ? t('team.feePaid') : t('team.feeUnpaid')}
        </span>
      }
    >
      <p className="mt-1 text-stone-700">
        {t('team.feeAmount', { amount: formatPrice(league.price), league: league.name })}
      </p>
      {!isPaid && (
        <div className="mt-2 space-y-2 text-sm">
          {payment.link && (
            <a
              href={payment.link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white"
            >
              {t('team.payOnline')}
            </a>
          )}
          {payment.instructions ? (
            <div>
              <h3 className="font-semibold">{t('team.howToPay')}</h3>
              <p className="whitespace-pre-line break-words text-stone-700">{payment.instructions}</p>
            </div>
          ) : (
            !payment.link && <p className="text-stone-600">{t('team.noPaymentDetails')}</p>
          )}
        </div>
      )}
      {report?.status === 'reported' && (
        <p role="status" className="mt-2 text-sm text-stone-700">
          {t('team.feeReported', { reference: report.reference, day: formatLeagueDate(report.reportedAt) })}
        </p>
      )}
      {report?.status === 'rejected' && !isPaid && (
        <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-900">
          {t('team.feeRejected', { reference: report.reference, note: report.decisionNote })}
        </p>
      )}
      {refusal && <RefusedNote refusal={refusal} />}
      {canReport &&
        (isReporting ? (
          <Suspense fallback={null}>
            <ReportForm
              onCancel={() => setReporting(false)}
              onSave={async (reference) => {
                await writeDoc(db, {
                  _id: docId('paymentReport', team.id),
                  ...(report ? { _rev: report._rev } : {}),
                  type: 'paymentReport',
                  teamId: team.id,
                  leagueId: team.leagueId,
                  reference,
                  status: 'reported',
                  reportedAt: new Date().toISOString(),
                  decidedAt: null,
                  decisionNote: '',
                });
                toast.success(t('team.paymentReported'));
                setReporting(false);
              }}
            />
          </Suspense>
        ) : (
          <Button variant="secondary" className="mt-3" onClick={() => setReporting(true)}>
            {t('team.reportPayment')}
          </Button>
        ))}
    </Section>
  );
}
