import { z } from 'zod';
import { ZEntityId, ZInstant } from './fields.ts';

/**
 * `admin` database, _id `resolverProblem:<refereeId>-<matchId>`: a referee's document the
 * resolver failed on again and again. It is parked here, for an admin to see, instead of being
 * skipped silently; the referee's later documents are then handled as usual.
 */
export const ZResolverProblem = z.strictObject({
  type: z.literal('resolverProblem'),
  refereeId: ZEntityId,
  docId: z.string().max(300),
  docRev: z.string().max(200).nullable(),
  error: z.string().max(2000),
  attempts: z.number().int().min(1),
  parkedAt: ZInstant,
});

export type TResolverProblem = z.infer<typeof ZResolverProblem>;
