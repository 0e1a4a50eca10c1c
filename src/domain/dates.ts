// Instants are stored as UTC ISO strings; people enter and read them in the league's zone.
import { currentLocale, dateFormat, type TLocale, t } from '../i18n/core.ts';

export const LEAGUE_TIME_ZONE = 'America/New_York';

export type TLocalDateTime = { year: number; month: number; day: number; hour: number; minute: number };

export type TLocalToInstant =
  | { ok: true; instant: string }
  | { ok: false; code: 'invalid' | 'nonexistent' | 'ambiguous'; message: string; candidates: string[] };

// For instants before 2007 only (newYorkOffset below covers the rest): made on first use, since
// building a formatter with a time zone loads ICU's and the zone's data (issues #16, #36).
let partsFormatter: Intl.DateTimeFormat | undefined;
const formatter = () =>
  (partsFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: LEAGUE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }));

const HOUR = 3_600_000;
const RULES_SINCE = Date.UTC(2007, 0, 1);

/** A month's nth Sunday, as UTC midnight (month from 0). */
function nthSunday(year: number, month: number, n: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - first) % 7) + 7 * (n - 1));
}

/**
 * New York's offset by the US rules in force since 2007 (the time zone database's own for those
 * years): daylight time from the second Sunday of March, 2:00 standard, to the first Sunday of
 * November, 2:00 daylight. Written by hand because the first Intl object a page builds loads ICU's
 * data, 130-250 ms of a phone's main thread on a first visit (issue #36). A unit test holds it to
 * Intl for every hour from 2007 to 2045; earlier instants go through Intl.
 */
function newYorkOffset(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const summer = ms >= nthSunday(year, 2, 2) + 7 * HOUR && ms < nthSunday(year, 10, 1) + 6 * HOUR;
  return summer ? -4 * HOUR : -5 * HOUR;
}

export function toLeagueLocal(instant: Date | string): TLocalDateTime {
  const ms = new Date(instant).getTime();
  if (ms >= RULES_SINCE) {
    const local = new Date(ms + newYorkOffset(ms));
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
    };
  }
  const parts: Record<string, number> = {};
  for (const part of formatter().formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
  };
}

function sameLocal(a: TLocalDateTime, b: TLocalDateTime): boolean {
  return (
    a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute
  );
}

/** Offset of the league zone from UTC at an instant, in ms (New York: -4h or -5h). */
function zoneOffsetMs(utcMs: number): number {
  const local = toLeagueLocal(new Date(utcMs));
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  return asUtc - Math.floor(utcMs / 60_000) * 60_000;
}

/**
 * Converts a New York wall-clock time ("2026-03-08T02:30") to a UTC instant. A time skipped by
 * the spring change is rejected; a time that happens twice in the autumn needs `choice`.
 */
export function leagueLocalToInstant(local: string, choice?: 'earlier' | 'later'): TLocalToInstant {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  const fail = (code: 'invalid' | 'nonexistent' | 'ambiguous', message: string, candidates: string[] = []) =>
    ({ ok: false, code, message, candidates }) as const;
  if (!m) return fail('invalid', t('rules.date.enterDateTime'));
  const wanted = { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]! };
  const asUtc = Date.UTC(wanted.year, wanted.month - 1, wanted.day, wanted.hour, wanted.minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== wanted.month - 1 || check.getUTCDate() !== wanted.day || wanted.hour > 23) {
    return fail('invalid', t('rules.date.enterRealDateTime'));
  }
  // The offset a day either side covers every transition, which are hours apart at most.
  const offsets = new Set([zoneOffsetMs(asUtc - 86_400_000), zoneOffsetMs(asUtc + 86_400_000)]);
  const candidates = [...offsets]
    .map((offset) => asUtc - offset)
    .filter((utc) => sameLocal(toLeagueLocal(new Date(utc)), wanted))
    .sort((a, b) => a - b)
    .map((utc) => new Date(utc).toISOString());
  if (candidates.length === 0) {
    return fail('nonexistent', t('rules.date.nonexistent'));
  }
  if (candidates.length === 1) return { ok: true, instant: candidates[0]! };
  if (choice === 'earlier') return { ok: true, instant: candidates[0]! };
  if (choice === 'later') return { ok: true, instant: candidates[1]! };
  return fail('ambiguous', t('rules.date.ambiguous'), candidates);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-03-08T14:30" in the league zone, the value a datetime-local input holds. */
