// Lays a round robin on a calendar (issue #17): playing weekdays, fields with their time slots,
// blackout dates, New York time. Pure: the preview runs on the admin's phone with no signal.

import { t } from '../i18n/core.ts';
import { isFieldFree, type TBooking } from './bookings.ts';
import { formatCalendarDate, leagueLocalToInstant } from './dates.ts';
import { type TDatesOff, teamsOffOn } from './dates-off.ts';
import { roundRobin, type TPairing } from './round-robin.ts';

export type TField = { venue: string; times: string[] };
export type TSeasonInput = {
  teams: string[];
  kind: 'single' | 'double';
  /** The first day matches may be played, YYYY-MM-DD (New York). */
  firstDay: string;
  /** Days of the week matches are played on, 0 = Sunday … 6 = Saturday. */
  weekdays: number[];
  fields: TField[];
  /** Dates nothing is played on (holidays, lost permits). */
  blackouts: string[];
  /** Pairings already played: left out when regenerating the rest of a season. */
  played?: { homeTeamId: string; awayTeamId: string }[];
  /** Other leagues' matches (ADR 069): a slot whose field one of them holds then is skipped. */
  taken?: readonly Pick<TBooking, 'venue' | 'date' | 'status'>[];
  /** Days each team asked off (ADR 077): a day plays the round with the fewest teams off. */
  datesOff?: TDatesOff;
};
export type TSlot = { day: string; time: string; venue: string; date: string; isLate: boolean };
export type TPlannedMatch = TPairing & TSlot;
export type TSeason = {
  matches: TPlannedMatch[];
  byes: { round: number; teamId: string }[];
  /** Every slot of the days the season uses, taken or free (for moving a match). */
  slots: TSlot[];
  /** How many slots of those days were left out because another league holds the field. */
  skipped: number;
};

/** The most late kick-offs one team may have beyond another (held by a property test). */
export const LATE_SPREAD_BOUND = 3;
/** How far ahead the calendar is searched before giving up: three seasons. */
const MAX_DAYS = 3 * 366;
const DAY_MS = 86_400_000;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

function checkInput(input: TSeasonInput): string[] {
  const errors: string[] = [];
  if (new Set(input.teams).size !== input.teams.length) errors.push(t('app.aTeamIsListedTwice'));
  if (input.teams.length < 2) errors.push(t('app.aSeasonNeedsAtLeast'));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.firstDay) || Number.isNaN(Date.parse(input.firstDay)))
    errors.push(t('app.chooseTheFirstMatchday'));
  if (input.weekdays.length === 0) errors.push(t('app.chooseAtLeastOneWeekday'));
  if (input.fields.length === 0 || input.fields.every((f) => f.times.length === 0))
    errors.push(t('app.addAtLeastOneField'));
  for (const field of input.fields) {
    if (!field.venue.trim()) errors.push(t('app.everyFieldNeedsAName'));
    for (const time of field.times)
      if (!TIME.test(time)) errors.push(t('app.isNotATimeLike', { venue: field.venue, time }));
  }
  return errors;
}

/** The slots of one day, in time order, marking the latest kick-off as late when there are several. */
function slotsOn(day: string, fields: TField[]): { slots: TSlot[]; error: string | null } {
  const raw = fields.flatMap((f) => [...new Set(f.times)].map((time) => ({ venue: f.venue.trim(), time })));
  raw.sort((a, b) => a.time.localeCompare(b.time) || a.venue.localeCompare(b.venue));
  const times = [...new Set(raw.map((s) => s.time))];
  const latest = times.length > 1 ? times.at(-1) : null;
  const slots: TSlot[] = [];
  for (const { venue, time } of raw) {
    const instant = leagueLocalToInstant(`${day}T${time}`);
    if (!instant.ok) {
      return {
        slots: [],
        error: t('app.onInNewYorkMake', {
          time,
          calendarDate: formatCalendarDate(day),
          why: instant.code === 'ambiguous' ? 'twice' : 'skipped',
        }),
      };
    }
    slots.push({ day, time, venue, date: instant.instant, isLate: time === latest });
  }
  return { slots, error: null };
}

const pairKey = (a: string, b: string, ordered: boolean) => (ordered || a < b ? `${a}>${b}` : `${b}>${a}`);

/**
 * The season: each round on the next playing day (spilling onto the following ones if the day
 * has too few slots; a day never holds two rounds, so no team plays twice on a day). Within a
 * round the earliest slots are used, and the late ones go to the teams with the fewest late
 * kick-offs so far.
 */
