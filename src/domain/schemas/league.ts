import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { DEFAULT_DISCIPLINE_RULES } from '../discipline-defaults.ts';
import { CONFIRMATION_HOURS_MAX, LEAGUE_LEVELS, MAX_TEAMS_DEFAULT, MAX_TEAMS_MAX } from '../limits.ts';
import { VENUE_ADDRESS_MAX, VENUE_NAME_MAX, VENUES_MAX } from '../venues.ts';
import { WAIVER_MAX } from '../waiver.ts';
import { ZDisciplineRules } from './discipline.ts';
import { ZCalendarDate, ZEntityId, ZHttpUrl, ZInstant, ZName } from './fields.ts';
import { ZCardFines } from './fines.ts';
import { DEFAULT_LEAGUE_PAYMENT, ZLeaguePayment } from './payment.ts';

/** Ordered tie-breakers applied after points; head-to-head re-applies to the teams still level. */
export const TIE_BREAKERS = ['goalDifference', 'goalsFor', 'headToHeadPoints', 'wins', 'name'] as const;
export const DEFAULT_TIE_BREAKERS = ['goalDifference', 'goalsFor', 'headToHeadPoints'] as const;

/** `leagues` database, _id `league:<leagueId>`. */
export const ZLeague = z
  .strictObject({
    type: z.literal('league'),
    name: ZName,
    season: z.string().trim().min(1).max(20),
    city: ZName,
    startDate: ZCalendarDate,
    endDate: ZCalendarDate,
    price: z.number().min(0).max(100_000),
    level: z.enum(LEAGUE_LEVELS).default('First Division'),
    maxTeams: z.number().int().min(1).max(MAX_TEAMS_MAX).default(MAX_TEAMS_DEFAULT),
    rulesUrl: ZHttpUrl.nullable().default(null),
    coverUrl: ZHttpUrl.nullable().default(null),
    contactEmail: z.email().nullable().default(null),
    // Some recreational leagues give 2 for a win.
    points: z
      .strictObject({
        win: z.number().int().min(0).max(10),
        draw: z.number().int().min(0).max(10),
        loss: z.number().int().min(0).max(10),
      })
      .default({ win: 3, draw: 1, loss: 0 }),
    tieBreakers: z
      .array(z.enum(TIE_BREAKERS))
      .max(5)
      .default([...DEFAULT_TIE_BREAKERS]),
    /** Issue #30. Added later: a league without it has the defaults (and keeps its own when an
     * older app version saves the league without it, see LATER_FIELDS). */
    discipline: ZDisciplineRules.default(DEFAULT_DISCIPLINE_RULES),
    /** Issue #31: hours both captains have to confirm or dispute a result; 0 turns it off. */
    confirmationHours: z.number().int().min(0).max(CONFIRMATION_HOURS_MAX).default(48),
    /** Issue #35: where and how a team pays the fee (optional). */
    payment: ZLeaguePayment.default(DEFAULT_LEAGUE_PAYMENT),
    /** The league's fields and their addresses, so a fixture's venue can show where it is. */
    venues: z
      .array(
        z.strictObject({
          name: z.string().trim().min(1).max(VENUE_NAME_MAX),
          address: z.string().trim().max(VENUE_ADDRESS_MAX),
        }),
      )
      .max(VENUES_MAX)
      .default([]),
    /** ADR 048: the last day (New York) a team that has finished setting up may add players. */
    rosterDeadline: ZCalendarDate.nullable().default(null),
    /** ADR 055: the season this league follows, when it was started from it. */
    previousLeagueId: ZEntityId.nullable().default(null),
    /** ADR 056: whether bans the previous season left unserved are served in this one. */
    carryBans: z.boolean().default(true),
    /** ADR 076: whether its teams may ask the league's free agents to fill in for a match. */
    fillIns: z.boolean().default(true),
    /** ADR 053: the waiver each player signs from their link (optional). */
    waiver: z.string().trim().min(1).max(WAIVER_MAX).nullable().default(null),
    /** ADR 063: what each card costs its team (optional). */
    fines: ZCardFines.nullable().default(null),
    createdAt: ZInstant,
  })
  .refine((l) => l.endDate >= l.startDate, {
    error: () => t('rules.schema.endAfterStart'),
    path: ['endDate'],
  });

export type TLeague = z.infer<typeof ZLeague>;
