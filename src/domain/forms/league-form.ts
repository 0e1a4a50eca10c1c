import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { CONFIRMATION_HOURS_MAX, LEAGUE_LEVELS, MAX_TEAMS_DEFAULT, MAX_TEAMS_MAX } from '../limits.ts';
import { MSG } from '../messages.ts';
import { PAYMENT_INSTRUCTIONS_MAX } from '../schemas/payment.ts';
import { VENUE_ADDRESS_MAX, VENUE_NAME_MAX, VENUES_MAX } from '../venues.ts';
import { WAIVER_MAX } from '../waiver.ts';
import { firstFailure, isBlank, isWebLink, orNull } from './checks.ts';

/** The admin's league form (admin-referee.md §5): what is typed, checked, then the league's fields. */
export const ZLeagueForm = z
  .object({
    name: z.string(),
    season: z.string(),
    city: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    price: z.string(),
    level: z.enum(LEAGUE_LEVELS),
    maxTeams: z.string(),
    rulesUrl: z.string(),
    coverUrl: z.string(),
    contactEmail: z.string(),
    win: z.string(),
    draw: z.string(),
    loss: z.string(),
    // Discipline (issue #30): whole numbers in the ranges of ZDisciplineRules.
    redCardBan: z.string(),
    secondYellowBan: z.string(),
    yellowThreshold: z.string(),
    yellowBan: z.string(),
    fairPlayYellow: z.string(),
    fairPlayRed: z.string(),
    awardWinner: z.string(),
    awardLoser: z.string(),
    // ADR 056: the previous season's unserved bans are served in this one.
    carryBans: z.boolean(),
    // ADR 076: teams may ask free agents to fill in for a match.
    fillIns: z.boolean(),
    confirmationHours: z.string(),
    // Fees (issue #35): where and how teams pay, both optional.
    paymentLink: z.string(),
    paymentInstructions: z.string(),
    // ADR 048: a date, or empty for none.
    rosterDeadline: z.string(),
    // ADR 053: the players' waiver, or empty for none.
    waiver: z.string(),
    // Fields and their addresses: a row left empty is dropped.
    venues: z.array(z.object({ name: z.string(), address: z.string() })),
  })
  .superRefine((v, ctx) =>
    firstFailure(ctx, [
      [
        'name',
        [v.name, v.season, v.city, v.startDate, v.endDate, v.price].some(isBlank),
        () => MSG.fillRequiredFields,
      ],
      ['price', !(Number(v.price) >= 0), () => t('admin.priceMustBeANumber')],
      ['rulesUrl', !isBlank(v.rulesUrl) && !isWebLink(v.rulesUrl), () => t('admin.rulesLinkMustBeA')],
      ['coverUrl', !isBlank(v.coverUrl) && !isWebLink(v.coverUrl), () => t('admin.coverImageMustBeA')],
      ['endDate', v.endDate < v.startDate, () => t('admin.endDateMustBeOn')],
      [
        'paymentLink',
        !isBlank(v.paymentLink) && !isWebLink(v.paymentLink),
        () => t('admin.paymentLinkMustBeA'),
      ],
      ...DISCIPLINE_FIELDS.map(
        ([field, max]) =>
          [field, !isWholeUpTo(v[field], max), () => t('admin.wholeNumberUpTo', { max })] as const,
      ),
      ['awardWinner', Number(v.awardWinner) <= Number(v.awardLoser), () => t('admin.awardWinnerMore')],
      [
        'venues',
        v.venues.some((venue) => isBlank(venue.name) && !isBlank(venue.address)),
        () => t('admin.venueNeedsName'),
      ],
      [
        'rosterDeadline',
        !isBlank(v.rosterDeadline) && !isCalendarDate(v.rosterDeadline.trim()),
        () => t('admin.rosterDeadlineMustBeADate'),
      ],
      ['waiver', v.waiver.trim().length > WAIVER_MAX, () => t('admin.waiverTooLong', { max: WAIVER_MAX })],
      [
        'confirmationHours',
        !/^\d{1,3}$/.test(v.confirmationHours.trim()) || Number(v.confirmationHours) > CONFIRMATION_HOURS_MAX,
        () => t('admin.wholeNumberUpTo', { max: CONFIRMATION_HOURS_MAX }),
      ],
    ]),
  )
  .transform((v) => ({
    name: v.name.trim(),
    season: v.season.trim(),
    city: v.city.trim(),
    startDate: v.startDate,
    endDate: v.endDate,
    price: Math.round(Number(v.price) * 100) / 100,
    level: v.level,
    maxTeams: Math.min(MAX_TEAMS_MAX, Math.max(1, Number.parseInt(v.maxTeams, 10) || MAX_TEAMS_DEFAULT)),
    rulesUrl: orNull(v.rulesUrl),
    coverUrl: orNull(v.coverUrl),
    contactEmail: orNull(v.contactEmail),
    points: { win: Number(v.win), draw: Number(v.draw), loss: Number(v.loss) },
    discipline: {
      redCardBan: Number(v.redCardBan),
      secondYellowBan: Number(v.secondYellowBan),
      yellowThreshold: Number(v.yellowThreshold),
      yellowBan: Number(v.yellowBan),
      fairPlay: { yellow: Number(v.fairPlayYellow), red: Number(v.fairPlayRed) },
      award: { winner: Number(v.awardWinner), loser: Number(v.awardLoser) },
    },
    carryBans: v.carryBans,
    fillIns: v.fillIns,
    confirmationHours: Number(v.confirmationHours),
    payment: {
      link: orNull(v.paymentLink),
      instructions: v.paymentInstructions.trim().slice(0, PAYMENT_INSTRUCTIONS_MAX),
    },
    venues: keptVenues(v.venues),
    rosterDeadline: orNull(v.rosterDeadline),
    waiver: orNull(v.waiver),
  }));

/** "2026-12-01", a day that exists. */
const isCalendarDate = (value: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const day = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return day.getUTCMonth() === +m[2]! - 1 && day.getUTCDate() === +m[3]!;
};

/** The rows with a name, trimmed, each name once (the first row wins), at most VENUES_MAX. */
function keptVenues(rows: readonly { name: string; address: string }[]) {
  const seen = new Set<string>();
  const kept: { name: string; address: string }[] = [];
  for (const row of rows) {
    const name = row.name.trim().slice(0, VENUE_NAME_MAX);
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    kept.push({ name, address: row.address.trim().slice(0, VENUE_ADDRESS_MAX) });
  }
  return kept.slice(0, VENUES_MAX);
}

/** The discipline fields and their largest values (ZDisciplineRules). */
export const DISCIPLINE_FIELDS = [
  ['redCardBan', 10],
  ['secondYellowBan', 10],
  ['yellowThreshold', 20],
  ['yellowBan', 10],
  ['fairPlayYellow', 10],
  ['fairPlayRed', 10],
  ['awardWinner', 20],
  ['awardLoser', 20],
] as const;

const isWholeUpTo = (value: string, max: number) => /^\d{1,2}$/.test(value.trim()) && Number(value) <= max;

export type TLeagueFormValues = z.input<typeof ZLeagueForm>;
