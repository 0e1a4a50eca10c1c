import { z } from 'zod';
import { MSG } from '../messages.ts';
import { checkCaptainInfo, checkPasswordChange } from '../rules.ts';
import { checkedBy, fieldOfMessage } from './checks.ts';

/** A signed-in person's password change (spec: Team settings, Change Password). */
export const ZPasswordChangeForm = checkedBy(
  z.object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() }),
  checkPasswordChange,
  // A short password is the new one's; a mismatch is for the confirmation.
  fieldOfMessage(() => [[MSG.passwordTooShort, 'newPassword']] as const, 'confirmPassword'),
);

/** The captain's name and phone (spec: Team settings, Captain Info). */
export const ZCaptainForm = checkedBy(
  z.object({ name: z.string(), phone: z.string() }),
  checkCaptainInfo,
  fieldOfMessage(() => [[MSG.invalidPhone, 'phone']] as const, 'name'),
);
