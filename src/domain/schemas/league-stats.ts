import { z } from 'zod';
import { ZEntityId, ZNonNegativeInt } from './fields.ts';

/**
 * `leagues` database, _id `leagueStats:<leagueId>`: figures the league directory shows to anyone
 * (teams joined), derived by the server from the teams. Written by the server only.
 */
export const ZLeagueStats = z.strictObject({
  type: z.literal('leagueStats'),
  leagueId: ZEntityId,
  teamCount: ZNonNegativeInt,
});

export type TLeagueStats = z.infer<typeof ZLeagueStats>;
