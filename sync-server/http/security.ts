import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SCHEMA_HEADER, SCHEMA_VERSION } from '../../src/domain/schema-version.ts';
import { EMBED_CSP } from '../embed/page.ts';
import { PLACEHOLDER_STYLE_HASH } from './static.ts';

/** The inline script and stylesheet of the app's shell, by hash (scripts/inline-shell.ts). */
export type TInlineHashes = { script: string[]; style: string[] };

const HASH = /^sha256-[A-Za-z0-9+/]+=*$/;

/**
 * Scripts and styles only from our origin, and the shell's own inline ones by their hashes; the
 * PWA (issue #3) and YouTube embeds (issue #6) adjust this here.
 */
export function contentSecurityPolicy(hashes: TInlineHashes = { script: [], style: [] }): string {
  const quoted = (list: string[]) => list.map((hash) => ` '${hash}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${quoted(hashes.script)}`,
    `style-src 'self'${quoted(hashes.style)}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    // 'self': the desk's preview of a league's embedded table (ADR 054).
    "frame-src 'self' https://www.youtube-nocookie.com",
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * The build's hashes, or none (a damaged file: the shell's inline parts then stay blocked). With
 * no build at all, the placeholder page's stylesheet.
 */
export function readInlineHashes(distDir: string): TInlineHashes {
  if (!existsSync(join(distDir, 'index.html'))) return { script: [], style: [PLACEHOLDER_STYLE_HASH] };
  try {
    const read = JSON.parse(
      readFileSync(join(distDir, 'inline-hashes.json'), 'utf8'),
    ) as Partial<TInlineHashes>;
    const valid = (list: unknown) =>
      Array.isArray(list) ? list.filter((h): h is string => typeof h === 'string' && HASH.test(h)) : [];
    return { script: valid(read.script), style: valid(read.style) };
  } catch {
    return { script: [], style: [] };
  }
}

/** Nothing the app does needs these; saying so stops an injected frame or script from asking. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** Every response's security headers, as a plain list so hijacked and router-level replies get them. */
export function securityHeaderList(
  req: { url: string; protocol: string },
  csp = CONTENT_SECURITY_POLICY,
): [string, string][] {
  // A league's embedded table (ADR 054) is the one thing another site may frame.
  const isEmbed = req.url.startsWith('/embed/');
  const headers: [string, string][] = [
    ['content-security-policy', isEmbed ? EMBED_CSP : csp],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...(isEmbed ? [] : [['x-frame-options', 'DENY'] as [string, string]]),
    ['cross-origin-opener-policy', 'same-origin'],
    ['permissions-policy', PERMISSIONS_POLICY],
    // Not a security header, but every answer carries it: an older app learns it should update.
    [SCHEMA_HEADER, String(SCHEMA_VERSION)],
  ];
  if (req.protocol === 'https') headers.push(['strict-transport-security', 'max-age=31536000']);
  return headers;
}

/** Private answers (/api, /db) are never kept by a browser or a proxy cache. */
const isPrivatePath = (url: string) => url.startsWith('/api/') || url.startsWith('/db/') || url === '/db';

export function securityHeaders(app: FastifyInstance, csp = CONTENT_SECURITY_POLICY) {
  app.addHook('onSend', async (req, reply: FastifyReply) => {
    for (const [name, value] of securityHeaderList(req, csp)) reply.header(name, value);
    if (isPrivatePath(req.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}

/** The headers for a reply written by hand (a held long-poll), cache-control included. */
export function rawHeaders(req: { url: string; protocol: string }): Record<string, string> {
  return { ...Object.fromEntries(securityHeaderList(req)), 'cache-control': 'no-store' };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request from a browser on another origin is refused. Requests with no Origin
 * (non-browser clients such as PouchDB on Node) are let through: cookies are SameSite=Lax and a
 * browser always sends Origin on cross-site POSTs.
 */
export function originCheck(app: FastifyInstance, allowedOrigins: string[]) {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(req.method)) return;
    const origin = req.headers.origin;
    if (!origin) return;
    const own = `${req.protocol}://${req.host}`;
    if (origin === own || allowedOrigins.includes(origin)) return;
    return reply.code(403).send({
      error: 'forbidden',
      reason: 'Cross-origin request refused.',
      message: 'Cross-origin request refused.',
    });
  });
}
