import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { EMAIL_MAX, PASSWORD_MAX } from '../limits.ts';
import { MSG } from '../messages.ts';
import {
  AUDIT_RETENTION_CHOICES,
  DEFAULT_AUDIT_RETENTION_DAYS,
  type TSystemSettings,
} from '../schemas/settings.ts';
import { firstFailure, isBlank } from './checks.ts';

/** The admin's system settings (admin-referee.md §3): the mail server and the notice toggles. */
export const ZSettingsForm = z
  .object({
    host: z.string(),
    port: z.string(),
    user: z.string(),
    fromEmail: z.string(),
    emailNotifications: z.boolean(),
    pushNotifications: z.boolean(),
    matchReminders: z.boolean(),
    statsUpdates: z.boolean(),
    auditRetentionDays: z.enum(AUDIT_RETENTION_CHOICES.map(String) as [string, ...string[]]),
  })
  .superRefine((v, ctx) =>
    firstFailure(ctx, [
      [
        'port',
        !isBlank(v.port) && !(Number(v.port) >= 1 && Number(v.port) <= 65535),
        () => t('admin.thePortIsANumber'),
      ],
    ]),
  )
  .transform(({ host, port, user, fromEmail, auditRetentionDays, ...toggles }) => ({
    auditRetentionDays: Number(auditRetentionDays),
    smtp: {
      host: host.trim(),
      port: isBlank(port) ? null : Number(port),
      user: user.trim(),
      fromEmail: fromEmail.trim(),
    },
    ...toggles,
  }));
export type TSettingsFormValues = z.input<typeof ZSettingsForm>;

export const settingsFormOf = (s: TSystemSettings | null): TSettingsFormValues => ({
  host: s?.smtp.host ?? '',
  port: s?.smtp.port ? String(s.smtp.port) : '',
  user: s?.smtp.user ?? '',
  fromEmail: s?.smtp.fromEmail ?? '',
  emailNotifications: s?.emailNotifications ?? true,
  pushNotifications: s?.pushNotifications ?? false,
  matchReminders: s?.matchReminders ?? true,
  statsUpdates: s?.statsUpdates ?? true,
  auditRetentionDays: String(s?.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS),
});

/** A new SMTP password, or empty to remove it (the server keeps it; it is never shown). */
export const ZSmtpPasswordForm = z.object({
  password: z.string().max(200, { error: () => t('admin.smtpPasswordTooLong') }),
});

/** Where a test e-mail goes. */
export const ZTestEmailForm = z.object({
  to: z
    .string()
    .trim()
    .max(EMAIL_MAX)
    .pipe(z.email({ error: () => MSG.invalidEmail })),
});

/** A code from the admin's authenticator app (or a recovery code): two-factor sign-in (ADR 037). */
export const ZTwoFactorCodeForm = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: () => t('account.enterACode') })
    .max(40),
});

/** Turning two-factor sign-in off: the password and a code. */
export const ZTwoFactorOffForm = z.object({
  password: z
    .string()
    .min(1, { error: () => t('account.enterYourPassword') })
    .max(PASSWORD_MAX),
  code: z
    .string()
    .trim()
    .min(1, { error: () => t('account.enterACode') })
    .max(40),
});

/** Adding a passkey (ADR 039): a name to tell it apart, and the password, asked again. */
export const ZPasskeyAddForm = z.object({
  name: z.string().trim().max(60),
  password: z
    .string()
    .min(1, { error: () => t('account.enterYourPassword') })
    .max(PASSWORD_MAX),
});
