import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { EMAIL_CODE_LENGTH, ZEmailChange, ZEmailCode } from '../../src/domain/forms/email-change-form.ts';
import { MSG } from '../../src/domain/messages.ts';
import { t } from '../../src/i18n/core.ts';
import { readSettings } from '../admin/smtp.ts';
import type { TConfig } from '../config.ts';
import { AppError } from '../http/errors.ts';
import { forgetAccount } from '../http/principal-hook.ts';
import { dispatch } from '../notices/dispatch.ts';
import { mailOnly } from '../notices/recipients.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { recordAccountMove } from '../teams/account-records.ts';
import {
  EmailTakenError,
  findAccountByEmail,
  findAccountById,
  moveAccountEmail,
  type TAccount,
} from './accounts.ts';
import { requireAccount, tooMany, verifyReserved } from './routes.ts';
import { clearCounter, releaseAttempt, reserveAttempt, type TLimit, throttleId } from './throttle.ts';

// ADR 061: a captain or a referee moves their sign-in to another e-mail. The current password
// first (throttled before the hash), then a code sent to the new address, typed in the same
// signed-in session: the code alone opens nothing, so an admin reading the outbox gains nothing.
// One change waits per account, for 15 minutes; five wrong codes and it is void.

const CODE_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;
/** Codes sent to new addresses per account an hour: each is an e-mail to an address typed in. */
const SENDS_PER_HOUR = 5;
const WRONG_CODES = 5;

type TPending = {
  _id: string;
  _rev?: string;
  accountId: string;
  email: string;
  codeHash: string;
  expiresAt: string;
};

const pendingId = (accountId: string) => `emailChange:${accountId}`;
const hashOf = (accountId: string, code: string) =>
  createHash('sha256').update(`${accountId}:${code}`).digest();

/** The body as the schema reads it, or a 400 with the schema's own message. */
function parseOrSay<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(400, 'invalid', parsed.error.issues[0]!.message);
  return parsed.data;
}

function mustBeMovable(account: TAccount) {
  if (account.role !== 'captain' && account.role !== 'referee')
    throw new AppError(403, 'forbidden', t('server.emailChangeNotForAdmins'));
}

export function emailChangeRoutes(app: FastifyInstance, storage: TStorage, config: TConfig) {
  app.post('/api/account/email', async (req, reply) => {
    const account = await requireAccount(req, storage);
    mustBeMovable(account);
    const body = parseOrSay(ZEmailChange, req.body);
    const limits: TLimit[] = [
      { id: throttleId('ip', req.ip), max: config.throttle.maxPerIp },
      { id: throttleId('password', account.id), max: config.throttle.maxPerAccount },
    ];
    const wait = await reserveAttempt(storage.internal, config.throttle.windowMs, limits);
    if (wait > 0) tooMany(reply, wait, 'password');
    const isRight = await verifyReserved(
      storage,
      config.throttle.windowMs,
      body.currentPassword,
      account.passwordHash,
      limits,
    );
    if (!isRight) throw new AppError(400, 'wrong_password', MSG.currentPasswordIncorrect);
    await clearCounter(storage.internal, limits[1]!.id);
    await releaseAttempt(storage.internal, config.throttle.windowMs, [limits[0]!]);
    if (body.email === account.email)
      throw new AppError(400, 'same_email', t('server.thatIsYourEmailAlready'));
    if (await findAccountByEmail(storage.internal, body.email))
      throw new AppError(409, 'email_taken', new EmailTakenError().message);
    const settings = await readSettings(storage);
    if (settings && !settings.emailNotifications)
      throw new AppError(409, 'email_off', t('server.emailOffCannotSendCode'));
    const sends = await reserveAttempt(storage.internal, HOUR_MS, [
      { id: throttleId('emailcode-send', account.id), max: SENDS_PER_HOUR },
    ]);
    if (sends > 0) tooMany(reply, sends, 'code');
    const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
    const current = (await getOrNull(storage.internal, pendingId(account.id))) as TPending | null;
    const pending: TPending = {
      _id: pendingId(account.id),
      _rev: current?._rev,
      accountId: account.id,
      email: body.email,
      codeHash: hashOf(account.id, code).toString('hex'),
      expiresAt: new Date(Date.now() + CODE_MS).toISOString(),
    };
    await storage.internal.put(pending);
    await clearCounter(storage.internal, throttleId('emailcode', account.id));
    const values = { name: account.displayName, code, email: body.email };
    await dispatch(storage, settings, {
      key: `emailCode-${account.id}-${pending.codeHash.slice(0, 16)}`,
      kind: 'emailChange',
      to: mailOnly(body.email, account.locale ?? 'en'),
      expiresAt: pending.expiresAt,
      url: '/',
      mail: () => {
        const subject = t('server.mail.emailCodeSubject', values);
        return { subject, about: subject, text: `${t('server.mail.emailCodeBody', values)}\n\n— Pitchside` };
      },
      push: null,
    });
    return { ok: true, email: body.email };
  });

  app.post('/api/account/email/confirm', async (req, reply) => {
    const account = await requireAccount(req, storage);
    mustBeMovable(account);
    const { code } = parseOrSay(ZEmailCode, req.body);
    // Reserved before the comparison: five wrong codes in the code's life, then ask for another.
    const wrong = { id: throttleId('emailcode', account.id), max: WRONG_CODES };
    const wait = await reserveAttempt(storage.internal, CODE_MS, [wrong]);
    if (wait > 0) tooMany(reply, wait, 'code');
    const pending = (await getOrNull(storage.internal, pendingId(account.id))) as TPending | null;
    if (!pending || Date.parse(pending.expiresAt) <= Date.now())
      throw new AppError(410, 'no_code', t('server.emailCodeExpired'));
    if (!timingSafeEqual(hashOf(account.id, code), Buffer.from(pending.codeHash, 'hex')))
      throw new AppError(400, 'wrong_code', t('server.emailCodeWrong'));
    const was = account.email;
    // The stored account, not the session's cached copy: its revision is the one to write over.
    const stored = await findAccountById(storage.internal, account.id);
    if (!stored) throw new AppError(401, 'unauthorized', MSG.notAuthenticated);
    try {
      await moveAccountEmail(storage.internal, stored, pending.email, {});
      forgetAccount(account.id);
    } catch (error) {
      if (error instanceof EmailTakenError) throw new AppError(409, 'email_taken', error.message);
      throw error;
    }
    await storage.internal.remove(pending as never);
    await clearCounter(storage.internal, wrong.id);
    await recordAccountMove(storage, account, pending.email);
    await tellOldAddress(storage, account, was, pending.email);
    return { ok: true, email: pending.email };
  });
}

/** The old address hears of it: if someone else did this, its owner knows whom to ask. */
async function tellOldAddress(storage: TStorage, account: TAccount, was: string, email: string) {
  const values = { name: account.displayName, email };
  await dispatch(storage, await readSettings(storage), {
    key: `emailChanged-${account.id}-${createHash('sha256').update(`${was} ${email}`).digest('hex').slice(0, 16)}`,
    kind: 'emailChange',
    to: mailOnly(was, account.locale ?? 'en'),
    expiresAt: new Date(Date.now() + 7 * 24 * HOUR_MS).toISOString(),
    url: '/',
    mail: () => {
      const subject = t('server.mail.emailChangedSubject', values);
      return { subject, about: subject, text: `${t('server.mail.emailChangedBody', values)}\n\n— Pitchside` };
    },
    push: null,
  });
}
