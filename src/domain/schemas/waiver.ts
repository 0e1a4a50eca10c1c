import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { SIGNATURE_NAME_MAX } from '../waiver.ts';
import { ZEntityId, ZInstant } from './fields.ts';

/** The name a player types to sign: a person's name, no control characters. */
export const ZSignatureName = z
  .string()
  .trim()
  .min(1)
  .max(SIGNATURE_NAME_MAX)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  .regex(/^[^\u0000-\u001f\u007f]*$/, { error: () => t('rules.schema.messageControlChars') });

/**
 * `team-<id>` database, _id `waiverSignature:<playerId>`, written by the server when a player signs
 * the league's waiver from their link (ADR 053): who typed what name, for which version, when.
 */
export const ZWaiverSignature = z.strictObject({
  type: z.literal('waiverSignature'),
  teamId: ZEntityId,
  playerId: ZEntityId,
  name: ZSignatureName,
  version: z.string().regex(/^[0-9a-f]{8}$/),
  signedAt: ZInstant,
});

export type TWaiverSignature = z.infer<typeof ZWaiverSignature>;
