import { currentLocale } from '../i18n/core.ts';
import { Section } from './Section.tsx';

/**
 * A calendar feed to subscribe to (webcal: opens the phone's calendar app) or download once. The
 * feed's event titles are in the language this device shows (issue #29).
 */
function CalendarLinks({ path, add, download }: { path: string; add: string; download: string }) {
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

/** A calendar's card: its title, what it holds, and the two links. */
export function CalendarSection(props: {
  id: string;
  title: string;
  hint: string;
  path: string;
  add: string;
  download: string;
  className: string;
}) {
  return (
    <Section id={props.id} tone="brand" className={props.className} title={props.title}>
      <p className="mt-1 text-sm text-stone-700">{props.hint}</p>
      <CalendarLinks path={props.path} add={props.add} download={props.download} />
    </Section>
  );
}
