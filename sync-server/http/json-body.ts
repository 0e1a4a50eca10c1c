import type { FastifyInstance } from 'fastify';
import { t } from '../../src/i18n/core.ts';
import { AppError } from './errors.ts';

/** Deeper than any document Pitchside stores; deep nesting only serves to exhaust the stack. */
export const MAX_JSON_DEPTH = 32;

/** The nesting depth of a JSON text, counted without parsing it (brackets inside strings skipped). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/** Fastify's own JSON parser (prototype-poisoning safe), behind a depth check. */
export function jsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    // CouchDB clients post empty JSON bodies (_ensure_full_commit); every route checks its body.
    if ((body as string).trim() === '') {
      done(null, undefined);
      return;
    }
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
      done(new AppError(400, 'bad_request', t('server.theRequestIsNestedToo')), undefined);
      return;
    }
    parseJson(req, body as string, done);
  });
}
