import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from './app/App.tsx';
import { preloadScreen } from './app/routes.tsx';

// Issue #16, ADR 016: the build draws the public pages a first visit opens on, with no data yet
// (the same "Loading..." the app draws), so the page shows before any JavaScript has run.
// scripts/prerender.ts calls this in Node, through Vite.

/** The addresses drawn, and the file each is written to under dist/prerendered/. */
export const PRERENDERED: Record<string, string> = {
  '/': 'home.html',
  '/leagues': 'leagues.html',
  '/highlights': 'highlights.html',
};

export async function render(path: string): Promise<string> {
  await preloadScreen(path, 60_000);
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppShell isPreloaded />
      </StaticRouter>
    </StrictMode>,
  );
}
