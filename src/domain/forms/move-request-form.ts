import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { leagueLocalToInstant } from '../dates.ts';
import { MOVE_NOTE_MAX } from '../schemas/move-request.ts';
import { firstFailure, isBlank } from './checks.ts';

/**
 * A captain asks to move a fixture (ADR 043): the new day and kick-off in New York time, another
 * field if they like, and why. `now` and `current` (the match's kick-off) make the checks.
 */
export function moveRequestFormSchema(current: string, now: number) {
  return z
    .object({ day: z.string(), time: z.string(), venue: z.string(), note: z.string() })
    .superRefine((v, ctx) => {
      const kickOff = v.day && v.time ? leagueLocalToInstant(`${v.day}T${v.time}`) : null;
      const instant = kickOff?.ok ? Date.parse(kickOff.instant) : Number.NaN;
      firstFailure(ctx, [
        ['day', isBlank(v.day), () => t('team.moveDayRequired')],
        ['time', isBlank(v.time), () => t('team.moveTimeRequired')],
        ['time', kickOff !== null && !kickOff.ok, () => (kickOff && !kickOff.ok ? kickOff.message : '')],
        ['day', instant <= now, () => t('team.moveInThePast')],
        ['day', instant === Date.parse(current) && isBlank(v.venue), () => t('team.moveSameKickOff')],
        [
          'note',
          v.note.trim().length > MOVE_NOTE_MAX,
          () => t('team.moveNoteTooLong', { max: MOVE_NOTE_MAX }),
        ],
      ]);
    })
    .transform((v) => {
      const kickOff = leagueLocalToInstant(`${v.day}T${v.time}`);
      return { date: kickOff.ok ? kickOff.instant : '', venue: v.venue.trim(), note: v.note.trim() };
    });
}

/** The league declines a request to move a match: a reason the captain reads. */
export const ZMoveDeclineForm = z
  .object({ reason: z.string() })
  .superRefine((v, ctx) =>
    firstFailure(ctx, [
      ['reason', v.reason.trim().length < 3, () => t('rules.schema.reasonMin3')],
      ['reason', v.reason.trim().length > 300, () => t('team.moveNoteTooLong', { max: 300 })],
    ]),
  )
  .transform((v) => ({ reason: v.reason.trim() }));
