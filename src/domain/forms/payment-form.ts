import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { PAYMENT_REFERENCE_MAX } from '../schemas/payment.ts';
import { firstFailure } from './checks.ts';

/** The captain's "we paid": the reference the league can match against its payments. */
export const ZPaymentReportForm = z
  .object({ reference: z.string() })
  .superRefine((v, ctx) =>
    firstFailure(ctx, [
      ['reference', v.reference.trim().length === 0, () => t('team.paymentReferenceRequired')],
      [
        'reference',
        v.reference.trim().length > PAYMENT_REFERENCE_MAX,
        () => t('team.paymentReferenceTooLong', { max: PAYMENT_REFERENCE_MAX }),
      ],
    ]),
  )
  .transform((v) => ({ reference: v.reference.trim() }));

/** The admin's answer to a reported payment: confirmed, or rejected with a reason. */
export const ZPaymentDecisionForm = z
  .object({ outcome: z.enum(['confirmed', 'rejected']), note: z.string() })
  .superRefine((v, ctx) =>
    firstFailure(ctx, [
      ['note', v.outcome === 'rejected' && v.note.trim().length < 3, () => t('rules.schema.reasonMin3')],
    ]),
  )
  .transform((v) => ({ status: v.outcome, decisionNote: v.outcome === 'rejected' ? v.note.trim() : '' }));
