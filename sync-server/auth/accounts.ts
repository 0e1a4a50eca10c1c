import { docId, refereeDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import type { TRole } from '../../src/domain/limits.ts';
import type { TUserProfile } from '../../src/domain/schemas/user.ts';
import { type TLocale, t } from '../../src/i18n/core.ts';
import { getOrNull, type TPouchDb } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { claim, completeClaim, releaseClaim, type TClaim } from './claims.ts';
import type { TPasskey, TPasskeySetup } from './passkeys.ts';
import { hashPassword } from './passwords.ts';
import type { TTwoFactor, TTwoFactorSetup } from './two-factor.ts';

/** Internal record, never replicated: the only place a password hash lives. */
export type TAccount = {
  _id: string;
  _rev?: string;
  type: 'account';
  id: string;
  email: string;
  role: TRole;
  displayName: string;
  teamId: string | null;
  passwordHash: string;
  createdAt: string;
  passwordChangedAt: string;
  /** Set by an admin: the account cannot sign in, and its sessions are gone. */
  deactivatedAt?: string | null;
  /** The language e-mails are written in: the device's at sign-in or when changed (issue #29). */
  locale?: TLocale;
  /** Two-factor sign-in (admins, captains, referees), once on (two-factor.ts, ADR 037). */
  twoFactor?: TTwoFactor | null;
  /** A two-factor secret being set up, not yet confirmed with a code. */
  twoFactorSetup?: TTwoFactorSetup | null;
  /** Passkeys' public keys (passkeys.ts, ADR 039), at most MAX_PASSKEYS. */
  passkeys?: TPasskey[];
  /** A passkey being added: its challenge, until it expires. */
  passkeySetup?: TPasskeySetup | null;
  /** Sign-in challenges this account's passkeys answered, kept until they expire: good once at any instance. */
  passkeyChallengesUsed?: string[];
};

export type TNewAccount = {
  email: string;
  password: string;
  role: TRole;
  displayName: string;
  teamId?: string | null;
  refereeData?: TUserProfile['refereeData'];
  phone?: string | null;
  locale?: TLocale;
};

export class EmailTakenError extends Error {
  constructor() {
    super(t('server.anAccountWithThisEmail'));
  }
}

const accountDocId = (id: string) => `account:${id}`;
const emailClaimId = (email: string) => `email:${email.trim().toLowerCase()}`;

export async function findAccountById(internal: TPouchDb, id: string): Promise<TAccount | null> {
  return (await getOrNull(internal, accountDocId(id))) as TAccount | null;
}

export async function findAccountByEmail(internal: TPouchDb, email: string): Promise<TAccount | null> {
  const held = await getOrNull(internal, emailClaimId(email));
  if (held?.isComplete !== true) return null;
  return findAccountById(internal, held.owner as string);
}

/**
 * Creates an account: claims the e-mail, stores the credentials internally and the profile (no
 * secret) in the admin users directory. `beforeComplete` runs while the e-mail is held, so team
 * sign-up can claim its name too; if it throws, the e-mail is released and nothing is kept.
 */
export async function createAccount(
  storage: TStorage,
  input: TNewAccount,
  beforeComplete?: (accountId: string) => Promise<void>,
): Promise<TAccount> {
  const email = input.email.trim().toLowerCase();
  const id = newId();
  const held = await claim(storage.internal, emailClaimId(email), id);
  if (!held) throw new EmailTakenError();
  try {
    await beforeComplete?.(id);
    const now = new Date().toISOString();
    const account: TAccount = {
      _id: accountDocId(id),
      type: 'account',
      id,
      email,
      role: input.role,
      displayName: input.displayName.trim(),
      teamId: input.teamId ?? null,
      passwordHash: await hashPassword(input.password),
      createdAt: now,
      passwordChangedAt: now,
      ...(input.locale ? { locale: input.locale } : {}),
    };
    await storage.internal.put(account);
    const profile: TUserProfile & { _id: string } = {
      _id: docId('user', id),
      type: 'user',
      email,
      role: input.role,
      displayName: account.displayName,
      phone: input.phone ?? null,
      position: null,
      photoURL: null,
      teamId: account.teamId,
      leagueId: null,
      refereeData: input.refereeData ?? null,
      deactivatedAt: null,
      createdAt: now,
    };
    await storage.db('admin').put(profile);
    if (input.role === 'referee') await storage.create(refereeDbName(id));
    await completeClaim(storage.internal, held);
    return account;
  } catch (error) {
    await releaseClaim(storage.internal, held);
    throw error;
  }
}

/**
 * Moves an account to another e-mail (ADR 060), with `changes` (a new name, a new password hash):
 * the new address is claimed, the old claim let go, the account written, the claim completed. A
 * crash anywhere is finished by asking again: the same account's claim is its own. Throws
 * EmailTakenError when another account holds the address.
 */
export async function moveAccountEmail(
  internal: TPouchDb,
  account: TAccount,
  email: string,
  changes: Partial<TAccount>,
): Promise<TAccount> {
  const id = emailClaimId(email);
  const existing = (await getOrNull(internal, id)) as TClaim | null;
  const held = existing?.owner === account.id ? existing : await claim(internal, id, account.id);
  if (!held) throw new EmailTakenError();
  const old = emailClaimId(account.email);
  const oldClaim = old === id ? null : await getOrNull(internal, old);
  if (oldClaim?.owner === account.id) await internal.remove(oldClaim);
  const updated = { ...account, ...changes, email: email.trim().toLowerCase() };
  const { rev } = await internal.put(updated);
  if (!held.isComplete) await completeClaim(internal, held);
  return { ...updated, _rev: rev };
}

export async function setPassword(
  internal: TPouchDb,
  account: TAccount,
  password: string,
): Promise<TAccount> {
  const updated = {
    ...account,
    passwordHash: await hashPassword(password),
    passwordChangedAt: new Date().toISOString(),
  };
  const { rev } = await internal.put(updated);
  return { ...updated, _rev: rev };
}

/** Keeps the account's language; a call that changes nothing writes nothing. */
export async function setAccountLocale(
  internal: TPouchDb,
  account: TAccount,
  locale: TLocale,
): Promise<void> {
  if (account.locale === locale) return;
  await internal.put({ ...account, locale });
}

export async function hasAdmin(internal: TPouchDb): Promise<boolean> {
  const { rows } = await internal.allDocs({
    startkey: 'account:',
    endkey: 'account:\uffff',
    include_docs: true,
  });
  return rows.some((row) => (row.doc as unknown as TAccount | undefined)?.role === 'admin');
}

/** Every active admin account (the few people a dispute is sent to). */
export async function listAdmins(internal: TPouchDb): Promise<TAccount[]> {
  const { rows } = await internal.allDocs({
    startkey: 'account:',
    endkey: 'account:\uffff',
    include_docs: true,
  });
  return rows
    .map((row) => row.doc as unknown as TAccount | undefined)
    .filter((account): account is TAccount => account?.role === 'admin' && !account.deactivatedAt);
}

/** What the client may know about the signed-in account. */
export function publicAccount(account: TAccount) {
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    displayName: account.displayName,
    teamId: account.teamId,
    // Whether two-factor sign-in is on, never its secret.
    twoFactor: Boolean(account.twoFactor),
  };
}
