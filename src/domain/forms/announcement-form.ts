import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { SHORT_TEXT_MAX, TEXT_MAX } from '../limits.ts';
import { MSG } from '../messages.ts';
import { firstFailure, isBlank } from './checks.ts';

// League news from the desk (ADR 040): which league, a title, the message.

const ZNewsFields = z.object({
  leagueId: z.string(),
  title: z.string(),
  body: z.string(),
});
export type TNewsValues = z.input<typeof ZNewsFields>;

export const newsFormSchema = ZNewsFields.superRefine((v, ctx) => {
  firstFailure(ctx, [
    ['leagueId', isBlank(v.leagueId) || isBlank(v.title), () => MSG.fillRequiredFields],
    [
      'title',
      v.title.trim().length > SHORT_TEXT_MAX,
      () => t('admin.newsTitleTooLong', { max: SHORT_TEXT_MAX }),
    ],
    ['body', v.body.length > TEXT_MAX, () => t('admin.newsBodyTooLong', { max: TEXT_MAX })],
  ]);
}).transform((v) => ({ leagueId: v.leagueId, title: v.title.trim(), body: v.body.trim() }));
