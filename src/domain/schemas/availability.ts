import { z } from 'zod';
import { AVAILABILITY_ANSWERS } from '../availability.ts';
import { ZEntityId, ZInstant } from './fields.ts';

export { AVAILABILITY_ANSWERS, availabilityKey, type TAvailabilityAnswer } from '../availability.ts';

/**
 * `team-<id>` database, _id `availability:<matchId>-<playerId>` (issue #32): whether a player comes
 * to a match. The player writes it from their link (through the server), or the captain for them.
 */
export const ZAvailability = z.strictObject({
  type: z.literal('availability'),
  teamId: ZEntityId,
  matchId: ZEntityId,
  playerId: ZEntityId,
  answer: z.enum(AVAILABILITY_ANSWERS),
  by: z.enum(['player', 'captain']),
  answeredAt: ZInstant,
});

/** `team-<id>` database, _id `playerLink:<playerId>`: that a player has a live link, and since when. */
export const ZPlayerLink = z.strictObject({
  type: z.literal('playerLink'),
  playerId: ZEntityId,
  issuedAt: ZInstant,
});

/**
 * `team-<id>` database, _id `playerNotices:<playerId>` (ADR 072): how many phones hear from a
 * player's link, so the captain knows who a notice reaches. Server-written as phones turn notices
 * on and off (or their push service forgets them); absent when none does.
 */
export const ZPlayerNotices = z.strictObject({
  type: z.literal('playerNotices'),
  playerId: ZEntityId,
  phones: z.number().int().min(1).max(10),
  updatedAt: ZInstant,
});

export type TAvailability = z.infer<typeof ZAvailability>;
export type TPlayerNotices = z.infer<typeof ZPlayerNotices>;
export type TPlayerLink = z.infer<typeof ZPlayerLink>;
