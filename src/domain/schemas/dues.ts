import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { DUE_MAX_CENTS, DUE_TITLE_MAX, MAX_ROSTER } from '../limits.ts';
import { ZCalendarDate, ZEntityId, ZHttpUrl, ZInstant } from './fields.ts';

export const ZDuePlayer = z.strictObject({
  playerId: ZEntityId,
  /** When the captain marked this player paid; null while they owe. */
  paidAt: ZInstant.nullable().default(null),
});

/**
 * `team-<id>` database, _id `teamDue:<id>`: money the captain collects from the players (ADR 065):
 * the same amount from each player listed, and who has paid. Written by the team's captain; each
 * player sees only their own line, on their link's page.
 */
export const ZTeamDue = z.strictObject({
  type: z.literal('teamDue'),
  teamId: ZEntityId,
  title: z.string().trim().min(1).max(DUE_TITLE_MAX),
  amountCents: z.number().int().min(1).max(DUE_MAX_CENTS),
  /** The day the captain asks to be paid by (New York); null for no date. */
  dueDate: ZCalendarDate.nullable().default(null),
  players: z
    .array(ZDuePlayer)
    .min(1)
    .max(MAX_ROSTER)
    .refine((players) => new Set(players.map((p) => p.playerId)).size === players.length, {
      error: () => t('rules.schema.duePlayerOnce'),
    }),
  /** Where the players pay the captain (a Venmo, Cash App or PayPal link); null when in person. */
  payLink: ZHttpUrl.nullable().default(null),
  /** The captain's last reminder to the players who owe (a push to their phones). */
  remindedAt: ZInstant.nullable().default(null),
  createdAt: ZInstant,
  updatedAt: ZInstant,
});

export type TDuePlayer = z.infer<typeof ZDuePlayer>;
export type TTeamDue = z.infer<typeof ZTeamDue>;
