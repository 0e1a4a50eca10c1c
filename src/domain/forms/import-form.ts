import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { checkImportRows, fillTemplate, fixtureTemplate, type TImportRow } from '../match-import.ts';
import { MSG } from '../messages.ts';
import { firstFailure, isBlank } from './checks.ts';

const ZImportFields = z.object({
  leagueId: z.string(),
  source: z.enum(['template', 'csv']),
  /** The teams chosen for the template's placeholders, in order. */
  picked: z.array(z.string()),
});
export type TImportFormValues = z.input<typeof ZImportFields>;

/** The rows an import would write: the template with its teams, or the CSV file's. */
export const importRowsOf = (v: TImportFormValues, csvRows: TImportRow[]) =>
  v.source === 'template' ? fillTemplate(fixtureTemplate(), v.picked) : csvRows;

/**
 * The match import (admin-referee.md, Import): every row must check against the league's teams
 * before anything is written. Its output is the checked rows. `now` gives the league's teams and
 * the file's rows as they are when the form is checked.
 */
export function importFormSchema(
  now: () => { teams: { id: string; name: string }[]; csvRows: TImportRow[] },
) {
  return ZImportFields.transform((v, ctx) => {
    const { teams, csvRows } = now();
    const checked = checkImportRows(importRowsOf(v, csvRows), teams);
    firstFailure(ctx, [
      ['leagueId', isBlank(v.leagueId) || checked.length === 0, () => MSG.fillRequiredFields],
      ['picked', checked.some((row) => !row.ok), () => t('admin.corrigezChaqueLigneEnErreur')],
    ]);
    return { leagueId: v.leagueId, matches: checked.flatMap((row) => (row.ok ? [row] : [])) };
  });
}
