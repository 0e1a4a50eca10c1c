import type { FastifyInstance } from 'fastify';
import { t } from '../../src/i18n/core.ts';

/**
 * Every request ends: one that has no answer after `ms` gets 503, so a handler waiting on
 * something that never comes cannot hold a socket (and its memory) forever. Held long-polls take
 * over their reply (hijack) and keep their own, shorter limit.
 */
export function requestDeadline(app: FastifyInstance, ms: number) {
  app.addHook('onRequest', async (req, reply) => {
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      req.log.warn({ url: req.url }, 'request timed out');
      const message = t('server.theServerTookTooLong');
      const isApi = req.url.startsWith('/api/');
      void reply
        .code(503)
        .send(isApi ? { error: 'timeout', message } : { error: 'timeout', reason: message });
    }, ms);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    reply.raw.once('finish', () => clearTimeout(timer));
  });
}
