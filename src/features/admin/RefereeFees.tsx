import { useEffect } from 'react';
import type { TRow } from '../../data/local-store.ts';
import { docId } from '../../domain/db-names.ts';
import { ZRefereeFeeForm } from '../../domain/forms/referee-pay-form.ts';
import { formatPrice } from '../../domain/money.ts';
import type { TRefereeFee } from '../../domain/schemas/referee-pay.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite, type TAdminData } from './admin-data.ts';
import { DeskForm, LeagueOptions, leagueLabel } from './parts.tsx';

/**
 * ADR 058: what each league pays a referee per match. Saved in the admin database like any desk
 * write (offline too); a blank amount takes the fee away.
 */
export function RefereeFees({ data, fees }: { data: TAdminData; fees: Map<string, TRow<TRefereeFee>> }) {
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
                amount: formatPrice(fees.get(league.id)!.amountCents / 100),
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
    </details>
  );
}
