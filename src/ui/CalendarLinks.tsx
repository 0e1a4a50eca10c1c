import { currentLocale } from '../i18n/core.ts';

/**
 * A calendar feed to subscribe to (webcal: opens the phone's calendar app) or download once. The
 * feed's event titles are in the language this device shows (issue #29).
 */
export function CalendarLinks({ path, add, download }: { path: string; add: string; download: string }) {
  const feed = `${path}?lang=${currentLocale()}`;
  return (
    <div className="mt-3 flex flex-wrap gap-3">
      <a
        href={`webcal://${window.location.host}${feed}`}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white"
      >
        {add}
      </a>
      <a
        href={feed}
        download
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        {download}
      </a>
    </div>
  );
}
