import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { inlineShell } from './scripts/inline-shell.ts';
import { prerender } from './scripts/prerender.ts';
import { screenModules, screenPreloads } from './scripts/screen-preloads.ts';
import { compiledCatalogues, precompress, webManifest } from './scripts/vite-plugins.ts';
import { PRERENDERED } from './src/app/prerendered.ts';

/** The version the Settings tab shows: package.json's, so it changes with each release. */
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * The screens a first visit opens on, by family: the drawn public pages, sign-in and a player's
 * link. ADR 044: each loads the shared modules its family uses; those of two families or more are
 * in the start.
 */
const screens = screenModules(readFileSync('src/app/routes.tsx', 'utf8'));
const modulesOf = (paths: string[]) => paths.map((path) => resolve(`src/${screens.get(path)}`));
const firstPages = {
  home: modulesOf(Object.keys(PRERENDERED).filter((path) => path !== '/highlights')),
  highlights: modulesOf(['/highlights']),
  signIn: modulesOf(['/login', '/referee/login']),
  playerLink: modulesOf(['/availability', '/join']),
};

const groups = chunkGroups(firstPages);

const define = { global: 'globalThis', __APP_VERSION__: JSON.stringify(version) };

/**
 * react-router 7 exports only its development files, whose warnings stay on in a production build
 * (remix-run/react-router#12532, #14102). A build takes the production files it ships beside them.
 */
const routerFile = (name: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${name}`, import.meta.url));
const productionRouter = [
  { find: /^react-router$/, replacement: routerFile('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerFile('dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [
    compiledCatalogues(),
    react(),
    tailwindcss(),
    webManifest(),
    screenPreloads(),
    inlineShell(),
    VitePWA({
      // A new version waits until the user presses Reload (src/ui/UpdatePrompt.tsx).
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest,woff2}'],
        // First visits only: the server sends them before a service worker exists.
        globIgnores: ['prerendered/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/db\//, /^\/thumbnails\//, /^\/embed\//],
        // The first install takes control at once, so the very first visit already works offline.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // Push notifications: shown by the worker, a tap opens their screen (issue #33).
        importScripts: ['/push-sw.js'],
        // Highlights' thumbnails come from our server (issue #35): kept for the next visit, and
        // refreshed behind it, so a placeholder served while YouTube was down is soon replaced.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/thumbnails/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'thumbnails', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 86_400 } },
          },
        ],
      },
    }),
    prerender(define),
    precompress(),
  ],
  define,
  resolve: { alias: command === 'build' ? productionRouter : [] },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes the modules its name function names, not their imports as well: a
          // light shared module imports modules that belong to another group (ADR 044).
          includeDependenciesRecursively: false,
          groups: [
            { name: groups.start, debugName: 'start', priority: 2 },
            { name: groups.shared, debugName: 'shared', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/db': 'http://localhost:8080' } },
}));
