import { z } from 'zod';
import { ZInstant } from './fields.ts';
import { DELIVERY_FIELDS, MAIL_KINDS, MAIL_STATES } from './mail.ts';

/**
 * Issue #33: the notices a person may hear of on their phone. Each is keyed by its event, like the
 * e-mail outbox, so the same event never notifies a device twice.
 */
/**
 * Every kind of e-mail, and those only a player's phone hears (they have no e-mail here): a
 * reminder to answer, the captain's message to the players (ADR 049), a reminder to pay (ADR 065)
 * and a shared line-up (ADR 070).
 */
export const NOTICE_KINDS = [...MAIL_KINDS, 'unanswered', 'teamMessage', 'dueReminder', 'lineup'] as const;
export type TNoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_CHANNELS = ['email', 'push'] as const;
export type TNoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** Base64url without padding, as the Push API hands out subscription keys. */
const ZBase64Url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

/**
 * What a browser's `PushSubscription.toJSON()` gives: where to send, and the keys that encrypt
 * for this device (RFC 8291). p256dh is an uncompressed P-256 point (65 bytes), auth 16 bytes.
 */
export const ZPushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  keys: z.object({ p256dh: ZBase64Url(86, 88), auth: ZBase64Url(21, 24) }),
});
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>;

/**
 * A person's choice for one channel (`noticeChoice:<channel>`), in their own database: the team's
 * for a captain, the referee's for a referee. A separate document rather than a new field, so an
 * older app that re-saves the team record cannot reset it. No document means on.
 */
export const ZNoticeChoice = z.strictObject({
  type: z.literal('noticeChoice'),
  channel: z.enum(NOTICE_CHANNELS),
  on: z.boolean(),
  updatedAt: ZInstant,
});
export type TNoticeChoice = z.infer<typeof ZNoticeChoice>;

/** queued, sending (claimed with a lease), sent, retrying, failed, skipped: as the e-mail outbox. */
export const PUSH_STATES = MAIL_STATES;
export type TPushState = (typeof PUSH_STATES)[number];

/**
 * Server-only storage (`pitchside-push`), _id `push:<notice key>:<device>`: one notice to one
 * device. The payload is written in the person's language when queued.
 */
export const ZPushDelivery = z.strictObject({
  type: z.literal('push'),
  kind: z.enum(NOTICE_KINDS),
  /** Whose device: `account:<id>` or `player:<teamId>:<playerId>`. */
  owner: z.string().max(200),
  device: z.string().max(64),
  title: z.string().max(200),
  body: z.string().max(1000),
  /** The screen a tap opens, a path on this site. */
  url: z.string().startsWith('/').max(500),
  /** The notice's key: a repeat with the same tag replaces the notification instead of adding one. */
  tag: z.string().max(250),
  about: z.string().max(300),
  /** The team whose choice decides, if any (checked again when sending). */
  teamId: z.string().max(100).nullable(),
  ...DELIVERY_FIELDS,
  /** The push service's HTTP status on the last attempt. */
  status: z.number().int().nullable(),
});
export type TPushDelivery = z.infer<typeof ZPushDelivery>;

/** What the service worker receives, decrypted: the notification to show. */
export const ZPushPayload = z.object({
  title: z.string().max(200),
  body: z.string().max(1000),
  url: z.string().startsWith('/').max(500),
  tag: z.string().max(250),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;
