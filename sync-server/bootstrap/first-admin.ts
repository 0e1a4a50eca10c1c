import { randomBytes } from 'node:crypto';
import { createAccount, hasAdmin } from '../auth/accounts.ts';
import type { TStorage } from '../storage/storage.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@pitchside.local';

/**
 * No fixed credential, ever (spec README, point 1). With no admin yet, one is created from
 * ADMIN_EMAIL and ADMIN_PASSWORD, or with a generated password that is returned to be printed once.
 */
export async function ensureFirstAdmin(
  storage: TStorage,
  env: { adminEmail: string | null; adminPassword: string | null },
): Promise<{ email: string; password: string; isGenerated: boolean } | null> {
  if (await hasAdmin(storage.internal)) return null;
  const email = env.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const isGenerated = !env.adminPassword;
  const password = env.adminPassword ?? randomBytes(12).toString('base64url');
  await createAccount(storage, { email, password, role: 'admin', displayName: 'System Administrator' });
  return { email, password, isGenerated };
}
