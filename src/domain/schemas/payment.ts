import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { PAYMENT_INSTRUCTIONS_MAX, PAYMENT_REFERENCE_MAX } from '../payment-defaults.ts';
import { ZEntityId, ZHttpUrl, ZInstant } from './fields.ts';

export {
  DEFAULT_LEAGUE_PAYMENT,
  PAYMENT_INSTRUCTIONS_MAX,
  PAYMENT_REFERENCE_MAX,
} from '../payment-defaults.ts';
export const PAYMENT_STATUSES = ['reported', 'confirmed', 'rejected'] as const;

/**
 * On the league (issue #35): where and how a team pays its fee. Any payment page will do (a Stripe
 * or Square payment link, a Venmo or Zelle page); Pitchside never touches the money.
 */
export const ZLeaguePayment = z.strictObject({
  link: ZHttpUrl.nullable(),
  instructions: z.string().trim().max(PAYMENT_INSTRUCTIONS_MAX),
});

/**
 * `team-<id>` database, _id `paymentReport:<teamId>`: the captain says the fee is paid, with a
 * reference (a receipt or transaction number); the admin confirms it, which sets the team's paid
 * flag, or rejects it with a reason, and the captain may report again.
 */
export const ZPaymentReport = z
  .strictObject({
    type: z.literal('paymentReport'),
    teamId: ZEntityId,
    leagueId: ZEntityId,
    reference: z.string().trim().min(1).max(PAYMENT_REFERENCE_MAX),
    status: z.enum(PAYMENT_STATUSES),
    reportedAt: ZInstant,
    decidedAt: ZInstant.nullable().default(null),
    decisionNote: z.string().trim().max(300).default(''),
  })
  .refine((p) => p.status !== 'rejected' || p.decisionNote.length >= 3, {
    error: () => t('rules.schema.reasonMin3'),
    path: ['decisionNote'],
  });

export type TLeaguePayment = z.infer<typeof ZLeaguePayment>;
export type TPaymentReport = z.infer<typeof ZPaymentReport>;
