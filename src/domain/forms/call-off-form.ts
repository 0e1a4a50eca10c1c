import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { instantToLeagueLocalInput } from '../dates.ts';
import { firstFailure } from './checks.ts';

// Rain, a closed park: the organiser calls off every match of a day (on one field, or all) at
// once. Each becomes "cancelled", and the teams hear of it as of any cancellation.

const ZCallOffFields = z.object({
  /** The New York day, as a date input gives it. */
  day: z.string(),
  /** One field's matches only; empty: every field. */
  venue: z.string().max(200),
});
export type TCallOffValues = z.input<typeof ZCallOffFields>;

export const callOffSchema = ZCallOffFields.superRefine((v, ctx) => {
  firstFailure(ctx, [['day', !/^\d{4}-\d{2}-\d{2}$/.test(v.day), () => t('admin.callOffChooseADay')]]);
});

type TFixture = { status: string; date: string; venue?: string | null };

/** The New York day of an instant, as a date input holds it (`YYYY-MM-DD`). */
const leagueDayOf = (instant: string) => instantToLeagueLocalInput(instant).slice(0, 10);

/** The scheduled matches of that New York day (on that field, when one is named). */
export function matchesToCallOff<T extends TFixture>(matches: T[], day: string, venue: string): T[] {
  return matches.filter(
    (m) => m.status === 'scheduled' && leagueDayOf(m.date) === day && (!venue || (m.venue ?? '') === venue),
  );
}

/** The fields in use that day, for the field filter. */
export function fieldsOfDay(matches: TFixture[], day: string): string[] {
  const fields = matchesToCallOff(matches, day, '').map((m) => m.venue ?? '');
  return [...new Set(fields.filter(Boolean))].sort((a, b) => a.localeCompare(b));
}
