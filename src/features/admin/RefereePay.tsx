import { useState } from 'react';
import { apiCall } from '../../data/api.ts';
import type { TRow } from '../../data/local-store.ts';
import { formatLeagueDate, formatLeagueDay } from '../../domain/dates.ts';
import { ZRefereePayForm } from '../../domain/forms/referee-pay-form.ts';
import { formatCents } from '../../domain/money.ts';
import { refereeLedger } from '../../domain/referee-pay.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import {
  REFEREE_PAY_NOTE_MAX,
  type TRefereeFee,
  type TRefereePayment,
} from '../../domain/schemas/referee-pay.ts';
import { t } from '../../i18n/core.ts';
import { RowButton } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { byId, type TAdminData } from './admin-data.ts';
import { ConfirmDialog, DeskForm, Empty, errorText } from './parts.tsx';

const PAID_SHOWN = 20;
const ticked = (value: unknown): string[] =>
  Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];

type TProps = {
  referee: { id: string; displayName: string };
  data: TAdminData;
  payments: TRow<TRefereePayment>[];
  fees: TRow<TRefereeFee>[];
  onDone: () => void;
};

/**
 * ADR 058: what the league owes one referee, and the payments recorded. Recording and undoing are
 * online calls: the server checks each match and tells the referee.
 */
export function RefereePay({ referee, data, payments, fees, onDone }: TProps) {
  const ledger = refereeLedger(referee.id, data.matches, payments, fees);
  const payable = ledger.owed.filter((o) => o.amountCents !== null);
  const { register, watch, reset, submit, problem, clearOnEdit, formState } = useSchemaForm(ZRefereePayForm, {
    matchIds: payable.map((o) => o.match.id),
    note: '',
  });
  const [undoing, setUndoing] = useState<TRow<TRefereePayment> | null>(null);
  const teams = byId(data.teams);
  const leagues = byId(data.leagues);
  const matches = byId(data.matches);
  const label = (m: Pick<TMatch, 'homeTeamId' | 'awayTeamId'> | undefined) =>
    m
      ? t('admin.vs2', {
          name: teams.get(m.homeTeamId)?.name ?? '?',
          name2: teams.get(m.awayTeamId)?.name ?? '?',
        })
      : t('admin.pay.matchGone');
  const chosen = new Set(ticked(watch('matchIds')));
  const total = payable.filter((o) => chosen.has(o.match.id)).reduce((sum, o) => sum + o.amountCents!, 0);

  const save = submit(async ({ matchIds, note }) => {
    const byMatch = new Map(ledger.owed.map((o) => [o.match.id, o.match.leagueId]));
    const request = {
      matches: matchIds.map((matchId) => ({ matchId, leagueId: byMatch.get(matchId)! })),
      note,
    };
    try {
      const answer = await apiCall<{ paid: number; amountCents: number }>(
        `/api/admin/referees/${referee.id}/payments`,
        { body: request },
      );
      toast.success(
        t('admin.pay.paidToast', {
          name: referee.displayName,
          amount: formatCents(answer.amountCents),
          count: answer.paid,
        }),
      );
      reset({ matchIds: [], note: '' });
      return null;
    } catch (error) {
      return errorText(error);
    }
  });

  const undo = async (payment: TRow<TRefereePayment>) => {
    setUndoing(null);
    try {
      await apiCall(`/api/admin/referees/${referee.id}/payments/${payment.matchId}/undo`, { body: {} });
      toast.success(t('admin.pay.undoneToast', { match: label(matches.get(payment.matchId)) }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <div className="space-y-5">
      <section aria-labelledby="pay-owed" className="space-y-3">
        <h3 id="pay-owed" className="font-semibold">
          {t('admin.pay.owedTitle', { amount: formatCents(ledger.owedCents), count: ledger.owed.length })}
        </h3>
        {ledger.owed.length === 0 ? (
          <Empty title={t('admin.pay.nothingOwed')} />
        ) : (
          <DeskForm onSubmit={save} problem={problem} {...clearOnEdit}>
            <fieldset>
              <legend className="sr-only">{t('admin.pay.matchesToPay')}</legend>
              <ul className="space-y-1">
                {ledger.owed.map(({ match, amountCents }) => (
                  <li key={match.id}>
                    <label className="flex min-h-11 items-start gap-3 py-1">
                      <input
                        type="checkbox"
                        value={match.id}
                        disabled={amountCents === null}
                        className="mt-1 size-5 shrink-0 accent-brand-700"
                        {...register('matchIds')}
                      />
                      <span className="min-w-0 break-words text-sm">
                        {t('admin.pay.owedLine', {
                          date: formatLeagueDate(match.date),
                          match: label(match),
                          league: leagues.get(match.leagueId)?.name ?? '',
                          amount: amountCents === null ? t('admin.pay.noFee') : formatCents(amountCents),
                        })}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <TextField
              id="pay-note"
              label={t('admin.pay.note')}
              maxLength={REFEREE_PAY_NOTE_MAX}
              hint={t('admin.pay.noteHint')}
              autoComplete="off"
              {...register('note')}
            />
            <FormActions
              onCancel={onDone}
              isBusy={formState.isSubmitting}
              submit={t('admin.pay.record', { amount: formatCents(total), count: chosen.size })}
            />
          </DeskForm>
        )}
      </section>
      <section aria-labelledby="pay-paid" className="space-y-2">
        <h3 id="pay-paid" className="font-semibold">
          {t('admin.pay.paidTitle', { amount: formatCents(ledger.paidCents), count: ledger.paid.length })}
        </h3>
        {ledger.paid.length === 0 ? (
          <p className="text-sm text-stone-600">{t('admin.pay.nonePaid')}</p>
        ) : (
          <ul className="divide-y divide-stone-200 text-sm">
            {ledger.paid.slice(0, PAID_SHOWN).map((payment) => (
              <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 break-words">
                  {t('admin.pay.paidLine', {
                    date: formatLeagueDay(payment.matchDate),
                    match: label(matches.get(payment.matchId)),
                    amount: formatCents(payment.amountCents),
                    paid: formatLeagueDay(payment.paidAt),
                  })}
                  {payment.note && <span className="block text-stone-600">{payment.note}</span>}
                </span>
                <RowButton
                  text={t('admin.pay.undo')}
                  label={t('admin.pay.undoLabel', { match: label(matches.get(payment.matchId)) })}
                  onClick={() => setUndoing(payment)}
                />
              </li>
            ))}
          </ul>
        )}
        {ledger.paid.length > PAID_SHOWN && (
          <p className="text-sm text-stone-600">
            {t('admin.pay.olderPaid', { count: ledger.paid.length - PAID_SHOWN })}
          </p>
        )}
      </section>
      <ConfirmDialog
        title={t('admin.pay.undoTitle')}
        isOpen={undoing !== null}
        onClose={() => setUndoing(null)}
        confirmLabel={t('admin.pay.undo')}
        onConfirm={() => void undo(undoing!)}
      >
        <p>
          {t('admin.pay.confirmUndo', { match: label(undoing ? matches.get(undoing.matchId) : undefined) })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
