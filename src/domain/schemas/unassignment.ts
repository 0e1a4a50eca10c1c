import { z } from 'zod';
import { ZEntityId, ZInstant, ZName } from './fields.ts';

/**
 * `admin` database, _id `unassignment:<matchId>`, written by the server when an admin deactivates
 * a referee: the match lost its referee and needs another (the admin's needs-attention list).
 */
export const ZUnassignment = z.strictObject({
  type: z.literal('unassignment'),
  matchId: ZEntityId,
  leagueId: ZEntityId,
  refereeId: ZEntityId,
  refereeName: ZName,
  at: ZInstant,
});

export type TUnassignment = z.infer<typeof ZUnassignment>;
