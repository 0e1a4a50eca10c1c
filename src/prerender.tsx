import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from './app/App.tsx';
import { preloadScreen } from './app/routes.tsx';
import type { TLocale } from './i18n/core.ts';
import { setLocale } from './i18n/load.ts';

// Issue #16, ADR 016: the build draws the public pages a first visit opens on, with no data yet
// (the same "Loading..." the app draws), so the page shows before any JavaScript has run.
// scripts/prerender.ts calls this in Node, through Vite.

export { PRERENDERED } from './app/prerendered.ts';

/** Draws a page in a language: each language gets its own drawing (issue #29). */
export async function render(path: string, locale: TLocale = 'en'): Promise<string> {
  await setLocale(locale, { isRemembered: false });
  await preloadScreen(path, 60_000);
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppShell isPreloaded />
      </StaticRouter>
    </StrictMode>,
  );
}
