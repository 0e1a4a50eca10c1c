import { refusalText } from '../../data/outbox.ts';
import { formatLeagueDateTime } from '../../domain/dates.ts';
import { ZCannotPlayForm } from '../../domain/forms/cannot-play-form.ts';
import { CANNOT_PLAY_REASON_MAX } from '../../domain/schemas/cannot-play.ts';
import { t } from '../../i18n/core.ts';
import { TextAreaField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';

/**
 * ADR 059: the captain tells the league the team cannot play a match, and why. Loaded when it
 * opens, with its schema, not with the dashboard.
 */
export default function CannotPlayDialog({
  kickOff,
  opponent,
  onClose,
  onSave,
}: {
  kickOff: string;
  opponent: string;
  onClose: () => void;
  onSave: (reason: string) => Promise<void>;
}) {
  const { register, submit, problem, clearOnEdit, formState } = useSchemaForm(ZCannotPlayForm, {
    reason: '',
  });
  const save = submit(async ({ reason }) => {
    try {
      await onSave(reason);
      onClose();
    } catch (error) {
      return refusalText(error, t('team.cannotPlay.failed'));
    }
  });
  return (
    <Modal title={t('team.cannotPlay.title')} isOpen onClose={onClose}>
      <form onSubmit={save} noValidate className="space-y-3" {...clearOnEdit}>
        <p className="text-sm text-stone-700">
          {t('team.cannotPlay.hint', { opponent, when: formatLeagueDateTime(kickOff) })}
        </p>
        <TextAreaField
          id="cannot-play-reason"
          label={t('team.cannotPlay.reason')}
          rows={3}
          maxLength={CANNOT_PLAY_REASON_MAX}
          {...register('reason')}
        />
        <Problem text={problem} />
        <FormActions onCancel={onClose} isBusy={formState.isSubmitting} submit={t('team.cannotPlay.send')} />
      </form>
    </Modal>
  );
}
