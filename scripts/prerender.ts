import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type UserConfig } from 'vite';
import { LOCALES, localeFile } from '../src/i18n/core.ts';
import { ROOT } from './inline-shell.ts';
import { compiledCatalogues } from './vite-plugins.ts';

// Issue #16, ADR 016: after the client build, renders src/prerender.tsx in Node (through Vite, so
// TSX and the app's imports work as in the browser) and writes each public page a first visit
// opens on into dist/prerendered/, with the screen drawn where the app will draw it. The server
// sends those for their addresses; the service worker's shell (index.html) serves every later
// visit, with the screen's own snapshot.

const PWA_STUB = 'export const registerSW = () => () => {};';

export function prerender(define: UserConfig['define']): Plugin {
  let outDir = 'dist';
  let mode = 'production';
  return {
    name: 'pitchside-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      mode = config.mode;
    },
    closeBundle: {
      order: 'pre',
      async handler() {
        const server = await createServer({
          configFile: false,
          mode,
          define,
          logLevel: 'warn',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, watch: null },
          plugins: [
            compiledCatalogues(),
            react(),
            {
              name: 'pitchside-prerender-pwa-stub',
              resolveId: (id) => (id === 'virtual:pwa-register' ? '\0pwa-register' : null),
              load: (id) => (id === '\0pwa-register' ? PWA_STUB : null),
            },
          ],
        });
        try {
          const { render, PRERENDERED } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
            render(path: string, locale: string): Promise<string>;
            PRERENDERED: Record<string, string>;
          };
          const html = readFileSync(join(outDir, 'index.html'), 'utf8');
          // The shell names its modules on #root (inline-shell.ts); snapshot.js starts them after
          // the first frame, here after the build's drawing is painted.
          const root = ROOT.exec(html);
          if (!root) throw new Error('index.html has no #root naming its modules');
          const [, entry, preloads] = root;
          const shell = html.replace(root[0], '<div id="root"></div>');
          mkdirSync(join(outDir, 'prerendered'), { recursive: true });
          // Each page in each language: the server sends the one the browser asks for (issue #29).
          for (const locale of LOCALES) {
            for (const [path, file] of Object.entries(PRERENDERED)) {
              const screen = await render(path, locale);
              const page = shell
                .replace('<html lang="en">', `<html lang="${locale}">`)
                .replace(
                  '<div id="root"></div>',
                  `<div id="snapshot" data-prerendered="" data-entry="${entry}" data-preloads='${preloads}'>${screen}</div>`,
                );
              writeFileSync(join(outDir, 'prerendered', localeFile(file, locale)), page);
            }
          }
          writeFileSync(join(outDir, 'prerendered', 'pages.json'), JSON.stringify(PRERENDERED));
        } finally {
          await server.close();
        }
      },
    },
  };
}
