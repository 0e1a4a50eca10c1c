import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { EMAIL_MAX, NAME_MAX, PHONE_INPUT_MAX } from '../limits.ts';
import { MSG } from '../messages.ts';
import { isInternationalPhone, normalisePhone } from '../phone.ts';
import { isEmailShape } from '../rules.ts';
import { firstFailure, isBlank } from './checks.ts';

/** ADR 057: the most teams one league's waiting list holds, and the longest note. */
export const WAITLIST_MAX = 30;
export const WAITLIST_NOTE_MAX = 300;

/**
 * A team asking for a place in a full league: the page's form and the server's check alike. The
 * output is what is stored: trimmed, the e-mail in lower case, the phone normalised or null.
 */
export const ZWaitlistForm = z
  .strictObject({
    teamName: z.string().max(NAME_MAX * 2),
    captainName: z.string().max(NAME_MAX * 2),
    email: z.string().max(EMAIL_MAX),
    // Null as well as blank: the page sends this schema's output, which the server checks again.
    phone: z.string().max(PHONE_INPUT_MAX).nullable(),
    note: z.string().max(WAITLIST_NOTE_MAX * 2),
  })
  .superRefine((v, ctx) =>
    firstFailure(ctx, [
      ['teamName', [v.teamName, v.captainName, v.email].some(isBlank), () => MSG.fillAllFields],
      [
        'teamName',
        v.teamName.trim().length > NAME_MAX || v.captainName.trim().length > NAME_MAX,
        () => t('pages.waitlist.nameTooLong', { max: NAME_MAX }),
      ],
      ['email', !isEmailShape(v.email), () => MSG.invalidEmail],
      [
        'phone',
        !isBlank(v.phone) && !isInternationalPhone(normalisePhone(v.phone ?? '')),
        () => MSG.invalidPhone,
      ],
      [
        'note',
        v.note.trim().length > WAITLIST_NOTE_MAX,
        () => t('pages.waitlist.noteTooLong', { max: WAITLIST_NOTE_MAX }),
      ],
    ]),
  )
  .transform((v) => ({
    teamName: v.teamName.trim(),
    captainName: v.captainName.trim(),
    email: v.email.trim().toLowerCase(),
    phone: isBlank(v.phone) ? null : normalisePhone(v.phone ?? ''),
    note: v.note.trim(),
  }));
export type TWaitlistFormValues = z.input<typeof ZWaitlistForm>;
export type TWaitlistRequest = z.output<typeof ZWaitlistForm>;
