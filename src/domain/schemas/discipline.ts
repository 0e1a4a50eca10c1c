import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { BAN_EXTRA_MAX, DISCIPLINE_REASON_MAX, RATING_MAX, RATING_MIN } from '../limits.ts';
import { ZEntityId, ZInstant, ZName, ZNonNegativeInt } from './fields.ts';
import { ZMinute } from './match.ts';

const ZBanLength = z.number().int().min(0).max(10);
const ZPoints = z.number().int().min(0).max(10);

export const ZDisciplineRules = z.strictObject({
  redCardBan: ZBanLength,
  secondYellowBan: ZBanLength,
  yellowThreshold: z.number().int().min(0).max(20),
  yellowBan: ZBanLength,
  fairPlay: z.strictObject({ yellow: ZPoints, red: ZPoints }),
  award: z.strictObject({ winner: ZNonNegativeInt.max(20), loser: ZNonNegativeInt.max(20) }),
});

const ZReason = z
  .string()
  .trim()
  .min(3, { error: () => t('rules.schema.reasonMin3') })
  .max(DISCIPLINE_REASON_MAX);

/**
 * `league-<id>` database, _id `ruling:<id>`: an admin's decision on discipline, with a reason.
 * `extend` adds matches to a derived ban, `lift` ends one; `stand` lets a result with an
 * ineligible player stand, `award` gives the match to `teamId` at the league's award score.
 */
export const ZRuling = z.strictObject({
  type: z.literal('ruling'),
  leagueId: ZEntityId,
  action: z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('extend'),
      banId: z.string().min(1).max(200),
      playerId: ZEntityId,
      matches: z
        .number()
        .int()
        .min(1, { error: () => t('rules.schema.banExtraRange', { max: BAN_EXTRA_MAX }) })
        .max(BAN_EXTRA_MAX, { error: () => t('rules.schema.banExtraRange', { max: BAN_EXTRA_MAX }) }),
    }),
    z.strictObject({ kind: z.literal('lift'), banId: z.string().min(1).max(200), playerId: ZEntityId }),
    z.strictObject({ kind: z.literal('stand'), matchId: ZEntityId, playerId: ZEntityId }),
    z.strictObject({
      kind: z.literal('award'),
      matchId: ZEntityId,
      playerId: ZEntityId,
      /** The side the match is awarded to. */
      teamId: ZEntityId,
      score: z.strictObject({ home: ZNonNegativeInt.max(20), away: ZNonNegativeInt.max(20) }),
    }),
  ]),
  reason: ZReason,
  author: ZEntityId,
  createdAt: ZInstant,
});

/**
 * `league-<id>` database, _id `matchRating:<matchId>`: the referee's fair-play rating of an
 * accepted report, public for the fair-play table. Written by the server only (the match document
 * stays as old app versions know it).
 */
export const ZMatchRating = z.strictObject({
  type: z.literal('matchRating'),
  leagueId: ZEntityId,
  matchId: ZEntityId,
  fairPlay: z.number().int().min(RATING_MIN).max(RATING_MAX),
});

/**
 * `league-<id>` database, _id `carriedBan:<carriedBanKey(banId)>`: a ban the previous season left unserved, for
 * this season's team of the player (ADR 056). Written by the server only, a mirror of the previous
 * season's discipline recomputed whenever it changes; this season's rulings extend or lift it.
 */
export const ZCarriedBan = z.strictObject({
  type: z.literal('carriedBan'),
  leagueId: ZEntityId,
  banId: z.string().min(1).max(200),
  kind: z.enum(['red', 'twoYellows', 'accumulation']),
  playerId: ZEntityId,
  playerName: ZName,
  teamId: ZEntityId,
  /** The season that left it, and the card that caused it there. */
  fromLeagueId: ZEntityId,
  season: z.string().min(1).max(20),
  matchId: ZEntityId,
  date: ZInstant,
  minute: ZMinute,
  reason: z.string().max(500),
  yellows: z.number().int().min(0).max(1000).nullable(),
  remaining: z.number().int().min(1).max(1000),
});

export type TCarriedBanDoc = z.infer<typeof ZCarriedBan>;
export type TDisciplineRules = z.infer<typeof ZDisciplineRules>;
export type TRuling = z.infer<typeof ZRuling>;
export type TMatchRating = z.infer<typeof ZMatchRating>;
