import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { AVERAGE_GRADE_MAX } from '../limits.ts';
import { ZEntityId, ZInstant } from './fields.ts';

export const TEAM_STAT_FIELDS = [
  'points',
  'matchesPlayed',
  'wins',
  'draws',
  'losses',
  'goalsFor',
  'goalsAgainst',
] as const;
export const PLAYER_STAT_FIELDS = [
  'games',
  'goals',
  'assists',
  'yellowCards',
  'redCards',
  'averageGrade',
] as const;

/**
 * `league-<id>` database, _id `adjustment:<id>`. An admin's correction to a derived statistic,
 * e.g. a points deduction. It is added on top of the derivation, never written over it.
 */
export const ZAdjustment = z
  .strictObject({
    type: z.literal('adjustment'),
    leagueId: ZEntityId,
    target: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('team'), teamId: ZEntityId, field: z.enum(TEAM_STAT_FIELDS) }),
      z.strictObject({
        kind: z.literal('player'),
        teamId: ZEntityId,
        playerId: ZEntityId,
        field: z.enum(PLAYER_STAT_FIELDS),
      }),
    ]),
    delta: z
      .number()
      .min(-1000)
      .max(1000)
      .refine((d) => d !== 0, { error: () => t('rules.schema.adjustmentNonZero') }),
    reason: z
      .string()
      .trim()
      .min(1, { error: () => t('rules.schema.giveReason') })
      .max(500),
    author: ZEntityId,
    createdAt: ZInstant,
  })
  // Counts change by whole numbers; an average grade (0 to 10) by tenths.
  .refine(
    (a) =>
      a.target.field === 'averageGrade'
        ? Math.abs(a.delta) <= AVERAGE_GRADE_MAX && Number.isInteger(Math.round(a.delta * 10 * 1e6) / 1e6)
        : Number.isInteger(a.delta),
    { error: () => t('rules.schema.adjustmentStep'), path: ['delta'] },
  );

const ZAuditDoc = z.record(z.string(), z.unknown()).nullable().default(null);

/** One document's change within an entry that covers a whole request. */
export const ZAuditChange = z.strictObject({
  target: z.string().max(200),
  action: z.string().max(100),
  before: ZAuditDoc,
  after: ZAuditDoc,
});

/**
 * `admin` database, _id `audit:<time>:<id>`: who did what, written by the server. A request that
 * writes several documents (a replication batch, an import) is one entry listing each change.
 */
export const ZAuditEntry = z.strictObject({
  type: z.literal('audit'),
  action: z.string().max(100),
  /** The admin's account id, and their e-mail as it was then. */
  actor: z.string().max(100),
  actorEmail: z.string().max(320).default(''),
  target: z.string().max(200),
  /** In English; `detailKey` and `detailParams` (audit-words.ts) word it in the reader's language. */
  detail: z.string().max(2000),
  detailKey: z.string().max(100).nullable().default(null),
  detailParams: z.record(z.string().max(40), z.union([z.string().max(2000), z.number()])).default({}),
  /** The document before and after the change (null when created or deleted). */
  before: ZAuditDoc,
  after: ZAuditDoc,
  changes: z.array(ZAuditChange).max(1000).default([]),
  at: ZInstant,
});

export type TAdjustment = z.infer<typeof ZAdjustment>;
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export type TAuditChange = z.infer<typeof ZAuditChange>;
