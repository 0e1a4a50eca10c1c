import { z } from 'zod';
import { ZInstant } from './fields.ts';

/**
 * `admin` database, _id `settings:system`. Saved for real (spec README, point 6), and read by the
 * server when it sends, so a change is live on every instance. The SMTP password is not here: this
 * database reaches every admin's device. It is kept in internal storage (/api/admin/smtp-password).
 */
export const ZSystemSettings = z.strictObject({
  type: z.literal('settings'),
  smtp: z.strictObject({
    host: z.string().max(200),
    port: z.number().int().min(1).max(65535).nullable(),
    user: z.string().max(200),
    fromEmail: z.union([z.email(), z.literal('')]),
  }),
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  matchReminders: z.boolean(),
  statsUpdates: z.boolean(),
  updatedAt: ZInstant,
});

export type TSystemSettings = z.infer<typeof ZSystemSettings>;
