import { z } from 'zod';
import { PLAYER_LEVELS, POSITIONS } from '../limits.ts';
import { ZEntityId, ZInstant, ZName } from './fields.ts';

/** `admin` database, _id `freeAgent:<id>`. No placeholder e-mail is ever made (spec README, point 5). */
export const ZFreeAgent = z.strictObject({
  type: z.literal('freeAgent'),
  firstName: ZName,
  lastName: ZName,
  /** Digits only. */
  phone: z
    .string()
    .regex(/^\d{10,11}$/)
    .nullable(),
  /** Lower-cased. */
  email: z.email().toLowerCase().nullable(),
  position: z.enum(POSITIONS),
  level: z.enum(PLAYER_LEVELS),
  bio: z.string().max(2000),
  leagues: z.array(ZEntityId).min(1).max(20),
  status: z.enum(['active', 'inactive']),
  createdAt: ZInstant,
});

/** `team-<id>` database, _id `application:<id>` (the spec's id rule: contact, '-', team id). */
export const ZApplication = z.strictObject({
  type: z.literal('application'),
  teamId: ZEntityId,
  freeAgentId: ZEntityId,
  playerName: ZName,
  firstName: ZName,
  lastName: ZName,
  position: z.enum(POSITIONS),
  level: z.enum(PLAYER_LEVELS),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  bio: z.string().max(2000),
  leagues: z.array(ZEntityId).max(20),
  status: z.enum(['pending', 'accepted', 'declined']),
  createdAt: ZInstant,
});

/** The spec's application id: e-mail or phone digits, '-', team id; letters, digits and hyphens only. */
export function applicationKey(contact: string, teamId: string): string {
  return `${contact}-${teamId}`.replace(/[^A-Za-z0-9-]/g, '');
}

export type TFreeAgent = z.infer<typeof ZFreeAgent>;
export type TApplication = z.infer<typeof ZApplication>;
