import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { SIGNATURE_NAME_MAX } from '../waiver.ts';
import { firstFailure, isBlank } from './checks.ts';

// ADR 053: the name a player types to sign the league's waiver.

const ZWaiverFields = z.object({ name: z.string() });
export type TWaiverValues = z.input<typeof ZWaiverFields>;

export const waiverFormSchema = ZWaiverFields.superRefine((v, ctx) => {
  firstFailure(ctx, [
    ['name', isBlank(v.name), () => t('team.waiverNameEmpty')],
    [
      'name',
      v.name.trim().length > SIGNATURE_NAME_MAX,
      () => t('team.waiverNameTooLong', { max: SIGNATURE_NAME_MAX }),
    ],
  ]);
}).transform((v) => ({ name: v.name.trim().replaceAll(/\s+/g, ' ') }));
