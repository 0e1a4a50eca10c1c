import { useId } from 'react';
import { apiCall } from '../data/api.ts';
import { useSession } from '../data/session.ts';
import { isLocale, LOCALE_NAMES, LOCALES, t } from '../i18n/core.ts';
import { setLocale } from '../i18n/load.ts';
import { useLocale } from '../i18n/react.ts';
import { toast } from './toasts.tsx';

/** Each language under its own name, kept on this device (issue #29). */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const id = useId();
  const locale = useLocale();
  const choose = (value: string) => {
    if (!isLocale(value)) return;
    // The catalogue is precached; only a first visit cut off half-way can fail to load it.
    setLocale(value).then(
      // A signed-in person's e-mails follow (issue #29); offline, the next sign-in carries it.
      () => useSession.getState().user && apiCall('/api/locale', { body: { locale: value } }).catch(() => {}),
      () => toast.error(t('app.languageNotLoaded')),
    );
  };
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm text-stone-700">
        {t('app.language')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(e) => choose(e.target.value)}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-sm"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
