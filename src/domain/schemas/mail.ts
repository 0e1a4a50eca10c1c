import { z } from 'zod';
import { ZEntityId, ZInstant } from './fields.ts';

export const MAIL_KINDS = [
  'reminder',
  'result',
  'rejected',
  'application',
  'suspension',
  'confirmation',
  'dispute',
  'availability',
  'unassigned',
  'assignment',
  'reportDue',
  'invitation',
  /** A fixture in the next two weeks moved or called off (fixture-change.ts). */
  'matchChanged',
  /** League news from an admin, to every captain of the league (ADR 040). */
  'announcement',
  /** A captain asks the league to move a fixture; the league declines (ADR 043). */
  'moveRequest',
  'moveDeclined',
  /** A league's rosters close in three days (ADR 048). */
  'rosterDeadline',
  /** A referee handed back a match: the league's other referees may take it (ADR 050). */
  'refereeNeeded',
  /** A returning team is in its league's next season (ADR 055). */
  'nextSeason',
  /** A team is on a full league's waiting list; the league offers it a place (ADR 057). */
  'waitlist',
  'waitlistOffer',
  /** The league recorded a payment to a referee (ADR 058). */
  'refereePaid',
  /** A team cannot play a coming match, or can after all (ADR 059). */
  'cannotPlay',
  /** The league gave a team to a new captain: the old one is told (ADR 060). */
  'captainChanged',
  /** A code to confirm a new sign-in e-mail, and the old address told of the change (ADR 061). */
  'emailChange',
  /** A team's next playoff match, as soon as both its teams are known (ADR 062). */
  'playoff',
  /** A team asks a free agent to play one match (ADR 076). */
  'fillIn',
] as const;
/**
 * queued: waiting for its first attempt (or for an SMTP server to be set); sending: claimed by one
 * instance until its lease ends; sent; retrying: a failed attempt, the next one at nextAttemptAt;
 * failed: the mail server refused it for good, or every attempt failed; skipped: not sent on
 * purpose (a toggle is off, or it was no longer timely), with the reason in lastError.
 */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'retrying', 'failed', 'skipped'] as const;

export type TMailKind = (typeof MAIL_KINDS)[number];
export type TMailState = (typeof MAIL_STATES)[number];

/** Where a delivery stands, an e-mail's or a push notice's alike (issue #33). */
export const DELIVERY_FIELDS = {
  state: z.enum(MAIL_STATES),
  attempts: z.number().int().min(0).max(100),
  nextAttemptAt: ZInstant,
  /** The instance sending it, and until when; another instance takes over after that. */
  lease: z.strictObject({ owner: z.string().max(100), until: ZInstant }).nullable(),
  /** The service's error, or why it was not sent. */
  lastError: z.string().max(2000).nullable(),
  /** Why, as a catalogue key (delivery-reason.ts): the admin reads it in their language. */
  lastErrorKey: z.string().max(100).nullable().optional(),
  /** The service's words inside that reason (an SMTP server's refusal). */
  lastErrorDetail: z.string().max(2000).nullable().optional(),
  createdAt: ZInstant,
  /** Past this moment it is no longer worth sending (a reminder after kick-off). */
  expiresAt: ZInstant,
  sentAt: ZInstant.nullable(),
};

/**
 * `admin` database, _id `mail:<key>`: one e-mail to one recipient, written only by the server.
 * The key names the notification (`result-<matchId>-<score>-<teamId>`), so the same event can
 * never queue a second message. Admins' devices keep the outbox and show its states.
 */
export const ZMail = z.strictObject({
  type: z.literal('mail'),
  kind: z.enum(MAIL_KINDS),
  to: z.email().max(320),
  subject: z.string().max(300),
  text: z.string().max(10_000),
  /** What the message is about, for the admin's list ("Result: Rebels 2-1 Lions"). */
  about: z.string().max(300),
  /** The team whose own e-mail setting decides, if any. */
  teamId: ZEntityId.nullable(),
  /** The same on every attempt: a resend after an interrupted attempt is the same message. */
  messageId: z.string().max(400),
  ...DELIVERY_FIELDS,
  /** The mail server's answer when it took the message. */
  answer: z.string().max(2000).nullable(),
});

export type TMail = z.infer<typeof ZMail>;
