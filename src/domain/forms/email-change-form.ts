import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { EMAIL_MAX, PASSWORD_MAX } from '../limits.ts';
import { MSG } from '../messages.ts';
import { isEmailShape } from '../rules.ts';
import { firstFailure, isBlank } from './checks.ts';

// ADR 061: a captain or a referee moves their sign-in to another e-mail: the current password,
// then the code sent to the new address. The form and the server check the same schemas.

export const EMAIL_CODE_LENGTH = 6;

export const ZEmailChange = z
  .strictObject({ email: z.string().max(EMAIL_MAX), currentPassword: z.string().max(PASSWORD_MAX) })
  .superRefine((v, ctx) =>
    firstFailure(ctx, [
      ['email', isBlank(v.email) || v.currentPassword === '', () => MSG.fillAllFields],
      ['email', !isEmailShape(v.email), () => MSG.invalidEmail],
    ]),
  )
  .transform((v) => ({ email: v.email.trim().toLowerCase(), currentPassword: v.currentPassword }));

export const ZEmailCode = z
  .strictObject({ code: z.string().max(20) })
  .superRefine((v, ctx) =>
    firstFailure(ctx, [
      [
        'code',
        !new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`).test(v.code.replace(/\s/g, '')),
        () => t('account.emailChange.codeShape', { length: EMAIL_CODE_LENGTH }),
      ],
    ]),
  )
  .transform((v) => ({ code: v.code.replace(/\s/g, '') }));
