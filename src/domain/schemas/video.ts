import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { youtubeId } from '../youtube.ts';
import { ZEntityId, ZHttpUrl, ZInstant } from './fields.ts';

/** `league-<id>` database, _id `video:<videoId>`. */
export const ZVideo = z.strictObject({
  type: z.literal('video'),
  leagueId: ZEntityId,
  matchId: ZEntityId,
  teamId: ZEntityId,
  playerId: ZEntityId.nullable().default(null),
  url: z.string().refine((u) => youtubeId(u) !== null, { error: () => t('rules.schema.youtubeLink') }),
  title: z.string().trim().min(1).max(200),
  thumbUrl: ZHttpUrl.nullable().default(null),
  createdAt: ZInstant,
});

export type TVideo = z.infer<typeof ZVideo>;
