import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { leagueDayOf } from '../days-away.ts';
import {
  AWAY_RANGE_DAYS_MAX,
  AWAY_RANGES_MAX,
  rangeDays,
  rangesFrom,
  type TAwayRange,
} from '../player-away.ts';
import { firstFailure, isBlank } from './checks.ts';

// ADR 071: a player adds the dates they are away, from their link. The output is the whole list
// to send (the server keeps the list as sent, past ranges dropped).

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function awayFormSchema(current: readonly TAwayRange[], nowMs: number) {
  const today = leagueDayOf(new Date(nowMs).toISOString());
  return z
    .object({ from: z.string(), to: z.string() })
    .superRefine((v, ctx) => {
      const isDate = (s: string) => DATE.test(s) && !Number.isNaN(Date.parse(s));
      firstFailure(ctx, [
        ['from', isBlank(v.from) || isBlank(v.to), () => t('team.away.datesRequired')],
        ['from', !isDate(v.from) || !isDate(v.to), () => t('team.away.datesRequired')],
        ['to', v.to < v.from, () => t('rules.schema.awayInOrder')],
        ['to', v.to < today, () => t('team.away.inThePast')],
        [
          'to',
          rangeDays(v) > AWAY_RANGE_DAYS_MAX,
          () => t('rules.schema.awayTooLong', { max: AWAY_RANGE_DAYS_MAX }),
        ],
        [
          'from',
          rangesFrom([...current, v], nowMs).length > AWAY_RANGES_MAX,
          () => t('rules.schema.awayTooMany', { max: AWAY_RANGES_MAX }),
        ],
      ]);
    })
    .transform((v) => rangesFrom([...current, { from: v.from, to: v.to }], nowMs));
}
