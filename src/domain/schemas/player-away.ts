import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { AWAY_RANGE_DAYS_MAX, AWAY_RANGES_MAX, rangeDays } from '../player-away.ts';
import { ZCalendarDate, ZEntityId, ZInstant } from './fields.ts';

export const ZAwayRange = z
  .strictObject({ from: ZCalendarDate, to: ZCalendarDate })
  .refine((r) => r.from <= r.to, { error: () => t('rules.schema.awayInOrder') })
  .refine((r) => rangeDays(r) <= AWAY_RANGE_DAYS_MAX, {
    error: () => t('rules.schema.awayTooLong', { max: AWAY_RANGE_DAYS_MAX }),
  });

export const ZAwayRanges = z.array(ZAwayRange).max(AWAY_RANGES_MAX, {
  error: () => t('rules.schema.awayTooMany', { max: AWAY_RANGES_MAX }),
});

/**
 * `team-<id>` database, _id `playerAway:<playerId>`: the dates a player said, from their link, they
 * are away (ADR 071). Server-written; the captain's dashboard counts them out of those matches.
 */
export const ZPlayerAway = z.strictObject({
  type: z.literal('playerAway'),
  teamId: ZEntityId,
  playerId: ZEntityId,
  ranges: ZAwayRanges,
  updatedAt: ZInstant,
});

export type TPlayerAway = z.infer<typeof ZPlayerAway>;
