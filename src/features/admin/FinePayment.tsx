import { useState } from 'react';
import type { TRow } from '../../data/local-store.ts';
import { useSession } from '../../data/session.ts';
import { formatLeagueDate } from '../../domain/dates.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import type { TTeamFines } from '../../domain/fines.ts';
import { ZFinePaymentForm } from '../../domain/forms/fines-form.ts';
import { newId } from '../../domain/ids.ts';
import { formatCents } from '../../domain/money.ts';
import { FINE_NOTE_MAX, type TFineCredit } from '../../domain/schemas/fines.ts';
import type { TTeam } from '../../domain/schemas/team.ts';
import { t } from '../../i18n/core.ts';
import { RowButton } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite } from './admin-data.ts';
import { ConfirmDialog, DeskForm } from './parts.tsx';

/** ADR 063: the league records that a team paid card fines (offline too), or takes a record back. */
export function FinePayment({
  team,
  fines,
  credits,
  onDone,
}: {
  team: TRow<TTeam>;
  fines: TTeamFines;
  credits: TRow<TFineCredit>[];
  onDone: () => void;
}) {
  const author = useSession((s) => s.user?.id ?? '');
  const [undoing, setUndoing] = useState<TRow<TFineCredit> | null>(null);
  const { register, submit, problem, clearOnEdit, formState } = useSchemaForm(ZFinePaymentForm, {
    amount: fines.balanceCents > 0 ? String(fines.balanceCents / 100) : '',
    note: '',
  });
  const db = teamDbName(team.id);
  const save = submit(async ({ amountCents, note }) => {
    const refused = await adminWrite(db, {
      _id: docId('fineCredit', newId()),
      type: 'fineCredit',
      teamId: team.id,
      leagueId: team.leagueId,
      amountCents,
      note,
      author,
      recordedAt: new Date().toISOString(),
    });
    if (refused) return refused;
    toast.success(t('admin.fines.recorded', { amount: formatCents(amountCents), team: team.name }));
    onDone();
    return null;
  });
  const undo = async (credit: TRow<TFineCredit>) => {
    setUndoing(null);
    const refused = await adminWrite(db, {
      _id: docId('fineCredit', credit.id),
      _rev: credit._rev,
      _deleted: true,
    });
    if (refused) toast.error(refused);
    else toast.success(t('admin.fines.undone', { amount: formatCents(credit.amountCents) }));
  };
  return (
    <div className="space-y-4">
      <ul className="space-y-1 text-sm">
        {fines.cards.map((card) => (
          <li key={`${card.matchId}-${card.kind}-${card.playerName}`}>
            {t('admin.fines.cardLine', {
              date: formatLeagueDate(card.date),
              player: card.playerName,
              kind: card.kind,
              amount: formatCents(card.amountCents),
            })}
          </li>
        ))}
      </ul>
      <DeskForm onSubmit={save} problem={problem} {...clearOnEdit}>
        <TextField
          id="fine-amount"
          label={t('admin.fines.amount')}
          inputMode="decimal"
          maxLength={8}
          autoComplete="off"
          {...register('amount')}
        />
        <TextField
          id="fine-note"
          label={t('admin.pay.note')}
          hint={t('admin.fines.noteHint')}
          maxLength={FINE_NOTE_MAX}
          autoComplete="off"
          {...register('note')}
        />
        <FormActions
          onCancel={onDone}
          isBusy={formState.isSubmitting}
          submit={t('admin.fines.recordSubmit')}
        />
      </DeskForm>
      {credits.length > 0 && (
        <section aria-labelledby="fine-credits" className="space-y-2">
          <h3 id="fine-credits" className="font-semibold">
            {t('admin.fines.paidTitle', { amount: formatCents(fines.paidCents) })}
          </h3>
          <ul className="space-y-2 text-sm">
            {credits.map((credit) => (
              <li key={credit.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-words">
                  {formatLeagueDate(credit.recordedAt)} · {formatCents(credit.amountCents)}
                  {credit.note && ` · ${credit.note}`}
                </span>
                <RowButton
                  text={t('admin.pay.undo')}
                  label={t('admin.fines.undoLabel', { amount: formatCents(credit.amountCents) })}
                  onClick={() => setUndoing(credit)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        title={t('admin.fines.undoTitle')}
        isOpen={undoing !== null}
        onClose={() => setUndoing(null)}
        onConfirm={() => undoing && void undo(undoing)}
        confirmLabel={t('admin.fines.undoConfirmButton')}
      >
        <p>
          {t('admin.fines.undoConfirm', { amount: formatCents(undoing?.amountCents ?? 0), team: team.name })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
