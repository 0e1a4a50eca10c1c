// Issue #33: the service worker's side of push notifications, imported by the generated worker
// (vite.config.ts, workbox.importScripts). It shows what the server sent and, on a tap, opens the
// screen the notice names: in the app's open window if there is one, else in a new one.

self.addEventListener('push', (event) => {
  let notice = null;
  try {
    notice = event.data ? event.data.json() : null;
  } catch {
    notice = null;
  }
  if (!notice || typeof notice.title !== 'string') return;
  const url = typeof notice.url === 'string' && notice.url.startsWith('/') ? notice.url : '/';
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: typeof notice.body === 'string' ? notice.body : '',
      // The notice's key: a repeat (after a crash, or on a second instance) replaces, never adds.
      tag: typeof notice.tag === 'string' ? notice.tag : undefined,
      data: { url },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.url ?? '/';
  const target = new URL(path, self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(target.href);
      // The app moves there without a reload (src/app/notice-clicks.ts); focus may be refused.
      open.postMessage({ type: 'pitchside:open', url: target.pathname + target.search });
      await open.focus().catch(() => undefined);
    })(),
  );
});

// Issue #36: the app's files (hashed names, precached) come straight from the precache, without
// this worker's script answering each of them: a repeat visit's forty module requests cost a
// Cache Storage read each instead of a turn of the worker. Chromium's static routing; other
// browsers have no addRoutes, and their requests still reach Workbox's fetch handler.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  const rule = {
    condition: { urlPattern: { pathname: '/assets/*' }, requestMethod: 'GET' },
    source: 'cache',
  };
  event.waitUntil(event.addRoutes([rule]).catch(() => undefined));
});
