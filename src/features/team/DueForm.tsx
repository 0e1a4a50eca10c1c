import type { TRow } from '../../data/local-store.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { asDoc } from '../../data/row-doc.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { feeShareCents } from '../../domain/dues.ts';
import { ZDueForm } from '../../domain/forms/dues-form.ts';
import { newId } from '../../domain/ids.ts';
import { DUE_TITLE_MAX, URL_MAX } from '../../domain/limits.ts';
import { formatCents } from '../../domain/money.ts';
import type { TTeamDue } from '../../domain/schemas/dues.ts';
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
 * ADR 065: a collection, new or changed: what for, how much from each player, by when, where to
 * pay, from whom (the whole roster to start with). Saved on the phone and sent when there is signal.
 */
export default function DueForm({
  teamId,
  players,
  feeCents,
  due,
  onClose,
}: {
  teamId: string;
  players: TRosterRow[];
  feeCents: number;
  /** The collection to change; none for a new one. */
  due?: TRow<TTeamDue>;
  onClose: () => void;
}) {
  const form = useSchemaForm(ZDueForm, {
    title: due?.title ?? '',
    amount: due ? String(due.amountCents / 100) : '',
    dueDate: due?.dueDate ?? '',
    payLink: due?.payLink ?? '',
    playerIds: due ? due.players.map((p) => p.playerId) : players.map((p) => p.id),
  });
  const ticked = form.watch('playerIds');
  const count = Array.isArray(ticked) ? ticked.length : ticked ? 1 : 0;
  const share = feeShareCents(feeCents, count);
  const splitFee = () => {
    form.setValue('title', form.getValues('title') || t('team.dues.feeTitle'));
    form.setValue('amount', String(share / 100));
  };
  const save = form.submit(async ({ playerIds, ...values }) => {
    const now = new Date().toISOString();
    try {
      await writeDoc(
        teamDbName(teamId),
        due
          ? changed(due, values, playerIds, players, now)
          : {
              _id: docId('teamDue', newId()),
              type: 'teamDue',
              teamId,
              ...values,
              players: playerIds.map((playerId) => ({ playerId, paidAt: null })),
              remindedAt: null,
              createdAt: now,
              updatedAt: now,
            },
      );
    } catch (error) {
      return refusalText(error, t('team.dues.notSaved'));
    }
    toast.success(t('team.dues.saved'));
    onClose();
  });
  return (
    <Modal
      title={due ? t('team.dues.editTitle', { title: due.title }) : t('team.dues.newTitle')}
      isOpen
      onClose={onClose}
    >
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
        <TextField
          id="due-pay-link"
          type="url"
          inputMode="url"
          maxLength={URL_MAX}
          label={t('team.dues.payLinkField')}
          hint={t('team.dues.payLinkHint')}
          {...form.register('payLink')}
        />
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
        <FormActions
          onCancel={onClose}
          isBusy={form.formState.isSubmitting}
          submit={due ? t('team.dues.saveChanges') : t('team.dues.create')}
        />
      </form>
    </Modal>
  );
}

/**
 * The collection as changed: who was ticked keeps their payment, a new player owes, a player
 * unticked goes; a former player (no longer on the roster, so not in the list) keeps their line.
 */
function changed(
  due: TRow<TTeamDue>,
  values: Pick<TTeamDue, 'title' | 'amountCents' | 'dueDate' | 'payLink'>,
  playerIds: string[],
  roster: TRosterRow[],
  now: string,
) {
  const onRoster = new Set(roster.map((p) => p.id));
  const kept = new Set(playerIds);
  const lines = new Map(due.players.map((line) => [line.playerId, line]));
  const players = [
    ...due.players.filter((line) => !onRoster.has(line.playerId) || kept.has(line.playerId)),
    ...playerIds.filter((id) => !lines.has(id)).map((playerId) => ({ playerId, paidAt: null })),
  ];
  return { ...asDoc(due, 'teamDue'), ...values, players, updatedAt: now };
}
