import { registerSW } from 'virtual:pwa-register';
import { useEffect, useState } from 'react';
import { t } from '../i18n/core.ts';

/** A new version never takes over silently: it waits until the user presses Reload. */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<((reload?: boolean) => Promise<void>) | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const updateSW = registerSW({
      onNeedRefresh: () => setUpdate(() => updateSW),
    });
  }, []);
  if (!update) return null;
  return (
    <div
      data-no-snapshot
      role="alert"
      className="fixed inset-x-0 bottom-20 z-50 mx-auto flex w-[calc(100%-2rem)] max-w-md items-center gap-3 rounded-xl bg-ink px-4 py-3 text-white shadow-lg"
    >
      <p className="flex-1 text-sm font-medium">{t('app.aNewVersionIsAvailable')}</p>
      <button
        type="button"
        onClick={() => void update(true)}
        className="min-h-11 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white"
      >
        {t('app.reload')}
      </button>
    </div>
  );
}
