import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { DAYS_AWAY_AHEAD, leagueDayOf } from '../days-away.ts';
import { firstFailure, isBlank } from './checks.ts';

// ADR 051: a day the referee cannot referee, as picked (a date input's "YYYY-MM-DD").

const ZDayFields = z.object({ day: z.string() });
export type TDayAwayValues = z.input<typeof ZDayFields>;

/** Today and a year from now are read when the form checks, in New York. */
export const dayAwayFormSchema = ZDayFields.superRefine((v, ctx) => {
  const now = Date.now();
  const today = leagueDayOf(new Date(now).toISOString());
  const last = leagueDayOf(new Date(now + DAYS_AWAY_AHEAD * 86_400_000).toISOString());
  const isDate = /^\d{4}-\d{2}-\d{2}$/.test(v.day) && !Number.isNaN(Date.parse(v.day));
  firstFailure(ctx, [
    ['day', isBlank(v.day), () => t('referee.dayAwayEmpty')],
    ['day', !isDate, () => t('referee.dayAwayNotADate')],
    ['day', v.day < today, () => t('referee.dayAwayPast')],
    ['day', v.day > last, () => t('referee.dayAwayTooFar')],
  ]);
});
