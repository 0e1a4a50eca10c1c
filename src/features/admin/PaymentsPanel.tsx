import { useState } from 'react';
import { formatPrice } from '../../data/leagues.ts';
import { useLiveQuery } from '../../data/live-query.ts';
import { store, type TRow } from '../../data/local-store.ts';
import { compareInstants, formatLeagueDate } from '../../domain/dates.ts';
import { teamDbName } from '../../domain/db-names.ts';
import { ZPaymentDecisionForm } from '../../domain/forms/payment-form.ts';
import { MSG } from '../../domain/messages.ts';
import type { TPaymentReport } from '../../domain/schemas/payment.ts';
import { t } from '../../i18n/core.ts';
import { Button, RowButton } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Section } from '../../ui/Section.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite, asDoc, byId, type TAdminData } from './admin-data.ts';
import { ReasonAndActions } from './parts.tsx';

/** Fees captains reported paid and the league has not answered yet, oldest first (issue #35). */
export function useReportedPayments(data: TAdminData): TRow<TPaymentReport>[] {
  const reports = useLiveQuery(() => store.paymentReports.toArray(), []) ?? [];
  const active = new Set(data.teams.filter((team) => !team.withdrawnAt && !team.paid).map((team) => team.id));
  return reports
    .filter((r) => r.status === 'reported' && active.has(r.teamId))
    .sort((a, b) => compareInstants(a.reportedAt, b.reportedAt));
}

/** Confirming sets the team's paid flag (the server follows the report); rejecting says why. */
async function decide(report: TRow<TPaymentReport>, status: 'confirmed' | 'rejected', note: string) {
  return adminWrite(teamDbName(report.teamId), {
    ...asDoc(report, 'paymentReport'),
    status,
    decisionNote: note,
    decidedAt: new Date().toISOString(),
  });
}

/** On the Teams tab: each reported payment with the league's price, to confirm or reject. */
export function PaymentsPanel({ data }: { data: TAdminData }) {
  const reports = useReportedPayments(data);
  const [rejecting, setRejecting] = useState<TRow<TPaymentReport> | null>(null);
  if (reports.length === 0) return null;
  const teams = byId(data.teams);
  const leagues = byId(data.leagues);
  const name = (teamId: string) => teams.get(teamId)?.name ?? t('admin.unknownTeam');
  const confirm = async (report: TRow<TPaymentReport>) => {
    const refused = await decide(report, 'confirmed', '').catch(() => MSG.failedToUpdatePayment);
    if (refused) toast.error(refused);
    else toast.success(t('admin.paymentConfirmed', { team: name(report.teamId) }));
  };
  return (
    <Section id="payments-heading" level={3} tone="amber" title={t('admin.reportedPayments')}>
      <ul className="mt-2 space-y-3">
        {reports.map((report) => {
          const league = leagues.get(report.leagueId);
          return (
            <li key={report.id} className="rounded-xl bg-white p-3" data-testid="reported-payment">
              <p className="font-semibold break-words">
                {name(report.teamId)}
                {league ? ` · ${formatPrice(league.price)} · ${league.name}` : ''}
              </p>
              <p className="text-sm break-words text-stone-600">
                {t('admin.paymentReportLine', {
                  reference: report.reference,
                  day: formatLeagueDate(report.reportedAt),
                })}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  onClick={() => void confirm(report)}
                  aria-label={t('admin.confirmPaymentOf', { team: name(report.teamId) })}
                >
                  {t('admin.confirmPayment')}
                </Button>
                <RowButton
                  text={t('admin.rejectPayment')}
                  label={t('admin.rejectPaymentOf', { team: name(report.teamId) })}
                  onClick={() => setRejecting(report)}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {rejecting && (
        <RejectDialog report={rejecting} team={name(rejecting.teamId)} onClose={() => setRejecting(null)} />
      )}
    </Section>
  );
}

function RejectDialog({
  report,
  team,
  onClose,
}: {
  report: TRow<TPaymentReport>;
  team: string;
  onClose: () => void;
}) {
  const { register, submit, problem, clearOnEdit } = useSchemaForm(ZPaymentDecisionForm, {
    outcome: 'rejected',
    note: '',
  });
  const save = submit(async ({ decisionNote }) => {
    const refused = await decide(report, 'rejected', decisionNote).catch(() => MSG.failedToUpdatePayment);
    if (refused) return refused;
    toast.success(t('admin.paymentRejected', { team }));
    onClose();
  });
  return (
    <Modal title={t('admin.rejectPaymentOf', { team })} isOpen onClose={onClose}>
      <form onSubmit={save} noValidate className="space-y-3" {...clearOnEdit}>
        <ReasonAndActions
          id="payment-reject-reason"
          label={t('admin.rejectPaymentReason')}
          maxLength={300}
          reason={register('note')}
          problem={problem}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
