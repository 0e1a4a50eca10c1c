import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { MATCH_STATUSES, MINUTE_MAX, MINUTE_MIN } from '../limits.ts';
import { ZEntityId, ZInstant, ZName, ZNonNegativeInt } from './fields.ts';
import { ZPenalties, ZPlayoffPlace } from './playoff.ts';

export const ZMinute = z.number().int().min(MINUTE_MIN).max(MINUTE_MAX);

export const ZGoalEvent = z.strictObject({
  playerId: ZEntityId,
  playerName: ZName,
  teamId: ZEntityId,
  minute: ZMinute,
  assistPlayerId: ZEntityId.nullable().default(null),
  assistPlayerName: ZName.nullable().default(null),
});

export const ZCardEvent = z.strictObject({
  playerId: ZEntityId,
  playerName: ZName,
  teamId: ZEntityId,
  minute: ZMinute,
  reason: z.string().trim().min(1).max(500),
});

/** The public part of an accepted report, copied onto the match by the resolver. */
export const ZMatchEvents = z.strictObject({
  goals: z.array(ZGoalEvent).max(60),
  yellowCards: z.array(ZCardEvent).max(60),
  redCards: z.array(ZCardEvent).max(30),
  /** Ids of the players the report lists as present, per side; null when not recorded. */
  attendance: z.strictObject({ home: z.array(ZEntityId), away: z.array(ZEntityId) }).nullable(),
});

/** `league-<id>` database, _id `match:<matchId>`. */
export const ZMatch = z
  .strictObject({
    type: z.literal('match'),
    leagueId: ZEntityId,
    homeTeamId: ZEntityId,
    awayTeamId: ZEntityId,
    date: ZInstant,
    venue: z.string().trim().max(200),
    status: z.enum(MATCH_STATUSES),
    refereeId: ZEntityId.nullable().default(null),
    score: z.strictObject({ home: ZNonNegativeInt, away: ZNonNegativeInt }).nullable().default(null),
    refereeReportId: z.string().max(100).nullable().default(null),
    events: ZMatchEvents.nullable().default(null),
    /** Why an admin recorded this result by hand (a forfeit, no referee); shown with the result. */
    resultNote: z.string().trim().max(300).nullable().default(null),
    /** A match of the league's playoffs (ADR 062): its place in the bracket. Set by the server. */
    playoff: ZPlayoffPlace.nullable().default(null),
    /** A playoff match level at full time: the shoot-out that decided it. */
    penalties: ZPenalties.nullable().default(null),
    createdAt: ZInstant,
    updatedAt: ZInstant,
  })
  .refine((m) => m.homeTeamId !== m.awayTeamId, {
    error: () => t('rules.schema.homeAwayDiffer'),
    path: ['awayTeamId'],
  });

export type TMatch = z.infer<typeof ZMatch>;
export type TMatchEvents = z.infer<typeof ZMatchEvents>;
export type TGoalEvent = z.infer<typeof ZGoalEvent>;
export type TCardEvent = z.infer<typeof ZCardEvent>;