export function instantToLeagueLocalInput(instant: string): string {
  const l = toLeagueLocal(instant);
  return `${l.year}-${pad(l.month)}-${pad(l.day)}T${pad(l.hour)}:${pad(l.minute)}`;
}

// English keeps the spec's US forms, written by hand (no formatter on the first screen, issue
// #16); Spanish and French go through Intl in their own order, still in New York time (#29).
const intl = (locale: TLocale, options: Intl.DateTimeFormatOptions) =>
  dateFormat(locale, { timeZone: LEAGUE_TIME_ZONE, ...options });

/** US date, MM/DD/YYYY, for an instant shown in the league zone; DD/MM/YYYY in es and fr. */
export function formatLeagueDate(instant: string, locale: TLocale = currentLocale()): string {
  if (locale !== 'en')
    return intl(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(instant));
  const l = toLeagueLocal(instant);
  return `${pad(l.month)}/${pad(l.day)}/${l.year}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 29" in the league zone: short enough for a phone's stat card ("29 nov." in French). */
export function formatLeagueDay(instant: string, locale: TLocale = currentLocale()): string {
  if (locale !== 'en') return intl(locale, { day: 'numeric', month: 'short' }).format(new Date(instant));
  const l = toLeagueLocal(instant);
  return `${MONTHS[l.month - 1]} ${l.day}`;
}

/**
 * The hour as each language writes a 24-hour clock: "04:05" in French (its clock's pattern is
 * HH:mm; `numeric` gave "4:05", which reads like half of a 12-hour time), "4:05" in Spanish (H:mm).
 */
const hourStyle = (locale: TLocale) => (locale === 'fr' ? '2-digit' : 'numeric');

/** "4:05 PM" in the league zone; "16:05" in es and fr, "04:05" in fr. */
export function formatLeagueTime(instant: string, locale: TLocale = currentLocale()): string {
  if (locale !== 'en')
    return intl(locale, { hour: hourStyle(locale), minute: '2-digit' }).format(new Date(instant));
  const l = toLeagueLocal(instant);
  const hour12 = l.hour % 12 === 0 ? 12 : l.hour % 12;
  return `${hour12}:${pad(l.minute)} ${l.hour < 12 ? 'AM' : 'PM'}`;
}

/** "Sat, March 14 at 10:00 AM", "sáb, 14 de marzo, 10:00", "sam. 14 mars à 10:00" (e-mails). */
export function formatLeagueDateTime(instant: string, locale: TLocale = currentLocale()): string {
  const options = {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    hour: hourStyle(locale),
    minute: '2-digit',
  } as const;
  return intl(locale, options).format(new Date(instant));
}

/** A calendar date ("2026-09-06", as leagues store start and end): 09/06/2026, or 06/09/2026. */
export function formatCalendarDate(date: string, locale: TLocale = currentLocale()): string {
  const [y, m, d] = date.split('-');
  return locale === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}

/** Sunday first, in the language shown ("domingo", "dimanche"). */
export function weekdayNames(locale: TLocale = currentLocale()): string[] {
  const format = dateFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2023 was a Sunday.
  return [0, 1, 2, 3, 4, 5, 6].map((day) => format.format(Date.UTC(2023, 0, 1 + day)));
}

/**
 * The 'Journée' number (public-team-player.md, League games): weeks counted from 1 January by
 * day of week, Sunday first, on the match's New York calendar date. Week 1 ends on the first
 * Saturday of the year.
 */
export function journeeWeek(instant: string): number {
  const l = toLeagueLocal(instant);
  const dayOfYear = (Date.UTC(l.year, l.month - 1, l.day) - Date.UTC(l.year, 0, 1)) / 86_400_000;
  const jan1Weekday = new Date(Date.UTC(l.year, 0, 1)).getUTCDay();
  return Math.floor((dayOfYear + jan1Weekday) / 7) + 1;
}

/**
 * Orders ISO dates and instants, which sort as plain strings. `localeCompare` would build an ICU
 * collator on first use, a long task on a phone's first screen (issue #16), for nothing.
 */
export const compareInstants = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
