import { z } from 'zod';
import { checkCaptainInfo, checkPasswordChange } from '../rules.ts';
import { checkedBy } from './checks.ts';

/** A signed-in person's password change (spec: Team settings, Change Password). */
export const ZPasswordChangeForm = checkedBy(
  z.object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() }),
  checkPasswordChange,
  'currentPassword',
);

/** The captain's name and phone (spec: Team settings, Captain Info). */
export const ZCaptainForm = checkedBy(
  z.object({ name: z.string(), phone: z.string() }),
  checkCaptainInfo,
  'name',
);
