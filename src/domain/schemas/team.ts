import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { DATES_OFF_MAX, isCalendarDay } from '../dates-off.ts';
import { KIT_COLOURS } from '../kits.ts';
import { PLAYER_LEVELS, POSITIONS } from '../limits.ts';
import { ZEmail, ZEntityId, ZHttpUrl, ZInstant, ZName, ZStoredPhone } from './fields.ts';

/** A team's shirt colours (ADR 073): its first kit's, and its second kit's if it has one. */
export const ZKit = z
  .strictObject({ shirt: z.enum(KIT_COLOURS), second: z.enum(KIT_COLOURS).nullable().default(null) })
  .refine((kit) => kit.second !== kit.shirt, { error: () => t('rules.schema.kitSecondDiffers') });

export const ONBOARDING_STEPS = ['team_created', 'roster_added'] as const;

/** `team-<id>` database, _id `team:<teamId>`: the team's own, private record. */
export const ZTeam = z.strictObject({
  type: z.literal('team'),
  name: ZName,
  slug: z.string().min(1).max(100),
  leagueId: ZEntityId,
  logoUrl: ZHttpUrl.nullable().default(null),
  loginEmail: ZEmail,
  captain: z.strictObject({ name: ZName, phone: ZStoredPhone.nullable() }),
  recruitment: z
    .strictObject({
      open: z.boolean(),
      positions: z.array(z.enum(POSITIONS)).max(4),
      levels: z.array(z.enum(PLAYER_LEVELS)).max(3),
      note: z.string().max(500),
    })
    .default({ open: false, positions: [], levels: [], note: '' }),
  onboarding: z.strictObject({
    status: z.enum(['roster', 'complete']),
    checklist: z.array(z.enum(ONBOARDING_STEPS)).max(2),
  }),
  settings: z
    .strictObject({ emailNotifications: z.boolean(), publicRoster: z.boolean() })
    .default({ emailNotifications: true, publicRoster: true }),
  paid: z.boolean().default(false),
  whatsappLink: ZHttpUrl.nullable().default(null),
  /** Set by the server when an admin withdraws the team from its league. */
  withdrawnAt: ZInstant.nullable().default(null),
  /** The colours it plays in (ADR 073); null until the captain says. */
  kit: ZKit.nullable().default(null),
  /** Days the team asked not to play (ADR 077), as the captain gave them; the generator avoids them. */
  datesOff: z
    .array(z.string().refine(isCalendarDay, { error: () => t('rules.schema.notACalendarDay') }))
    .max(DATES_OFF_MAX, { error: () => t('rules.schema.tooManyDatesOff', { max: DATES_OFF_MAX }) })
    .refine((days) => new Set(days).size === days.length, { error: () => t('rules.schema.dayOffTwice') })
    .default([]),
  createdAt: ZInstant,
});

/** `league-<id>` database, _id `teamPublic:<teamId>`: the server's public mirror of a team. */
export const ZTeamPublic = z.strictObject({
  type: z.literal('teamPublic'),
  teamId: ZEntityId,
  leagueId: ZEntityId,
  name: ZName,
  slug: z.string().min(1).max(100),
  logoUrl: ZHttpUrl.nullable(),
  captainName: ZName,
  recruitment: z.strictObject({
    open: z.boolean(),
    positions: z.array(z.enum(POSITIONS)),
    levels: z.array(z.enum(PLAYER_LEVELS)),
    note: z.string(),
  }),
  onboardingStatus: z.enum(['roster', 'complete']),
  /** The team's `settings.publicRoster`: when false, its players are listed by number only. */
  publicRoster: z.boolean().default(true),
  rosterCount: z.number().int().min(0).default(0),
  /** The team's `kit` (ADR 073): opponents, referees and visitors see its colours. */
  kit: ZKit.nullable().default(null),
  createdAt: ZInstant,
});

export type TTeam = z.infer<typeof ZTeam>;
export type TTeamPublic = z.infer<typeof ZTeamPublic>;
