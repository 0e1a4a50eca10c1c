import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// Issue #16: on a first visit the screen's chunk was asked for only once the entry chunk had run,
// a round trip after it. The build writes which chunks each address opens into index.html, and
// public/snapshot.js preloads the current address's while the page is parsed.

const LAZY = /const (\w+) = lazyScreen\(\s*\(\) => import\('\.\.\/([^']+)'\)(?:,\s*\w+,?\s*)?\)/g;
/** `{ path: '/x', element: <Page />` (or inside a guard), and `['/x', <Page key="…" />]`. */
const ROUTE = /path: '([^']+)',\s*element:\s*\(?\s*(?:<RouteGuard[^>]*>\s*)?<(\w+)|\['(\/[^']*)', <(\w+)/g;

/** Address pattern → screen module (relative to src/), read from src/app/routes.tsx. */
export function screenModules(routesSource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, name, path] of routesSource.matchAll(LAZY)) modules.set(name!, path!);
  const screens = new Map<string, string>();
  for (const m of routesSource.matchAll(ROUTE)) {
    const path = m[1] ?? m[3]!;
    const module = modules.get(m[2] ?? m[4]!);
    if (module && path !== '*') screens.set(path, module);
  }
  return screens;
}

type TChunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
};

/** A chunk and every chunk it imports statically, by file name. */
function withImports(
  bundle: Record<string, TChunk | { type: 'asset' }>,
  fileName: string,
  into = new Set<string>(),
) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const file of chunk.imports) withImports(bundle, file, into);
  return into;
}

export function screenPreloads(): Plugin {
  return {
    name: 'pitchside-screen-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = (ctx.bundle ?? {}) as Record<string, TChunk | { type: 'asset' }>;
        const chunks = Object.values(bundle).filter((c): c is TChunk => c.type === 'chunk');
        // What the entry loads anyway is preloaded by index.html already.
        const entry = chunks.find((c) => c.isEntry);
        const loaded = entry ? withImports(bundle, entry.fileName) : new Set<string>();
        const byModule = new Map(
          chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!.replace(/^.*\/src\//, ''), c]),
        );
        const preloads: Record<string, string[]> = {};
        for (const [path, module] of screenModules(readFileSync('src/app/routes.tsx', 'utf8'))) {
          const chunk = byModule.get(module);
          if (!chunk) continue;
          preloads[path] = [...withImports(bundle, chunk.fileName)]
            .filter((f) => !loaded.has(f))
            .map((f) => `/${f}`);
        }
        // Data, not code: a JSON block is never run, so the Content-Security-Policy stays 'self'.
        const json = JSON.stringify(preloads).replaceAll('<', '\\u003c');
        return html.replace(
          '<script src="/snapshot.js"></script>',
          `<script type="application/json" id="ps-screens">${json}</script>\n    <script src="/snapshot.js"></script>`,
        );
      },
    },
  };
}
