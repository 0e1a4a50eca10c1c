import { z } from 'zod';
import { FILL_IN_STATUSES } from '../fill-ins.ts';
import { PLAYER_LEVELS, POSITIONS } from '../limits.ts';
import { ZEntityId, ZInstant, ZName } from './fields.ts';

/**
 * `team-<id>` database, _id `fillIn:<freeAgentId>.<matchId>` (ADR 076): the team asked a free
 * agent of its league to play one match. Written by the server only (the captain asks through
 * /api, the free agent answers from their link). The contact details arrive with a "coming".
 */
export const ZFillIn = z.strictObject({
  type: z.literal('fillIn'),
  teamId: ZEntityId,
  matchId: ZEntityId,
  freeAgentId: ZEntityId,
  /** "Maria G.". */
  name: ZName,
  position: z.enum(POSITIONS),
  level: z.enum(PLAYER_LEVELS),
  status: z.enum(FILL_IN_STATUSES),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: ZInstant,
  answeredAt: ZInstant.nullable(),
});

export type TFillIn = z.infer<typeof ZFillIn>;
