import { type ReactNode, useEffect } from 'react';
import { t } from '../i18n/core.ts';

/** A screen's frame: its document title and a single h1 for screen readers and search. */
export function Page({
  title,
  heading,
  children,
  wide = false,
  narrow = false,
}: {
  title: string;
  heading?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** A single small card (sign-in): the heading lines up with it. */
  narrow?: boolean;
}) {
  useEffect(() => {
    document.title = `${title} · Pitchside`;
  }, [title]);
  return (
    <main
      id="main"
      className={`mx-auto w-full px-4 py-6 ${wide ? 'max-w-6xl' : narrow ? 'max-w-sm' : 'max-w-3xl'}`}
    >
      {heading !== undefined ? heading : <h1 className="mb-4 text-2xl font-bold">{title}</h1>}
      {children}
    </main>
  );
}

/** Shown when this device has never synced what a screen needs and there is no network. */
export function OfflineNotice({ what }: { what: string }) {
  return (
    <div role="status" className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
      <p className="text-lg font-semibold">{t('app.youAreOffline')}</p>
      <p className="mt-2 text-stone-600">{t('app.haveNotBeenSavedOn', { what })}</p>
    </div>
  );
}
