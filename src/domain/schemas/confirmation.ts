import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { DISPUTE_REASON_MAX } from '../limits.ts';
import { ZEntityId, ZInstant, ZNonNegativeInt } from './fields.ts';

/** Which version of a result an answer or a decision is about (`resultKeyOf`). */
const ZResultKey = z.string().min(1).max(40);
const ZScore = z.strictObject({ home: ZNonNegativeInt.max(99), away: ZNonNegativeInt.max(99) });

/**
 * `team-<id>` database, _id `resultAnswer:<matchId>` (issue #31): the captain confirms the result
 * as accepted, or disputes it with a reason and, if they like, the score they believe it was.
 * Changed in place until the window closes.
 */
export const ZResultAnswer = z
  .strictObject({
    type: z.literal('resultAnswer'),
    matchId: ZEntityId,
    leagueId: ZEntityId,
    teamId: ZEntityId,
    resultKey: ZResultKey,
    answer: z.enum(['confirm', 'dispute']),
    reason: z.string().trim().max(DISPUTE_REASON_MAX).default(''),
    claimedScore: ZScore.nullable().default(null),
    answeredAt: ZInstant,
  })
  .refine((a) => a.answer === 'confirm' || a.reason.length >= 3, {
    error: () => t('rules.schema.disputeReason'),
    path: ['reason'],
  });

const ZSideAnswer = z.enum(['confirm', 'dispute']).nullable();

/**
 * `league-<id>` database, _id `confirmation:<matchId>`: where a result stands, written by the
 * server only from the captains' answers and the admin's decision. Public: it says "Provisional"
 * or "Disputed" beside the score; the captains' reasons stay in their teams' databases.
 */
export const ZConfirmation = z.strictObject({
  type: z.literal('confirmation'),
  leagueId: ZEntityId,
  matchId: ZEntityId,
  resultKey: ZResultKey,
  openedAt: ZInstant,
  closesAt: ZInstant,
  home: ZSideAnswer,
  away: ZSideAnswer,
  decision: z
    .strictObject({ outcome: z.enum(['upheld', 'corrected']), reason: z.string().max(500), at: ZInstant })
    .nullable(),
});

/**
 * `league-<id>` database, _id `disputeDecision:<matchId>`: the admin closes a dispute by upholding
 * the result or correcting it (the recorded-result path, in the same request), with a reason.
 */
export const ZDisputeDecision = z.strictObject({
  type: z.literal('disputeDecision'),
  leagueId: ZEntityId,
  matchId: ZEntityId,
  outcome: z.enum(['upheld', 'corrected']),
  reason: z
    .string()
    .trim()
    .min(3, { error: () => t('rules.schema.reasonMin3') })
    .max(500),
  author: ZEntityId,
  createdAt: ZInstant,
});

export type TResultAnswer = z.infer<typeof ZResultAnswer>;
export type TConfirmation = z.infer<typeof ZConfirmation>;
export type TDisputeDecision = z.infer<typeof ZDisputeDecision>;
