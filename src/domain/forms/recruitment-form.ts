import { z } from 'zod';
import { NOTE_MAX, PLAYER_LEVELS, POSITIONS } from '../limits.ts';
import { ZTicked } from './checks.ts';

/** What a recruiting team looks for (spec: Team dashboard, Recruitment): ticked boxes and a note. */
export const ZRecruitmentForm = z.object({
  positions: ZTicked.pipe(z.array(z.enum(POSITIONS))),
  levels: ZTicked.pipe(z.array(z.enum(PLAYER_LEVELS))),
  note: z.string().trim().max(NOTE_MAX),
});
