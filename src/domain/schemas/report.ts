import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { PRESENT_PLAYERS_MAX, PRESENT_PLAYERS_MIN, RATING_MAX, RATING_MIN, WEATHER } from '../limits.ts';
import { MSG } from '../messages.ts';
import { ZEntityId, ZInstant, ZNonNegativeInt } from './fields.ts';
import { ZCardEvent, ZGoalEvent } from './match.ts';
import { ZPenalties } from './playoff.ts';

const ZAttendance = z.strictObject({
  onTime: z.boolean(),
  delayMinutes: ZNonNegativeInt.max(600),
  missingPlayers: z.array(ZEntityId).max(40),
  presentPlayers: z.number().int().min(PRESENT_PLAYERS_MIN).max(PRESENT_PLAYERS_MAX),
});

const ZRating = z.number().int();

/**
 * `referee-<userId>` database, _id `report:<matchId>`: one report per match, edited in place,
 * so a correction replaces the earlier version instead of adding to it. A draft is saved with no
 * checks (admin-referee.md §4); a submitted report must pass the checks below, whose messages are
 * the spec's. Acceptance is the server's verdict, in a separate `resolution` document.
 */
export const ZReport = z
  .strictObject({
    type: z.literal('report'),
    matchId: ZEntityId,
    leagueId: ZEntityId,
    refereeId: ZEntityId,
    status: z.enum(['draft', 'submitted']),
    homeScore: ZNonNegativeInt.max(99).nullable(),
    awayScore: ZNonNegativeInt.max(99).nullable(),
    /** A playoff match level at full time (ADR 062): the shoot-out's score. */
    penalties: ZPenalties.nullable().default(null),
    scheduledStartTime: ZInstant.nullable(),
    actualStartTime: ZInstant.nullable(),
    startedOnTime: z.boolean(),
    delayReason: z.string().max(500),
    homeTeamAttendance: ZAttendance,
    awayTeamAttendance: ZAttendance,
    matchQuality: ZRating,
    fairPlay: ZRating,
    fieldConditions: ZRating,
    weatherConditions: z.enum(WEATHER).nullable(),
    goals: z.array(ZGoalEvent).max(60),
    yellowCards: z.array(ZCardEvent).max(60),
    redCards: z.array(ZCardEvent).max(30),
    incidents: z.string().max(5000),
    recommendations: z.string().max(5000),
    additionalNotes: z.string().max(5000),
    submittedAt: ZInstant.nullable(),
    createdAt: ZInstant,
    updatedAt: ZInstant,
  })
  .superRefine((r, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    const inRange = (n: number) => n >= RATING_MIN && n <= RATING_MAX;
    if (r.status !== 'submitted') return;
    if (r.homeScore === null) issue(MSG.homeScoreRequired, 'homeScore');
    if (r.awayScore === null) issue(MSG.awayScoreRequired, 'awayScore');
    if (r.actualStartTime === null) issue(MSG.startTimeRequired, 'actualStartTime');
    if (!inRange(r.matchQuality)) issue(MSG.matchQualityRange, 'matchQuality');
    if (!inRange(r.fairPlay)) issue(MSG.fairPlayRange, 'fairPlay');
    if (!inRange(r.fieldConditions)) issue(MSG.fieldConditionsRange, 'fieldConditions');
    if (r.weatherConditions === null) issue(MSG.weatherRequired, 'weatherConditions');
    if (r.submittedAt === null) issue(t('rules.schema.submittedAtRequired'), 'submittedAt');
  });

/** `referee-<userId>` database, _id `resolution:<matchId>`: written by the server only. */
export const ZReportResolution = z.strictObject({
  type: z.literal('resolution'),
  matchId: ZEntityId,
  /** The report revision this verdict is about; a newer submission gets a new verdict. */
  reportRev: z.string().min(1).max(100),
  status: z.enum(['accepted', 'rejected']),
  reasons: z.array(z.string().max(500)).max(50),
  /** Set when an admin accepted a report the checks rejected: who, and why. */
  override: z
    .strictObject({ author: ZEntityId, reason: z.string().max(300) })
    .nullable()
    .default(null),
  resolvedAt: ZInstant,
});

/**
 * `referee-<userId>` database, _id `verdictOverride:<matchId>`: an admin accepts the report the
 * checks rejected, for that revision of it, with a reason. A corrected report is judged afresh.
 */
export const ZVerdictOverride = z.strictObject({
  type: z.literal('verdictOverride'),
  matchId: ZEntityId,
  reportRev: z.string().min(1).max(100),
  reason: z
    .string()
    .min(3, { error: () => t('rules.schema.reasonMin3') })
    .max(300),
  author: ZEntityId,
  createdAt: ZInstant,
});

/** `referee-<userId>` database, _id `assignmentRequest:<matchId>`. Granted first come, first served. */
export const ZAssignmentRequest = z.strictObject({
  type: z.literal('assignmentRequest'),
  matchId: ZEntityId,
  leagueId: ZEntityId,
  refereeId: ZEntityId,
  requestedAt: ZInstant,
});

export type TReport = z.infer<typeof ZReport>;
export type TReportResolution = z.infer<typeof ZReportResolution>;
export type TAssignmentRequest = z.infer<typeof ZAssignmentRequest>;

/** `referee-<userId>` database, _id `assignmentDecision:<matchId>`: the server's answer. */
export const ZAssignmentDecision = z.strictObject({
  type: z.literal('assignmentDecision'),
  matchId: ZEntityId,
  status: z.enum(['granted', 'refused']),
  reason: z.string().max(500).nullable(),
  decidedAt: ZInstant,
});

/** `referee-<userId>` database, _id `refereeProfile:<userId>`: the server's copy of the directory entry. */
export const ZRefereeProfile = z.strictObject({
  type: z.literal('refereeProfile'),
  displayName: z.string().max(100),
  email: z.string().max(320),
  licenseNumber: z.string().max(50).nullable(),
  experience: z.number().int().min(0).max(80),
  assignedLeagues: z.array(ZEntityId).max(50),
});

export type TAssignmentDecision = z.infer<typeof ZAssignmentDecision>;
export type TRefereeProfile = z.infer<typeof ZRefereeProfile>;
