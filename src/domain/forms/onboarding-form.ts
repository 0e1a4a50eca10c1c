import { z } from 'zod';
import { POSITIONS } from '../limits.ts';
import { MSG } from '../messages.ts';
import { firstFailure } from './checks.ts';

/** The onboarding wizard (spec: Onboarding wizard): a league, a role, then a player's position. */
export const ZOnboardingForm = z
  .object({
    leagueId: z.string(),
    role: z.enum(['', 'captain', 'player']),
    position: z.enum(['', ...POSITIONS]),
  })
  .superRefine((v, ctx) => firstFailure(ctx, [['position', v.position === '', () => MSG.positionRequired]]));
