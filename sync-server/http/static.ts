import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { localeFile, t } from '../../src/i18n/core.ts';
import { localeOf } from './locale.ts';

const PLACEHOLDER_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1c1917}h1{color:#c2410c}';
/** The placeholder's stylesheet, allowed by the policy by its hash, as the built shell's is. */
export const PLACEHOLDER_STYLE_HASH = `sha256-${createHash('sha256').update(PLACEHOLDER_STYLE).digest('base64')}`;
const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Pitchside</title><style>${PLACEHOLDER_STYLE}</style></head>
<body>
<h1>Pitchside sync-server</h1>
<p>The server is running. The app has not been built yet: run <code>npm run build</code>, or <code>npm start</code>, which builds it when it is missing.</p>
<p>Replication endpoints are under <code>/db/</code>; the health check is <a href="/api/health">/api/health</a>.</p>
</body></html>`;

/**
 * Serves the built PWA: pre-compressed br/gzip files, long-lived caching for hashed assets, and
 * the SPA fallback to index.html for client-side routes.
 */
export async function serveApp(app: FastifyInstance, distDir: string) {
  const hasApp = existsSync(join(distDir, 'index.html'));
  const prerendered = readPrerendered(distDir);
  const drawn = new Set(
    existsSync(join(distDir, 'prerendered')) ? readdirSync(join(distDir, 'prerendered')) : [],
  );
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      preCompressed: true,
      wildcard: false,
      index: false,
      // Source maps are for developers' machines, not for anyone who asks the server.
      allowedPath: (path) => !path.endsWith('.map') && !path.endsWith('.map.br') && !path.endsWith('.map.gz'),
      setHeaders(res, served) {
        const path = served.replace(/\.(br|gz)$/, '');
        const isHashed =
          /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2|png|svg|webp)$/.test(path) && path.includes('/assets/');
        const isWorker = /(sw|workbox-[^/]*)\.js$/.test(path) || path.endsWith('.webmanifest');
        if (isHashed) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (isWorker || path.endsWith('index.html')) res.header('cache-control', 'no-cache');
        else if (path.includes('/icons/')) res.header('cache-control', 'public, max-age=604800');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const wantsPage =
      req.method === 'GET' && !['/api/', '/db/', '/assets/'].some((prefix) => req.url.startsWith(prefix));
    if (!wantsPage)
      return reply.code(404).send({ error: 'not_found', reason: 'missing', message: t('server.notFound') });
    if (!hasApp) return reply.type('text/html').header('cache-control', 'no-cache').send(PLACEHOLDER);
    const page = prerendered.get(req.url.split('?')[0]!);
    if (!page) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    // The drawing in the browser's language, where the build made one (issue #29).
    const inLocale = localeFile(page, localeOf(req));
    const file = drawn.has(inLocale) ? inLocale : page;
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .sendFile(`prerendered/${file}`);
  });
}

/**
 * The public pages the build drew (scripts/prerender.ts), by address: a first visit, before any
 * service worker, gets the page with its screen already in it (issue #16).
 */
function readPrerendered(distDir: string): Map<string, string> {
  try {
    const pages = JSON.parse(readFileSync(join(distDir, 'prerendered', 'pages.json'), 'utf8'));
    return new Map(
      Object.entries(pages as Record<string, unknown>).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && /^[a-z-]+\.html$/.test(entry[1]),
      ),
    );
  } catch {
    return new Map();
  }
}
