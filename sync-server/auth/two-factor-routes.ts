import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MSG } from '../../src/domain/messages.ts';
import { t } from '../../src/i18n/core.ts';
import { recordAudit } from '../admin/audit.ts';
import type { TConfig } from '../config.ts';
import { AppError } from '../http/errors.ts';
import type { TStorage } from '../storage/storage.ts';
import { findAccountById, type TAccount } from './accounts.ts';
import { PASSWORD_MAX_LENGTH } from './passwords.ts';
import { parse, requireAccount, tooMany, verifyReserved } from './routes.ts';
import { clearCounter, releaseAttempt, reserveAttempt, type TLimit, throttleId } from './throttle.ts';
import {
  acceptCode,
  codeStep,
  isSetupCurrent,
  newRecoveryCodes,
  newSetup,
  saveTwoFactor,
  setupUri,
} from './two-factor.ts';

const TWO_FACTOR_ROLES = new Set(['admin', 'captain', 'referee']);

const ZCode = z.strictObject({ code: z.string().max(40) });
const ZTurnOff = z.strictObject({ password: z.string().max(PASSWORD_MAX_LENGTH), code: z.string().max(40) });

/**
 * An admin's, captain's or referee's two-factor sign-in (ADR 037): set up (a secret and its QR address), turned on with a
 * first code (ten recovery codes, shown once), new recovery codes, turned off with the password
 * and a code. Codes are throttled per account and per address, like passwords.
 */
export function twoFactorRoutes(app: FastifyInstance, storage: TStorage, config: TConfig) {
  const { windowMs } = config.throttle;

  /**
   * The signed-in account as stored now: two-factor changes read and write the latest. Admins,
   * captains and referees hold powers a stolen password would hand over; a player's account does not.
   */
  async function requireHolder(req: FastifyRequest): Promise<TAccount> {
    const signedIn = await requireAccount(req, storage);
    if (!TWO_FACTOR_ROLES.has(signedIn.role)) {
      throw new AppError(403, 'forbidden', t('server.twoFactorIsForAdmins'));
    }
    return (await findAccountById(storage.internal, signedIn.id)) ?? signedIn;
  }

  /** Reserves a code attempt before any check; a right code gives it back. */
  async function attempt(req: FastifyRequest, reply: FastifyReply, account: TAccount): Promise<TLimit[]> {
    const limits: TLimit[] = [
      { id: throttleId('ip', req.ip), max: config.throttle.maxPerIp },
      { id: throttleId('two-factor', account.id), max: config.throttle.maxPerAccount },
    ];
    const wait = await reserveAttempt(storage.internal, windowMs, limits);
    if (wait > 0) tooMany(reply, wait, 'code');
    return limits;
  }

  async function succeeded(limits: TLimit[]) {
    await clearCounter(storage.internal, limits[1]!.id);
    await releaseAttempt(storage.internal, windowMs, [limits[0]!]);
  }

  app.get('/api/two-factor', async (req) => {
    const account = await requireHolder(req);
    return {
      on: Boolean(account.twoFactor),
      recoveryCodesLeft: account.twoFactor?.recoveryHashes.length ?? 0,
    };
  });

  app.post('/api/two-factor/setup', async (req) => {
    const account = await requireHolder(req);
    if (account.twoFactor) throw new AppError(409, 'already_on', t('server.twoFactorAlreadyOn'));
    // One set-up per account, replaced by the next: nothing here grows with the calls.
    const setup = newSetup();
    await saveTwoFactor(storage.internal, account, { twoFactorSetup: setup });
    return { secret: setup.secret, uri: setupUri(setup, account.email) };
  });

  app.post('/api/two-factor/enable', async (req, reply) => {
    const account = await requireHolder(req);
    const { code } = parse(ZCode, req.body);
    if (account.twoFactor) throw new AppError(409, 'already_on', t('server.twoFactorAlreadyOn'));
    const setup = account.twoFactorSetup;
    if (!setup || !isSetupCurrent(setup))
      throw new AppError(400, 'setup_expired', t('server.twoFactorSetupExpired'));
    const limits = await attempt(req, reply, account);
    const step = codeStep(setup.secret, code);
    if (step === null) throw new AppError(400, 'incorrect_code', t('server.incorrectCode'));
    await succeeded(limits);
    const recovery = newRecoveryCodes();
    const twoFactor = {
      secret: setup.secret,
      enabledAt: new Date().toISOString(),
      lastStep: step,
      recoveryHashes: recovery.hashes,
    };
    await saveTwoFactor(storage.internal, account, { twoFactor, twoFactorSetup: null });
    await recordAudit(storage, account, [
      {
        action: 'account.two-factor-on',
        target: `account/${account.id}`,
        words: { key: 'admin.audit.twoFactorOn' },
      },
    ]);
    return { recoveryCodes: recovery.codes };
  });

  app.post('/api/two-factor/recovery-codes', async (req, reply) => {
    const account = await requireHolder(req);
    const { code } = parse(ZCode, req.body);
    if (!account.twoFactor) throw new AppError(400, 'off', t('server.twoFactorIsOff'));
    const limits = await attempt(req, reply, account);
    const accepted = acceptCode(account.twoFactor, code);
    if (!accepted) throw new AppError(400, 'incorrect_code', t('server.incorrectCode'));
    await succeeded(limits);
    const recovery = newRecoveryCodes();
    await saveTwoFactor(storage.internal, account, {
      twoFactor: { ...accepted, recoveryHashes: recovery.hashes },
    });
    return { recoveryCodes: recovery.codes };
  });

  app.post('/api/two-factor/disable', async (req, reply) => {
    const account = await requireHolder(req);
    const body = parse(ZTurnOff, req.body);
    if (!account.twoFactor) throw new AppError(400, 'off', t('server.twoFactorIsOff'));
    // Reserved before the password's hash runs, as at sign-in.
    const limits = await attempt(req, reply, account);
    if (!(await verifyReserved(storage, windowMs, body.password, account.passwordHash, limits)))
      throw new AppError(400, 'wrong_password', MSG.currentPasswordIncorrect);
    if (!acceptCode(account.twoFactor, body.code))
      throw new AppError(400, 'incorrect_code', t('server.incorrectCode'));
    await succeeded(limits);
    await saveTwoFactor(storage.internal, account, { twoFactor: null, twoFactorSetup: null });
    await recordAudit(storage, account, [
      {
        action: 'account.two-factor-off',
        target: `account/${account.id}`,
        words: { key: 'admin.audit.twoFactorOff' },
      },
    ]);
    return { ok: true };
  });
}
