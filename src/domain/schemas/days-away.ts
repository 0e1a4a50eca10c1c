import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { DAYS_AWAY_MAX } from '../days-away.ts';
import { ZCalendarDate, ZEntityId, ZInstant } from './fields.ts';

export { DAYS_AWAY_MAX };

/**
 * `referee-<id>` database, _id `daysAway:<refereeId>`: the days (New York calendar dates) the
 * referee cannot referee (ADR 051). The desk's match form says so beside their name, their
 * match cards warn, and a match needing a referee does not ring them on those days.
 */
export const ZDaysAway = z.strictObject({
  type: z.literal('daysAway'),
  refereeId: ZEntityId,
  days: z
    .array(ZCalendarDate)
    .max(DAYS_AWAY_MAX)
    .refine((days) => days.every((day, i) => i === 0 || days[i - 1]! < day), {
      error: () => t('rules.schema.daysAwayInOrder'),
    }),
  updatedAt: ZInstant,
});

export type TDaysAway = z.infer<typeof ZDaysAway>;
