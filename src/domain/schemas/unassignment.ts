import { z } from 'zod';
import { ZEntityId, ZInstant, ZName } from './fields.ts';

/**
 * `admin` database, _id `unassignment:<matchId>`, written by the server when an admin deactivates
 * a referee or the referee hands the match back (ADR 050): the match lost its referee and needs
 * another (the admin's needs-attention list).
 */
export const ZUnassignment = z.strictObject({
  type: z.literal('unassignment'),
  matchId: ZEntityId,
  leagueId: ZEntityId,
  refereeId: ZEntityId,
  refereeName: ZName,
  at: ZInstant,
  /** The referee's own words when they handed it back; null when an admin took them off. */
  reason: z.string().max(300).nullable().default(null),
  /** Names the hand-back this note came from (its `at`), so it is dealt with once. */
  handBackAt: ZInstant.nullable().default(null),
});

export type TUnassignment = z.infer<typeof ZUnassignment>;
