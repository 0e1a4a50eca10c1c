import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { TDeliveryReason } from '../../src/domain/delivery-reason.ts';
import { type TSystemSettings, ZSystemSettings } from '../../src/domain/schemas/settings.ts';
import { t } from '../../src/i18n/core.ts';
import { AppError } from '../http/errors.ts';
import { getOrNull, isConflict } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { recordAudit } from './audit.ts';
import { requireAdmin } from './routes.ts';

// The SMTP settings live in the `admin` database (every admin's device shows them); the password
// lives only in internal storage, which no endpoint serves: it is written here and never read back.

const SECRET_ID = 'smtpSecret';
/** A mail server that does not answer within this long is reported as not answering. */
const SMTP_TIMEOUT_MS = 10_000;

export async function readSmtpPassword(storage: TStorage): Promise<string | null> {
  const found = await getOrNull(storage.internal, SECRET_ID);
  return typeof found?.password === 'string' && found.password ? found.password : null;
}

async function writeSmtpPassword(storage: TStorage, password: string) {
  for (let attempt = 0; ; attempt++) {
    const current = await getOrNull(storage.internal, SECRET_ID);
    try {
      await storage.internal.put({ _id: SECRET_ID, _rev: current?._rev, password });
      return;
    } catch (error) {
      if (!isConflict(error) || attempt >= 3) throw error;
    }
  }
}

/** The system settings as saved, or null when nobody has saved them yet. */
export async function readSettings(storage: TStorage): Promise<TSystemSettings | null> {
  const found = await getOrNull(storage.db('admin'), 'settings:system');
  const parsed = found
    ? ZSystemSettings.safeParse(Object.fromEntries(Object.entries(found).filter(([k]) => !k.startsWith('_'))))
    : null;
  return parsed?.success ? parsed.data : null;
}

/** A transport for the saved settings, or why there is none. */
export async function smtpTransport(storage: TStorage) {
  const settings = await readSettings(storage);
  if (!settings?.smtp.host)
    return { problem: { key: 'admin.reason.noSmtp' } satisfies TDeliveryReason } as const;
  if (!settings.smtp.fromEmail)
    return { problem: { key: 'admin.reason.noFrom' } satisfies TDeliveryReason } as const;
  const port = settings.smtp.port ?? 587;
  const password = await readSmtpPassword(storage);
  const transport = nodemailer.createTransport({
    host: settings.smtp.host,
    port,
    secure: port === 465,
    auth: settings.smtp.user ? { user: settings.smtp.user, pass: password ?? '' } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return { transport, from: settings.smtp.fromEmail, settings } as const;
}

const ZPassword = z.object({ password: z.string().max(200) });
const ZTest = z.object({ to: z.email().max(320) });

export function smtpRoutes(app: FastifyInstance, storage: TStorage) {
  app.get('/api/admin/smtp', async (req) => {
    await requireAdmin(req, storage);
    return { passwordSet: (await readSmtpPassword(storage)) !== null };
  });

  app.put('/api/admin/smtp-password', async (req) => {
    const admin = await requireAdmin(req, storage);
    const parsed = ZPassword.safeParse(req.body);
    if (!parsed.success) throw new AppError(400, 'invalid', t('server.thePasswordCanBeAt'));
    await writeSmtpPassword(storage, parsed.data.password);
    const passwordSet = parsed.data.password !== '';
    // The audit says that it changed, never what it is.
    await recordAudit(storage, admin, [
      {
        action: 'settings.smtpPassword',
        target: 'internal/smtpSecret',
        words: { key: passwordSet ? 'admin.audit.smtpPasswordChanged' : 'admin.audit.smtpPasswordRemoved' },
      },
    ]);
    return { passwordSet };
  });

  // The mail server's own answer, good or bad, so the admin sees what went wrong.
  app.post('/api/admin/test-email', async (req) => {
    await requireAdmin(req, storage);
    const parsed = ZTest.safeParse(req.body);
    if (!parsed.success) throw new AppError(400, 'invalid', t('server.pleaseEnterAValidEmail'));
    const smtp = await smtpTransport(storage);
    if (!smtp.transport)
      throw new AppError(409, 'no_smtp', smtp.problem ? t(smtp.problem.key) : t('server.noSmtpServerIsSet2'));
    try {
      const info = await smtp.transport.sendMail({
        from: smtp.from,
        to: parsed.data.to,
        subject: t('server.pitchsideTestEMail'),
        text: t('server.thisIsATestE'),
      });
      return { ok: true, answer: String(info.response) };
    } catch (error) {
      return { ok: false, answer: error instanceof Error ? error.message : String(error) };
    } finally {
      smtp.transport.close();
    }
  });
}
