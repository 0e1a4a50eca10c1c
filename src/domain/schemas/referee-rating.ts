import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../limits.ts';
import { ZEntityId, ZInstant, ZNonNegativeInt } from './fields.ts';

/**
 * `team-<id>` database, _id `refereeRating:<matchId>`: the captain's rating of the referee of a
 * played match, 1 (poor) to 5 (excellent). It names the referee, since a match may change referee
 * later. Changed in place while the match may be rated; only the team and the admins read it.
 */
export const ZRefereeRating = z.strictObject({
  type: z.literal('refereeRating'),
  matchId: ZEntityId,
  leagueId: ZEntityId,
  teamId: ZEntityId,
  refereeId: ZEntityId,
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  ratedAt: ZInstant,
});

/**
 * `referee-<id>` database, _id `ratingSummary:<refereeId>`: what the captains' ratings come to, written by the
 * server only. The referee sees the average and how many rated, never who gave what.
 */
export const ZRatingSummary = z.strictObject({
  type: z.literal('ratingSummary'),
  refereeId: ZEntityId,
  average: z.number().min(RATING_MIN).max(RATING_MAX).nullable(),
  count: ZNonNegativeInt,
});

export type TRefereeRating = z.infer<typeof ZRefereeRating>;
export type TRatingSummary = z.infer<typeof ZRatingSummary>;
