import { z } from 'zod';
import { ZEntityId, ZHttpUrl, ZInstant } from './fields.ts';

/**
 * `highlights` database, _id `highlight:<leagueId>:<videoId>`: one league video as /highlights
 * shows it, with the names it needs, so a visitor sees every league's highlights without keeping
 * every league. Derived by the server from the league databases; written by the server only.
 */
export const ZHighlight = z.strictObject({
  type: z.literal('highlight'),
  leagueId: ZEntityId,
  videoId: ZEntityId,
  title: z.string().max(200),
  url: z.string().max(2000),
  thumbUrl: ZHttpUrl.nullable(),
  teamId: ZEntityId,
  teamName: z.string().max(200),
  /** "Home vs Away", or empty for a video without a match. */
  matchLabel: z.string().max(500),
  kind: z.enum(['match', 'team', 'player']),
  createdAt: ZInstant,
});

export type THighlight = z.infer<typeof ZHighlight>;
