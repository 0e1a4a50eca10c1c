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
  /**
   * "Home vs Away" in the server's words, or empty for a video without a match. Apps from before
   * the two names below show it; newer ones word the match in the reader's language.
   */
  matchLabel: z.string().max(500),
  /** The match's teams, when the video has a match; empty for a team the server cannot name. */
  homeTeamName: z.string().max(200).optional(),
  awayTeamName: z.string().max(200).optional(),
  kind: z.enum(['match', 'team', 'player']),
  createdAt: ZInstant,
});

export type THighlight = z.infer<typeof ZHighlight>;
