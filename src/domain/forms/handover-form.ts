import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { EMAIL_MAX, NAME_MAX, PHONE_INPUT_MAX } from '../limits.ts';
import { MSG } from '../messages.ts';
import { isInternationalPhone, normalisePhone } from '../phone.ts';
import { isEmailShape } from '../rules.ts';
import { firstFailure, isBlank } from './checks.ts';

/**
 * ADR 060: the team's new captain, as the desk's form and the server check it. The output is what
 * is stored: trimmed, the e-mail in lower case, the phone normalised or null; it is a valid input.
 */
export const ZCaptainHandover = z
  .strictObject({
    captainName: z.string().max(NAME_MAX * 2),
    email: z.string().max(EMAIL_MAX),
    phone: z.string().max(PHONE_INPUT_MAX).nullable(),
  })
  .superRefine((v, ctx) =>
    firstFailure(ctx, [
      ['captainName', isBlank(v.captainName) || isBlank(v.email), () => MSG.fillAllFields],
      [
        'captainName',
        v.captainName.trim().length > NAME_MAX,
        () => t('admin.handover.nameTooLong', { max: NAME_MAX }),
      ],
      ['email', !isEmailShape(v.email), () => MSG.invalidEmail],
      [
        'phone',
        !isBlank(v.phone) && !isInternationalPhone(normalisePhone(v.phone ?? '')),
        () => MSG.invalidPhone,
      ],
    ]),
  )
  .transform((v) => ({
    captainName: v.captainName.trim(),
    email: v.email.trim().toLowerCase(),
    phone: isBlank(v.phone) ? null : normalisePhone(v.phone ?? ''),
  }));
export type TCaptainHandover = z.output<typeof ZCaptainHandover>;
