import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Scripts only from our origin; the PWA (issue #3) and YouTube embeds (issue #6) adjust this here.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https://i.ytimg.com",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com',
  "font-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_req, reply: FastifyReply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
  });
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
