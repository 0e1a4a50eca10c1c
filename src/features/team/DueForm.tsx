import { refusalText, writeDoc } from '../../data/outbox.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { feeShareCents } from '../../domain/dues.ts';
import { ZDueForm } from '../../domain/forms/dues-form.ts';
import { newId } from '../../domain/ids.ts';
import { DUE_TITLE_MAX } from '../../domain/limits.ts';
import { formatCents } from '../../domain/money.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import type { TRosterRow } from './use-roster.ts';

/**
 * ADR 065: a new collection: what for, how much from each player, by when, from whom (the whole
 * roster to start with). Saved on the phone and sent when there is signal.
 */
export default function DueForm({
  teamId,
  players,
  feeCents,
  onClose,
}: {
  teamId: string;
  players: TRosterRow[];
  feeCents: number;
  onClose: () => void;
}) {
  const form = useSchemaForm(ZDueForm, {
    title: '',
    amount: '',
    dueDate: '',
    playerIds: players.map((p) => p.id),
  });
  const ticked = form.watch('playerIds');
  const count = Array.isArray(ticked) ? ticked.length : ticked ? 1 : 0;
  const share = feeShareCents(feeCents, count);
  const splitFee = () => {
    form.setValue('title', form.getValues('title') || t('team.dues.feeTitle'));
    form.setValue('amount', String(share / 100));
  };
  const save = form.submit(async (values) => {
    const now = new Date().toISOString();
    try {
      await writeDoc(teamDbName(teamId), {
        _id: docId('teamDue', newId()),
        type: 'teamDue',
        teamId,
        title: values.title,
        amountCents: values.amountCents,
        dueDate: values.dueDate,
        players: values.playerIds.map((playerId) => ({ playerId, paidAt: null })),
        remindedAt: null,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      return refusalText(error, t('team.dues.notSaved'));
    }
    toast.success(t('team.dues.saved'));
    onClose();
  });
  return (
    <Modal title={t('team.dues.newTitle')} isOpen onClose={onClose}>
      <form onSubmit={save} noValidate className="space-y-3" {...form.clearOnEdit}>
        <p className="text-sm text-stone-600">{t('team.dues.formHint')}</p>
        <TextField
          id="due-title"
          label={t('team.dues.titleField')}
          maxLength={DUE_TITLE_MAX}
          placeholder={t('team.dues.titlePlaceholder')}
          {...form.register('title')}
        />
        <TextField
          id="due-amount"
          label={t('team.dues.amountField')}
          inputMode="decimal"
          maxLength={9}
          autoComplete="off"
          {...form.register('amount')}
        />
        {share > 0 && (
          <div className="text-sm">
            <Button variant="secondary" onClick={splitFee}>
              {t('team.dues.splitFee')}
            </Button>
            <p className="mt-1 text-stone-600">
              {t('team.dues.splitFeeHint', { fee: formatCents(feeCents), count, share: formatCents(share) })}
            </p>
          </div>
        )}
        <TextField id="due-date" type="date" label={t('team.dues.dateField')} {...form.register('dueDate')} />
        <fieldset className="rounded-lg border border-stone-200 p-3">
          <legend className="px-1 text-sm font-semibold">{t('team.dues.playersField', { count })}</legend>
          <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
            {players.map((p) => (
              <label key={p.id} className="flex min-h-11 items-center gap-2">
                <input type="checkbox" value={p.id} {...form.register('playerIds')} />
                <span className="break-words">
                  {p.firstName} {p.lastName}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Problem text={form.problem} />
        <FormActions onCancel={onClose} isBusy={form.formState.isSubmitting} submit={t('team.dues.create')} />
      </form>
    </Modal>
  );
}
