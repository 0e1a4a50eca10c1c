import type { FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../src/i18n/core.ts';
import type { TConfig } from '../config.ts';
import { AppError } from '../http/errors.ts';
import type { TStorage } from '../storage/storage.ts';
import { findAccountById, type TAccount } from './accounts.ts';
import { requireAccount, tooMany } from './routes.ts';
import { clearCounter, releaseAttempt, reserveAttempt, type TLimit, throttleId } from './throttle.ts';

// What two-factor sign-in and passkeys share (ADR 037, 039): who may hold them, and the throttle
// that reserves an attempt before a password or a code is checked.

const HOLDER_ROLES = new Set(['admin', 'captain', 'referee']);

/**
 * The signed-in account as stored now: its sign-in settings read and write the latest. Admins,
 * captains and referees hold powers a stolen password would hand over; a player's account does not.
 */
export async function requireHolder(req: FastifyRequest, storage: TStorage): Promise<TAccount> {
  const signedIn = await requireAccount(req, storage);
  if (!HOLDER_ROLES.has(signedIn.role)) {
    throw new AppError(403, 'forbidden', t('server.twoFactorIsForAdmins'));
  }
  return (await findAccountById(storage.internal, signedIn.id)) ?? signedIn;
}

/** Attempts at a sign-in setting's password or code, per address and per account. */
export function settingAttempts(storage: TStorage, config: TConfig) {
  const { windowMs } = config.throttle;
  return {
    /** Reserves an attempt before any check; a right one gives it back (`succeeded`). */
    async attempt(req: FastifyRequest, reply: FastifyReply, account: TAccount): Promise<TLimit[]> {
      const limits: TLimit[] = [
        { id: throttleId('ip', req.ip), max: config.throttle.maxPerIp },
        { id: throttleId('two-factor', account.id), max: config.throttle.maxPerAccount },
      ];
      const wait = await reserveAttempt(storage.internal, windowMs, limits);
      if (wait > 0) tooMany(reply, wait, 'code');
      return limits;
    },
    async succeeded(limits: TLimit[]) {
      await clearCounter(storage.internal, limits[1]!.id);
      await releaseAttempt(storage.internal, windowMs, [limits[0]!]);
    },
  };
}
