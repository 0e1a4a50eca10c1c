import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { LINEUP_NOTE_MAX, LINEUP_POSITIONS, LINEUP_SQUAD_MAX, LINEUP_STARTERS_MAX } from '../limits.ts';
import { ZEntityId, ZInstant } from './fields.ts';

export const ZLineupPlayer = z.strictObject({
  playerId: ZEntityId,
  role: z.enum(['starter', 'bench']),
  /** A starter's place on the pitch; null for none (and always for the bench). */
  position: z.enum(LINEUP_POSITIONS).nullable().default(null),
});

/**
 * `team-<id>` database, _id `lineup:<matchId>`: the captain's line-up for one match (ADR 070):
 * who starts (with a position, if the captain gives one) and who is on the bench. A draft until
 * shared: then the players in it are told, and every player of the team sees it on their link.
 */
export const ZLineup = z.strictObject({
  type: z.literal('lineup'),
  teamId: ZEntityId,
  matchId: ZEntityId,
  players: z
    .array(ZLineupPlayer)
    .max(LINEUP_SQUAD_MAX)
    .refine((players) => new Set(players.map((p) => p.playerId)).size === players.length, {
      error: () => t('rules.schema.lineupPlayerOnce'),
    })
    .refine((players) => players.filter((p) => p.role === 'starter').length <= LINEUP_STARTERS_MAX, {
      error: () => t('rules.schema.lineupStartersMax', { max: LINEUP_STARTERS_MAX }),
    }),
  /** A word for the players ("Be there 30 minutes early, white shirts"). */
  note: z.string().trim().max(LINEUP_NOTE_MAX).default(''),
  /** When the captain last shared it with the players; null while it is a draft. */
  sharedAt: ZInstant.nullable().default(null),
  createdAt: ZInstant,
  updatedAt: ZInstant,
});

export type TLineupPlayer = z.infer<typeof ZLineupPlayer>;
export type TLineup = z.infer<typeof ZLineup>;
