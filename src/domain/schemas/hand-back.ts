import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { ZEntityId, ZInstant } from './fields.ts';

/** The longest reason a referee gives for handing a match back (the desk shows all of it). */
export const HAND_BACK_REASON_MAX = 300;
/** Matches a referee hands back in a day: each may reach every referee of the league. */
export const HAND_BACKS_PER_DAY = 5;

/**
 * `referee-<id>` database, _id `handBack:<matchId>`: the referee assigned to a match that has not
 * kicked off says they cannot make it, and why (ADR 050). The server takes them off the match,
 * puts it on the desk's "needs a referee" list and tells the league's other referees.
 */
export const ZHandBack = z.strictObject({
  type: z.literal('handBack'),
  matchId: ZEntityId,
  leagueId: ZEntityId,
  refereeId: ZEntityId,
  reason: z
    .string()
    .trim()
    .min(1)
    .max(HAND_BACK_REASON_MAX)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
    .regex(/^[^\u0000-\u001f\u007f]*$/, { error: () => t('rules.schema.messageControlChars') }),
  /** When the referee handed it back: names this hand-back (a later one after a new assignment). */
  at: ZInstant,
});

/**
 * `referee-<id>` database, _id `handBackDecision:<matchId>`, written by the server once a hand-back
 * is dealt with: `done`, or `refused` with why (the match changed before it arrived).
 */
export const ZHandBackDecision = z.strictObject({
  type: z.literal('handBackDecision'),
  matchId: ZEntityId,
  /** The hand-back's `at`: a later hand-back of the same match is a new one. */
  at: ZInstant,
  status: z.enum(['done', 'refused']),
  reason: z.string().max(300).nullable(),
  decidedAt: ZInstant,
});

export type THandBack = z.infer<typeof ZHandBack>;
export type THandBackDecision = z.infer<typeof ZHandBackDecision>;
