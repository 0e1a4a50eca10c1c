import { useSyncExternalStore } from 'react';
import { currentLocale, i18n, type TLocale } from './core.ts';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The active language; a screen keyed on it draws every word again when it changes. */
export function useLocale(): TLocale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}
