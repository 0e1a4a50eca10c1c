import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { t } from '../../src/i18n/core.ts';
import { AppError } from '../http/errors.ts';
import { forgetAccount } from '../http/principal-hook.ts';
import type { TPouchDb } from '../storage/pouch.ts';
import type { TAccount } from './accounts.ts';

/**
 * Two-factor sign-in for admins (ADR 037): a time-based code from an authenticator app (RFC 6238:
 * SHA-1, 6 digits, 30 s), or one of ten single-use recovery codes. The secret and the recovery
 * codes' hashes live on the account, in internal storage only.
 */
export type TTwoFactor = {
  secret: string;
  enabledAt: string;
  /** The last time step a code was accepted for: a code is good once (RFC 6238, section 5.2). */
  lastStep: number;
  /** SHA-256 of each unused recovery code (random, so a fast hash is enough). */
  recoveryHashes: string[];
};

/** A secret being set up: it counts once the admin proves their app shows its codes. */
export type TTwoFactorSetup = { secret: string; createdAt: string };

const PERIOD_S = 30;
const RECOVERY_CODES = 10;
/** A setup not confirmed within this long starts again. */
const SETUP_MS = 15 * 60_000;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const totp = (secret: string, email = '') =>
  new TOTP({
    issuer: 'Pitchside',
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What a person types, as compared: spaces and dashes dropped, lower case. */
const normalised = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

export function newSetup(now = new Date()): TTwoFactorSetup {
  return { secret: new Secret({ size: 20 }).base32, createdAt: now.toISOString() };
}

export const isSetupCurrent = (setup: TTwoFactorSetup | null | undefined, now = Date.now()): boolean =>
  Boolean(setup) && now - Date.parse(setup!.createdAt) < SETUP_MS;

/** The address an authenticator app reads from the QR code. */
export const setupUri = (setup: TTwoFactorSetup, email: string): string =>
  totp(setup.secret, email).toString();

/** The time step of a valid code for `secret` (this one, the one before or after), or null. */
export function codeStep(secret: string, code: string, now = Date.now()): number | null {
  const token = normalised(code);
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map((code) => sha256(normalised(code))) };
}

/**
 * Checks a code against an account's two-factor settings. Returns the settings to store when it
 * is good (the step moved on, or the recovery code used up), null when it is not.
 */
export function acceptCode(twoFactor: TTwoFactor, code: string, now = Date.now()): TTwoFactor | null {
  const step = codeStep(twoFactor.secret, code, now);
  if (step !== null) return step > twoFactor.lastStep ? { ...twoFactor, lastStep: step } : null;
  const given = Buffer.from(sha256(normalised(code)));
  const used = twoFactor.recoveryHashes.find((hash) => timingSafeEqual(Buffer.from(hash), given));
  return used ? { ...twoFactor, recoveryHashes: twoFactor.recoveryHashes.filter((h) => h !== used) } : null;
}

/**
 * Writes the account's sign-in settings (two-factor, passkeys) to the version given, read from
 * storage (not the 5 s cache of signed-in principals, which it then drops); another write
 * meanwhile asks the person to try again.
 */
export async function saveSignInSettings(
  internal: TPouchDb,
  account: TAccount,
  fields: Pick<
    TAccount,
    'twoFactor' | 'twoFactorSetup' | 'passkeys' | 'passkeySetup' | 'passkeyChallengesUsed'
  >,
): Promise<TAccount> {
  const next = { ...account, ...fields };
  try {
    const { rev } = await internal.put(next);
    forgetAccount(account.id);
    return { ...next, _rev: rev };
  } catch (error) {
    if ((error as { status?: number }).status === 409)
      throw new AppError(409, 'conflict', t('server.signInSettingsTryAgain'));
    throw error;
  }
}
