import { registerSW } from 'virtual:pwa-register';
import { useEffect, useRef, useState } from 'react';
import { isOlderThanServer, useServerSchema } from '../data/app-version.ts';
import { firstScreenDrawn } from '../data/first-screen.ts';
import { t } from '../i18n/core.ts';
import { Button } from './Button.tsx';
import { toast } from './toasts.tsx';

type TUpdate = (reload?: boolean) => Promise<void>;

/**
 * A new version never takes over silently: it waits until the user presses Reload. When the server
 * says it writes a newer generation of documents than this app reads (a phone offline for weeks),
 * the app looks for its update at once and, until it has it, says some things may be missing.
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<TUpdate | null>(null);
  const registration = useRef<ServiceWorkerRegistration | null>(null);
  const isOlder = useServerSchema(isOlderThanServer);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    // After the first screen: workbox-window is a file to fetch and run, and registering is a
    // round trip to the browser, neither of which that screen needs (issue #36).
    void firstScreenDrawn.then(() => {
      const updateSW = registerSW({
        onNeedRefresh: () => setUpdate(() => updateSW),
        onRegisteredSW: (_url, found) => {
          registration.current = found ?? null;
          // Already known to be out of date (heard before this start): look for the update now.
          if (isOlderThanServer()) void found?.update().catch(() => {});
        },
      });
    });
  }, []);
  useEffect(() => {
    if (isOlder) void registration.current?.update().catch(() => {});
  }, [isOlder]);

  const updateNow = async () => {
    if (!navigator.onLine) {
      toast.error(t('app.connectToUpdate'));
      return;
    }
    // The new worker installs; onNeedRefresh then offers Reload. With no worker, a reload fetches it.
    const found = registration.current;
    if (!found) return window.location.reload();
    await found.update().catch(() => {});
    if (!found.installing && !found.waiting) window.location.reload();
  };

  if (!update && !isOlder) return null;
  return (
    <div
      data-no-snapshot
      role={update ? 'alert' : 'status'}
      className="fixed inset-x-0 bottom-20 z-50 mx-auto flex w-[calc(100%-2rem)] max-w-md items-center gap-3 rounded-xl bg-ink px-4 py-3 text-white shadow-lg"
    >
      <p className="flex-1 text-sm font-medium">
        {update ? t('app.aNewVersionIsAvailable') : t('app.aNewerVersionIsOut')}
      </p>
      <Button className="shrink-0" onClick={() => void (update ? update(true) : updateNow())}>
        {update ? t('app.reload') : t('app.updateNow')}
      </Button>
    </div>
  );
}
