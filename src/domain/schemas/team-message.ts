import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { ZEntityId, ZInstant } from './fields.ts';

/** The longest message a captain sends the players (a lock screen shows the start of it). */
export const TEAM_MESSAGE_MAX = 500;
/** Messages a team keeps: the oldest goes when a new one would pass it (ADR 049). */
export const TEAM_MESSAGES_KEPT = 30;
/** Messages a team sends in a day: each may reach every player's phone. */
export const TEAM_MESSAGES_PER_DAY = 10;
/** Messages a player's page shows, newest first. */
export const TEAM_MESSAGES_SHOWN = 5;

/**
 * `team-<id>` database, _id `teamMessage:<id>`: the captain's message to the team's players
 * (ADR 049). Sent as written: it can be deleted, not changed.
 */
export const ZTeamMessage = z.strictObject({
  type: z.literal('teamMessage'),
  teamId: ZEntityId,
  // Lines are the captain's; no other control character.
  text: z
    .string()
    .trim()
    .min(1)
    .max(TEAM_MESSAGE_MAX)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
    .regex(/^[^\u0000-\u0009\u000b-\u001f\u007f]*$/, { error: () => t('rules.schema.messageControlChars') }),
  createdAt: ZInstant,
});

export type TTeamMessage = z.infer<typeof ZTeamMessage>;
