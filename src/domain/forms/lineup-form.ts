import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { LINEUP_NOTE_MAX, LINEUP_SQUAD_MAX, LINEUP_STARTERS_MAX } from '../limits.ts';
import { LINEUP_PICKS, lineOf } from '../lineup.ts';
import type { TLineupPlayer } from '../schemas/lineup.ts';
import { firstFailure } from './checks.ts';

// ADR 070: the line-up as the captain picks it: one choice per player (not picked, starting with
// or without a position, bench), a note, and whether to share it with the players now.

const ZLineupFields = z.object({
  picks: z.array(z.object({ playerId: z.string(), pick: z.enum(LINEUP_PICKS) })),
  note: z.string(),
  share: z.boolean(),
});
export type TLineupFormInput = z.input<typeof ZLineupFields>;

/** `suspended`: the players who may not play this match, by id, with their names. */
export function lineupFormSchema(suspended: ReadonlyMap<string, string>) {
  return ZLineupFields.superRefine((v, ctx) => {
    const picked = v.picks.filter((p) => p.pick !== '');
    const starters = picked.filter((p) => p.pick !== 'bench');
    const banned = picked.find((p) => suspended.has(p.playerId));
    firstFailure(ctx, [
      [
        'picks',
        starters.length > LINEUP_STARTERS_MAX,
        () => t('team.lineup.tooManyStarters', { max: LINEUP_STARTERS_MAX }),
      ],
      ['picks', picked.length > LINEUP_SQUAD_MAX, () => t('team.lineup.tooMany', { max: LINEUP_SQUAD_MAX })],
      [
        'picks',
        banned !== undefined,
        () => t('team.lineup.suspendedPicked', { name: suspended.get(banned!.playerId) ?? '' }),
      ],
      [
        'note',
        v.note.trim().length > LINEUP_NOTE_MAX,
        () => t('team.lineup.noteTooLong', { max: LINEUP_NOTE_MAX }),
      ],
      ['picks', v.share && picked.length === 0, () => t('team.lineup.pickSomeone')],
    ]);
  }).transform((v) => ({
    players: v.picks.flatMap((p) => lineOf(p.playerId, p.pick) ?? []) as TLineupPlayer[],
    note: v.note.trim(),
    share: v.share,
  }));
}
