import { Component, Fragment, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { BrowserRouter, matchRoutes, renderMatches, useLocation } from 'react-router-dom';
import { markFirstScreenDrawn } from '../data/first-screen.ts';
import { onRefusal } from '../data/refusals.ts';
import { releaseSnapshot } from '../data/snapshot.ts';
import { t } from '../i18n/core.ts';
import { useLocale } from '../i18n/react.ts';
import { TopBar } from '../ui/TopBar.tsx';
import { Toasts, toast } from '../ui/toasts.tsx';
import { UpdatePrompt } from '../ui/UpdatePrompt.tsx';
import { useNoticeClicks } from './notice-clicks.ts';
import { preloadScreen, ROUTES } from './routes.tsx';

/**
 * A screen's code that could not be fetched: opened offline before the app had saved it, or a
 * failed request (Chromium, Firefox and Safari word it differently).
 */
const isMissingCode = (error: Error) =>
  error instanceof TypeError && /dynamically imported module|module script failed/i.test(error.message);

type TBoundaryProps = {
  children: ReactNode;
  /** The address: a new one tries its screen afresh. */
  at: string;
};

class ErrorBoundary extends Component<TBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch() {
    releaseSnapshot();
  }
  override componentDidUpdate(previous: TBoundaryProps) {
    // One screen that failed does not shut the others: the top bar's links still lead somewhere.
    if (this.state.error && previous.at !== this.props.at) this.setState({ error: null });
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const isMissing = isMissingCode(error);
    return (
      <main id="main" className="mx-auto max-w-lg px-4 py-10 text-center">
        <h1 className="text-2xl font-bold">
          {isMissing ? t('app.screenNotOnDevice') : t('app.somethingWentWrong')}
        </h1>
        <p className="mt-2 text-stone-700">
          {isMissing ? t('app.screenLoadsOnline') : t('app.thisScreenCouldNotBe')}
        </p>
        <button
          type="button"
          className="mt-6 min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white"
          onClick={() => window.location.reload()}
        >
          {t('app.reload')}
        </button>
      </main>
    );
  }
}

/** A write the server refused is never lost without a word. */
function DeniedWrites() {
  useEffect(() => onRefusal((refusal) => toast.error(t('app.notSaved2', { reason: refusal.reason }))), []);
  return null;
}

/** The address the page opened on: its snapshot (if any) shows until its screen is drawn. */
const openedAt = typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;

function LoadingText() {
  return (
    <p role="status" className="p-8 text-center text-stone-600">
      {t('app.loading')}
    </p>
  );
}

/**
 * The screen the page opened on is drawn once its chunk is here. Until then a plain placeholder,
 * not a Suspense fallback: React holds content back for up to 300 ms after a fallback shows, which
 * was most of a repeat visit's time to the standings (issue #16). The shell paints meanwhile.
 */
function Screens({ isPreloaded }: { isPreloaded: boolean }) {
  const { pathname, search } = useLocation();
  // Matched once per address: useRoutes ranks every route and builds a pattern for each one it
  // tries at every render (issue #36: a few milliseconds of a slowed phone's start).
  const matches = useMemo(() => matchRoutes(ROUTES, pathname), [pathname]);
  const [isFirstReady, setFirstReady] = useState(isPreloaded);
  useEffect(() => {
    // A redirect (to sign in, say) or a tap leaves the address the snapshot was of.
    if (`${pathname}${search}` !== openedAt) releaseSnapshot();
  }, [pathname, search]);
  useEffect(() => {
    void preloadScreen(window.location.pathname).then(() => setFirstReady(true));
  }, []);
  useEffect(() => {
    if (!isFirstReady) return;
    // The page as the build drew it (a first visit) is the same screen without data: it goes now.
    if (document.getElementById('snapshot')?.dataset.prerendered !== undefined) releaseSnapshot();
    // The frame after the first screen's commit: now the sync engine may load.
    requestAnimationFrame(() => markFirstScreenDrawn());
  }, [isFirstReady]);
  return isFirstReady ? renderMatches(matches) : <LoadingText />;
}

export function App() {
  return (
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  );
}

/**
 * Everything inside the router. The build renders it too, with the screen's chunk already loaded
 * (`isPreloaded`), to draw the public pages a first visit opens on (src/prerender.tsx, ADR 016).
 */
export function AppShell({ isPreloaded = false }: { isPreloaded?: boolean }) {
  // A new language draws every word again (issue #29); the address and the data stay.
  const locale = useLocale();
  const { pathname } = useLocation();
  useNoticeClicks();
  return (
    <Fragment key={locale}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('app.skipToContent')}
      </a>
      <TopBar />
      <ErrorBoundary at={pathname}>
        <Suspense fallback={<LoadingText />}>
          <Screens isPreloaded={isPreloaded} />
        </Suspense>
      </ErrorBoundary>
      <DeniedWrites />
      <UpdatePrompt />
      <Toasts />
    </Fragment>
  );
}
