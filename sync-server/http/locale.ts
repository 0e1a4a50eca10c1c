import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLocale, LOCALE_HEADER, pickLocale, setLocaleSource, type TLocale } from '../../src/i18n/core.ts';
import { loadAllCatalogues } from '../../src/i18n/node.ts';

// Issue #29: every text a request gets back (an /api error, a refused document's reason) is in
// its caller's language. The app names its choice in a header on every call; a stock client
// (a plain fetch, a CouchDB replicator) gets its Accept-Language, else English.

const callers = new AsyncLocalStorage<TLocale>();

export function localeOf(req: FastifyRequest): TLocale {
  const chosen = req.headers[LOCALE_HEADER];
  if (isLocale(chosen)) return chosen;
  // A calendar app subscribes to a link and sends no header of ours: the link names it.
  const asked = (req.query as { lang?: unknown } | undefined)?.lang;
  if (isLocale(asked)) return asked;
  const accepted = req.headers['accept-language'];
  if (typeof accepted !== 'string' || accepted.length > 500) return 'en';
  // "es-MX,es;q=0.9,en;q=0.8": in the order given, weights aside (browsers send them sorted).
  return pickLocale(accepted.split(',').map((part) => part.split(';')[0]!.trim()));
}

/** Runs the rest of each request in its caller's language. */
export async function callerLocale(app: FastifyInstance): Promise<void> {
  await loadAllCatalogues();
  setLocaleSource(() => callers.getStore());
  app.addHook('onRequest', (req, _reply, done) => {
    callers.run(localeOf(req), done);
  });
}

/** Runs `work` in a given language, for what the server writes on its own (an e-mail). */
export const inLocale = <T>(locale: TLocale, work: () => T): T => callers.run(locale, work);
