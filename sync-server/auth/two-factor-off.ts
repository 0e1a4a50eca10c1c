import { recordAudit } from '../admin/audit.ts';
import type { TStorage } from '../storage/storage.ts';
import { findAccountByEmail } from './accounts.ts';
import { saveSignInSettings } from './two-factor.ts';

/**
 * The operator's way back for an admin who lost both their phone and their recovery codes
 * (`npm run admin -- two-factor-off --email …`, ADR 037): the password alone signs in again.
 * Returns the process's exit code.
 */
export async function turnTwoFactorOff(storage: TStorage, email: string): Promise<number> {
  try {
    const account = await findAccountByEmail(storage.internal, email);
    if (!account) {
      console.error(`No account has the e-mail ${email}.`);
      return 1;
    }
    if (!account.twoFactor) {
      console.log(`Two-factor sign-in was not on for ${account.email}.`);
      return 0;
    }
    await saveSignInSettings(storage.internal, account, { twoFactor: null, twoFactorSetup: null });
    await recordAudit(storage, account, [
      {
        action: 'account.two-factor-off',
        target: `account/${account.id}`,
        words: { key: 'admin.audit.twoFactorOffByOperator' },
      },
    ]);
    console.log(`Two-factor sign-in turned off for ${account.email}: the password alone signs in.`);
    return 0;
  } finally {
    await storage.close();
  }
}
