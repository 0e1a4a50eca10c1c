import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../src/i18n/core.ts';
import { couchErrorOf } from '../replication/couch-error.ts';
import { AppError } from './errors.ts';
import { securityHeaderList } from './security.ts';

/**
 * Failures before routing (a malformed or over-long URL): a plain 400 with the usual headers, and
 * nothing of the request echoed back.
 */
export function frameworkErrorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  for (const [name, value] of securityHeaderList({ url: req.raw.url ?? '', protocol: req.protocol })) {
    reply.header(name, value);
  }
  const status = error.statusCode === 414 ? 414 : 400;
  const message = status === 414 ? t('server.theAddressIsTooLong') : t('server.theAddressIsNotValid');
  const isApi = (req.raw.url ?? '').startsWith('/api/');
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(isApi ? { error: 'bad_request', message } : { error: 'bad_request', reason: message });
}

/**
 * One place turns every failure into a clear 4xx or a generic 500. Under /db/ the body has
 * CouchDB's shape {error, reason}; under /api/ it is {error, message}. No stack trace leaves.
 */
export function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((raw: FastifyError, req, reply) => {
    let status = 500;
    let code = 'internal_error';
    let message = t('server.somethingWentWrongOnThe');
    if (raw instanceof AppError) {
      status = raw.status;
      code = raw.code;
      message = raw.message;
    } else if (typeof raw.statusCode === 'number' && raw.statusCode >= 400 && raw.statusCode < 500) {
      status = raw.statusCode;
      code = status === 413 ? 'too_large' : status === 415 ? 'bad_content_type' : 'bad_request';
      message = status === 413 ? t('server.theRequestIsTooLarge') : t('server.theRequestIsNotValid');
      if (status === 415) message = t('server.sendJsonContentTypeApplication');
    } else {
      // A CouchError, or the storage's own 4xx (not_found, conflict, bad_request...).
      const couch = couchErrorOf(raw);
      if (couch) {
        status = couch.status;
        code = couch.error;
        message = couch.message;
      }
    }
    if (status >= 500) req.log.error({ err: raw }, 'request failed');
    const isApi = req.url.startsWith('/api/');
    return reply.code(status).send(isApi ? { error: code, message } : { error: code, reason: message });
  });
}
