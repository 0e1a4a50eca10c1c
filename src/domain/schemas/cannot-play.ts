import { z } from 'zod';
import { ZEntityId, ZInstant } from './fields.ts';

export const CANNOT_PLAY_REASON_MIN = 3;
export const CANNOT_PLAY_REASON_MAX = 300;

/**
 * `team-<id>` database, _id `cannotPlay:<matchId>` (ADR 059): the captain tells the league, the
 * other team and the referee that the team cannot play a coming match, and why (the why is for the
 * league). Told before kick-off; taken back before kick-off if the team can play after all.
 */
export const ZCannotPlay = z.strictObject({
  type: z.literal('cannotPlay'),
  matchId: ZEntityId,
  teamId: ZEntityId,
  leagueId: ZEntityId,
  /** The kick-off it is about: once the league moves the match, the notice no longer stands. */
  date: ZInstant,
  reason: z.string().trim().min(CANNOT_PLAY_REASON_MIN).max(CANNOT_PLAY_REASON_MAX),
  toldAt: ZInstant,
});

/**
 * `league-<id>` database, _id `matchOff:<matchId>`: the server's public copy, without the reason,
 * of the teams that told they cannot play a match, so every fixture list can say so. Gone when
 * they take it back.
 */
export const ZMatchOff = z.strictObject({
  type: z.literal('matchOff'),
  matchId: ZEntityId,
  leagueId: ZEntityId,
  teamIds: z.array(ZEntityId).min(1).max(2),
  /** The kick-off they cannot play; a match moved since is on again. */
  date: ZInstant,
  since: ZInstant,
});

export type TCannotPlay = z.infer<typeof ZCannotPlay>;
export type TMatchOff = z.infer<typeof ZMatchOff>;
