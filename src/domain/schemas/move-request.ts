import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { ZEntityId, ZInstant } from './fields.ts';

export const MOVE_NOTE_MAX = 300;
export const MOVE_STATUSES = ['asked', 'declined'] as const;

/**
 * `team-<id>` database, _id `moveRequest:<matchId>-<teamId>` (ADR 043): a captain asks the league to move a
 * fixture of theirs to another kick-off (and, if they like, another field), with a note. The
 * captain asks or withdraws; the league moves the match (the request then reads as granted) or
 * declines it with a reason, and the captain may ask again.
 */
export const ZMoveRequest = z
  .strictObject({
    type: z.literal('moveRequest'),
    matchId: ZEntityId,
    teamId: ZEntityId,
    leagueId: ZEntityId,
    /** The kick-off the match had when asked: a request about an older date no longer stands. */
    fromDate: ZInstant,
    /** The kick-off asked for. */
    date: ZInstant,
    /** The field asked for; '' keeps the match's. */
    venue: z.string().trim().max(200).default(''),
    note: z.string().trim().max(MOVE_NOTE_MAX).default(''),
    askedAt: ZInstant,
    status: z.enum(MOVE_STATUSES),
    decidedAt: ZInstant.nullable().default(null),
    decisionNote: z.string().trim().max(300).default(''),
  })
  .refine((r) => r.status !== 'declined' || r.decisionNote.length >= 3, {
    error: () => t('rules.schema.reasonMin3'),
    path: ['decisionNote'],
  });

export type TMoveRequest = z.infer<typeof ZMoveRequest>;

/**
 * `team-<id>` database of the other team, _id `moveAsk:<matchId>-<askingTeamId>`: the server's copy
 * of a request that waits for the league, without the note (which is for the league), so the other
 * captain can say whether the new time suits them. Gone once the request is withdrawn or declined.
 */
export const ZMoveAsk = z.strictObject({
  type: z.literal('moveAsk'),
  matchId: ZEntityId,
  leagueId: ZEntityId,
  /** The team that asked. */
  teamId: ZEntityId,
  fromDate: ZInstant,
  date: ZInstant,
  venue: z.string().trim().max(200).default(''),
  askedAt: ZInstant,
});

/**
 * `team-<id>` database, _id `moveAnswer:<matchId>-<askingTeamId>`: whether the new time suits this
 * team, about the request as asked at `askedAt`. The league reads it; it decides all the same.
 */
export const ZMoveAnswer = z.strictObject({
  type: z.literal('moveAnswer'),
  matchId: ZEntityId,
  leagueId: ZEntityId,
  /** The team answering. */
  teamId: ZEntityId,
  askingTeamId: ZEntityId,
  askedAt: ZInstant,
  answer: z.enum(['agree', 'disagree']),
  answeredAt: ZInstant,
});

export type TMoveAsk = z.infer<typeof ZMoveAsk>;
export type TMoveAnswer = z.infer<typeof ZMoveAnswer>;
