import { z } from 'zod';
import { POSITIONS, ROLES } from '../limits.ts';
import { ZEmail, ZEntityId, ZHttpUrl, ZInstant, ZName, ZStoredPhone } from './fields.ts';

/**
 * `admin` database, _id `user:<userId>`: the users directory. It never holds a secret; the
 * password hash and sessions stay in the server's internal store.
 */
export const ZUserProfile = z.strictObject({
  type: z.literal('user'),
  email: ZEmail,
  role: z.enum(ROLES),
  displayName: ZName,
  phone: ZStoredPhone.nullable().default(null),
  position: z.enum(POSITIONS).nullable().default(null),
  photoURL: ZHttpUrl.nullable().default(null),
  teamId: ZEntityId.nullable().default(null),
  leagueId: ZEntityId.nullable().default(null),
  refereeData: z
    .strictObject({
      licenseNumber: z.string().max(50).nullable(),
      experience: z.number().int().min(0).max(80),
      assignedLeagues: z.array(ZEntityId).max(50),
    })
    .nullable()
    .default(null),
  /** Set when an admin deactivates the account: it cannot sign in, and its past work stays. */
  deactivatedAt: ZInstant.nullable().default(null),
  createdAt: ZInstant,
});

export type TUserProfile = z.infer<typeof ZUserProfile>;
