import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { MSG } from '../messages.ts';
import { youtubeId } from '../youtube.ts';
import { firstFailure, isBlank, orNull } from './checks.ts';

/** The admin's video form (admin-referee.md, Videos tab): a YouTube link on a match. */
export const ZVideoForm = z
  .object({
    leagueId: z.string(),
    matchId: z.string(),
    teamId: z.string(),
    playerId: z.string(),
    title: z.string(),
    url: z.string(),
    thumbUrl: z.string(),
  })
  .superRefine((v, ctx) =>
    firstFailure(ctx, [
      ['matchId', [v.matchId, v.teamId, v.title, v.url].some(isBlank), () => MSG.fillRequiredFields],
      ['url', !youtubeId(v.url.trim()), () => t('admin.enterAYoutubeLinkWatch')],
      [
        'thumbUrl',
        !isBlank(v.thumbUrl) && !/^https?:\/\/\S+/.test(v.thumbUrl.trim()),
        () => t('admin.thumbnailMustBeAUrl'),
      ],
    ]),
  )
  .transform((v) => ({
    leagueId: v.leagueId,
    matchId: v.matchId,
    teamId: v.teamId,
    playerId: v.playerId || null,
    url: v.url.trim(),
    title: v.title.trim(),
    thumbUrl: orNull(v.thumbUrl),
  }));
