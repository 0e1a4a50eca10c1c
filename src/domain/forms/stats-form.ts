import { z } from 'zod';
import { type TMessageKey, t } from '../../i18n/core.ts';
import { editAsAdjustments } from '../stat-edits.ts';
import { firstFailure, isBlank } from './checks.ts';

export type TStatField = { key: string; label: TMessageKey; decimals?: boolean; max?: number };

/**
 * A statistics form: each figure as shown now, edited, and a reason. Its output is the changes as
 * adjustments (the figure the results give stays; nothing is stored as a total).
 */
export function statsFormSchema(fields: readonly TStatField[], shown: Record<string, number>) {
  const wanted = (figures: Record<string, string>) =>
    Object.fromEntries(fields.map((f) => [f.key, Number(figures[f.key])]));
  return z
    .object({ figures: z.record(z.string(), z.string()), reason: z.string() })
    .superRefine(({ figures, reason }, ctx) => {
      const tooHigh = fields.find((f) => f.max !== undefined && Number(figures[f.key]) > f.max);
      firstFailure(ctx, [
        [
          'figures',
          fields.some((f) => isBlank(figures[f.key]) || Number.isNaN(Number(figures[f.key]))),
          () => t('admin.everyFigureNeedsANumber'),
        ],
        [
          'figures',
          tooHigh !== undefined,
          () => t('admin.goesFrom0To', { label: t(tooHigh!.label), max: tooHigh!.max }),
        ],
        ['figures', editAsAdjustments(shown, wanted(figures)).length === 0, () => t('admin.nothingChanged')],
        ['reason', isBlank(reason), () => t('admin.giveAReasonItIs')],
      ]);
    })
    .transform(({ figures, reason }) => ({
      changes: editAsAdjustments(shown, wanted(figures)),
      reason: reason.trim(),
    }));
}
