import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { MAX_TEAMS_MAX } from '../limits.ts';
import { MSG } from '../messages.ts';
import { ZCalendarDate, ZEntityId } from '../schemas/fields.ts';
import { firstFailure, isBlank, ZTicked } from './checks.ts';

/** ADR 055: the longest season name a league takes (ZLeague's `season`). */
export const SEASON_NAME_MAX = 20;

/**
 * What the desk sends to start a league's next season: its name and dates, and the teams that
 * carry over (each keeps its name, captain and roster). The server checks it with this schema.
 */
export const ZNextSeason = z
  .strictObject({
    season: z.string().trim().min(1).max(SEASON_NAME_MAX),
    startDate: ZCalendarDate,
    endDate: ZCalendarDate,
    teamIds: z.array(ZEntityId).max(MAX_TEAMS_MAX),
  })
  .refine((v) => v.endDate >= v.startDate, { error: () => t('admin.endDateMustBeOn'), path: ['endDate'] })
  .refine((v) => new Set(v.teamIds).size === v.teamIds.length, {
    error: () => t('admin.nextSeason.teamTwice'),
    path: ['teamIds'],
  });
export type TNextSeason = z.output<typeof ZNextSeason>;

/** The desk's form: what is typed, checked in the spec's order, then the request's body. */
export const ZNextSeasonForm = z
  .object({
    season: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    teamIds: ZTicked,
  })
  .superRefine((v, ctx) =>
    firstFailure(ctx, [
      ['season', [v.season, v.startDate, v.endDate].some(isBlank), () => MSG.fillRequiredFields],
      [
        'season',
        v.season.trim().length > SEASON_NAME_MAX,
        () => t('admin.nextSeason.nameTooLong', { max: SEASON_NAME_MAX }),
      ],
      ['endDate', v.endDate < v.startDate, () => t('admin.endDateMustBeOn')],
    ]),
  )
  .transform((v) => ({ ...v, season: v.season.trim() }));
export type TNextSeasonFormValues = z.input<typeof ZNextSeasonForm>;

/**
 * A name for the season after `season`, for the form to start from: "2026-2027" → "2027-2028",
 * "Spring 2027" → "Spring 2028"; anything else is left for the organiser to type.
 */
export function suggestSeasonName(season: string): string {
  const span = /^(\d{4})([-/])(\d{2}|\d{4})$/.exec(season.trim());
  if (span) {
    const [, from, dash, to] = span;
    const next = Number(to!.length === 2 ? `20${to}` : to) + 1;
    return `${Number(from) + 1}${dash}${to!.length === 2 ? String(next).slice(2) : next}`;
  }
  const year = /^(.*?)(\d{4})$/.exec(season.trim());
  if (year) return `${year[1]}${Number(year[2]) + 1}`;
  return '';
}

/** The same span of days one year on: a season's dates as the form first offers them. */
export function sameDatesNextYear(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, day === 29 && month === 2 ? 28 : day));
  return next.toISOString().slice(0, 10);
}
