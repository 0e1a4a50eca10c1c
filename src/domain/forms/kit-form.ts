import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { KIT_COLOURS, type TKit } from '../kits.ts';
import { firstFailure } from './checks.ts';

// ADR 073: the captain's team colours. Blank first colour: the team has not said (kit null).

const ZChoice = z.union([z.literal(''), z.enum(KIT_COLOURS)]);

export const ZKitForm = z
  .object({ shirt: ZChoice, second: ZChoice })
  .superRefine((v, ctx) => {
    firstFailure(ctx, [
      ['second', Boolean(v.second) && !v.shirt, () => t('rules.schema.kitShirtFirst')],
      ['second', Boolean(v.second) && v.second === v.shirt, () => t('rules.schema.kitSecondDiffers')],
    ]);
  })
  .transform((v): TKit | null => (v.shirt ? { shirt: v.shirt, second: v.second || null } : null));
