import { z } from 'zod';
import { ZEntityId, ZInstant } from './fields.ts';

export const PLAYOFF_SIZES = [2, 4, 8] as const;
export type TPlayoffSize = (typeof PLAYOFF_SIZES)[number];

/** When and where a round is played: its matches get these when both their teams are known. */
export const ZPlayoffRound = z.strictObject({
  date: ZInstant,
  venue: z.string().trim().max(200),
});

/**
 * `league-<id>` database, _id `playoff:<leagueId>` (ADR 062): the league's knockout after its
 * regular season. Written by the server only (`/api/admin/leagues/{id}/playoffs`); the matches
 * it needs are ordinary matches that carry their place in the bracket (`match.playoff`).
 */
export const ZPlayoff = z
  .strictObject({
    type: z.literal('playoff'),
    leagueId: ZEntityId,
    /** Teams in the bracket: 2 (a final), 4 (semi-finals) or 8 (quarter-finals). */
    size: z.literal(PLAYOFF_SIZES),
    /** Team ids by seed: the first is seed 1. */
    seeds: z.array(ZEntityId).min(2).max(8),
    /** One per round, the first round first. */
    rounds: z.array(ZPlayoffRound).min(1).max(3),
    createdAt: ZInstant,
    updatedAt: ZInstant,
  })
  .refine((p) => p.seeds.length === p.size && new Set(p.seeds).size === p.size, { path: ['seeds'] })
  .refine((p) => p.rounds.length === Math.log2(p.size), { path: ['rounds'] });

/** On a match of the bracket: its round (1 = first) and its place in the round (1 = top). */
export const ZPlayoffPlace = z.strictObject({
  round: z.number().int().min(1).max(3),
  slot: z.number().int().min(1).max(4),
});

/** A knockout match level at full time is decided on penalties: the shoot-out's score. */
export const ZPenalties = z.strictObject({
  home: z.number().int().min(0).max(99),
  away: z.number().int().min(0).max(99),
});

export type TPlayoff = z.infer<typeof ZPlayoff>;
export type TPlayoffPlace = z.infer<typeof ZPlayoffPlace>;
export type TPenalties = z.infer<typeof ZPenalties>;
