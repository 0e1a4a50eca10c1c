import { z } from 'zod';
import { ZEntityId, ZInstant } from './fields.ts';

export const FINE_MAX_CENTS = 50_000;
export const FINE_NOTE_MAX = 200;

/** On the league (ADR 063): what each card costs its team, in US cents; 0 is no fine. */
export const ZCardFines = z.strictObject({
  yellowCents: z.number().int().min(0).max(FINE_MAX_CENTS),
  redCents: z.number().int().min(0).max(FINE_MAX_CENTS),
});

/**
 * `team-<id>` database, _id `fineCredit:<id>`: the league recorded that the team paid some of its
 * card fines. Written by an admin (signed), read by the team; what is owed is derived (fines.ts).
 */
export const ZFineCredit = z.strictObject({
  type: z.literal('fineCredit'),
  teamId: ZEntityId,
  leagueId: ZEntityId,
  amountCents: z
    .number()
    .int()
    .min(1)
    .max(FINE_MAX_CENTS * 20),
  note: z.string().trim().max(FINE_NOTE_MAX),
  author: ZEntityId,
  recordedAt: ZInstant,
});

export type TCardFines = z.infer<typeof ZCardFines>;
export type TFineCredit = z.infer<typeof ZFineCredit>;
