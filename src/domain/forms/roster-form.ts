import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { MSG } from '../messages.ts';
import { isInternationalPhone, normalisePhone } from '../phone.ts';
import { checkRosterDraft, checkRosterToFinish, parseJerseyInput } from '../rules.ts';
import { firstFailure } from './checks.ts';

const ZRosterRow = z.object({
  /** The saved player this row stands for, once written. */
  playerId: z.string().nullable(),
  rev: z.string().nullable(),
  createdAt: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  jersey: z.string(),
});
export type TRosterRowValues = z.input<typeof ZRosterRow>;

const isFilled = (r: TRosterRowValues) => r.firstName.trim() !== '' || r.lastName.trim() !== '';

/**
 * The roster builder (spec: Roster builder): rows of players, saved as a draft or finished (7 or
 * more). Its output is each filled row with its jersey number (0 for none) and stored phone.
 */
export const ZRosterForm = z
  .object({ rows: z.array(ZRosterRow), finish: z.boolean() })
  .superRefine(({ rows, finish }, ctx) => {
    const filled = rows.filter(isFilled);
    const badJersey = filled.findIndex((r) => parseJerseyInput(r.jersey) === 'invalid');
    const badPhone = filled.findIndex(
      (r) => r.phone.trim() && !isInternationalPhone(normalisePhone(r.phone)),
    );
    const lines = filled.map((r) => ({ ...r, jerseyNumber: Number(parseJerseyInput(r.jersey)) || 0 }));
    const rosterProblem =
      badJersey < 0 && badPhone < 0 ? (finish ? checkRosterToFinish : checkRosterDraft)(lines) : null;
    firstFailure(ctx, [
      ['rows', badJersey >= 0, () => t('team.jerseyNumbersGoFrom1')],
      ['rows', badPhone >= 0, () => MSG.invalidPhone],
      ['rows', rosterProblem !== null, () => rosterProblem ?? ''],
    ]);
  })
  .transform(({ rows, finish }) => ({
    finish,
    lines: rows.flatMap((row, index) =>
      isFilled(row)
        ? [
            {
              index,
              row,
              jerseyNumber: parseJerseyInput(row.jersey) as number,
              phone: row.phone.trim() ? normalisePhone(row.phone) : null,
            },
          ]
        : [],
    ),
  }));
