import { z } from 'zod';
import { ZEntityId, ZInstant, ZName, ZStoredPhone } from './fields.ts';
import { ZJerseyNumber } from './player.ts';

/**
 * `team-<id>` database, _id `joinRequest:<id>` (ADR 075): a player asked to join from the team's
 * join link. Written by the server only; the captain adds the player (a `player:` of their own)
 * and removes the request, or removes it to decline. Nothing else changes it.
 */
export const ZJoinRequest = z.strictObject({
  type: z.literal('joinRequest'),
  teamId: ZEntityId,
  firstName: ZName,
  lastName: ZName,
  phone: ZStoredPhone.nullable(),
  jerseyNumber: ZJerseyNumber,
  createdAt: ZInstant,
});

export type TJoinRequest = z.infer<typeof ZJoinRequest>;
