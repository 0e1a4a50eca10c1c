import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { CANNOT_PLAY_REASON_MAX, CANNOT_PLAY_REASON_MIN } from '../schemas/cannot-play.ts';
import { firstFailure } from './checks.ts';

/** ADR 059: why the team cannot play, for the league. */
export const ZCannotPlayForm = z
  .object({ reason: z.string() })
  .superRefine((v, ctx) =>
    firstFailure(ctx, [
      [
        'reason',
        v.reason.trim().length < CANNOT_PLAY_REASON_MIN,
        () => t('team.cannotPlay.reasonShort', { min: CANNOT_PLAY_REASON_MIN }),
      ],
      [
        'reason',
        v.reason.trim().length > CANNOT_PLAY_REASON_MAX,
        () => t('team.cannotPlay.reasonLong', { max: CANNOT_PLAY_REASON_MAX }),
      ],
    ]),
  )
  .transform((v) => ({ reason: v.reason.trim() }));
