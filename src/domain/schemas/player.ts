import { z } from 'zod';
import { JERSEY_MAX } from '../limits.ts';
import { ZEntityId, ZInstant, ZName, ZStoredPhone } from './fields.ts';

/** 0 stores "no number"; people enter 1 to 99. */
export const ZJerseyNumber = z.number().int().min(0).max(JERSEY_MAX);

/**
 * `team-<id>` database, _id `player:<playerId>`: one document per player, so two phones editing
 * different players never conflict. Goals and games are derived from match results, not stored.
 */
export const ZPlayer = z.strictObject({
  type: z.literal('player'),
  teamId: ZEntityId,
  firstName: ZName,
  lastName: ZName,
  phone: ZStoredPhone.nullable(),
  jerseyNumber: ZJerseyNumber,
  createdAt: ZInstant,
  updatedAt: ZInstant,
});

/** `league-<id>` database, _id `playerPublic:<playerId>`: the public roster line (no phone). */
export const ZPlayerPublic = z.strictObject({
  type: z.literal('playerPublic'),
  teamId: ZEntityId,
  firstName: ZName,
  lastName: ZName,
  jerseyNumber: ZJerseyNumber,
  /** The team hides its roster: the names are a neutral "Player #7", never the real ones. */
  isNameHidden: z.boolean().default(false),
  createdAt: ZInstant,
});

/** The public line of a player whose team hides its roster (the spec's publicRoster setting). */
export function hiddenName(jerseyNumber: number, ordinal: number): { firstName: string; lastName: string } {
  return { firstName: 'Player', lastName: jerseyNumber > 0 ? `#${jerseyNumber}` : `${ordinal}` };
}

export type TPlayer = z.infer<typeof ZPlayer>;
export type TPlayerPublic = z.infer<typeof ZPlayerPublic>;
