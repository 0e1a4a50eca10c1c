import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { t } from '../../src/i18n/core.ts';
import type { TStorage } from '../storage/storage.ts';
import { AppError } from './errors.ts';
import type { TReadiness } from './health.ts';

// What an operator's Prometheus scrapes (ADR 038): requests by route and status, their durations,
// the open change streams, readiness, the e-mails and notices still to finish, and the process's
// own figures (memory, CPU, event-loop delay). Off unless METRICS_TOKEN is set; then only a
// request bearing it is answered, since the figures say who is busy with what.

/** Long-lived by design: counted, but kept out of the durations, where they would say nothing. */
const STREAMING_ROUTES = new Set(['/api/changes']);
const LONG_FEEDS = new Set(['longpoll', 'continuous', 'eventsource']);
type TQuery = { feed?: unknown } | undefined;
const KNOWN_ERRORS = new Set([
  'forbidden',
  'unauthorized',
  'conflict',
  'bad_request',
  'not_found',
  'invalid',
]);
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** What the server starts after the routes, counted once it is there. */
export type TMetricSources = {
  /** Counts a pushed batch's documents by database kind and outcome (a no-op while metrics are off). */
  countWritten: (kind: string, results: readonly { error?: string }[]) => void;
  streams?: () => number;
  mailUnfinished?: () => number;
  pushUnfinished?: () => number;
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time, whatever the lengths. */
function isToken(header: unknown, token: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

export function metricsRoutes(
  app: FastifyInstance,
  storage: TStorage,
  readiness: TReadiness,
  token: string | null,
): TMetricSources {
  const sources: TMetricSources = { countWritten: () => {} };
  // One registry per server: tests run several in one process.
  const registry = new Registry();
  app.get('/metrics', async (req, reply) => {
    if (!token) throw new AppError(404, 'not_found', t('server.metricsOff'));
    if (!isToken(req.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError(401, 'unauthorized', t('server.metricsTokenNeeded'));
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  if (!token) return sources;

  collectDefaultMetrics({ register: registry, prefix: 'pitchside_' });
  const requests = new Counter({
    name: 'pitchside_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'pitchside_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (change streams left out), by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const gauge = (name: string, help: string, read: () => number | undefined) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const value = read();
        if (value !== undefined) this.set(value);
      },
    });
  gauge('pitchside_change_streams_open', 'Devices holding a change stream open now.', () =>
    sources.streams?.(),
  );
  gauge('pitchside_ready', '1 when the server takes traffic (as /api/health/ready says).', () =>
    readiness.pending() === null ? 1 : 0,
  );
  gauge('pitchside_mail_unfinished', 'E-mails queued, sending or waiting to be retried.', () =>
    sources.mailUnfinished?.(),
  );
  gauge('pitchside_push_unfinished', 'Push notices queued, sending or waiting to be retried.', () =>
    sources.pushUnfinished?.(),
  );
  const written = new Counter({
    name: 'pitchside_documents_written_total',
    help: 'Documents clients pushed, by database kind and outcome (stored, or the refusal: forbidden, conflict, ...).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  sources.countWritten = (kind, results) => {
    const outcomes = new Map<string, number>();
    // CouchDB's error names are a short fixed list; anything else is one label, not a new one each.
    for (const { error } of results) {
      const outcome = !error ? 'stored' : KNOWN_ERRORS.has(error) ? error : 'other';
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    for (const [outcome, n] of outcomes) written.inc({ kind, outcome }, n);
  };
  new Gauge({
    name: 'pitchside_storage_info',
    help: 'The storage this server keeps its data in (embedded LevelDB or CouchDB).',
    labelNames: ['mode'] as const,
    registers: [registry],
  }).set({ mode: storage.mode }, 1);

  // On the socket's close, not Fastify's onResponse: streams and replication feeds answer on the
  // raw response (hijacked), which onResponse never sees.
  app.addHook('onRequest', async (req, reply) => {
    const started = process.hrtime.bigint();
    reply.raw.once('close', () => {
      // The pattern, never the path: a path holds ids (and a link's token), without bound.
      const route = req.routeOptions.url ?? 'unmatched';
      const isStream = STREAMING_ROUTES.has(route) || LONG_FEEDS.has(String((req.query as TQuery)?.feed));
      const isDone = reply.raw.writableFinished || isStream;
      const status = isDone ? String(reply.raw.statusCode) : 'aborted';
      requests.inc({ method: req.method, route, status });
      if (!isStream) {
        durations.observe({ method: req.method, route }, Number(process.hrtime.bigint() - started) / 1e9);
      }
    });
  });
  return sources;
}
