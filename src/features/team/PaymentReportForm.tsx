import { refusalText } from '../../data/outbox.ts';
import { ZPaymentReportForm } from '../../domain/forms/payment-form.ts';
import { PAYMENT_REFERENCE_MAX } from '../../domain/payment-defaults.ts';
import { t } from '../../i18n/core.ts';
import { TextField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';

/** "We paid", with the reference the league looks for. */
export default function PaymentReportForm({
  onSave,
  onCancel,
}: {
  onSave: (reference: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { register, submit, problem, clearOnEdit } = useSchemaForm(ZPaymentReportForm, { reference: '' });
  const save = submit(async ({ reference }) => {
    try {
      await onSave(reference);
    } catch (error) {
      return refusalText(error, t('team.failedToReportPayment'));
    }
  });
  return (
    <form onSubmit={save} noValidate className="mt-3 space-y-3" {...clearOnEdit}>
      <TextField
        id="payment-reference"
        label={t('team.paymentReference')}
        hint={t('team.paymentReferenceHint')}
        maxLength={PAYMENT_REFERENCE_MAX}
        autoComplete="off"
        {...register('reference')}
      />
      <Problem text={problem} />
      <FormActions onCancel={onCancel} submit={t('team.reportPayment')} />
    </form>
  );
}
