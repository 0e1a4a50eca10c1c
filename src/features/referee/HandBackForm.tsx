import { handBackMatch } from '../../data/hand-back.ts';
import { refusalText } from '../../data/outbox.ts';
import type { TMatchView } from '../../data/referee.ts';
import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { handBackFormSchema } from '../../domain/forms/hand-back-form.ts';
import { HAND_BACK_REASON_MAX } from '../../domain/schemas/hand-back.ts';
import { t } from '../../i18n/core.ts';
import { TextAreaField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';

/**
 * ADR 050: a referee who cannot make a match hands it back, with why (the league reads it; the
 * other referees only hear that it needs one). Loaded when opened; saved on the phone and sent
 * when there is signal.
 */
export default function HandBackForm({
  refereeId,
  match,
  onClose,
}: {
  refereeId: string;
  match: TMatchView;
  onClose: () => void;
}) {
  const form = useSchemaForm(handBackFormSchema, { reason: '' });
  const send = form.submit(async ({ reason }) => {
    try {
      await handBackMatch(refereeId, match, reason);
    } catch (error) {
      return refusalText(error, t('referee.handBackNotSavedOnPhone'));
    }
    toast.success(navigator.onLine ? t('referee.handedBack') : t('referee.handBackSaved'));
    onClose();
  });
  return (
    <Modal title={t('referee.handBackTitle')} isOpen onClose={onClose}>
      <form onSubmit={send} noValidate className="space-y-3" {...form.clearOnEdit}>
        <p className="font-semibold">
          {t('referee.vs', { homeName: match.homeName, awayName: match.awayName })}
        </p>
        <p className="text-sm text-stone-700">
          {formatLeagueDate(match.date)} · {formatLeagueTime(match.date)} · {match.venue}
        </p>
        <p className="text-sm text-stone-600">{t('referee.handBackExplain')}</p>
        <TextAreaField
          id="hand-back-reason"
          label={t('referee.handBackReason')}
          hint={t('referee.handBackReasonHint')}
          maxLength={HAND_BACK_REASON_MAX}
          rows={3}
          {...form.register('reason')}
        />
        <Problem text={form.problem} />
        <FormActions
          onCancel={onClose}
          isBusy={form.formState.isSubmitting}
          submit={t('referee.handBackConfirm')}
        />
      </form>
    </Modal>
  );
}
