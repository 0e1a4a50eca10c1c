import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { TEAM_MESSAGE_MAX } from '../schemas/team-message.ts';
import { firstFailure, isBlank } from './checks.ts';

// ADR 049: the captain's message to the players, as typed.

const ZMessageFields = z.object({ text: z.string() });
export type TTeamMessageValues = z.input<typeof ZMessageFields>;

export const teamMessageFormSchema = ZMessageFields.superRefine((v, ctx) => {
  firstFailure(ctx, [
    ['text', isBlank(v.text), () => t('team.messageEmpty')],
    [
      'text',
      v.text.trim().length > TEAM_MESSAGE_MAX,
      () => t('team.messageTooLong', { max: TEAM_MESSAGE_MAX }),
    ],
  ]);
}).transform((v) => ({ text: v.text.trim() }));
