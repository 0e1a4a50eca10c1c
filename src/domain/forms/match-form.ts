import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { leagueLocalToInstant } from '../dates.ts';
import { MATCH_STATUSES } from '../limits.ts';
import { MSG } from '../messages.ts';
import { penaltyProblem } from '../report-validator.ts';
import { firstFailure, isBlank, orNull } from './checks.ts';

type TScore = { home: number; away: number } | null;

const ZMatchFields = z.object({
  leagueId: z.string(),
  homeTeamId: z.string(),
  awayTeamId: z.string(),
  day: z.string(),
  time: z.string(),
  /** A time the autumn change repeats: which of the two. */
  dst: z.enum(['', 'earlier', 'later']),
  venue: z.string(),
  status: z.enum(MATCH_STATUSES),
  refereeId: z.string(),
  home: z.string(),
  away: z.string(),
  /** A playoff match level at full time: the shoot-out (ADR 062). */
  homePens: z.string().default(''),
  awayPens: z.string().default(''),
  resultNote: z.string(),
});
export type TMatchFormValues = z.input<typeof ZMatchFields>;

/** The instant a form's New York date and time stand for, or why there is none. */
export const kickOffOf = (v: Pick<TMatchFormValues, 'day' | 'time' | 'dst'>) =>
  v.day && v.time ? leagueLocalToInstant(`${v.day}T${v.time}`, v.dst || undefined) : null;

const scoreOf = (v: TMatchFormValues): TScore =>
  v.status === 'completed' && v.home !== '' && v.away !== ''
    ? { home: Number(v.home), away: Number(v.away) }
    : null;

/** The shoot-out, kept only for a playoff match level at full time. */
const penaltiesOf = (v: TMatchFormValues, isPlayoff: boolean): TScore => {
  const score = scoreOf(v);
  const [home, away] = [v.homePens ?? '', v.awayPens ?? ''];
  if (!isPlayoff || !score || score.home !== score.away || home === '' || away === '') return null;
  return { home: Number(home), away: Number(away) };
};

/**
 * The admin's match form (admin-referee.md §5) in New York time. A result recorded or changed by
 * hand needs a reason; `stored` is the match as it was, so an unchanged result needs none.
 */
export function matchFormSchema(
  stored: { status: string; score: TScore; penalties?: TScore; playoff?: unknown } | null,
) {
  const isPlayoff = Boolean(stored?.playoff);
  return ZMatchFields.superRefine((v, ctx) => {
    const kickOff = kickOffOf(v);
    const score = scoreOf(v);
    const penalties = penaltiesOf(v, isPlayoff);
    const isNewResult =
      v.status === 'completed' &&
      (stored?.status !== 'completed' ||
        JSON.stringify(stored?.score) !== JSON.stringify(score) ||
        JSON.stringify(stored?.penalties ?? null) !== JSON.stringify(penalties));
    firstFailure(ctx, [
      [
        'leagueId',
        [v.leagueId, v.homeTeamId, v.awayTeamId, v.day, v.time].some(isBlank),
        () => MSG.fillRequiredFields,
      ],
      ['awayTeamId', v.homeTeamId === v.awayTeamId, () => t('admin.homeAndAwayMustBe')],
      ['time', kickOff !== null && !kickOff.ok, () => (kickOff && !kickOff.ok ? kickOff.message : '')],
      ['home', v.status === 'completed' && (v.home === '' || v.away === ''), () => MSG.resultNeedsScore],
      [
        'home',
        [v.home, v.away, v.homePens ?? '', v.awayPens ?? ''].some((s) => s !== '' && !/^\d{1,3}$/.test(s)),
        () => t('admin.scoresAreWholeNumbers0'),
      ],
      [
        'homePens',
        isPlayoff && score !== null && penaltyProblem(true, score.home, score.away, penalties) !== null,
        () => penaltyProblem(true, score!.home, score!.away, penalties) ?? '',
      ],
      ['resultNote', isNewResult && isBlank(v.resultNote), () => MSG.resultNeedsReason],
    ]);
  }).transform((v) => {
    const kickOff = kickOffOf(v);
    return {
      leagueId: v.leagueId,
      homeTeamId: v.homeTeamId,
      awayTeamId: v.awayTeamId,
      date: kickOff?.ok ? kickOff.instant : '',
      venue: v.venue,
      status: v.status,
      refereeId: v.refereeId || null,
      score: scoreOf(v),
      penalties: penaltiesOf(v, isPlayoff),
      resultNote: v.status === 'completed' ? orNull(v.resultNote) : null,
    };
  });
}
