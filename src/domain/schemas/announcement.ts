import { z } from 'zod';
import { SHORT_TEXT_MAX } from '../limits.ts';
import { ZEntityId, ZInstant, ZText } from './fields.ts';

/**
 * `league-<id>` database, _id `announcement:<id>`: league news from an admin ("Field 2 is closed on
 * Sunday"). Public like the rest of the league; when one is new, the server tells every captain of
 * the league by e-mail and on their phones (ADR 040).
 */
export const ZAnnouncement = z.strictObject({
  type: z.literal('announcement'),
  leagueId: ZEntityId,
  title: z.string().trim().min(1).max(SHORT_TEXT_MAX),
  body: ZText,
  createdAt: ZInstant,
});

export type TAnnouncement = z.infer<typeof ZAnnouncement>;
