import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MSG } from '../../src/domain/messages.ts';
import { t } from '../../src/i18n/core.ts';
import { recordAudit } from '../admin/audit.ts';
import type { TConfig } from '../config.ts';
import { AppError } from '../http/errors.ts';
import type { TStorage } from '../storage/storage.ts';
import { requireHolder as requireHolderOf, settingAttempts } from './holder.ts';
import { PASSWORD_MAX_LENGTH } from './passwords.ts';
import { parse, verifyReserved } from './routes.ts';
import {
  acceptCode,
  codeStep,
  isSetupCurrent,
  newRecoveryCodes,
  newSetup,
  saveSignInSettings,
  setupUri,
} from './two-factor.ts';

const ZCode = z.strictObject({ code: z.string().max(40) });
const ZTurnOff = z.strictObject({ password: z.string().max(PASSWORD_MAX_LENGTH), code: z.string().max(40) });

/**
 * An admin's, captain's or referee's two-factor sign-in (ADR 037): set up (a secret and its QR
 * address), turned on with a first code (ten recovery codes, shown once), new recovery codes,
 * turned off with the password and a code. Codes are throttled per account and per address.
 */
export function twoFactorRoutes(app: FastifyInstance, storage: TStorage, config: TConfig) {
  const { windowMs } = config.throttle;

  const { attempt, succeeded } = settingAttempts(storage, config);
  const requireHolder = (req: FastifyRequest) => requireHolderOf(req, storage);

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
    await saveSignInSettings(storage.internal, account, { twoFactorSetup: setup });
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
    await saveSignInSettings(storage.internal, account, { twoFactor, twoFactorSetup: null });
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
    await saveSignInSettings(storage.internal, account, {
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
    await saveSignInSettings(storage.internal, account, { twoFactor: null, twoFactorSetup: null });
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
