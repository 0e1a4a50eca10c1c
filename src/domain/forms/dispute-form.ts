import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { DISPUTE_REASON_MAX } from '../limits.ts';
import { firstFailure, isBlank } from './checks.ts';

const isScore = (value: string) => /^\d{1,2}$/.test(value.trim());

/** A captain's dispute (issue #31): what is wrong, and if they like, the score they believe it was. */
export const ZDisputeForm = z
  .object({ reason: z.string(), home: z.string(), away: z.string() })
  .superRefine((v, ctx) =>
    firstFailure(ctx, [
      ['reason', v.reason.trim().length < 3, () => t('rules.schema.disputeReason')],
      [
        'reason',
        v.reason.trim().length > DISPUTE_REASON_MAX,
        () => t('team.disputeTooLong', { max: DISPUTE_REASON_MAX }),
      ],
      [
        'home',
        !(isBlank(v.home) && isBlank(v.away)) && !(isScore(v.home) && isScore(v.away)),
        () => t('team.claimedScoreBoth'),
      ],
    ]),
  )
  .transform((v) => ({
    reason: v.reason.trim(),
    claimedScore: isBlank(v.home) ? null : { home: Number(v.home), away: Number(v.away) },
  }));

/** The admin closes a dispute: a reason always, and the corrected score when correcting. */
export const ZDecisionForm = z
  .object({
    outcome: z.enum(['upheld', 'corrected']),
    reason: z.string(),
    home: z.string(),
    away: z.string(),
  })
  .superRefine((v, ctx) =>
    firstFailure(ctx, [
      [
        'home',
        v.outcome === 'corrected' && !(isScore(v.home) && isScore(v.away)),
        () => t('admin.correctedScoreBoth'),
      ],
      ['reason', v.reason.trim().length < 3, () => t('rules.schema.reasonMin3')],
    ]),
  )
  .transform((v) => ({
    outcome: v.outcome,
    reason: v.reason.trim(),
    score: v.outcome === 'corrected' ? { home: Number(v.home), away: Number(v.away) } : null,
  }));
