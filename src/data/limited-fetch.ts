import { currentLocale, LOCALE_HEADER } from '../i18n/core.ts';
import { noteServerSchema, schemaHeaders } from './app-version.ts';
import { inRequestPlace } from './request-places.ts';

/**
 * At most this many replication requests are in flight from this tab, whatever PouchDB
 * prefetches, and as many from all the browser's tabs together (request-places.ts): with the
 * change stream, 3 of the browser's 6 connections per host stay free.
 */
const MAX_REQUESTS = 2;
let inFlight = 0;
const queued: (() => void)[] = [];

export async function limitedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (inFlight >= MAX_REQUESTS) await new Promise<void>((resolve) => queued.push(resolve));
  inFlight += 1;
  try {
    return await inRequestPlace(() => send(input, init));
  } finally {
    inFlight -= 1;
    queued.shift()?.();
  }
}

async function send(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  // The connection is busy until the body is read: read it here, then give the place back.
  // The server words a refusal in the language this device shows (issue #29).
  const asked = new Headers(init?.headers);
  asked.set(LOCALE_HEADER, currentLocale());
  for (const [name, value] of Object.entries(schemaHeaders)) asked.set(name, value);
  const response = await fetch(input, { ...init, headers: asked });
  noteServerSchema(response.headers);
  const body = await response.arrayBuffer();
  const { status, statusText, headers } = response;
  return new Response(status === 204 || status === 304 ? null : body, { status, statusText, headers });
}
