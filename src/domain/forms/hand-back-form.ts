import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { HAND_BACK_REASON_MAX } from '../schemas/hand-back.ts';
import { firstFailure, isBlank } from './checks.ts';

// ADR 050: why a referee cannot make a match, as typed.

const ZHandBackFields = z.object({ reason: z.string() });
export type THandBackValues = z.input<typeof ZHandBackFields>;

export const handBackFormSchema = ZHandBackFields.superRefine((v, ctx) => {
  firstFailure(ctx, [
    ['reason', isBlank(v.reason), () => t('referee.handBackReasonEmpty')],
    [
      'reason',
      v.reason.trim().length > HAND_BACK_REASON_MAX,
      () => t('referee.handBackReasonTooLong', { max: HAND_BACK_REASON_MAX }),
    ],
  ]);
}).transform((v) => ({ reason: v.reason.trim().replaceAll(/\s+/g, ' ') }));
