import { z } from 'zod';
import { LOCALES } from '../../i18n/core.ts';
import { WAITLIST_NOTE_MAX } from '../forms/waitlist-form.ts';
import { EMAIL_MAX, PHONE_INPUT_MAX } from '../limits.ts';
import { ZEntityId, ZInstant, ZName } from './fields.ts';

/**
 * `admin` database, _id `waitlistEntry:wl-<hashKey(leagueId, e-mail)>` (ADR 057): a team
 * waiting for a place in a full league, with its captain's contact details, so only admins read
 * it. Written by the server only: the public page asks through `POST /api/leagues/{id}/waiting-list`.
 */
export const ZWaitlistEntry = z.strictObject({
  type: z.literal('waitlistEntry'),
  leagueId: ZEntityId,
  teamName: ZName,
  captainName: ZName,
  email: z.string().max(EMAIL_MAX),
  phone: z.string().max(PHONE_INPUT_MAX).nullable(),
  note: z.string().max(WAITLIST_NOTE_MAX),
  /** The captain's language, for the e-mails about it. */
  locale: z.enum(LOCALES),
  createdAt: ZInstant,
  /** When the admin offered the team a free place (and e-mailed the captain), if they did. */
  offeredAt: ZInstant.nullable(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;
