import { useEffect } from 'react';
import type { TRow } from '../../data/local-store.ts';
import { docId } from '../../domain/db-names.ts';
import { ZRefereeFeeForm } from '../../domain/forms/referee-pay-form.ts';
import { formatCents } from '../../domain/money.ts';
import { refereePaymentsCsv } from '../../domain/referee-pay.ts';
import type { TRefereeFee, TRefereePayment } from '../../domain/schemas/referee-pay.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { downloadCsv } from '../../ui/download.ts';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite, type TAdminData } from './admin-data.ts';
import { DeskForm, LeagueOptions, leagueLabel } from './parts.tsx';

/**
 * ADR 058: what each league pays a referee per match. Saved in the admin database like any desk
 * write (offline too); a blank amount takes the fee away.
 */
export function RefereeFees({
  data,
  fees,
  payments,
}: {
  data: TAdminData;
  fees: Map<string, TRow<TRefereeFee>>;
  payments: TRow<TRefereePayment>[];
}) {
  const { register, watch, setValue, submit, problem, clearOnEdit, formState } = useSchemaForm(
    ZRefereeFeeForm,
    { leagueId: data.leagues[0]?.id ?? '', amount: '' },
  );
  const leagueId = watch('leagueId');
  const current = fees.get(leagueId);
  // Choosing a league shows its fee, to change or clear.
  useEffect(() => {
    setValue('amount', current ? String(current.amountCents / 100) : '');
  }, [current, setValue]);
  const save = submit(async ({ amountCents }) => {
    const _id = docId('refereeFee', leagueId);
    if (amountCents === null && !current) return null;
    const refused =
      amountCents === null
        ? await adminWrite('admin', { _id, _rev: current!._rev, _deleted: true })
        : await adminWrite('admin', {
            _id,
            ...(current ? { _rev: current._rev } : {}),
            type: 'refereeFee',
            leagueId,
            amountCents,
            updatedAt: new Date().toISOString(),
          });
    if (refused) return refused;
    const league = data.leagues.find((l) => l.id === leagueId);
    toast.success(t('admin.pay.feeSaved', { league: league?.name ?? '' }));
    return null;
  });
  const listed = data.leagues.filter((league) => fees.has(league.id));
  return (
    <details className="rounded-2xl border border-stone-200 bg-white p-4">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t('admin.pay.feesTitle')}</summary>
      <p className="mb-3 text-sm text-stone-600">{t('admin.pay.feesHint')}</p>
      {listed.length > 0 && (
        <ul className="mb-3 space-y-1 text-sm">
          {listed.map((league) => (
            <li key={league.id}>
              {t('admin.pay.feeLine', {
                league: leagueLabel(league, data.leagues),
                amount: formatCents(fees.get(league.id)!.amountCents),
              })}
            </li>
          ))}
        </ul>
      )}
      <DeskForm onSubmit={save} problem={problem} {...clearOnEdit}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SelectField id="referee-fee-league" label={t('admin.pay.feeLeague')} {...register('leagueId')}>
            <LeagueOptions leagues={data.leagues} />
          </SelectField>
          <TextField
            id="referee-fee-amount"
            label={t('admin.pay.feeAmount')}
            hint={t('admin.pay.feeAmountHint')}
            inputMode="decimal"
            maxLength={7}
            autoComplete="off"
            {...register('amount')}
          />
        </div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('admin.pay.saveFee')}
        </Button>
      </DeskForm>
      <div className="mt-4 border-t border-stone-200 pt-3">
        <p className="mb-2 text-sm text-stone-600">{t('admin.pay.exportHint', { count: payments.length })}</p>
        <Button
          variant="secondary"
          disabled={payments.length === 0}
          onClick={() => exportPayments(data, payments)}
        >
          {t('admin.pay.export')}
        </Button>
      </div>
    </details>
  );
}

/** Every payment recorded, as a CSV file for the league's books (made on this device, offline too). */
function exportPayments(data: TAdminData, payments: TRow<TRefereePayment>[]) {
  const users = new Map(data.users.map((u) => [u.id, u]));
  const teams = new Map(data.teams.map((team) => [team.id, team.name]));
  const matches = new Map(data.matches.map((m) => [m.id, m]));
  const leagues = new Map(data.leagues.map((l) => [l.id, leagueLabel(l, data.leagues)]));
  const lines = payments.map((p) => {
    const match = matches.get(p.matchId);
    return {
      paidAt: p.paidAt,
      referee: users.get(p.refereeId)?.displayName ?? p.refereeId,
      email: users.get(p.refereeId)?.email ?? '',
      matchDate: p.matchDate,
      match: match
        ? t('admin.vs2', {
            name: teams.get(match.homeTeamId) ?? '?',
            name2: teams.get(match.awayTeamId) ?? '?',
          })
        : t('admin.pay.matchGone'),
      league: leagues.get(p.leagueId) ?? '',
      amountCents: p.amountCents,
      note: p.note,
    };
  });
  downloadCsv(`referee-payments-${new Date().toISOString().slice(0, 10)}.csv`, refereePaymentsCsv(lines));
  toast.success(t('admin.pay.exported', { count: lines.length }));
}
