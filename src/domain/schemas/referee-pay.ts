import { z } from 'zod';
import { ZEntityId, ZInstant } from './fields.ts';

/** A referee's fee per match at most, in cents: $1,000 (ADR 058). */
export const REFEREE_FEE_MAX_CENTS = 100_000;
/** A payment's note (how it was paid: "Venmo, March 14") at most. */
export const REFEREE_PAY_NOTE_MAX = 200;
/** Matches one payment covers at most: a season's worth for a busy referee. */
export const REFEREE_PAY_BATCH_MAX = 60;

/**
 * `admin` database, _id `refereeFee:<leagueId>` (ADR 058): what the league pays a referee for each
 * match they officiate, in US cents. The admin's alone: a referee's pay is nobody else's business.
 * No document: the league pays nothing through Pitchside.
 */
export const ZRefereeFee = z.strictObject({
  type: z.literal('refereeFee'),
  leagueId: ZEntityId,
  amountCents: z.number().int().min(1).max(REFEREE_FEE_MAX_CENTS),
  updatedAt: ZInstant,
});

/**
 * `referee-<id>` database, _id `refereePayment:<matchId>` (ADR 058): the league paid the referee
 * for this match. Written by the server only (`POST /api/admin/referees/{id}/payments`), one per
 * match, so a match is paid once however often the admin taps: creating a document is atomic.
 */
export const ZRefereePayment = z.strictObject({
  type: z.literal('refereePayment'),
  refereeId: ZEntityId,
  matchId: ZEntityId,
  leagueId: ZEntityId,
  /** The match's kick-off, so the referee's list reads well without the league's data. */
  matchDate: ZInstant,
  /** The league's fee when it was paid, in US cents. */
  amountCents: z.number().int().min(1).max(REFEREE_FEE_MAX_CENTS),
  paidAt: ZInstant,
  note: z.string().max(REFEREE_PAY_NOTE_MAX),
});

export type TRefereeFee = z.infer<typeof ZRefereeFee>;
export type TRefereePayment = z.infer<typeof ZRefereePayment>;
