import { z } from 'zod';
import { t } from '../../i18n/core.ts';

/** Withdrawing a team from its league: the admin's reason, kept in the audit trail. */
export const ZWithdrawal = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: () => t('admin.giveAReasonForWithdrawing') })
    .max(300),
});