export function planSeason(
  input: TSeasonInput,
): { ok: true; season: TSeason } | { ok: false; errors: string[] } {
  const errors = checkInput(input);
  if (errors.length) return { ok: false, errors };
  const { pairings, byes } = roundRobin(input.teams, input.kind);
  const played = new Set(
    (input.played ?? []).map((p) => pairKey(p.homeTeamId, p.awayTeamId, input.kind === 'double')),
  );
  const remaining = pairings.filter(
    (p) => !played.has(pairKey(p.homeTeamId, p.awayTeamId, input.kind === 'double')),
  );
  const rounds = [...new Set(remaining.map((p) => p.round))];
  const blackouts = new Set(input.blackouts);
  const weekdays = new Set(input.weekdays);
  const late = new Map(input.teams.map((t) => [t, 0]));
  const matches: TPlannedMatch[] = [];
  const allSlots: TSlot[] = [];
  let offset = 0;
  let skipped = 0;
  const nextDay = (): string | null => {
    for (; offset < MAX_DAYS; offset++) {
      const day = addDays(input.firstDay, offset);
      if (weekdays.has(weekdayOf(day)) && !blackouts.has(day)) {
        offset += 1;
        return day;
      }
    }
    return null;
  };
  const gamesOf = (round: number) => remaining.filter((p) => p.round === round);
  const pending = [...rounds];
  while (pending.length) {
    const slots: TSlot[] = [];
    let games: TPairing[] = [];
    while (slots.length === 0 || slots.length < games.length) {
      const day = nextDay();
      if (!day)
        return {
          ok: false,
          errors: [t('app.notEnoughPlayingDaysIn')],
        };
      const found = slotsOn(day, input.fields);
      if (found.error) return { ok: false, errors: [found.error] };
      const free = found.slots.filter((s) => isFieldFree(s.venue, s.date, input.taken ?? []));
      skipped += found.slots.length - free.length;
      allSlots.push(...free);
      // The round starts on the first day with a free slot: the one with the fewest teams off then.
      if (slots.length === 0 && free.length > 0) {
        const offs = pending.map((round) => teamsOffOn(gamesOf(round), day, input.datesOff ?? {}));
        const round = pending.splice(offs.indexOf(Math.min(...offs)), 1)[0]!;
        games = gamesOf(round);
      }
      slots.push(...free);
    }
    const used = slots.slice(0, games.length);
    // The late slots go to the matches whose busier team has had the fewest late kick-offs.
    const counts = (p: TPairing) => [late.get(p.homeTeamId)!, late.get(p.awayTeamId)!];
    const order = [...games].sort((a, b) => {
      const [x, y] = [counts(a), counts(b)];
      return Math.max(...x) - Math.max(...y) || x[0]! + x[1]! - (y[0]! + y[1]!);
    });
    const lateSlots = used.filter((s) => s.isLate);
    const otherSlots = used.filter((s) => !s.isLate);
    order.forEach((game, i) => {
      const slot = i < lateSlots.length ? lateSlots[i]! : otherSlots[i - lateSlots.length]!;
      if (slot.isLate)
        for (const team of [game.homeTeamId, game.awayTeamId]) late.set(team, late.get(team)! + 1);
      matches.push({ ...game, ...slot });
    });
  }
  matches.sort((a, b) => a.date.localeCompare(b.date) || a.venue.localeCompare(b.venue));
  return { ok: true, season: { matches, byes, slots: allSlots, skipped } };
}

/** Late kick-offs per team. */
export function lateCounts(matches: TPlannedMatch[], teams: string[]): Map<string, number> {
  const counts = new Map(teams.map((t) => [t, 0]));
  for (const m of matches)
    if (m.isLate) for (const t of [m.homeTeamId, m.awayTeamId]) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

const sameSlot = (a: TSlot, b: TSlot) => a.day === b.day && a.time === b.time && a.venue === b.venue;
const slotOf = (m: TPlannedMatch): TSlot => ({
  day: m.day,
  time: m.time,
  venue: m.venue,
  date: m.date,
  isLate: m.isLate,
});

/** A team that would play twice on one day, or null. */
function clash(matches: TPlannedMatch[]): string | null {
  const seen = new Set<string>();
  for (const m of matches) {
    for (const team of [m.homeTeamId, m.awayTeamId]) {
      const key = `${m.day}|${team}`;
      if (seen.has(key)) return `${team}|${m.day}`;
      seen.add(key);
    }
  }
  return null;
}

export type TEdit = { ok: true; matches: TPlannedMatch[] } | { ok: false; teamId: string; day: string };

/** Two matches trade their slots; refused if a team would then play twice on a day. */
export function swapMatches(matches: TPlannedMatch[], i: number, j: number): TEdit {
  const next = [...matches];
  next[i] = { ...matches[i]!, ...slotOf(matches[j]!) };
  next[j] = { ...matches[j]!, ...slotOf(matches[i]!) };
  return checked(next);
}

/** A match moves to a free slot; refused if the slot is taken or a team would play twice that day. */
export function moveMatch(matches: TPlannedMatch[], i: number, slot: TSlot): TEdit {
  if (matches.some((m, k) => k !== i && sameSlot(m, slot))) return { ok: false, teamId: '', day: slot.day };
  const next = [...matches];
  next[i] = { ...matches[i]!, ...slot };
  return checked(next);
}

function checked(matches: TPlannedMatch[]): TEdit {
  const found = clash(matches);
  if (!found)
    return {
      ok: true,
      matches: [...matches].sort((a, b) => a.date.localeCompare(b.date) || a.venue.localeCompare(b.venue)),
    };
  const [teamId, day] = found.split('|') as [string, string];
  return { ok: false, teamId, day };
}

/** The slots of the season's days that no match holds. */
export const freeSlots = (season: TSeason, matches: TPlannedMatch[]) =>
  season.slots.filter((s) => !matches.some((m) => sameSlot(m, s)));
