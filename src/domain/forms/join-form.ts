import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { NAME_MAX, PHONE_INPUT_MAX } from '../limits.ts';
import { MSG } from '../messages.ts';
import { isInternationalPhone, normalisePhone } from '../phone.ts';
import { parseJerseyInput } from '../rules.ts';
import { firstFailure, isBlank } from './checks.ts';
import { playerFields } from './player-form.ts';

// ADR 075: a player asks to join a team from its join link: their names, and a number and a
// phone if they like. The server parses the same body with this schema.

export const ZJoinForm = z
  .strictObject({
    firstName: z.string().max(NAME_MAX),
    lastName: z.string().max(NAME_MAX),
    phone: z.string().max(PHONE_INPUT_MAX),
    jersey: z.string().max(2),
  })
  .superRefine((v, ctx) => {
    const phone = v.phone.trim() ? normalisePhone(v.phone) : null;
    firstFailure(ctx, [
      ['firstName', isBlank(v.firstName) || isBlank(v.lastName), () => MSG.playerNamesRequired],
      ['jersey', parseJerseyInput(v.jersey) === 'invalid', () => t('team.jerseyNumbersGoFrom1')],
      ['phone', phone !== null && !isInternationalPhone(phone), () => MSG.invalidPhone],
    ]);
  })
  .transform(playerFields);

export type TJoinForm = z.output<typeof ZJoinForm>;
