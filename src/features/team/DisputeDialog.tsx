import { refusalText } from '../../data/outbox.ts';
import { ZDisputeForm } from '../../domain/forms/dispute-form.ts';
import { DISPUTE_REASON_MAX } from '../../domain/limits.ts';
import { t } from '../../i18n/core.ts';
import { NumberField, TextAreaField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';

/** A captain disputes a result: what is wrong, and the score they believe. */
export default function DisputeDialog({
  onClose,
  onSave,
}: {
  onClose: () => void;
  onSave: (fields: { reason: string; claimedScore: { home: number; away: number } | null }) => Promise<void>;
}) {
  const { register, submit, problem, clearOnEdit } = useSchemaForm(ZDisputeForm, {
    reason: '',
    home: '',
    away: '',
  });
  const save = submit(async (fields) => {
    try {
      await onSave(fields);
      onClose();
    } catch (error) {
      return refusalText(error, t('team.failedToSaveAnswer'));
    }
  });
  return (
    <Modal title={t('team.disputeResult')} isOpen onClose={onClose}>
      <form onSubmit={save} noValidate className="space-y-3" {...clearOnEdit}>
        <TextAreaField
          id="dispute-reason"
          label={t('team.whatIsWrong')}
          rows={3}
          maxLength={DISPUTE_REASON_MAX}
          {...register('reason')}
        />
        <fieldset>
          <legend className="text-sm font-medium">{t('team.scoreYouBelieve')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <NumberField id="dispute-home" label={t('team.home')} maxLength={2} {...register('home')} />
            <NumberField id="dispute-away" label={t('team.away')} maxLength={2} {...register('away')} />
          </div>
        </fieldset>
        <Problem text={problem} />
        <FormActions onCancel={onClose} submit={t('team.sendDispute')} />
      </form>
    </Modal>
  );
}
