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
  /** Issue #35: how long the admins' change history is kept (older entries are pruned). */
  auditRetentionDays: z.number().int().min(90).max(3650).default(730),
  updatedAt: ZInstant,
});

export const DEFAULT_AUDIT_RETENTION_DAYS = 730;
/** The choices the settings form offers, in days (1, 2, 3, 5 and 10 years). */
export const AUDIT_RETENTION_CHOICES = [365, 730, 1095, 1825, 3650] as const;

export type TSystemSettings = z.infer<typeof ZSystemSettings>;
