// The phone's side of the catalogues (ADR 019): English `app` words come with the entry chunk;
// every other area and language is its own small chunk, loaded with the screens that use it and
// precached by the service worker, so every language works offline.
import type { Messages } from '@lingui/core';
import * as enApp from './catalogues/en/app.ts';
import {
  INTL_TAGS,
  i18n,
  isLocale,
  pickLocale,
  rememberCounts,
  type TArea,
  type THandCounts,
  type TLocale,
  withHandCounts,
} from './core.ts';

/** A catalogue as the build makes it: English comes with its plurals turned and their counts. */
type TCatalogue = { default: Messages; counts?: THandCounts };
// English `app` is imported above, so it is not also a chunk of its own. The server's words are
// the server's (src/i18n/node.ts): no screen reads them (tests/unit/catalogues.test.ts), so the
// phone neither builds nor stores them.
const CATALOGUES = import.meta.glob<TCatalogue>([
  './catalogues/*/*.ts',
  '!./catalogues/en/app.ts',
  '!./catalogues/*/server.ts',
]);
const STORAGE_KEY = 'ps:locale';

const loaded = new Set<string>();
const areasInUse = new Set<TArea>(['app']);

function remember(locale: TLocale, area: TArea, { default: messages, counts }: TCatalogue) {
  if (locale !== 'en') i18n.load(locale, messages);
  else if (counts) {
    rememberCounts(messages, counts);
    i18n.load(locale, messages);
  } else i18n.load(locale, withHandCounts(messages)); // a catalogue the build did not turn (tests)
  loaded.add(`${locale}/${area}`);
}
remember('en', 'app', enApp as unknown as TCatalogue);

async function loadArea(locale: TLocale, area: TArea): Promise<void> {
  if (loaded.has(`${locale}/${area}`)) return;
  const load = CATALOGUES[`./catalogues/${locale}/${area}.ts`];
  if (!load) throw new Error(`No catalogue ${locale}/${area}`);
  remember(locale, area, await load());
}

/** The device's choice, else the browser's languages. */
export function initialLocale(): TLocale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be refused (a private window on some phones): fall back to the browser.
  }
  if (isLocale(stored)) return stored;
  return typeof navigator === 'undefined' ? 'en' : pickLocale(navigator.languages ?? [navigator.language]);
}

/** Loads the words of these areas in the active language (a screen's, before it draws). */
export function loadAreas(areas: readonly TArea[]): Promise<unknown> {
  for (const area of areas) areasInUse.add(area);
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return Promise.all(areas.map((area) => loadArea(locale, area)));
}

/**
 * The page's `lang`, written only when it changes: writing it, even the same value, makes the
 * browser restyle every element on the page (a snapshot's too: 7-10 ms with a phone's CPU).
 */
export function setDocumentLanguage(locale: TLocale): void {
  if (typeof document !== 'undefined' && document.documentElement.lang !== locale)
    document.documentElement.lang = locale;
}

/** Switches the language: loads what the screens in use need, then every word follows at once. */
export async function setLocale(locale: TLocale, options: { isRemembered?: boolean } = {}): Promise<void> {
  await Promise.all([...areasInUse].map((area) => loadArea(locale, area)));
  i18n.activate(locale, [INTL_TAGS[locale]]);
  setDocumentLanguage(locale);
  if (options.isRemembered === false) return;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not kept on this device; the account keeps it where there is one.
  }
}

i18n.activate('en', [INTL_TAGS.en]);
