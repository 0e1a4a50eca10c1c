// Every word a person reads comes from the catalogues in ./catalogues (issue #29, ADR 019). This
// module is shared like src/domain: no React, no Node-only modules. The phone loads catalogues as
// precompiled chunks (./load.ts); the server and tests compile them when they load (./node.ts).
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { CompiledMessage, CompiledMessageToken } from '@lingui/message-utils/compileMessage';
import type account from './catalogues/en/account.ts';
import type admin from './catalogues/en/admin.ts';
import type app from './catalogues/en/app.ts';
import type freeAgent from './catalogues/en/freeAgent.ts';
import type league from './catalogues/en/league.ts';
import type notices from './catalogues/en/notices.ts';
import type pages from './catalogues/en/pages.ts';
import type referee from './catalogues/en/referee.ts';
import type rules from './catalogues/en/rules.ts';
import type server from './catalogues/en/server.ts';
import type team from './catalogues/en/team.ts';

export const LOCALES = ['en', 'es', 'fr'] as const;
export type TLocale = (typeof LOCALES)[number];

/** Each language by its own name, as the switcher shows it. */
export const LOCALE_NAMES: Record<TLocale, string> = { en: 'English', es: 'Español', fr: 'Français' };

/** The header each request names the device's language in; the server answers in it. */
export const LOCALE_HEADER = 'x-pitchside-locale';

/** The tag Intl formats with: US English; Spanish and French as their speakers write them. */
export const INTL_TAGS: Record<TLocale, string> = { en: 'en-US', es: 'es', fr: 'fr' };

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/**
 * Intl formatters, one per language and options, kept: building one costs far more than using it
 * (the first about 20 ms, ICU's data), and screens format on every render (issues #16, #36).
 */
function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

export const dateFormat = (locale: TLocale, options: Intl.DateTimeFormatOptions) =>
  kept(
    `date|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(INTL_TAGS[locale], options),
  );

export const numberFormat = (locale: TLocale, options: Intl.NumberFormatOptions) =>
  kept(
    `number|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(INTL_TAGS[locale], options),
  );

/** A rating to one decimal, as the language writes it ("3.7", "3,7"). */
export const formatRating = (value: number, locale: TLocale = currentLocale()) =>
  numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/**
 * A catalogue is split by area, and a key's area is its first part ("admin.leagueSaved"), so a
 * screen's chunk brings only its own words. `app` is the shell and the first visit's public pages,
 * `pages` the public pages opened later (sign-in, sign-up, contact, dashboard); `rules` the
 * shared rules' messages (validation, fields, dates), which every screen with a form loads;
 * `account` an account's own settings (two-factor sign-in) on the screens that hold them;
 * `server` holds what only the server writes (its errors, e-mails, calendar feeds).
 */
export const AREAS = [
  'app',
  'pages',
  'rules',
  'league',
  'team',
  'referee',
  'admin',
  'freeAgent',
  'notices',
  'account',
  'server',
] as const;
export type TArea = (typeof AREAS)[number];

export type TMessages = typeof app &
  typeof pages &
  typeof rules &
  typeof league &
  typeof team &
  typeof referee &
  typeof admin &
  typeof freeAgent &
  typeof notices &
  typeof account &
  typeof server;
export type TMessageKey = keyof TMessages & string;
/** What a catalogue file in another language must hold: every key of its English file. */
export type TCatalogueOf<T> = { [K in keyof T]: string };
export type TValues = Record<string, string | number | Date | null | undefined>;

/** A page the build drew, in a language: "home.html" in English, "home.es.html" in Spanish. */
export const localeFile = (file: string, locale: TLocale) =>
  locale === 'en' ? file : file.replace(/\.html$/, `.${locale}.html`);

export const isLocale = (value: unknown): value is TLocale => LOCALES.includes(value as TLocale);

/** The first of the browser's languages we speak ("es-MX" is Spanish), else English. */
export function pickLocale(languages: readonly string[]): TLocale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

export const i18n: I18n = setupI18n({ locale: 'en', messages: { en: {}, es: {}, fr: {} } });

/** The server answers each request in its caller's language (sync-server/http/locale.ts). */
let localeOfCaller: (() => TLocale | undefined) | undefined;
export function setLocaleSource(source: () => TLocale | undefined): void {
  localeOfCaller = source;
}

/** The active language: on the phone, the one chosen; on the server, the caller's. */
export const currentLocale = (): TLocale =>
  localeOfCaller?.() ?? (isLocale(i18n.locale) ? i18n.locale : 'en');

/**
 * A number as US English writes it ("1,234.5"), by hand: the first Intl number formatter a page
 * builds loads ICU's data, 100-250 ms of a phone's main thread on a first visit (issue #36).
 * Rounds as `toFixed` does (binary halves), which only a third decimal place would show.
 */
export function englishNumber(n: number, minimumFractionDigits = 0, maximumFractionDigits = 3): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) {
    return numberFormat('en', { minimumFractionDigits, maximumFractionDigits }).format(n);
  }
  const [whole = '0', decimals = ''] = Math.abs(n).toFixed(maximumFractionDigits).split('.');
  const fraction = decimals.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  return `${n < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

// Lingui's plurals build Intl.NumberFormat (for `#`, even where a case has none) and
// Intl.PluralRules. English needs neither: the phone's loader turns each English plural into
// selects on values that `t` computes by hand ("n=" the count, "n~" its category, "n#" it written),
// for the messages and counts recorded here as they are turned.
const countsOf = new Map<string, Set<string>>();
const EXACT = '=';
const CATEGORY = '~';
const COUNT = '#';

