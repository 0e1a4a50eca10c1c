import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { MSG } from '../messages.ts';
import { isInternationalPhone, normalisePhone } from '../phone.ts';
import { checkPlayer, parseJerseyInput, type TRosterLine } from '../rules.ts';
import { firstFailure } from './checks.ts';

/**
 * A player added or edited by the captain: names, a jersey number no teammate wears (an empty one
 * is 0), a valid phone or none (spec: Team settings, Manage Roster).
 */
export function playerFormSchema(teammates: (TRosterLine & { id: string })[], selfId?: string) {
  return z
    .object({ firstName: z.string(), lastName: z.string(), phone: z.string(), jersey: z.string() })
    .superRefine((v, ctx) => {
      const jersey = parseJerseyInput(v.jersey);
      const phone = v.phone.trim() ? normalisePhone(v.phone) : null;
      const problem =
        jersey === 'invalid' ? null : checkPlayer({ ...v, jerseyNumber: jersey }, teammates, selfId);
      firstFailure(ctx, [
        ['jersey', jersey === 'invalid', () => t('team.jerseyNumbersGoFrom1')],
        ['firstName', problem !== null, () => problem ?? ''],
        ['phone', phone !== null && !isInternationalPhone(phone), () => MSG.invalidPhone],
      ]);
    })
    .transform(playerFields);
}

/** A player's fields as typed (checked already) to what the roster stores: trimmed, +1 phone, 0 for no number. */
export const playerFields = (v: { firstName: string; lastName: string; phone: string; jersey: string }) => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  phone: v.phone.trim() ? normalisePhone(v.phone) : null,
  jerseyNumber: parseJerseyInput(v.jersey) as number,
});
