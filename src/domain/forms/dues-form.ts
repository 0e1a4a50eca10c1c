import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { DUE_MAX_CENTS, DUE_TITLE_MAX } from '../limits.ts';
import { centsOfDollars, formatCents } from '../money.ts';
import { firstFailure, isBlank, isWebLink, orNull, ZTicked } from './checks.ts';

// ADR 065: a collection as the captain types it: what for, how much each, by when, from whom.

export const ZDueForm = z
  .object({
    title: z.string(),
    amount: z.string(),
    dueDate: z.string(),
    payLink: z.string(),
    playerIds: ZTicked,
  })
  .superRefine((v, ctx) => {
    const cents = centsOfDollars(v.amount);
    firstFailure(ctx, [
      ['title', isBlank(v.title), () => t('team.dues.titleRequired')],
      [
        'title',
        v.title.trim().length > DUE_TITLE_MAX,
        () => t('team.dues.titleTooLong', { max: DUE_TITLE_MAX }),
      ],
      [
        'amount',
        !(cents >= 1 && cents <= DUE_MAX_CENTS),
        () => t('team.dues.amountInvalid', { max: formatCents(DUE_MAX_CENTS) }),
      ],
      [
        'dueDate',
        !isBlank(v.dueDate) && !/^\d{4}-\d{2}-\d{2}$/.test(v.dueDate.trim()),
        () => t('team.dues.dateInvalid'),
      ],
      ['payLink', !isBlank(v.payLink) && !isWebLink(v.payLink), () => t('team.dues.payLinkInvalid')],
      ['playerIds', v.playerIds.length === 0, () => t('team.dues.choosePlayers')],
    ]);
  })
  .transform((v) => ({
    title: v.title.trim(),
    amountCents: centsOfDollars(v.amount),
    dueDate: orNull(v.dueDate),
    payLink: orNull(v.payLink),
    playerIds: v.playerIds,
  }));

export type TDueFormInput = z.input<typeof ZDueForm>;