/** CLDR's English cardinal rule: "one" for 1 written without decimals, else "other". */
const englishCategory = (n: number) => (n === 1 ? 'one' : 'other');

/** Which counts each turned English message computes by hand, by message key. */
export type THandCounts = Record<string, string[]>;

/**
 * English messages whose plurals read the hand-computed values instead, and the counts each reads.
 * Pure: the build turns the English catalogues with it (scripts/vite-plugins.ts), so a phone does
 * not at each start (issue #36).
 */
export function turnPlurals(messages: Messages): { messages: Messages; counts: THandCounts } {
  const rename = (tokens: CompiledMessage, counts: Set<string>, count?: string): CompiledMessage =>
    tokens.map((token): CompiledMessageToken => {
      if (token === '#' && count) return [`${count}${COUNT}`];
      if (typeof token === 'string' || !token[2] || typeof token[2] !== 'object') return token;
      const [name, type, cases] = token;
      const inner = type === 'plural' ? name : undefined;
      const renamed = Object.fromEntries(
        Object.entries(cases).map(([key, value]) => [
          key,
          Array.isArray(value) ? rename(value, counts, inner) : value,
        ]),
      );
      if (type !== 'plural') return [name, type, renamed] as CompiledMessageToken;
      counts.add(name);
      // Lingui's order: an exact case ("=0", compiled as "0") first, then the category, else other.
      const exact = Object.entries(renamed).filter(([key]) => /^\d+(\.\d+)?$/.test(key));
      const category = Object.fromEntries(Object.entries(renamed).filter(([key]) => !/^\d/.test(key)));
      const byCategory = [`${name}${CATEGORY}`, 'select', category] as CompiledMessageToken;
      if (exact.length === 0) return byCategory;
      return [
        `${name}${EXACT}`,
        'select',
        { ...Object.fromEntries(exact), other: [byCategory] },
      ] as CompiledMessageToken;
    });
  const counts: THandCounts = {};
  const turned = Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      if (!Array.isArray(message)) return [key, message];
      const names = new Set<string>();
      const renamed = rename(message, names);
      if (names.size > 0) counts[key] = [...names];
      return [key, renamed];
    }),
  );
  return { messages: turned, counts };
}

/** Records which English messages were turned (their keys' counts), as `turnPlurals` found them. */
export function rememberCounts(messages: Messages, counts: THandCounts): void {
  // Walks the few turned messages, not every message of the area (a phone's start loads 1,500).
  for (const key of countsOf.keys()) if (!counts[key] && key in messages) countsOf.delete(key);
  for (const [key, names] of Object.entries(counts)) countsOf.set(key, new Set(names));
}

/** English messages whose plurals read the hand-computed values instead, turned here. */
export function withHandCounts(messages: Messages): Messages {
  const turned = turnPlurals(messages);
  rememberCounts(turned.messages, turned.counts);
  return turned.messages;
}

/** The hand-computed values of a turned English message's counts; other messages pass as given. */
function withCounts(key: string, values: TValues | undefined): Record<string, unknown> | undefined {
  const names = i18n.locale === 'en' ? countsOf.get(key) : undefined;
  if (!values || !names) return values;
  const counts: Record<string, string> = {};
  for (const name of names) {
    // A count may come as a number in a string, as Lingui accepts.
    const value = values[name];
    const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof count !== 'number' || !Number.isFinite(count)) continue;
    counts[`${name}${EXACT}`] = String(count);
    counts[`${name}${CATEGORY}`] = englishCategory(count);
    counts[`${name}${COUNT}`] = englishNumber(count);
  }
  return { ...values, ...counts };
}

/**
 * French drops the vowel of "de" and "que" before a vowel: the catalogue's own words are written
 * so, and a name put in is elided here ("Matchs d’Astoria Athletic", not "de Astoria"). A lone
 * letter keeps it ("de A à Z"), and so does an h, aspirated in many names.
 */
const ELIDABLE = /(?<![\p{L}\p{N}])([Dd]e|[Qq]ue) (?=[AEIOUÀÂÉÈÊËÎÏÔÙÛÜaeiouàâéèêëîïôùûü][\p{L}\p{N}])/gu;
export const elideFrench = (text: string) =>
  text.replace(ELIDABLE, (_, word: string) => `${word.slice(0, -1)}’`);

/** The message in the active language, as that language writes it. */
function format(key: TMessageKey, values: TValues | undefined): string {
  const text = i18n._(key, withCounts(key, values));
  return values && i18n.locale === 'fr' ? elideFrench(text) : text;
}

/** A message in the active language (on the server, the caller's). */
export function t(key: TMessageKey, values?: TValues): string {
  const locale = localeOfCaller?.();
  if (locale && locale !== i18n.locale) return tIn(locale, key, values);
  return format(key, values);
}

/**
 * A message in a given language, for someone else (an e-mail to a captain who reads Spanish).
 * Its catalogue must be loaded; the server loads every one at start.
 */
export function tIn(locale: TLocale, key: TMessageKey, values?: TValues): string {
  if (locale === i18n.locale) return format(key, values);
  const active = i18n.locale;
  const activeTags = i18n.locales;
  i18n.activate(locale, [INTL_TAGS[locale]]);
  try {
    return format(key, values);
  } finally {
    i18n.activate(active, activeTags);
  }
}
