import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { BAN_EXTRA_MAX } from '../limits.ts';
import { firstFailure } from './checks.ts';

/** The admin's discipline decision (issue #30): a reason always, and a number of matches to add. */
export const ZRulingForm = z
  .object({ kind: z.enum(['extend', 'lift', 'stand', 'award']), matches: z.string(), reason: z.string() })
  .superRefine((v, ctx) =>
    firstFailure(ctx, [
      [
        'matches',
        v.kind === 'extend' &&
          !(
            /^\d{1,3}$/.test(v.matches.trim()) &&
            Number(v.matches) >= 1 &&
            Number(v.matches) <= BAN_EXTRA_MAX
          ),
        () => t('rules.schema.banExtraRange', { max: BAN_EXTRA_MAX }),
      ],
      ['reason', v.reason.trim().length < 3, () => t('rules.schema.reasonMin3')],
    ]),
  )
  .transform((v) => ({ matches: Number(v.matches), reason: v.reason.trim() }));

export type TRulingFormValues = z.input<typeof ZRulingForm>;
