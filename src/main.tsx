import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { askEarly } from './data/early-pull.ts';
import { store } from './data/local-store.ts';
import { MARKS, markOnce } from './data/perf.ts';
import { startSession, useSession } from './data/session.ts';
import { appContainer, releaseSnapshotLater } from './data/snapshot.ts';
import { useSyncStatus } from './data/sync-status.ts';
import { initialLocale, setDocumentLanguage, setLocale } from './i18n/load.ts';
import './styles.css';

markOnce(MARKS.appStart);
releaseSnapshotLater();
startSession();
// The local database opens from disk beside the first render, not at the first read that render
// asks for (issue #36). A failure reaches that read as before: Dexie keeps the open's error.
store.open().catch(() => {});
// A visitor who has never synced asks for the public databases now, beside the database's opening
// and the sync engine's loading (early-pull.ts); the highlights with their page.
if (!useSession.getState().user && Object.keys(useSyncStatus.getState().lastSyncAt).length === 0)
  askEarly(location.pathname.startsWith('/highlights') ? ['leagues', 'highlights'] : ['leagues']);

// The browser tests' build (vite --mode e2e) lets tests write through the data layer, as a
// screen would, before the screens that write exist. Production builds leave this out.
if (import.meta.env.MODE === 'e2e') {
  void import('./data/outbox.ts').then(({ writeDoc }) =>
    Object.assign(window, {
      pitchsideTest: {
        writeDoc,
        syncedAt: () => useSyncStatus.getState().lastSyncAt,
        syncStatus: useSyncStatus,
      },
    }),
  );
}
// A transition lets React yield to the browser while it draws the first screen, instead of one
// long task (issue #16: total blocking time on a phone's first visit).
// The device's language (issue #29): English words come with this chunk; another language's
// catalogue is precached, so waiting for it costs a service-worker answer.
const locale = initialLocale();
setDocumentLanguage(locale);
if (locale !== 'en') await setLocale(locale, { isRemembered: false }).catch(() => {});
const root = createRoot(appContainer());
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
