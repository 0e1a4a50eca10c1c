import './zod-setup.ts';
import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { EMAIL_MAX, NAME_MAX, TEXT_MAX, URL_MAX } from '../limits.ts';
import { isInternationalPhone } from '../phone.ts';

/** Entity ids double as database-name suffixes, so they follow CouchDB's naming rules. */
export const ZEntityId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, { error: () => t('rules.schema.invalidId') });
/** A UTC instant, e.g. 2026-09-06T20:00:00.000Z. */
export const ZInstant = z.iso.datetime({ offset: false });
/** A calendar date, e.g. 2026-09-06. */
export const ZCalendarDate = z.iso.date();
export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX)
  .pipe(z.email({ error: () => t('rules.rule.invalidEmail') }));
/** A name: no control characters, so it cannot break a line in a calendar or a CSV. */
export const ZName = z
  .string()
  .trim()
  .min(1)
  .max(NAME_MAX)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  .regex(/^[^\u0000-\u001f\u007f]*$/, { error: () => t('rules.schema.nameControlChars') });
export const ZText = z.string().max(TEXT_MAX);
export const ZHttpUrl = z.url({ protocol: /^https?$/, error: () => t('rules.schema.httpLink') }).max(URL_MAX);
/** A phone already normalised to E.164 (+12125550100). */
export const ZStoredPhone = z
  .string()
  .refine(isInternationalPhone, { error: () => t('rules.rule.invalidPhone') });
export const ZNonNegativeInt = z.number().int().min(0);
